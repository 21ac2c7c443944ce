import type { PlaybackEngine, PlaybackEngineOptions } from '@glide/core';

/** Makes a playback engine (the hook takes one, so that tests hand in a fake). */
export type EngineFactory = (options: PlaybackEngineOptions) => PlaybackEngine;

/**
 * The engine the app plays with: `createPlaybackEngine` of `@glide/core` once the engine is
 * there; until then none, and the player shows no status.
 */
export const defaultEngineFactory: EngineFactory | undefined = undefined;
