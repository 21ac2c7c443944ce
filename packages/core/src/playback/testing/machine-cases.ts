/**
 * What the machine's table tests share: a typical state for each phase, one example of each
 * event, and a one-line rendering of a transition (next phase, then the commands in order).
 */
import { initialState } from '../machine-state';
import type { Command, EventBody, MachineState, Phase, PhaseName, Request } from '../machine-types';
import { transition } from '../machine';
import { PlayerPlayState, type PlaybackScript, type PlayerStateLike } from '../types';
import { periodicScript } from './live-scripts';

/** A state in each phase: a loaded HSSP script, the media playing, nothing in flight, epoch 1. */
export const PHASES: Readonly<Record<PhaseName, Phase>> = {
  idle: { name: 'idle' },
  unprepared: { name: 'unprepared', mayPlay: false },
  preparing: { name: 'preparing', step: 'uploading', mayPlay: false },
  prepareFailed: { name: 'prepareFailed', mayPlay: false },
  halted: { name: 'halted' },
  following: { name: 'following' },
  unsure: { name: 'unsure' },
  disposed: { name: 'disposed' },
};

/** The script of the typical states (loaded in every phase but idle and disposed). */
export const SCRIPT: PlaybackScript = { name: 'clip.csv', points: [{ t: 0, x: 0 }] };
/** A live script, and another (an edit of it). */
export const LIVE = periodicScript([{ t: 0, x: 10 }], 1_000, 'beat');
export const LIVE_EDITED = periodicScript([{ t: 0, x: 90 }], 1_000, 'beat');

/** The typical state of `phase`: a following device is anchored at the current generation. */
export function stateIn(phase: Phase): MachineState {
  const loaded = phase.name !== 'idle' && phase.name !== 'disposed';
  return {
    ...initialState(0),
    phase,
    script: loaded ? SCRIPT : undefined,
    transport: 'hssp',
    syncAfterRate: false,
    media: 'playing',
    epoch: 1,
    sessionId: 's1',
    anchorGen: 3,
    appliedAnchorGen: phase.name === 'following' ? 3 : -1,
  };
}

/** A device's player state while it plays (stream 1, nothing buffered). */
export const PLAYING: PlayerStateLike = {
  play_state: PlayerPlayState.PLAYING,
  points: 0,
  max_points: 4000,
  current_point: 0,
  current_time: 0,
  loop: false,
  playback_rate: 1,
  first_point_time: 0,
  last_point_time: 0,
  stream_id: 1,
  tail_point_stream_index: 0,
  tail_point_stream_index_threshold: 0,
};
const START: Request = { kind: 'start', gen: 3, fresh: true };
const answer = (request: Request, epoch = 1): EventBody => ({
  type: 'answered',
  epoch,
  request,
  state: PLAYING,
  sentAtMs: 0,
  rateHeld: true,
});
const failure = (request: Request): EventBody => ({
  type: 'failed',
  epoch: 1,
  request,
  cause: new Error('offline'),
});

/** One example of each event, by a short name. */
export const EVENTS: Readonly<Record<string, EventBody>> = {
  load: {
    type: 'load',
    script: { name: 'other.csv', points: [] },
    options: { transport: 'hsp', loop: false, offsetMs: 0 },
    media: 'playing',
  },
  unload: { type: 'unload' },
  dispose: { type: 'dispose' },
  'media play': { type: 'media', event: 'play' },
  'media playing': { type: 'media', event: 'playing' },
  'media pause': { type: 'media', event: 'pause' },
  'media ended': { type: 'media', event: 'ended' },
  'media waiting': { type: 'media', event: 'waiting' },
  'media seeking': { type: 'media', event: 'seeking' },
  'media seeked': { type: 'media', event: 'seeked' },
  'media seeked in a scrub': { type: 'media', event: 'seeked' },
  'media seeked stalled': { type: 'media', event: 'seeked' },
  'media playing after a stalled seek': { type: 'media', event: 'playing' },
  'media ratechange': { type: 'media', event: 'ratechange' },
  'media looped': { type: 'media', event: 'looped' },
  seekSettled: { type: 'seekSettled' },
  offsetChanged: { type: 'setOffset', offsetMs: 40 },
  loopChanged: { type: 'setLoop', loop: true },
  deviceOffsetChanged: { type: 'setDeviceOffset', deviceOffsetMs: 25 },
  scriptUpdated: { type: 'update', script: LIVE_EDITED, changedFromMs: 0, media: 'playing' },
  resync: { type: 'resync' },
  'session lost': { type: 'deviceSession', id: undefined },
  'session same': { type: 'deviceSession', id: 's1' },
  'session new': { type: 'deviceSession', id: 's2' },
  'news playing': { type: 'deviceNews', reading: 'ok', playState: PlayerPlayState.PLAYING },
  'news stopped': { type: 'deviceNews', reading: 'ok', playState: PlayerPlayState.STOPPED },
  'news stopped while halting': {
    type: 'deviceNews',
    reading: 'ok',
    playState: PlayerPlayState.STOPPED,
  },
  'news starving': { type: 'deviceNews', reading: 'starving', playState: PlayerPlayState.STARVING },
  'news ended': { type: 'deviceNews', reading: 'ended', playState: PlayerPlayState.STOPPED },
  'device state': { type: 'deviceState', state: PLAYING, eventName: 'hsp_state_changed' },
  'set same': {
    type: 'set',
    choices: { script: SCRIPT, transport: 'hssp', loop: false, offsetMs: 0 },
    media: 'playing',
  },
  watchdog: { type: 'watchdog' },
  'watchdog paused': { type: 'watchdog' },
  kick: { type: 'kick' },
  syncDue: { type: 'syncDue', filter: 0.5, index: 0 },
  slipTick: { type: 'slipTick' },
  slipSeen: { type: 'slipSeen' },
  'slip gone': { type: 'slipMeasured', beyond: false, deviationMs: 0 },
  'slip small': { type: 'slipMeasured', beyond: true, deviationMs: 30 },
  'slip large': { type: 'slipMeasured', beyond: true, deviationMs: 900 },
  'background found': { type: 'background', job: { kind: 'poll' } },
  'background none': { type: 'background', job: undefined },
  uploaded: { type: 'uploaded' },
  prepareDone: { type: 'prepareDone', epoch: 1 },
  'prepareDone stale': { type: 'prepareDone', epoch: 0 },
  prepareFailed: { type: 'prepareFailed', epoch: 1, cause: new Error('refused') },
  'answered start': answer(START),
  'answered halt': answer({ kind: 'halt' }),
  'answered changeRate': answer({ kind: 'changeRate' }),
  'answered background': answer({ kind: 'background', job: { kind: 'poll' } }),
  'answered syncTime': answer({ kind: 'syncTime', gen: 3, filter: 0.5 }),
  'answered stale': answer(START, 0),
  'failed start': failure(START),
  'failed halt': failure({ kind: 'halt' }),
  'failed changeRate': failure({ kind: 'changeRate' }),
  'failed syncTime': failure({ kind: 'syncTime', gen: 3, filter: 0.5 }),
  healthLost: { type: 'healthLost' },
};

function commandText(c: Command): string {
  switch (c.type) {
    case 'send':
      return `send ${c.request.kind}`;
    case 'setTimer':
    case 'clearTimer':
      return `${c.type} ${c.timer}`;
    case 'transport':
      return c.call;
    case 'pauseMedia':
      return `pauseMedia ${c.reason}`;
    case 'findBackground':
      return c.poll ? 'findBackground poll' : 'findBackground';
    case 'armSync':
      return `armSync ${c.index}`;
    case 'measureSlip':
    case 'checkSlip':
    case 'clearTimers':
    case 'stopSyncs':
    case 'stopDevice':
    case 'install':
    case 'drop':
    case 'restartHealth':
    case 'sampleHealth':
    case 'readState':
    case 'kick':
    case 'publish':
      return c.type;
  }
}

/**
 * What an event's rows need of the typical state: an edit of a live script finds one loaded
 * (played over HSP, whatever the phase; the machine leaves rows that cannot happen alone).
 */
const GIVEN: Readonly<Record<string, Partial<MachineState>>> = {
  scriptUpdated: { script: LIVE, transport: 'hsp', syncAfterRate: true },
  // The last `seeked` was 100 ms before this one (events come at 20 s).
  'media seeked in a scrub': { seekPending: true, seekedAtMs: 19_900 },
  'watchdog paused': { media: 'paused' },
  // The engine's halt is in flight (a stall so short that the media plays again already).
  'news stopped while halting': { busy: true, halting: true },
  // A playing video stalled for its seek (`waiting` came before `seeked`).
  'media seeked stalled': { seekPending: true, media: 'stalled' },
  'media playing after a stalled seek': {
    seekPending: true,
    seekAwaitsPlaying: true,
    media: 'stalled',
    seekedAtMs: 19_980,
  },
};

/**
 * The transition from `phase`'s typical state on `event`, in a line: `ignored` when nothing
 * changes and nothing is done, else the next phase and the commands (`halted | send start`; the
 * phase alone when only facts beside it changed).
 */
export function outcome(phase: PhaseName, event: string): string {
  const body = EVENTS[event];
  if (!body) throw new Error(`no event ${event}`);
  const before = { ...stateIn(PHASES[phase]), ...GIVEN[event] };
  const { state, commands } = transition(before, { ...body, atMs: 20_000 });
  if (JSON.stringify(state) === JSON.stringify(before) && commands.length === 0) return 'ignored';
  if (commands.length === 0) return state.phase.name;
  return `${state.phase.name} | ${commands.map(commandText).join(', ')}`;
}

/** A phase × event table (event → phase → {@link outcome}) as one row per cell, for `it.each`. */
export function tableRows(
  table: Readonly<Record<string, Readonly<Record<PhaseName, string>>>>,
): { event: string; phase: PhaseName; expected: string }[] {
  return Object.entries(table).flatMap(([event, byPhase]) =>
    (Object.entries(byPhase) as [PhaseName, string][]).map(([phase, expected]) => ({
      event,
      phase,
      expected,
    })),
  );
}
