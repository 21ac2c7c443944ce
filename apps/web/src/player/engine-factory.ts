import { createPlaybackEngine, type PlaybackEngine, type PlaybackEngineOptions } from '@glide/core';

/** Makes a playback engine (the hook takes one, so that tests hand in a fake). */
export type EngineFactory = (options: PlaybackEngineOptions) => PlaybackEngine;

/** The engine the app plays with. */
export const defaultEngineFactory: EngineFactory = createPlaybackEngine;
