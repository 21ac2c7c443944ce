/**
 * The playback machine: one pure function from a state and an event to the next state and the
 * commands the runner carries out (`runner.ts`). Requests go one at a time: whenever nothing is in
 * flight, `step` sends the most important difference between what the device should do and what
 * it last did (prepare, halt or play, then rate, slip, top-up or poll, synctime). Media changes
 * bump generations instead of sending, so whatever a travelling request made stale is never sent.
 * The state holds what is loaded (the script and the page's settings); the page's events bring
 * it, and the commands hand the runner what each one needs of it (ADR 0011).
 */
import { choiceChanges } from './choices';
import { isFollowing, isPrepared, loadedOf, mayPlay, unsureOf } from './machine-state';
import type {
  Command,
  EngineEvent,
  MachineState,
  MediaMode,
  Phase,
  Request,
  Transition,
} from './machine-types';
import { prepareErrorOf, syncsAfterRate, transportFor } from './transport';
import {
  HSP_SYNC_FIRST_FILTER,
  RETRY_AFTER_MS,
  SEEK_DEBOUNCE_MS,
  SLIP_CHECK_INTERVAL_MS,
  SLIP_REPLAY_MS,
  SLIP_SYNC_FILTER,
  STATE_POLL_AFTER_MS,
  WATCHDOG_INTERVAL_MS,
} from './tuning';
import {
  isLiveScript,
  PlayerPlayState,
  type LiveScript,
  type LoadOptions,
  type MediaPauseReason,
  type PlaybackSource,
} from './types';

/** Accumulates one transition's state and commands. */
class Draft {
  readonly commands: Command[] = [];

  constructor(
    public s: MachineState,
    readonly atMs: number,
  ) {}

  set(patch: Partial<MachineState>): void {
    this.s = { ...this.s, ...patch };
  }

  emit(...commands: Command[]): void {
    this.commands.push(...commands);
  }

  done(): Transition {
    return { state: this.s, commands: this.commands };
  }

  stopSyncs(): void {
    this.set({ syncFilter: undefined, slipDue: false });
    this.emit({ type: 'stopSyncs' });
  }

  /** Asks the app to pause the media; until its `pause` arrives the engine must not re-play. */
  askMediaPause(reason: MediaPauseReason): void {
    this.stopSyncs();
    if (this.s.media === 'paused') return;
    this.set({ media: 'paused' });
    this.emit({ type: 'pauseMedia', reason });
  }

  /** A correction: the device is played again at the media's time. */
  reanchor(): void {
    this.set({ resyncCount: this.s.resyncCount + 1, anchorGen: this.s.anchorGen + 1 });
  }

  /** The request in flight has ended: answered, failed, or its preparation done. */
  free(): void {
    this.set({ busy: false, halting: false });
  }

  send(request: Request): void {
    // A request goes only from a loaded phase, so there is always a script here.
    const loaded = loadedOf(this.s);
    if (!loaded) return;
    this.set({ busy: true, halting: request.kind === 'halt' });
    this.emit({ type: 'send', request, loaded });
  }

  /** Forgets the script: answers in flight become stale, every timer stops. */
  forget(): void {
    this.set({
      epoch: this.s.epoch + 1,
      error: undefined,
      phase: { name: 'idle' },
      script: undefined,
      editFromMs: undefined,
    });
    this.emit({ type: 'clearTimers' });
    this.stopSyncs();
    this.emit({ type: 'drop' });
  }

  /** Sends whatever is due if nothing is in flight, then publishes. */
  kick(): void {
    const s = this.s;
    const loaded = s.phase.name !== 'idle' && s.phase.name !== 'disposed';
    if (loaded && !s.busy && !s.offline && this.atMs >= s.retryAtMs) this.step();
    this.emit({ type: 'publish' });
  }

  private step(): void {
    const s = this.s;
    const { phase } = s;
    if (phase.name === 'unprepared') {
      const step = s.transport === 'hssp' ? 'uploading' : 'preparing';
      this.set({ phase: { name: 'preparing', step, mayPlay: phase.mayPlay } });
      return this.send({ kind: 'prepare' });
    }
    if (!isPrepared(phase) || s.seekPending) return;
    if (s.media !== 'playing') {
      if (phase.name !== 'halted') this.send({ kind: 'halt' });
      return;
    }
    if (phase.name !== 'following' || s.appliedAnchorGen !== s.anchorGen) return this.start(true);
    if (s.rateDirty) {
      this.set({ rateDirty: false });
      return this.send({ kind: 'changeRate' });
    }
    if (s.slipDue) {
      this.set({ slipDue: false });
      return this.emit({ type: 'measureSlip' });
    }
    const loaded = loadedOf(s);
    if (loaded)
      this.emit({ type: 'findBackground', poll: s.pollDue, loaded, editFromMs: s.editFromMs });
  }

  /** A play at the media's time; it seeds the script as it is now, edits included. */
  start(fresh: boolean): void {
    this.set({ slipDue: false, editFromMs: undefined });
    this.send({ kind: 'start', gen: this.s.anchorGen, fresh });
  }

  syncTime(filter: number): void {
    this.set({ syncFilter: undefined });
    this.send({ kind: 'syncTime', gen: this.s.anchorGen, filter });
  }
}

function onMedia(d: Draft, event: EngineEvent & { type: 'media' }): void {
  switch (event.event) {
    case 'play':
      break;
    case 'playing':
      d.set({ media: 'playing', anchorGen: d.s.anchorGen + 1 });
      armWatchdog(d);
      // A lone seek's media stalled while it looked for its new time: it has it now.
      if (d.s.seekAwaitsPlaying) {
        d.emit({ type: 'clearTimer', timer: 'seek' });
        settleSeek(d);
      }
      break;
    case 'pause':
    case 'ended':
      d.set({ media: 'paused' });
      d.stopSyncs();
      break;
    case 'waiting':
      d.set({ media: 'stalled' });
      d.stopSyncs();
      break;
    case 'seeking':
      // Nothing is sent while the media looks for its new time.
      d.set({ seekPending: true, seekAwaitsPlaying: false });
      d.emit({ type: 'clearTimer', timer: 'seek' });
      break;
    case 'seeked':
      onSeeked(d);
      break;
    case 'ratechange':
      d.set({ rateDirty: true });
      break;
    case 'looped':
      d.emit({ type: 'transport', call: 'looped' });
      d.set({ anchorGen: d.s.anchorGen + 1 });
      break;
  }
  // A user's play retries a preparation that failed (its cause may be gone).
  const play = event.event === 'play' || event.event === 'playing';
  if (play && d.s.phase.name === 'prepareFailed')
    d.set({ phase: { name: 'unprepared', mayPlay: d.s.phase.mayPlay } });
  d.kick();
}

/**
 * A seek after a quiet spell (a click on the timeline, a skip key) is followed at once; one within
 * {@link SEEK_DEBOUNCE_MS} of the last is a scrub, followed once it has settled for that long. A
 * scrub so costs two plays at most, and a lone seek no wait.
 */
function onSeeked(d: Draft): void {
  const scrubbing = d.atMs - d.s.seekedAtMs < SEEK_DEBOUNCE_MS;
  d.set({ seekedAtMs: d.atMs });
  if (scrubbing || d.s.media === 'stalled') {
    // A playing video stalls for its seek (`waiting` before `seeked`) and plays on a moment
    // later: halting the device for that moment would cost a request and delay the play. Its
    // `playing` settles the seek; if it does not come, the timer does, and the device halts.
    d.set({ seekPending: true, seekAwaitsPlaying: !scrubbing });
    d.emit({ type: 'setTimer', timer: 'seek', delayMs: SEEK_DEBOUNCE_MS });
  } else {
    d.emit({ type: 'clearTimer', timer: 'seek' });
    settleSeek(d);
  }
}

/** The media is at its new time: the device is re-anchored there. */
function settleSeek(d: Draft): void {
  d.set({ seekPending: false, seekAwaitsPlaying: false, anchorGen: d.s.anchorGen + 1 });
}

function onDeviceSession(d: Draft, id: string | undefined): void {
  const loaded = d.s.phase.name !== 'idle';
  if (id === undefined) {
    if (!d.s.offline && loaded) d.set({ error: { kind: 'noDevice', cause: undefined } });
    d.set({ offline: true, phase: unsureOf(d.s.phase) });
    d.emit({ type: 'transport', call: 'invalidate' });
    d.askMediaPause('deviceOffline');
  } else {
    const changed = d.s.sessionId !== undefined && id !== d.s.sessionId;
    d.set({ offline: false });
    if (d.s.error?.kind === 'noDevice') d.set({ error: undefined });
    if (changed && loaded) {
      // A new session is a device that knows nothing of this script: prepare it again.
      d.askMediaPause('sessionChanged');
      d.set({ epoch: d.s.epoch + 1, phase: { name: 'unprepared', mayPlay: false } });
    }
    d.set({ sessionId: id });
  }
  d.kick();
}

/** A state from the device: the engine believes it plays, so it did not halt it itself. */
function onDeviceNews(d: Draft, event: EngineEvent & { type: 'deviceNews' }): void {
  d.set({ lastNewsAtMs: event.atMs });
  if (!isFollowing(d.s) || event.reading === 'ended') return;
  // The engine's own halt, told on the event stream before its answer: a video that stalls for
  // less than a request's way (a `waiting`, then its `playing`) is following again by then, and
  // the stop read as the device's own paused the video (seen on a 1080p clip in the battery bench).
  const stopped =
    event.playState === PlayerPlayState.STOPPED || event.playState === PlayerPlayState.PAUSED;
  if (d.s.halting && stopped) return;
  if (event.reading === 'starving') {
    d.emit({ type: 'transport', call: 'starved' });
    return d.reanchor();
  }
  if (event.playState === PlayerPlayState.STOPPED || event.playState === PlayerPlayState.PAUSED) {
    // A button or another app stopped it.
    d.set({ phase: { name: 'halted' } });
    d.askMediaPause('deviceStopped');
  }
}

/**
 * Whether an answer belongs to the device as it is now: sent in this epoch, to a prepared
 * device. (Everything that unprepares the device also bumps the epoch, so the second half only
 * keeps a confused caller from moving an unprepared engine.)
 */
function current(d: Draft, epoch: number): boolean {
  return epoch === d.s.epoch && isPrepared(d.s.phase);
}

function onAnswered(d: Draft, event: EngineEvent & { type: 'answered' }): void {
  d.free();
  if (current(d, event.epoch)) {
    d.set({ error: undefined });
    const { request } = event;
    switch (request.kind) {
      case 'start':
        d.set({
          phase: { name: 'following' },
          startFailures: 0,
          appliedAnchorGen: request.gen,
          // The play carried the rate; a change while it travelled still needs its own call.
          ...(event.rateHeld ? { rateDirty: false } : {}),
        });
        d.emit(
          { type: 'restartHealth' },
          { type: 'armSync', index: 0 },
          { type: 'setTimer', timer: 'slip', delayMs: SLIP_CHECK_INTERVAL_MS },
        );
        break;
      case 'halt':
        d.set({ phase: { name: 'halted' } });
        d.stopSyncs();
        break;
      case 'changeRate':
        // HSP keeps its stream time: a synctime takes out what ran at the old rate meanwhile.
        if (d.s.syncAfterRate)
          d.set({ syncFilter: Math.max(d.s.syncFilter ?? 0, HSP_SYNC_FIRST_FILTER) });
        break;
      case 'syncTime': {
        const stale = request.gen !== d.s.anchorGen || d.s.phase.name !== 'following';
        if (!stale && event.state.play_state === PlayerPlayState.PLAYING) {
          const { offsetMs, deviceOffsetMs } = d.s;
          const { state, sentAtMs } = event;
          d.emit({ type: 'sampleHealth', state, sentAtMs, offsetMs, deviceOffsetMs });
        }
        break;
      }
      case 'prepare':
      case 'background':
        break;
    }
    const loaded = loadedOf(d.s);
    if (loaded) d.emit({ type: 'readState', state: event.state, eventName: undefined, loaded });
  }
  d.emit({ type: 'kick' });
}

function onFailed(d: Draft, event: EngineEvent & { type: 'failed' }): void {
  d.free();
  if (current(d, event.epoch)) {
    switch (event.request.kind) {
      case 'start': {
        d.set({ phase: unsureOf(d.s.phase), startFailures: d.s.startFailures + 1 });
        d.emit({ type: 'transport', call: 'invalidate' });
        // Twice in a row: the device may have lost the setup (mode change, reboot); redo it.
        if (d.s.startFailures >= 2) d.set({ phase: { name: 'unprepared', mayPlay: true } });
        break;
      }
      case 'halt':
        d.set({ phase: unsureOf(d.s.phase) });
        break;
      case 'changeRate':
        // A play carries the rate too.
        d.set({ anchorGen: d.s.anchorGen + 1 });
        break;
      case 'prepare':
      case 'background':
      case 'syncTime':
        break;
    }
    d.set({
      error: { kind: 'command', cause: event.cause },
      retryAtMs: event.atMs + RETRY_AFTER_MS,
    });
    d.emit({ type: 'setTimer', timer: 'retry', delayMs: RETRY_AFTER_MS });
  }
  d.emit({ type: 'kick' });
}

/** The phase a preparation in flight ended in, if it is still the current one. */
function prepared(d: Draft, epoch: number, phase: Phase, patch: Partial<MachineState>): void {
  d.free();
  if (epoch === d.s.epoch && d.s.phase.name === 'preparing') d.set({ phase, ...patch });
  d.emit({ type: 'kick' });
}

/** Where the machine goes on `event` from `state`, and what the runner must do. Pure. */
export function transition(state: MachineState, event: EngineEvent): Transition {
  const d = new Draft(state, event.atMs);
  if (state.phase.name === 'disposed') return d.done();
  switch (event.type) {
    case 'load':
      onLoad(d, event.script, event.options, event.media);
      break;
    case 'set':
      onSet(d, event);
      break;
    case 'update':
      if (d.s.script && isLiveScript(d.s.script)) {
        swap(d, event.script, event.changedFromMs);
        d.kick();
      } else onLoad(d, event.script, d.s, event.media);
      break;
    case 'unload':
      onUnload(d);
      break;
    case 'dispose':
      if (mayPlay(state)) d.emit({ type: 'stopDevice' });
      d.forget();
      d.set({ phase: { name: 'disposed' } });
      break;
    case 'media':
      onMedia(d, event);
      break;
    case 'seekSettled':
      settleSeek(d);
      d.kick();
      break;
    case 'setOffset':
      if (setOffset(d, event.offsetMs)) d.kick();
      break;
    case 'setLoop':
      if (setLoop(d, event.loop)) d.kick();
      break;
    case 'setDeviceOffset':
      if (setDeviceOffset(d, event.deviceOffsetMs)) d.emit({ type: 'publish' });
      break;
    case 'kick':
      d.kick();
      break;
    case 'resync':
      d.set({ resyncCount: d.s.resyncCount + 1 });
      if (d.s.phase.name === 'prepareFailed')
        d.set({ phase: { name: 'unprepared', mayPlay: d.s.phase.mayPlay } });
      d.emit({ type: 'transport', call: 'invalidate' });
      d.set({ anchorGen: d.s.anchorGen + 1, retryAtMs: 0 });
      d.kick();
      break;
    case 'deviceSession':
      onDeviceSession(d, event.id);
      break;
    case 'deviceState': {
      // The transport reads it first (a `deviceNews` if it is its stream's), then the loop goes on.
      const loaded = loadedOf(d.s);
      const { state: player, eventName } = event;
      if (loaded) d.emit({ type: 'readState', state: player, eventName, loaded });
      d.emit({ type: 'kick' });
      break;
    }
    case 'deviceNews':
      onDeviceNews(d, event);
      break;
    case 'watchdog':
      onWatchdog(d);
      break;
    case 'syncDue':
      d.set({ syncFilter: Math.max(d.s.syncFilter ?? 0, event.filter) });
      d.emit({ type: 'armSync', index: event.index + 1 });
      d.kick();
      break;
    case 'slipTick': {
      d.emit({ type: 'setTimer', timer: 'slip', delayMs: SLIP_CHECK_INTERVAL_MS });
      const settled = state.appliedAnchorGen === state.anchorGen && !state.rateDirty;
      if (isFollowing(state) && settled && !state.seekPending && !state.slipDue)
        d.emit({ type: 'checkSlip' });
      break;
    }
    case 'slipSeen':
      d.set({ slipDue: true });
      d.kick();
      break;
    case 'slipMeasured':
      // It answers `measureSlip` at once, so the device still follows; whatever was sent since
      // the check (a play, a synctime) may have fixed the slip already.
      if (!event.beyond || d.s.phase.name !== 'following') break;
      d.set({ resyncCount: d.s.resyncCount + 1 });
      if (Math.abs(event.deviationMs) > SLIP_REPLAY_MS) {
        d.set({ anchorGen: d.s.anchorGen + 1 });
        d.start(false);
      } else d.syncTime(SLIP_SYNC_FILTER);
      break;
    case 'background':
      // The transport has looked at the edit (or a start will seed it).
      if (d.s.editFromMs !== undefined) d.set({ editFromMs: undefined });
      // It answers `findBackground` at once, so the device still follows.
      if (d.s.phase.name !== 'following') break;
      if (event.job) {
        d.set({ pollDue: false });
        d.send({ kind: 'background', job: event.job });
      } else if (d.s.syncFilter !== undefined) d.syncTime(d.s.syncFilter);
      break;
    case 'uploaded':
      if (d.s.phase.name !== 'preparing') break;
      d.set({ phase: { ...d.s.phase, step: 'preparing' } });
      d.emit({ type: 'publish' });
      break;
    case 'prepareDone':
      prepared(
        d,
        event.epoch,
        { name: 'halted' },
        { error: undefined, anchorGen: d.s.anchorGen + 1 },
      );
      break;
    case 'prepareFailed': {
      const mayPlayStill = d.s.phase.name === 'preparing' && d.s.phase.mayPlay;
      const failed: Phase = { name: 'prepareFailed', mayPlay: mayPlayStill };
      prepared(d, event.epoch, failed, { error: prepareErrorOf(event.cause) });
      break;
    }
    case 'answered':
      onAnswered(d, event);
      break;
    case 'failed':
      onFailed(d, event);
      break;
    case 'healthLost':
      // A synctime's sample (sampleHealth) of a device that follows.
      if (d.s.phase.name === 'following') d.reanchor();
      break;
  }
  return d.done();
}

/** Loads `script` with `options`: the device must be prepared for it. */
function onLoad(d: Draft, script: PlaybackSource, options: LoadOptions, media: MediaMode): void {
  d.forget();
  const transport = transportFor(script, options.transport);
  d.set({
    phase: { name: 'unprepared', mayPlay: false },
    script,
    transport,
    syncAfterRate: syncsAfterRate(transport),
    loop: options.loop,
    offsetMs: options.offsetMs,
    deviceOffsetMs: options.deviceOffsetMs ?? 0,
    media,
    resyncCount: 0,
    appliedAnchorGen: -1,
    anchorGen: d.s.anchorGen + 1,
    rateDirty: false,
    retryAtMs: 0,
  });
  d.emit({ type: 'install', transport, live: isLiveScript(script) }, { type: 'restartHealth' });
  onWatchdog(d);
}

/** The watchdog's next tick, while a loaded script's media plays (see {@link onWatchdog}). */
function armWatchdog(d: Draft): void {
  if (d.s.media === 'playing' && loadedOf(d.s))
    d.emit({ type: 'setTimer', timer: 'watchdog', delayMs: WATCHDOG_INTERVAL_MS });
}

/** Forgets the script; a device that may play is stopped at once. */
function onUnload(d: Draft): void {
  if (mayPlay(d.s)) d.emit({ type: 'stopDevice' });
  d.forget();
  d.emit({ type: 'publish' });
}

/** Swaps the live script; what the device holds from `changedFromMs` on is replaced. */
function swap(d: Draft, script: LiveScript, changedFromMs: number): void {
  d.set({ script, editFromMs: Math.min(d.s.editFromMs ?? Infinity, changedFromMs) });
}

/** A new offset of the engine's own re-plays the device; false when it is the same. */
function setOffset(d: Draft, offsetMs: number): boolean {
  if (offsetMs === d.s.offsetMs) return false;
  d.set({ offsetMs, anchorGen: d.s.anchorGen + 1 });
  return true;
}

/** A new loop setting changes what is streamed and re-plays; false when it is the same. */
function setLoop(d: Draft, loop: boolean): boolean {
  if (loop === d.s.loop) return false;
  d.emit({ type: 'transport', call: 'loopChanged' });
  d.set({ loop, anchorGen: d.s.anchorGen + 1 });
  return true;
}

/** The device's own offset: only the health delta reads it; false when it is the same. */
function setDeviceOffset(d: Draft, deviceOffsetMs: number): boolean {
  if (deviceOffsetMs === d.s.deviceOffsetMs) return false;
  // Samples taken before the device moved describe the old offset.
  d.set({ deviceOffsetMs });
  d.emit({ type: 'restartHealth' });
  return true;
}

/** The page's choices: what differs from what the machine holds, each change once. */
function onSet(d: Draft, event: EngineEvent & { type: 'set' }): void {
  const { changes, held } = choiceChanges(d.s, event.choices);
  let kick = false;
  let publish = false;
  for (const change of changes) {
    switch (change.kind) {
      case 'load':
        onLoad(d, change.script, change.options, event.media);
        break;
      case 'unload':
        onUnload(d);
        break;
      case 'update':
        swap(d, change.script, change.changedFromMs);
        kick = true;
        break;
      case 'loop':
        kick = setLoop(d, change.loop) || kick;
        break;
      case 'offset':
        kick = setOffset(d, change.offsetMs) || kick;
        break;
      case 'deviceOffset':
        publish = setDeviceOffset(d, change.deviceOffsetMs) || publish;
        break;
    }
  }
  // Nothing loaded before or after: the settings wait for the next load.
  if (changes.length === 0) {
    const { loop, offsetMs, deviceOffsetMs } = held;
    d.set({ loop, offsetMs, deviceOffsetMs });
  }
  // One kick for all of it: a re-play at the new settings, a swapped script's flush.
  if (kick) d.kick();
  else if (publish) d.emit({ type: 'publish' });
}

/**
 * Ticks every second while a loaded script's media plays: polls after a long silence, top-ups.
 * Paused or stalled there is nothing for it to do (a failed request has its own retry timer), so
 * it stops, and the media's next `playing` starts it again: an idle page wakes for nothing.
 */
function onWatchdog(d: Draft): void {
  armWatchdog(d);
  const quiet = d.atMs - d.s.lastNewsAtMs >= STATE_POLL_AFTER_MS;
  if (isFollowing(d.s) && quiet) d.set({ pollDue: true });
  d.kick();
}
