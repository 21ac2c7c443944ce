/**
 * The playback engine: follows a media clock and drives the device through the port (ADR 0001).
 * This file is its public face: each call becomes an event of the machine (`machine.ts`), which
 * the runner (`runner.ts`) carries out; the status is read off the machine's state.
 */
import { isFollowing, statusPhase } from './machine-state';
import { EngineRunner } from './runner';
import {
  isLiveScript,
  type PlaybackEngine,
  type PlaybackEngineOptions,
  type PlaybackStatus,
} from './types';

function statusOf(runner: EngineRunner, options: PlaybackEngineOptions): PlaybackStatus {
  const { state } = runner;
  return {
    phase: statusPhase(state),
    transport: runner.opts.transport,
    error: state.error,
    health: {
      verdict: runner.health.verdict(isFollowing(state)),
      deltaMs: runner.health.deltaMs,
      clockOffsetMs: options.port.clockOffsetMs(),
      roundTripMs: options.port.clockRoundTripMs(),
      resyncCount: state.resyncCount,
    },
    buffer: runner.transport?.buffer(),
    requestCount: runner.requestCount,
  };
}

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
    const snapshot = statusOf(runner, options);
    for (const listener of listeners) listener(snapshot);
  };

  return {
    load: (script, loadOptions) => runner.load(script, loadOptions),
    update(script, changedFromMs) {
      const transport = runner.transport;
      if (!transport?.update || !runner.script || !isLiveScript(runner.script)) {
        runner.load(script, runner.opts);
        return;
      }
      runner.script = script;
      transport.update(script, changedFromMs);
      runner.dispatch({ type: 'scriptUpdated' });
    },
    unload: () => runner.dispatch({ type: 'unload' }),
    mediaEvent: (event) => runner.dispatch({ type: 'media', event }),
    setOffset(offsetMs) {
      runner.opts = { ...runner.opts, offsetMs };
      runner.dispatch({ type: 'offsetChanged' });
    },
    setDeviceOffset(ms) {
      runner.deviceOffsetMs = ms;
      runner.dispatch({ type: 'deviceOffsetChanged' });
    },
    setLoop(loop) {
      runner.opts = { ...runner.opts, loop };
      runner.dispatch({ type: 'loopChanged' });
    },
    resync: () => runner.dispatch({ type: 'resync' }),
    deviceState(state, eventName) {
      runner.readState(state, eventName);
      runner.dispatch({ type: 'kick' });
    },
    deviceSession: (id) => runner.dispatch({ type: 'deviceSession', id }),
    status: () => statusOf(runner, options),
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
