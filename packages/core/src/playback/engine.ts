/**
 * The playback engine: follows a media clock and drives the device through the port (ADR 0001).
 * It decides *when*; a transport decides *what*. Requests go one at a time: after each answer the
 * engine compares what the device should do with what it last did and sends the most important
 * difference (stop/play first, then rate, top-up, synctime). A media change bumps a generation,
 * so whatever was superseded while a request travelled is simply not sent — never stacked.
 */
import type { TimerHandle } from '../time/clock';
import { countingPort } from './counting-port';
import { createHspTransport } from './hsp-transport';
import { createHsspTransport } from './hssp-transport';
import { deltaSampleMs, SyncHealthMeter } from './sync-health';
import { PrepareError, type Transport, type TransportContext } from './transport';
import {
  HSP_SYNC_FIRST_FILTER,
  RETRY_AFTER_MS,
  SEEK_DEBOUNCE_MS,
  STATE_POLL_AFTER_MS,
  WATCHDOG_INTERVAL_MS,
} from './tuning';
import {
  PlayerPlayState,
  type LoadOptions,
  type MediaEvent,
  type PlaybackEngine,
  type PlaybackEngineOptions,
  type PlaybackError,
  type PlaybackScript,
  type PlaybackStatus,
  type PlayerStateLike,
} from './types';

type MediaState = 'paused' | 'playing' | 'stalled';
type DeviceBelief = 'halted' | 'playing' | 'unknown';
type Request = () => Promise<PlayerStateLike>;
const noop = (): void => undefined;

/**
 * Creates an engine. The device plays script time `media + offsetMs`; it starts on the media's
 * `playing` (not `play`: the element may still be buffering), so callers of a virtual clock send
 * `playing` too.
 */
export function createPlaybackEngine(options: PlaybackEngineOptions): PlaybackEngine {
  const { clock, media, pauseMedia } = options;
  const random = options.random ?? Math.random;
  let requestCount = 0;
  const port = countingPort(options.port, () => (requestCount += 1));
  const health = new SyncHealthMeter(clock);
  const listeners = new Set<(status: PlaybackStatus) => void>();
  const timers = new Map<string, TimerHandle>();

  let script: PlaybackScript | undefined;
  let transport: Transport | undefined;
  let opts: LoadOptions = { transport: 'hsp', loop: false, offsetMs: 0 };
  /** Bumped by load, unload and a new device session: answers of an older epoch are ignored. */
  let epoch = 0;
  let prepared: 'no' | 'running' | 'yes' | 'failed' = 'no';
  let preparePhase: 'uploading' | 'preparing' = 'preparing';
  let mediaState: MediaState = 'paused';
  let seekPending = false;
  let device: DeviceBelief = 'halted';
  /** Bumped whenever the device must be re-anchored at the media's time. */
  let anchorGen = 0;
  let appliedAnchorGen = -1;
  let rateDirty = false;
  let syncFilter: number | undefined;
  let pollDue = false;
  let busy = false;
  let retryAtMs = 0;
  let error: PlaybackError | undefined;
  let sessionId: string | undefined;
  let offline = false;
  let resyncCount = 0;
  let lastNewsAtMs = clock.now();
  let disposed = false;

  function setTimer(name: string, fn: () => void, delayMs: number): void {
    clearTimer(name);
    timers.set(
      name,
      clock.setTimeout(() => (timers.delete(name), fn()), delayMs),
    );
  }
  function clearTimer(name: string): void {
    const handle = timers.get(name);
    if (handle) clock.clearTimeout(handle);
    timers.delete(name);
  }

  function mediaNowMs(): number {
    const s = media.sample();
    const running = !s.paused && !s.stalled;
    return s.positionMs + (running ? (clock.now() - s.atMs) * s.rate : 0);
  }

  function context(loaded: PlaybackScript): TransportContext {
    return {
      port,
      clock,
      script: loaded,
      scriptNowMs: () => mediaNowMs() + opts.offsetMs,
      rate: () => media.sample().rate,
      loop: () => opts.loop,
      durationMs: () => media.sample().durationMs,
      random,
      preparing: () => ((preparePhase = 'preparing'), publish()),
    };
  }

  function status(): PlaybackStatus {
    const following = device === 'playing' && mediaState === 'playing';
    return {
      phase: phase(),
      transport: opts.transport,
      error,
      health: {
        verdict: health.verdict(following),
        deltaMs: health.deltaMs,
        clockOffsetMs: port.clockOffsetMs(),
        roundTripMs: port.clockRoundTripMs(),
        resyncCount,
      },
      buffer: transport?.buffer(),
      requestCount,
    };
  }

  function phase(): PlaybackStatus['phase'] {
    if (!script) return 'idle';
    if (error) return 'error';
    if (mediaState === 'paused') return prepared === 'yes' ? 'ready' : preparePhase;
    return device === 'playing' && mediaState === 'playing' ? 'playing' : 'waiting';
  }

  function publish(): void {
    if (listeners.size === 0) return;
    const snapshot = status();
    for (const listener of listeners) listener(snapshot);
  }

  function fail(cause: unknown): void {
    error = { kind: 'command', cause };
    retryAtMs = clock.now() + RETRY_AFTER_MS;
    setTimer('retry', kick, RETRY_AFTER_MS);
  }

  function send(
    request: Request,
    onOk: (state: PlayerStateLike, sentAtMs: number) => void,
    onFail: () => void,
  ): void {
    busy = true;
    const sentIn = epoch;
    const sentAtMs = clock.now();
    let answer: Promise<PlayerStateLike>;
    try {
      answer = request();
    } catch (cause) {
      answer = Promise.reject(cause instanceof Error ? cause : new Error(String(cause)));
    }
    answer.then(
      (state) => {
        busy = false;
        if (sentIn === epoch && !disposed) {
          error = undefined;
          onOk(state, sentAtMs);
          readState(state, undefined);
        }
        kick();
      },
      (cause: unknown) => {
        busy = false;
        if (sentIn === epoch && !disposed) {
          onFail();
          fail(cause);
        }
        kick();
      },
    );
  }

  function prepare(t: Transport): void {
    prepared = 'running';
    preparePhase = t.kind === 'hssp' ? 'uploading' : 'preparing';
    busy = true;
    const sentIn = epoch;
    t.prepare().then(
      () => {
        busy = false;
        if (sentIn === epoch) {
          prepared = 'yes';
          error = undefined;
          device = 'halted';
          anchorGen += 1;
        }
        kick();
      },
      (cause: unknown) => {
        busy = false;
        if (sentIn === epoch) {
          prepared = 'failed';
          error =
            cause instanceof PrepareError
              ? { kind: cause.kind, cause: cause.cause }
              : { kind: 'command', cause };
        }
        kick();
      },
    );
  }

  function armSyncs(t: Transport, index: number): void {
    const step = t.schedule.steps[index] ?? t.schedule.repeat;
    const fire = (): void => {
      syncFilter = Math.max(syncFilter ?? 0, step.filter);
      armSyncs(t, index + 1);
      kick();
    };
    setTimer('sync', fire, step.delayMs);
  }

  function stopSyncs(): void {
    clearTimer('sync');
    syncFilter = undefined;
  }

  function sampleHealth(state: PlayerStateLike, sentAtMs: number, gen: number): void {
    if (gen !== anchorGen || device !== 'playing' || state.play_state !== PlayerPlayState.PLAYING)
      return;
    const deltaMs = deltaSampleMs({
      mediaAtAnswerMs: mediaNowMs(),
      sentAtMs,
      answeredAtMs: clock.now(),
      rate: media.sample().rate,
      deviceTimeMs: state.current_time,
      offsetMs: opts.offsetMs,
    });
    if (health.addSample(deltaMs)) reanchor();
  }

  /** A correction: the device is played again at the media's time. */
  function reanchor(): void {
    resyncCount += 1;
    anchorGen += 1;
  }

  function step(t: Transport): void {
    if (prepared === 'no') return prepare(t);
    if (prepared !== 'yes' || seekPending) return;
    if (mediaState !== 'playing') {
      if (device === 'halted') return;
      return send(
        () => t.halt(),
        () => ((device = 'halted'), stopSyncs()),
        () => (device = 'unknown'),
      );
    }
    if (device !== 'playing' || appliedAnchorGen !== anchorGen) {
      const gen = anchorGen;
      return send(
        () => t.start(),
        () => {
          device = 'playing';
          appliedAnchorGen = gen;
          rateDirty = false;
          health.restart();
          armSyncs(t, 0);
        },
        () => ((device = 'unknown'), t.invalidate()),
      );
    }
    if (rateDirty) {
      rateDirty = false;
      const syncAfter = t.syncAfterRate;
      return send(
        () => t.changeRate(),
        () =>
          syncAfter ? (syncFilter = Math.max(syncFilter ?? 0, HSP_SYNC_FIRST_FILTER)) : undefined,
        () => (anchorGen += 1),
      );
    }
    const job = t.backgroundJob(pollDue);
    if (job) {
      pollDue = false;
      return send(job, noop, noop);
    }
    if (syncFilter !== undefined) {
      const filter = syncFilter;
      const gen = anchorGen;
      syncFilter = undefined;
      send(
        () => t.syncTime(filter),
        (state, sentAtMs) => sampleHealth(state, sentAtMs, gen),
        noop,
      );
    }
  }

  function kick(): void {
    if (!disposed && !busy && transport && !offline && clock.now() >= retryAtMs) step(transport);
    publish();
  }

  function readState(state: PlayerStateLike, eventName: string | undefined): void {
    if (!transport) return;
    const reading = transport.readState(state, eventName);
    if (reading === 'foreign') return;
    lastNewsAtMs = clock.now();
    health.noteAnswer();
    if (device !== 'playing' || mediaState !== 'playing' || reading === 'ended') return;
    if (reading === 'starving') {
      transport.starved();
      reanchor();
      return;
    }
    if (
      state.play_state === PlayerPlayState.STOPPED ||
      state.play_state === PlayerPlayState.PAUSED
    ) {
      // Not the engine's doing (it would believe the device halted): a button or another app.
      device = 'halted';
      askMediaPause('deviceStopped');
    }
  }

  function askMediaPause(reason: Parameters<typeof pauseMedia>[0]): void {
    stopSyncs();
    if (mediaState === 'paused') return;
    // The media is asked to pause; until its `pause` arrives the engine must not re-play.
    mediaState = 'paused';
    pauseMedia(reason);
  }

  function watchdog(): void {
    setTimer('watchdog', watchdog, WATCHDOG_INTERVAL_MS);
    const quiet = clock.now() - lastNewsAtMs >= STATE_POLL_AFTER_MS;
    if (device === 'playing' && mediaState === 'playing' && quiet) pollDue = true;
    kick();
  }

  function stopDevice(): void {
    if (!transport || device === 'halted') return;
    transport.stop().catch(noop);
  }

  function forget(): void {
    epoch += 1;
    for (const name of [...timers.keys()]) clearTimer(name);
    stopSyncs();
    script = undefined;
    transport = undefined;
    error = undefined;
    device = 'halted';
  }

  return {
    load(loaded, loadOptions) {
      forget();
      script = loaded;
      opts = loadOptions;
      requestCount = 0;
      resyncCount = 0;
      prepared = 'no';
      appliedAnchorGen = -1;
      anchorGen += 1;
      rateDirty = false;
      retryAtMs = 0;
      health.restart();
      const s = media.sample();
      mediaState = s.stalled ? 'stalled' : s.paused ? 'paused' : 'playing';
      const ctx = context(loaded);
      transport =
        loadOptions.transport === 'hssp' ? createHsspTransport(ctx) : createHspTransport(ctx);
      watchdog();
    },
    unload() {
      stopDevice();
      forget();
      publish();
    },
    mediaEvent(event: MediaEvent) {
      switch (event) {
        case 'play':
          break;
        case 'playing':
          mediaState = 'playing';
          anchorGen += 1;
          break;
        case 'pause':
        case 'ended':
          mediaState = 'paused';
          stopSyncs();
          break;
        case 'waiting':
          mediaState = 'stalled';
          stopSyncs();
          break;
        case 'seeking':
          seekPending = true;
          clearTimer('seek');
          break;
        case 'seeked':
          seekPending = true;
          setTimer(
            'seek',
            () => ((seekPending = false), (anchorGen += 1), kick()),
            SEEK_DEBOUNCE_MS,
          );
          break;
        case 'ratechange':
          rateDirty = device === 'playing';
          break;
        case 'looped':
          transport?.looped();
          anchorGen += 1;
          break;
      }
      // A user's play retries a preparation that failed (the cause may be gone).
      if ((event === 'play' || event === 'playing') && prepared === 'failed') prepared = 'no';
      kick();
    },
    setOffset(offsetMs) {
      opts = { ...opts, offsetMs };
      anchorGen += 1;
      kick();
    },
    setLoop(loop) {
      opts = { ...opts, loop };
      transport?.loopChanged();
      anchorGen += 1;
      kick();
    },
    resync() {
      resyncCount += 1;
      if (prepared === 'failed') prepared = 'no';
      transport?.invalidate();
      anchorGen += 1;
      retryAtMs = 0;
      kick();
    },
    deviceState(state, eventName) {
      readState(state, eventName);
      kick();
    },
    deviceSession(id) {
      if (id === undefined) {
        if (!offline && script) error = { kind: 'noDevice', cause: undefined };
        offline = true;
        device = 'unknown';
        transport?.invalidate();
        askMediaPause('deviceOffline');
      } else {
        const changed = sessionId !== undefined && id !== sessionId;
        offline = false;
        if (error?.kind === 'noDevice') error = undefined;
        if (changed && script) {
          askMediaPause('sessionChanged');
          epoch += 1;
          prepared = 'no';
          device = 'halted';
        }
        sessionId = id;
      }
      kick();
    },
    status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      stopDevice();
      forget();
      disposed = true;
      listeners.clear();
    },
  };
}
