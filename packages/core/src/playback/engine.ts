/**
 * The playback engine: follows a media clock and drives the device through the port (ADR 0001).
 * This file is its public face and only dispatches: each call becomes an event of the machine
 * (`machine.ts`) carrying its data, which the runner (`runner.ts`) carries out; the status is read
 * off the machine's state and the runner's instruments (ADR 0011).
 */
import { EngineRunner } from './runner';
import type {
  BufferInfo,
  PlaybackEngine,
  PlaybackEngineOptions,
  PlaybackError,
  PlaybackStatus,
  SyncHealth,
} from './types';

/**
 * Creates an engine. The device plays script time `media − offsetMs`: a positive offset moves
 * the device later than the video (`LoadOptions.offsetMs`). It starts on the media's
 * `playing`, not `play` (a `<video>` may still be buffering then), so a virtual clock's driver
 * sends `playing` too. Nothing throws: failures land in the status.
 */
export function createPlaybackEngine(options: PlaybackEngineOptions): PlaybackEngine {
  const runner = new EngineRunner(options);
  const listeners = new Set<(status: PlaybackStatus) => void>();

  let last: PlaybackStatus | undefined;
  runner.published = () => {
    const snapshot = runner.status();
    // The watchdog's tick publishes every second while a script is loaded, paused too; a page that
    // re-renders on each status would then wake every second for nothing (issue 31's idle pages).
    if (last && sameStatus(last, snapshot)) return;
    last = snapshot;
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

/** Whether two statuses say the same (an error's cause is the same object). */
export function sameStatus(a: PlaybackStatus, b: PlaybackStatus): boolean {
  return (
    a.phase === b.phase &&
    a.transport === b.transport &&
    a.requestCount === b.requestCount &&
    sameError(a.error, b.error) &&
    sameHealth(a.health, b.health) &&
    sameBuffer(a.buffer, b.buffer)
  );
}

function sameError(a: PlaybackError | undefined, b: PlaybackError | undefined): boolean {
  return a === b || (!!a && !!b && a.kind === b.kind && a.cause === b.cause);
}

function sameHealth(a: SyncHealth, b: SyncHealth): boolean {
  return (
    a.verdict === b.verdict &&
    a.deltaMs === b.deltaMs &&
    a.clockOffsetMs === b.clockOffsetMs &&
    a.roundTripMs === b.roundTripMs &&
    a.resyncCount === b.resyncCount
  );
}

function sameBuffer(a: BufferInfo | undefined, b: BufferInfo | undefined): boolean {
  if (!a || !b) return a === b;
  return (
    a.aheadMs === b.aheadMs &&
    a.aheadPoints === b.aheadPoints &&
    a.tailStreamIndex === b.tailStreamIndex &&
    a.thresholdStreamIndex === b.thresholdStreamIndex &&
    a.maxPoints === b.maxPoints &&
    a.playState === b.playState &&
    a.starvedCount === b.starvedCount
  );
}
