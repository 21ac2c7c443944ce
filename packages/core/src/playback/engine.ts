/**
 * The playback engine: follows a media clock and drives the device through the port (ADR 0001).
 * This file is its public face and only dispatches: each call becomes an event of the machine
 * (`machine.ts`) carrying its data, which the runner (`runner.ts`) carries out; the status is read
 * off the machine's state and the runner's instruments (ADR 0011).
 */
import { EngineRunner } from './runner';
import type { PlaybackEngine, PlaybackEngineOptions, PlaybackStatus } from './types';

/**
 * Creates an engine. The device plays script time `media − offsetMs`: a positive offset moves
 * the device later than the video (`LoadOptions.offsetMs`). It starts on the media's
 * `playing`, not `play` (a `<video>` may still be buffering then), so a virtual clock's driver
 * sends `playing` too. Nothing throws: failures land in the status.
 */
export function createPlaybackEngine(options: PlaybackEngineOptions): PlaybackEngine {
  const runner = new EngineRunner(options);
  const listeners = new Set<(status: PlaybackStatus) => void>();

  runner.published = () => {
    if (listeners.size === 0) return;
    const snapshot = runner.status();
    for (const listener of listeners) listener(snapshot);
  };

  return {
    load: (script, loadOptions) =>
      runner.dispatch({ type: 'load', script, options: loadOptions, media: runner.mediaMode() }),
    set: (choices) => runner.dispatch({ type: 'set', choices, media: runner.mediaMode() }),
    update: (script, changedFromMs) =>
      runner.dispatch({ type: 'update', script, changedFromMs, media: runner.mediaMode() }),
    unload: () => runner.dispatch({ type: 'unload' }),
    mediaEvent: (event) => runner.dispatch({ type: 'media', event }),
    setOffset: (offsetMs) => runner.dispatch({ type: 'setOffset', offsetMs }),
    setDeviceOffset: (deviceOffsetMs) =>
      runner.dispatch({ type: 'setDeviceOffset', deviceOffsetMs }),
    setLoop: (loop) => runner.dispatch({ type: 'setLoop', loop }),
    resync: () => runner.dispatch({ type: 'resync' }),
    deviceState: (state, eventName) => runner.dispatch({ type: 'deviceState', state, eventName }),
    deviceSession: (id) => runner.dispatch({ type: 'deviceSession', id }),
    status: () => runner.status(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      runner.dispatch({ type: 'dispose' });
      listeners.clear();
    },
  };
}
