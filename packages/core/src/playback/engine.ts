/**
 * The playback engine: follows a media clock and drives the device through the port (ADR 0001).
 * It decides *when*; a transport decides *what*. This file is its public face: it turns media
 * events, settings and device news into the core's generations and flags, and builds the status.
 */
import { EngineCore } from './engine-core';
import { createHspTransport } from './hsp-transport';
import { createHsspTransport } from './hssp-transport';
import { createLiveTransport } from './live-transport';
import type { TransportContext } from './transport';
import { SEEK_DEBOUNCE_MS } from './tuning';
import {
  isLiveScript,
  type MediaEvent,
  type LoadOptions,
  type PlaybackEngine,
  type PlaybackEngineOptions,
  type PlaybackPhase,
  type PlaybackSource,
  type PlaybackStatus,
} from './types';

function phaseOf(core: EngineCore): PlaybackPhase {
  if (!core.script) return 'idle';
  if (core.error) return 'error';
  if (core.mediaState === 'paused') return core.prepared === 'yes' ? 'ready' : core.preparePhase;
  return core.device === 'playing' && core.mediaState === 'playing' ? 'playing' : 'waiting';
}

function statusOf(core: EngineCore): PlaybackStatus {
  const following = core.device === 'playing' && core.mediaState === 'playing';
  return {
    phase: phaseOf(core),
    transport: core.opts.transport,
    error: core.error,
    health: {
      verdict: core.health.verdict(following),
      deltaMs: core.health.deltaMs,
      clockOffsetMs: core.port.clockOffsetMs(),
      roundTripMs: core.port.clockRoundTripMs(),
      resyncCount: core.resyncCount,
    },
    buffer: core.transport?.buffer(),
    requestCount: core.requestCount,
  };
}

/**
 * Creates an engine. The device plays script time `media − offsetMs`: a positive offset moves
 * the device later than the video (`LoadOptions.offsetMs`). It starts on the media's
 * `playing`, not `play` (a `<video>` may still be buffering then), so a virtual clock's driver
 * sends `playing` too. Nothing throws: failures land in the status.
 */
export function createPlaybackEngine(options: PlaybackEngineOptions): PlaybackEngine {
  const { clock, media } = options;
  const random = options.random ?? Math.random;
  const core = new EngineCore(options);
  const listeners = new Set<(status: PlaybackStatus) => void>();
  let sessionId: string | undefined;

  core.changed = () => {
    if (listeners.size === 0) return;
    const snapshot = statusOf(core);
    for (const listener of listeners) listener(snapshot);
  };

  function context<S extends PlaybackSource>(script: S): TransportContext<S> {
    return {
      port: core.port,
      clock,
      script,
      scriptNowMs: () => core.mediaNowMs() - core.opts.offsetMs,
      rate: () => media.sample().rate,
      loop: () => core.opts.loop,
      durationMs: () => media.sample().durationMs,
      random,
      preparing: () => ((core.preparePhase = 'preparing'), core.changed()),
    };
  }

  /**
   * Stops a device that plays or may be starting (a play in flight); fire and forget: a stop
   * never waits for the queue.
   */
  function stopDevice(): void {
    const mayPlay = core.device !== 'halted' || (core.busy && core.prepared === 'yes');
    if (core.transport && mayPlay) core.transport.stop().catch(() => undefined);
  }

  function forget(): void {
    core.epoch += 1;
    core.timers.clearAll();
    core.stopSyncs();
    core.script = undefined;
    core.transport = undefined;
    core.error = undefined;
    core.device = 'halted';
  }

  function onMediaEvent(event: MediaEvent): void {
    switch (event) {
      case 'play':
        break;
      case 'playing':
        core.mediaState = 'playing';
        core.anchorGen += 1;
        break;
      case 'pause':
      case 'ended':
        core.mediaState = 'paused';
        core.stopSyncs();
        break;
      case 'waiting':
        core.mediaState = 'stalled';
        core.stopSyncs();
        break;
      case 'seeking':
        // Scrubbing: nothing is sent until a `seeked` has settled for the debounce time.
        core.seekPending = true;
        core.timers.clear('seek');
        break;
      case 'seeked':
        core.seekPending = true;
        core.timers.set('seek', settleSeek, SEEK_DEBOUNCE_MS);
        break;
      case 'ratechange':
        core.rateDirty = true;
        break;
      case 'looped':
        core.transport?.looped();
        core.anchorGen += 1;
        break;
    }
  }

  function settleSeek(): void {
    core.seekPending = false;
    core.anchorGen += 1;
    core.kick();
  }

  function load(script: PlaybackSource, loadOptions: LoadOptions): void {
    forget();
    core.script = script;
    core.opts = isLiveScript(script) ? { ...loadOptions, transport: 'hsp' } : loadOptions;
    core.deviceOffsetMs = loadOptions.deviceOffsetMs ?? 0;
    core.requestCount = 0;
    core.resyncCount = 0;
    core.prepared = 'no';
    core.appliedAnchorGen = -1;
    core.anchorGen += 1;
    core.rateDirty = false;
    core.retryAtMs = 0;
    core.health.restart();
    const s = media.sample();
    core.mediaState = s.stalled ? 'stalled' : s.paused ? 'paused' : 'playing';
    if (isLiveScript(script)) core.transport = createLiveTransport(context(script));
    else if (core.opts.transport === 'hssp') core.transport = createHsspTransport(context(script));
    else core.transport = createHspTransport(context(script));
    core.watchdog();
  }

  return {
    load,
    update(script, changedFromMs) {
      const transport = core.transport;
      if (!transport?.update || !core.script || !isLiveScript(core.script)) {
        load(script, core.opts);
        return;
      }
      core.script = script;
      transport.update(script, changedFromMs);
      core.kick();
    },
    unload() {
      stopDevice();
      forget();
      core.changed();
    },
    mediaEvent(event) {
      onMediaEvent(event);
      // A user's play retries a preparation that failed (its cause may be gone).
      if ((event === 'play' || event === 'playing') && core.prepared === 'failed')
        core.prepared = 'no';
      core.kick();
    },
    setOffset(offsetMs) {
      core.opts = { ...core.opts, offsetMs };
      core.anchorGen += 1;
      core.kick();
    },
    setDeviceOffset(ms) {
      core.deviceOffsetMs = ms;
      // Samples taken before the device moved describe the old offset.
      core.health.restart();
      core.changed();
    },
    setLoop(loop) {
      core.opts = { ...core.opts, loop };
      core.transport?.loopChanged();
      core.anchorGen += 1;
      core.kick();
    },
    resync() {
      core.resyncCount += 1;
      if (core.prepared === 'failed') core.prepared = 'no';
      core.transport?.invalidate();
      core.anchorGen += 1;
      core.retryAtMs = 0;
      core.kick();
    },
    deviceState(state, eventName) {
      core.readState(state, eventName);
      core.kick();
    },
    deviceSession(id) {
      if (id === undefined) {
        if (!core.offline && core.script) core.error = { kind: 'noDevice', cause: undefined };
        core.offline = true;
        core.device = 'unknown';
        core.transport?.invalidate();
        core.askMediaPause('deviceOffline');
      } else {
        const changed = sessionId !== undefined && id !== sessionId;
        core.offline = false;
        if (core.error?.kind === 'noDevice') core.error = undefined;
        if (changed && core.script) {
          // A new session is a device that knows nothing of this script: prepare it again.
          core.askMediaPause('sessionChanged');
          core.epoch += 1;
          core.prepared = 'no';
          core.device = 'halted';
        }
        sessionId = id;
      }
      core.kick();
    },
    status: () => statusOf(core),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      stopDevice();
      forget();
      core.disposed = true;
      listeners.clear();
    },
  };
}
