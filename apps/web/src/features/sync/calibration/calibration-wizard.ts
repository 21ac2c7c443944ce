/**
 * The tap calibration wizard's steps, as a pure reducer: intro → video taps → (a pause to look at
 * the device) → device taps → result → applied, with undo, start again and cancel. What a phase's
 * taps say comes in as `@glide/core` estimates (the timing is `tap-session.ts`'s); this file
 * decides only where the wizard is and what it proposes. No DOM, no clock.
 */
import {
  combineCalibration,
  phaseVerdict,
  type CalibrationResult,
  type PhaseEstimate,
} from '@glide/core';
import type { ErrorMessage } from '../../../device';
import { clampSyncOffset } from '../sync-offset';

/** Which taps are being collected. */
export type TapPhase = 'video' | 'device';

/** What the two phases gave. */
export type CalibrationOutcome =
  | {
      readonly kind: 'measured';
      readonly result: CalibrationResult;
      /** The device's perceived lag, ms: + it reaches the top after the beat. */
      readonly lagMs: number;
      /** Half-width of the lag's 95 % interval, ms. */
      readonly uncertaintyMs: number;
      /** The time offset the device played with while measured (+ later), ms. */
      readonly measuredWithOffsetMs: number;
      /** The device measured (its connection key): "Apply" and "Undo" are for it alone. */
      readonly connectionKey: string;
      /** The offset that cancels the lag: the one measured with, minus the lag, in whole ms. */
      readonly proposedOffsetMs: number;
    }
  /** A phase (`phase`) ended at the tap limit with too few taps on the beat to say anything. */
  | { readonly kind: 'noResult'; readonly phase: TapPhase };

/** A tap phase in progress. */
interface Tapping {
  /** Bumped whenever the phase's taps start over: the page starts a new tap session with it. */
  readonly run: number;
  /** The estimate after the last counted tap; undefined before the first. */
  readonly progress: PhaseEstimate | undefined;
  /** Whether taps count now (the clip plays; in the device phase, the device follows it). */
  readonly running: boolean;
}

/** Where the wizard is. */
export type WizardState =
  | {
      readonly step: 'intro';
      readonly run: number;
      /** Why the wizard came back here by itself: another device took the measured one's place. */
      readonly notice?: 'deviceChanged';
    }
  | ({ readonly step: 'videoTaps' } & Tapping)
  /** The video phase is done; the person turns to the device before its taps start. */
  | { readonly step: 'deviceReady'; readonly run: number; readonly video: PhaseEstimate }
  | ({
      readonly step: 'deviceTaps';
      readonly video: PhaseEstimate;
      /** The offset the device plays with during these taps (a change starts them over). */
      readonly offsetMs: number;
      /** The device tapped to (its connection key): another one ends the measurement. */
      readonly connectionKey: string;
    } & Tapping)
  | {
      readonly step: 'result';
      readonly run: number;
      readonly outcome: CalibrationOutcome;
      /** "Apply" in flight, or why it failed. */
      readonly saving?: { readonly kind: 'saving' } | FailedSave;
    }
  | {
      readonly step: 'applied';
      readonly run: number;
      readonly outcome: CalibrationOutcome;
      /** The offset the device kept before "Apply": what "Undo" restores. */
      readonly previousOffsetMs: number;
      readonly appliedOffsetMs: number;
      readonly undoing?: { readonly kind: 'saving' } | FailedSave;
    }
  | {
      readonly step: 'undone';
      readonly run: number;
      readonly outcome: CalibrationOutcome;
      readonly previousOffsetMs: number;
    };

/** A save the device refused, with the reason (none when no device was connected). */
export interface FailedSave {
  readonly kind: 'failed';
  readonly error: ErrorMessage | undefined;
}

/** What happens to the wizard. */
export type WizardEvent =
  /** Start, or start again from the first phase. */
  | { readonly type: 'start' }
  /** A counted tap, with its phase's estimate. */
  | { readonly type: 'tapped'; readonly phase: TapPhase; readonly estimate: PhaseEstimate }
  /** Taps count, or stopped counting (the clip paused, the device stopped following). */
  | { readonly type: 'running'; readonly running: boolean }
  /**
   * The person is ready to tap on the device: `offsetMs` is what it plays with, `connectionKey`
   * which device it is.
   */
  | { readonly type: 'startDevice'; readonly offsetMs: number; readonly connectionKey: string }
  /** The offset the device plays with changed. */
  | { readonly type: 'offsetChanged'; readonly offsetMs: number }
  /** The device in use is now the one of `connectionKey` (`''` before any). */
  | { readonly type: 'deviceChanged'; readonly connectionKey: string }
  | { readonly type: 'apply' }
  /** A save's answer: each names the run it was made in, and counts only in that run. */
  | {
      readonly type: 'applied';
      readonly run: number;
      readonly previousOffsetMs: number;
      readonly appliedOffsetMs: number;
    }
  | { readonly type: 'applyFailed'; readonly run: number; readonly error: ErrorMessage | undefined }
  | { readonly type: 'undo' }
  | { readonly type: 'undone'; readonly run: number }
  | {
      readonly type: 'undoFailed';
      readonly run: number;
      readonly error: ErrorMessage | undefined;
    }
  /** Cancel, or done: back to the intro (the page pauses the clip, which stops the device). */
  | { readonly type: 'close' };

/** The wizard before it starts. */
export const INITIAL_WIZARD: WizardState = { step: 'intro', run: 0 };

/** True while taps are collected (the page's Space, touch and tap button are the wizard's). */
export function isTapping(
  state: WizardState,
): state is Extract<WizardState, { step: 'videoTaps' | 'deviceTaps' }> {
  return state.step === 'videoTaps' || state.step === 'deviceTaps';
}

/**
 * True while Space belongs to the wizard: as taps are collected, and in the steps right after a
 * phase (the turn to the device, the result), where a person still tapping the rhythm would
 * otherwise play or pause the clip, and with it the device.
 */
export function holdsSpace(state: WizardState): boolean {
  return isTapping(state) || state.step === 'deviceReady' || state.step === 'result';
}

/**
 * True while "Apply" or "Undo" is on its way to the device. The wizard then stays where it is until
 * the answer comes ("Measure again" and "Close" wait): leaving would change the device's offset
 * behind the person's back, with no "Undo" left to take it back.
 */
export function isSaving(state: WizardState): boolean {
  return (
    (state.step === 'result' && state.saving?.kind === 'saving') ||
    (state.step === 'applied' && state.undoing?.kind === 'saving')
  );
}

/** The phase whose taps are collected now, if any. */
export function tapPhaseOf(state: WizardState): TapPhase | undefined {
  if (state.step === 'videoTaps') return 'video';
  if (state.step === 'deviceTaps') return 'device';
  return undefined;
}

/** The two phases' outcome, once the device phase has enough. */
export function outcomeOf(
  video: PhaseEstimate,
  device: PhaseEstimate,
  measuredWithOffsetMs: number,
  connectionKey: string,
): CalibrationOutcome {
  const result = combineCalibration(video, device);
  if (result.lagMs === null || result.uncertaintyMs === null) {
    return { kind: 'noResult', phase: hasEstimate(video) ? 'device' : 'video' };
  }
  return {
    kind: 'measured',
    result,
    lagMs: result.lagMs,
    uncertaintyMs: result.uncertaintyMs,
    measuredWithOffsetMs,
    connectionKey,
    proposedOffsetMs: clampSyncOffset(measuredWithOffsetMs - result.lagMs),
  };
}

/** The device a state's taps or result are of, if it has one. */
function measuredDevice(state: WizardState): string | undefined {
  switch (state.step) {
    case 'deviceTaps':
      return state.connectionKey;
    case 'result':
    case 'applied':
    case 'undone':
      return state.outcome.kind === 'measured' ? state.outcome.connectionKey : undefined;
    case 'intro':
    case 'videoTaps':
    case 'deviceReady':
      // The video taps measure the person, whichever device is connected.
      return undefined;
  }
}

/** Whether a phase's taps gave a delay (a capped phase may end with none). */
const hasEstimate = (estimate: PhaseEstimate) =>
  estimate.offsetMs !== null && estimate.halfWidthMs !== null;

/** A phase's estimate is final: enough taps, or the tap limit reached. */
const phaseDone = (estimate: PhaseEstimate) => phaseVerdict(estimate) !== 'needMoreTaps';

/** The next state. Events that do not apply where the wizard is leave it as it is. */
export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  const run = state.run + 1;
  switch (event.type) {
    case 'start':
      return isSaving(state)
        ? state
        : { step: 'videoTaps', run, progress: undefined, running: false };
    case 'close':
      return isSaving(state) ? state : { step: 'intro', run };
    case 'deviceChanged': {
      // Another device's taps or result are not this one's: the wizard starts over, saying why.
      const measured = measuredDevice(state);
      return measured === undefined || measured === event.connectionKey
        ? state
        : { step: 'intro', run, notice: 'deviceChanged' };
    }
    case 'running':
      return isTapping(state) && state.running !== event.running
        ? { ...state, running: event.running }
        : state;
    case 'tapped':
      if (state.step === 'videoTaps' && event.phase === 'video') {
        if (!phaseDone(event.estimate)) return { ...state, progress: event.estimate };
        // The video taps ended at the limit with nothing to measure: no device taps can make up
        // for it, so the wizard says so at once.
        return hasEstimate(event.estimate)
          ? { step: 'deviceReady', run: state.run, video: event.estimate }
          : { step: 'result', run: state.run, outcome: { kind: 'noResult', phase: 'video' } };
      }
      if (state.step === 'deviceTaps' && event.phase === 'device') {
        return phaseDone(event.estimate)
          ? {
              step: 'result',
              run: state.run,
              outcome: outcomeOf(state.video, event.estimate, state.offsetMs, state.connectionKey),
            }
          : { ...state, progress: event.estimate };
      }
      return state;
    case 'startDevice':
      return state.step === 'deviceReady'
        ? {
            step: 'deviceTaps',
            run,
            video: state.video,
            offsetMs: event.offsetMs,
            connectionKey: event.connectionKey,
            progress: undefined,
            running: false,
          }
        : state;
    case 'offsetChanged':
      // Taps made at another offset measure another lag: the device phase starts over.
      return state.step === 'deviceTaps' && state.offsetMs !== event.offsetMs
        ? { ...state, run, offsetMs: event.offsetMs, progress: undefined }
        : state;
    case 'apply':
      return state.step === 'result' &&
        state.outcome.kind === 'measured' &&
        state.saving?.kind !== 'saving'
        ? { ...state, saving: { kind: 'saving' } }
        : state;
    case 'applied':
      return state.step === 'result' && state.saving?.kind === 'saving' && state.run === event.run
        ? {
            step: 'applied',
            run: state.run,
            outcome: state.outcome,
            previousOffsetMs: event.previousOffsetMs,
            appliedOffsetMs: event.appliedOffsetMs,
          }
        : state;
    case 'applyFailed':
      return state.step === 'result' && state.saving?.kind === 'saving' && state.run === event.run
        ? { ...state, saving: { kind: 'failed', error: event.error } }
        : state;
    case 'undo':
      return state.step === 'applied' && state.undoing?.kind !== 'saving'
        ? { ...state, undoing: { kind: 'saving' } }
        : state;
    case 'undone':
      return state.step === 'applied' && state.undoing?.kind === 'saving' && state.run === event.run
        ? {
            step: 'undone',
            run: state.run,
            outcome: state.outcome,
            previousOffsetMs: state.previousOffsetMs,
          }
        : state;
    case 'undoFailed':
      return state.step === 'applied' && state.undoing?.kind === 'saving' && state.run === event.run
        ? { ...state, undoing: { kind: 'failed', error: event.error } }
        : state;
  }
}
