/** The playback engine's public surface (docs/adr/0001-playback-engine.md). */
export * from './types';
