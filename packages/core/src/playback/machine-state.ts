/**
 * Reading the machine's state: the initial state, the questions the transition and the status ask
 * of a phase, what is loaded, and the status's phase.
 */
import { NO_CHOICES } from './choices';
import type { MachineState, MediaMode, Phase } from './machine-types';
import type { Loaded } from './transport';
import type { PlaybackPhase } from './types';

/** The state of a new engine, `atMs` its clock then. */
export function initialState(atMs: number): MachineState {
  return {
    ...NO_CHOICES,
    phase: { name: 'idle' },
    editFromMs: undefined,
    syncAfterRate: true,
    media: 'paused',
    seekPending: false,
    seekedAtMs: Number.NEGATIVE_INFINITY,
    seekAwaitsPlaying: false,
    busy: false,
    halting: false,
    epoch: 0,
    anchorGen: 0,
    appliedAnchorGen: -1,
    rateDirty: false,
    slipDue: false,
    syncFilter: undefined,
    pollDue: false,
    error: undefined,
    retryAtMs: 0,
    offline: false,
    sessionId: undefined,
    resyncCount: 0,
    startFailures: 0,
    lastNewsAtMs: atMs,
  };
}

/** What a transport call needs of what is loaded; undefined while nothing is. */
export function loadedOf(s: MachineState): Loaded | undefined {
  const { script, loop, offsetMs } = s;
  return script && { script, loop, offsetMs };
}

/** Whether the device is prepared for the loaded script. */
export function isPrepared(phase: Phase): boolean {
  return phase.name === 'halted' || phase.name === 'following' || phase.name === 'unsure';
}

/** Whether the device follows while the media plays (the health verdict's condition). */
export function isFollowing(s: MachineState): boolean {
  return s.phase.name === 'following' && s.media === 'playing';
}

/** Whether the device may be playing, or starting (a play in flight): unload must stop it. */
export function mayPlay(s: MachineState): boolean {
  const { phase } = s;
  switch (phase.name) {
    case 'following':
    case 'unsure':
      return true;
    case 'halted':
      return s.busy;
    case 'unprepared':
    case 'preparing':
    case 'prepareFailed':
      return phase.mayPlay;
    case 'idle':
    case 'disposed':
      return false;
  }
}

/** The status's phase. */
export function statusPhase(s: MachineState): PlaybackPhase {
  const { phase } = s;
  if (phase.name === 'idle' || phase.name === 'disposed') return 'idle';
  if (s.error) return 'error';
  if (s.media === 'paused') {
    if (isPrepared(phase)) return 'ready';
    return phase.name === 'preparing' ? phase.step : 'preparing';
  }
  return isFollowing(s) ? 'playing' : 'waiting';
}

/** The phase the device is in when it may be anywhere (offline, or a play or halt failed). */
export function unsureOf(phase: Phase): Phase {
  switch (phase.name) {
    case 'unprepared':
    case 'preparing':
    case 'prepareFailed':
      return { ...phase, mayPlay: true };
    case 'halted':
    case 'following':
      return { name: 'unsure' };
    case 'unsure':
    case 'idle':
    case 'disposed':
      return phase;
  }
}

/** The media mode a sample describes. */
export function mediaModeOf(sample: { paused: boolean; stalled: boolean }): MediaMode {
  return sample.stalled ? 'stalled' : sample.paused ? 'paused' : 'playing';
}
