/**
 * The tap calibration wizard on `/sync`, bound to the page: its steps (`calibration-wizard.ts`),
 * the tap session of the phase under way (`tap-session.ts`) fed every animation frame, the taps
 * from the keyboard and the screen (`tap-input.ts`), the clip (played, muted for the device phase,
 * paused on cancel, which stops the device), and "Apply"/"Undo" through the page's offset. The
 * device is never called here: the offset goes through the page's `useSyncOffset`, and the device
 * follows the clip through the page's player.
 */
import { useCallback, useEffect, useReducer, useRef, type Dispatch } from 'react';
import { systemClock, type Action, type Clock, type MediaClock } from '@glide/core';
import { emergencyStopCount, onEmergencyStop, useDeviceCalibration } from '../../../device';
import { everyAnimationFrame, type FrameScheduler } from '../../../lib/animation-frame';
import { performanceClock } from '../../../lib/performance-clock';
import { createVideoMediaClock, useMediaPaused } from '../../../player';
import { SYNC_CLIP_BEAT_MS, SYNC_CLIP_LENGTH_MS } from '../sync-clip';
import type { SaveOffsetResult } from '../use-sync-offset';
import {
  INITIAL_WIZARD,
  holdsSpace,
  isSaving,
  isTapping,
  tapPhaseOf,
  wizardReducer,
  type WizardEvent,
  type WizardState,
} from './calibration-wizard';
import { listenForTaps, swallowStrayTaps } from './tap-input';
import { createTapSession, loopBeatsMs, scriptTopsMs, type TapSession } from './tap-session';

/** The wizard's state and its dispatch, as `useReducer` gives them. */
export type WizardReducer = readonly [WizardState, Dispatch<WizardEvent>];

/**
 * The wizard's steps, held by the page: the player needs to know whether taps are collected (Space
 * is then a tap) before {@link useTapCalibration} can be given the player's status.
 */
export function useCalibrationWizard(): WizardReducer {
  return useReducer(wizardReducer, INITIAL_WIZARD);
}

/** Options of {@link useTapCalibration}. */
export interface UseTapCalibrationOptions {
  /** The steps, from {@link useCalibrationWizard}. */
  readonly wizard: WizardReducer;
  /** The page's clip (null until it is in the page). */
  readonly video: HTMLVideoElement | null;
  /** The test script's points; the device phase times its taps from their tops. */
  readonly actions: readonly Action[] | undefined;
  /** Whether the device follows the clip now (the engine is playing): device taps count only then. */
  readonly deviceFollowing: boolean;
  /** The offset the device plays with now, ms (+ later): the page's draft, heard at once. */
  readonly offsetMs: number;
  /** The offset the device keeps, ms; undefined without a device. */
  readonly savedOffsetMs: number | undefined;
  /** Saves an offset to the device (the page's own save, so its card shows it too). */
  readonly saveOffset: (offsetMs: number) => Promise<SaveOffsetResult>;
  /** Tests: the media clock over the clip, on the clock taps are stamped on. */
  readonly mediaClock?: (video: HTMLVideoElement) => MediaClock & { dispose?: () => void };
  /** Tests: the frames the tap session is sampled on. */
  readonly frames?: FrameScheduler;
  /** Tests: the window taps are heard on. */
  readonly tapTarget?: Window;
  /** Tests: the clock a result's date is read from. */
  readonly wallClock?: Clock;
}

/** What {@link useTapCalibration} gives the page. */
export interface TapCalibration {
  readonly state: WizardState;
  /** Why taps do not count now, if they do not: the clip is paused, or the device not following. */
  readonly waitingFor: 'clip' | 'device' | undefined;
  /** The clip is paused (after "Apply", the person plays it again to check by eye). */
  readonly clipPaused: boolean;
  /**
   * Why "Apply" cannot be pressed yet: the offset the device keeps now is not known, and "Undo"
   * must put back that one, not a guess.
   */
  readonly applyWaitsFor: 'deviceOffset' | undefined;
  /** Taps are being collected. */
  readonly tapping: boolean;
  /** Space is the wizard's (taps, and the steps right after a phase): the player's keys leave it alone. */
  readonly holdsSpace: boolean;
  /** The wizard is past its intro: the clip loops, whatever the page's setting. */
  readonly active: boolean;
  /** A tap at `atMs` (the tap button's keyboard click). */
  readonly tap: (atMs: number) => void;
  readonly start: () => void;
  readonly startDevice: () => void;
  /** Plays the clip again after a pause (the device follows it). */
  readonly resume: () => void;
  readonly apply: () => void;
  readonly undo: () => void;
  /**
   * Cancel, or done: back to the intro; the clip pauses, which stops the device. Nothing while a
   * save is on its way (see `isSaving`).
   */
  readonly close: () => void;
}

/** The media clock the page uses: frame-precise, on the performance timeline (taps' clock). */
const defaultMediaClock = (video: HTMLVideoElement) =>
  createVideoMediaClock(video, { clock: performanceClock });

/** How the clip was before the wizard touched it: what closing the wizard gives back. */
interface ClipBefore {
  readonly muted: boolean;
  readonly rate: number;
}

/** The clip's sound and rate now (before the wizard changes them). */
const clipNow = (video: HTMLVideoElement): ClipBefore => ({
  muted: video.muted,
  rate: video.playbackRate,
});

/** Mutes or unmutes the clip (a function, so a hook never assigns to an element it was given). */
function setMuted(video: HTMLVideoElement, muted: boolean): void {
  video.muted = muted;
}

/** Sets the clip's rate (a function, for the same reason as {@link setMuted}). */
function setRate(video: HTMLVideoElement, rate: number): void {
  video.playbackRate = rate;
}

/**
 * Plays the clip from where it is, at 1× (the beats are 500 ms apart only then); a refusal (no
 * media, autoplay rules) leaves it paused.
 */
function play(video: HTMLVideoElement | null): void {
  if (!video) return;
  setRate(video, 1);
  void video.play()?.catch(() => undefined);
}

/** Runs the tap calibration on the page's clip. */
export function useTapCalibration(options: UseTapCalibrationOptions): TapCalibration {
  const { video, offsetMs, savedOffsetMs, saveOffset } = options;
  const [state, dispatch] = options.wizard;
  const { connectionKey, store } = useDeviceCalibration();
  const phase = tapPhaseOf(state);
  const tapping = isTapping(state);
  const session = useRef<TapSession | undefined>(undefined);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  /** The wizard as last rendered: a save's answer checks that it is still where the save began. */
  const shown = useRef(state);
  useEffect(() => {
    shown.current = state;
  });
  /** False once the page has gone: an answer that comes later plays nothing. */
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  /** The clip's sound and rate before the wizard touched it; undefined while the wizard is closed. */
  const before = useRef<ClipBefore | undefined>(undefined);

  // A tap session per phase and run: a new run (start again, a changed offset) starts it over.
  const run = state.run;
  useEffect(() => {
    if (!video || !phase) return;
    const makeClock = latest.current.mediaClock ?? defaultMediaClock;
    const media = makeClock(video);
    const stimuliMs =
      phase === 'video'
        ? loopBeatsMs(SYNC_CLIP_LENGTH_MS, SYNC_CLIP_BEAT_MS)
        : scriptTopsMs(latest.current.actions ?? []);
    const current = createTapSession({
      media,
      stimuliMs,
      loopMs: SYNC_CLIP_LENGTH_MS,
      periodMs: SYNC_CLIP_BEAT_MS,
      ...(phase === 'device' ? { counting: () => latest.current.deviceFollowing } : {}),
    });
    session.current = current;
    let running: boolean | undefined;
    const stopFrames = everyAnimationFrame(() => {
      current.sample();
      if (current.running() === running) return;
      running = current.running();
      dispatch({ type: 'running', running });
    }, latest.current.frames);
    return () => {
      stopFrames();
      if (session.current === current) session.current = undefined;
      media.dispose?.();
    };
  }, [video, phase, run, dispatch]);

  const tap = useCallback(
    (atMs: number) => {
      const current = session.current;
      if (!current || !phase) return;
      const outcome = current.tap(atMs);
      if (outcome.kind === 'counted') {
        dispatch({ type: 'tapped', phase, estimate: outcome.estimate });
      }
    },
    [phase, dispatch],
  );

  const holding = holdsSpace(state);
  useEffect(() => {
    const target = latest.current.tapTarget ?? window;
    if (tapping) return listenForTaps(target, tap);
    if (holding) return swallowStrayTaps(target);
    return undefined;
  }, [tapping, holding, tap]);

  // Taps made at another offset measure another lag.
  useEffect(() => {
    dispatch({ type: 'offsetChanged', offsetMs });
  }, [offsetMs, dispatch]);

  // Another device in use: taps on the one before, or its result, are not this one's.
  useEffect(() => {
    dispatch({ type: 'deviceChanged', connectionKey });
  }, [connectionKey, dispatch]);

  // The clip as each step wants it: sound for the video taps, silent while the person attends to
  // the device (its click would be a cue), paused at the result (the device stops), and its sound
  // and rate as they were once the wizard is closed.
  const step = state.step;
  useEffect(() => {
    if (!video) return;
    if (step === 'intro') {
      // Closed, or set aside for another device: the clip stops (and the device with it).
      const was = before.current;
      if (was !== undefined) {
        video.pause();
        setMuted(video, was.muted);
        setRate(video, was.rate);
      }
      before.current = undefined;
      return;
    }
    const was = (before.current ??= clipNow(video));
    if (step === 'videoTaps') setMuted(video, false);
    else if (step === 'deviceReady' || step === 'deviceTaps') setMuted(video, true);
    else {
      setMuted(video, was.muted);
      if (step === 'result') video.pause();
    }
  }, [video, step]);

  // A result is kept for the device at once, applied or not, with its date: once, for the device
  // it was measured on.
  const outcome = state.step === 'result' ? state.outcome : undefined;
  const kept = useRef<unknown>(undefined);
  useEffect(() => {
    if (outcome?.kind !== 'measured' || outcome.connectionKey === '') return;
    if (kept.current === outcome) return;
    kept.current = outcome;
    store.put({
      connectionKey: outcome.connectionKey,
      measuredAtMs: (latest.current.wallClock ?? systemClock).now(),
      lagMs: outcome.lagMs,
      uncertaintyMs: outcome.uncertaintyMs,
      wide: outcome.result.wide,
      measuredWithOffsetMs: outcome.measuredWithOffsetMs,
    });
  }, [outcome, store]);

  const apply = () => {
    if (state.step !== 'result' || state.outcome.kind !== 'measured' || isSaving(state)) return;
    if (state.outcome.connectionKey !== connectionKey || savedOffsetMs === undefined) return;
    const { run: appliedIn } = state;
    const measuredOn = state.outcome.connectionKey;
    const previousOffsetMs = savedOffsetMs;
    const appliedOffsetMs = state.outcome.proposedOffsetMs;
    const stopsBefore = emergencyStopCount();
    dispatch({ type: 'apply' });
    void saveOffset(appliedOffsetMs).then((result) => {
      if (!result.ok) {
        dispatch({ type: 'applyFailed', run: appliedIn, error: result.error });
        return;
      }
      // The device keeps the offset now, whatever happened meanwhile: recorded for the device
      // measured, not for whichever is in use now.
      store.setApplied(measuredOn, appliedOffsetMs);
      // The clip plays again, so the person sees the device meet the beat; but only in the world
      // the press was made in: the page still shown, the wizard still at that result (not closed,
      // started again or set aside for another device), and no emergency stop since, which no
      // answer may undo by moving the device again.
      const now = shown.current;
      const replay =
        mounted.current &&
        now.step === 'result' &&
        now.run === appliedIn &&
        emergencyStopCount() === stopsBefore;
      dispatch({ type: 'applied', run: appliedIn, previousOffsetMs, appliedOffsetMs });
      if (replay) play(latest.current.video);
    });
  };

  const undo = () => {
    if (state.step !== 'applied' || isSaving(state) || state.outcome.kind !== 'measured') return;
    const { previousOffsetMs, run: undoneIn } = state;
    const measuredOn = state.outcome.connectionKey;
    dispatch({ type: 'undo' });
    void saveOffset(previousOffsetMs).then((result) => {
      if (!result.ok) {
        dispatch({ type: 'undoFailed', run: undoneIn, error: result.error });
        return;
      }
      store.setApplied(measuredOn, undefined);
      dispatch({ type: 'undone', run: undoneIn });
    });
  };

  // An emergency stop while the wizard is under way stops the clip too: a phase then waits,
  // saying so, until the person plays it again (and the device phase until the device follows).
  const active = state.step !== 'intro';
  useEffect(() => {
    if (!active || !video) return undefined;
    return onEmergencyStop(() => video.pause());
  }, [active, video]);

  const paused = useMediaPaused(video);
  const running = isTapping(state) && state.running;
  const waitingFor =
    !tapping || running
      ? undefined
      : paused
        ? 'clip'
        : phase === 'device' && !options.deviceFollowing
          ? 'device'
          : undefined;

  return {
    state,
    waitingFor,
    clipPaused: paused,
    applyWaitsFor: savedOffsetMs === undefined ? 'deviceOffset' : undefined,
    tapping,
    holdsSpace: holding,
    active,
    tap,
    start: () => {
      if (isSaving(state)) return;
      dispatch({ type: 'start' });
      // Inside the press: a browser lets a clip with sound start only on a person's action.
      if (video) {
        before.current ??= clipNow(video);
        setMuted(video, false);
        play(video);
      }
    },
    startDevice: () => {
      dispatch({ type: 'startDevice', offsetMs, connectionKey });
      play(video);
    },
    resume: () => play(video),
    apply,
    undo,
    close: () => {
      if (isSaving(state)) return;
      dispatch({ type: 'close' });
      video?.pause();
    },
  };
}
