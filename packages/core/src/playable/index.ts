export * from './playable';
