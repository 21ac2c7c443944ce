import { describe, expect, it } from 'vitest';
import { analyseTaps, phaseVerdict, type PhaseEstimate } from '@glide/core';
import {
  INITIAL_WIZARD,
  holdsSpace,
  isSaving,
  isTapping,
  outcomeOf,
  tapPhaseOf,
  wizardReducer,
  type WizardEvent,
  type WizardState,
} from './calibration-wizard';
import { SYNC_OFFSET_LIMIT_MS } from '../sync-offset';

const PERIOD_MS = 500;
const JITTER = [0, 3, -3, 2, -2, 1, -1];

/** A phase of `count` taps `delayMs` after their beats, with a small fixed jitter. */
function phase(delayMs: number, count: number): PhaseEstimate {
  const beatsMs = Array.from({ length: count + 2 }, (_, index) => 1_000 + index * PERIOD_MS);
  const tapsMs = beatsMs
    .slice(0, count)
    .map((beat, index) => beat + delayMs + (JITTER[index % JITTER.length] ?? 0));
  return analyseTaps({ beatsMs, tapsMs, periodMs: PERIOD_MS });
}

const run = (events: readonly WizardEvent[], from: WizardState = INITIAL_WIZARD) =>
  events.reduce(wizardReducer, from);

const tapped = (which: 'video' | 'device', estimate: PhaseEstimate): WizardEvent => ({
  type: 'tapped',
  phase: which,
  estimate,
});

const KEY = 'WizardKey1';
const VIDEO_ENOUGH = phase(200, 30);
const DEVICE_ENOUGH = phase(260, 30);
/** A phase that reached the tap limit with no tap near a beat: nothing to measure. */
const NONE = analyseTaps({ beatsMs: [], tapsMs: Array<number>(64).fill(0), periodMs: PERIOD_MS });
/** From the start to a measured result of device `KEY`. */
const RESULT: readonly WizardEvent[] = [
  { type: 'start' },
  tapped('video', VIDEO_ENOUGH),
  { type: 'startDevice', offsetMs: 0, connectionKey: KEY },
  tapped('device', DEVICE_ENOUGH),
];

describe('wizardReducer', () => {
  it('walks intro → video taps → device → result → applied → undone', () => {
    let state = run([{ type: 'start' }]);
    expect(state).toMatchObject({ step: 'videoTaps', running: false, progress: undefined });
    expect(isTapping(state)).toBe(true);
    expect(tapPhaseOf(state)).toBe('video');

    state = run([{ type: 'running', running: true }, tapped('video', phase(200, 8))], state);
    expect(state).toMatchObject({ step: 'videoTaps', running: true });
    expect(state.step === 'videoTaps' && state.progress?.taps).toBe(8);

    state = wizardReducer(state, tapped('video', VIDEO_ENOUGH));
    expect(state.step).toBe('deviceReady');
    expect(isTapping(state)).toBe(false);

    state = wizardReducer(state, { type: 'startDevice', offsetMs: -10, connectionKey: KEY });
    expect(state).toMatchObject({ step: 'deviceTaps', offsetMs: -10, progress: undefined });
    expect(tapPhaseOf(state)).toBe('device');

    state = wizardReducer(state, tapped('device', DEVICE_ENOUGH));
    expect(state.step).toBe('result');
    if (state.step !== 'result' || state.outcome.kind !== 'measured') {
      throw new Error('no measured result');
    }
    expect(state.outcome.lagMs).toBeCloseTo(60, 0);
    expect(state.outcome.uncertaintyMs).toBeGreaterThan(0);
    expect(state.outcome.measuredWithOffsetMs).toBe(-10);
    expect(state.outcome.proposedOffsetMs).toBe(-70);

    state = wizardReducer(state, { type: 'apply' });
    expect(state).toMatchObject({ step: 'result', saving: { kind: 'saving' } });
    // A second press while saving changes nothing.
    expect(wizardReducer(state, { type: 'apply' })).toBe(state);
    state = wizardReducer(state, {
      type: 'applied',
      run: state.run,
      previousOffsetMs: -10,
      appliedOffsetMs: -70,
    });
    expect(state).toMatchObject({ step: 'applied', previousOffsetMs: -10, appliedOffsetMs: -70 });

    state = run([{ type: 'undo' }, { type: 'undone', run: state.run }], state);
    expect(state).toMatchObject({ step: 'undone', previousOffsetMs: -10 });
  });

  it('goes straight to "no result" when the video taps gave nothing, without the device taps', () => {
    expect(phaseVerdict(NONE)).toBe('capped');
    const state = run([{ type: 'start' }, tapped('video', NONE)]);
    expect(state).toEqual({
      step: 'result',
      run: run([{ type: 'start' }]).run,
      outcome: { kind: 'noResult', phase: 'video' },
    });
    expect(wizardReducer(state, { type: 'startDevice', offsetMs: 0, connectionKey: KEY })).toBe(
      state,
    );
    expect(wizardReducer(state, { type: 'start' }).step).toBe('videoTaps');
  });

  it('keeps asking while the taps are too spread or too few', () => {
    const wide = analyseTaps({
      beatsMs: Array.from({ length: 20 }, (_, index) => index * PERIOD_MS),
      tapsMs: Array.from(
        { length: 18 },
        (_, index) => index * PERIOD_MS + 200 + (index % 2 === 0 ? 40 : -40),
      ),
      periodMs: PERIOD_MS,
    });
    const state = run([{ type: 'start' }, tapped('video', wide), tapped('video', phase(200, 10))]);
    expect(state.step).toBe('videoTaps');
  });

  it('starts the device taps over when the offset changes under them', () => {
    let state = run([
      { type: 'start' },
      tapped('video', VIDEO_ENOUGH),
      { type: 'startDevice', offsetMs: 0, connectionKey: KEY },
      tapped('device', phase(250, 6)),
    ]);
    const before = state.run;
    expect(wizardReducer(state, { type: 'offsetChanged', offsetMs: 0 })).toBe(state);
    state = wizardReducer(state, { type: 'offsetChanged', offsetMs: 10 });
    expect(state).toMatchObject({ step: 'deviceTaps', offsetMs: 10, progress: undefined });
    expect(state.run).toBeGreaterThan(before);
  });

  it('ignores taps of the other phase and events that do not apply', () => {
    const video = run([{ type: 'start' }]);
    expect(wizardReducer(video, tapped('device', DEVICE_ENOUGH))).toBe(video);
    expect(wizardReducer(video, { type: 'apply' })).toBe(video);
    expect(wizardReducer(video, { type: 'startDevice', offsetMs: 0, connectionKey: KEY })).toBe(
      video,
    );
    expect(wizardReducer(INITIAL_WIZARD, { type: 'running', running: true })).toBe(INITIAL_WIZARD);
    expect(wizardReducer(INITIAL_WIZARD, { type: 'undo' })).toBe(INITIAL_WIZARD);
  });

  it('goes back to the intro on close from any step, and starts again from the first phase', () => {
    const steps: WizardState[] = [
      run([{ type: 'start' }]),
      run([{ type: 'start' }, tapped('video', VIDEO_ENOUGH)]),
      run([
        { type: 'start' },
        tapped('video', VIDEO_ENOUGH),
        { type: 'startDevice', offsetMs: 0, connectionKey: KEY },
        tapped('device', DEVICE_ENOUGH),
      ]),
    ];
    for (const state of steps) {
      expect(wizardReducer(state, { type: 'close' }).step).toBe('intro');
      expect(wizardReducer(state, { type: 'start' })).toMatchObject({
        step: 'videoTaps',
        progress: undefined,
      });
    }
  });

  it('keeps the result when "Apply" fails, and says why; an undo that fails stays applied', () => {
    const result = run([
      { type: 'start' },
      tapped('video', VIDEO_ENOUGH),
      { type: 'startDevice', offsetMs: 0, connectionKey: KEY },
      tapped('device', DEVICE_ENOUGH),
    ]);
    const error = { key: 'unknownDevice' } as const;
    const failed = run(
      [{ type: 'apply' }, { type: 'applyFailed', run: result.run, error }],
      result,
    );
    expect(failed).toMatchObject({ step: 'result', saving: { kind: 'failed', error } });
    // It can be tried again.
    expect(wizardReducer(failed, { type: 'apply' })).toMatchObject({ saving: { kind: 'saving' } });

    const applied = run(
      [
        { type: 'apply' },
        { type: 'applied', run: result.run, previousOffsetMs: 0, appliedOffsetMs: -60 },
      ],
      result,
    );
    const undoFailed = run(
      [{ type: 'undo' }, { type: 'undoFailed', run: applied.run, error: undefined }],
      applied,
    );
    expect(undoFailed).toMatchObject({ step: 'applied', undoing: { kind: 'failed' } });
  });

  it('stays at the result while "Apply" or "Undo" is on its way: no close, no start again', () => {
    const result = run(RESULT);
    const saving = wizardReducer(result, { type: 'apply' });
    expect(isSaving(result)).toBe(false);
    expect(isSaving(saving)).toBe(true);
    expect(wizardReducer(saving, { type: 'close' })).toBe(saving);
    expect(wizardReducer(saving, { type: 'start' })).toBe(saving);
    const applied = wizardReducer(saving, {
      type: 'applied',
      run: saving.run,
      previousOffsetMs: 0,
      appliedOffsetMs: -60,
    });
    const undoing = wizardReducer(applied, { type: 'undo' });
    expect(isSaving(undoing)).toBe(true);
    expect(wizardReducer(undoing, { type: 'close' })).toBe(undoing);
    expect(wizardReducer(undoing, { type: 'start' })).toBe(undoing);
    // Once it has settled, both work again.
    const undone = wizardReducer(undoing, { type: 'undone', run: undoing.run });
    expect(wizardReducer(undone, { type: 'close' }).step).toBe('intro');
  });

  it('takes a save’s answer only in the run it was made in', () => {
    const saving = run([...RESULT, { type: 'apply' }]);
    const elsewhere = { ...saving, run: saving.run + 1 };
    const answers: WizardEvent[] = [
      { type: 'applied', run: saving.run, previousOffsetMs: 0, appliedOffsetMs: -60 },
      { type: 'applyFailed', run: saving.run, error: undefined },
    ];
    for (const answer of answers) expect(wizardReducer(elsewhere, answer)).toBe(elsewhere);
  });

  it('sets a device’s taps and result aside when another device is in use', () => {
    expect(run(RESULT)).toMatchObject({ outcome: { kind: 'measured', connectionKey: KEY } });
    const other = { type: 'deviceChanged', connectionKey: 'OtherKey1' } as const;
    const same = { type: 'deviceChanged', connectionKey: KEY } as const;
    const devicePhase = run(RESULT.slice(0, 3));
    const stays = [run([{ type: 'start' }]), run(RESULT.slice(0, 2)), INITIAL_WIZARD];
    for (const state of stays) expect(wizardReducer(state, other)).toBe(state);
    const measured = [
      devicePhase,
      run(RESULT),
      run([...RESULT, { type: 'apply' }]),
      run([
        ...RESULT,
        { type: 'apply' },
        { type: 'applied', run: run(RESULT).run, previousOffsetMs: 0, appliedOffsetMs: -60 },
      ]),
    ];
    for (const state of measured) {
      expect(wizardReducer(state, same)).toBe(state);
      const next = wizardReducer(state, other);
      expect(next).toMatchObject({ step: 'intro', notice: 'deviceChanged' });
      expect(next.run).toBeGreaterThan(state.run);
    }
  });
});

describe('holdsSpace', () => {
  it('is the wizard’s while taps are collected and in the steps right after a phase', () => {
    const video = run([{ type: 'start' }]);
    const ready = run([{ type: 'start' }, tapped('video', VIDEO_ENOUGH)]);
    const result = run([
      { type: 'start' },
      tapped('video', VIDEO_ENOUGH),
      { type: 'startDevice', offsetMs: 0, connectionKey: KEY },
      tapped('device', DEVICE_ENOUGH),
    ]);
    const applied = run(
      [
        { type: 'apply' },
        { type: 'applied', run: result.run, previousOffsetMs: 0, appliedOffsetMs: -60 },
      ],
      result,
    );
    expect([INITIAL_WIZARD, video, ready, result, applied].map(holdsSpace)).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('outcomeOf', () => {
  it('proposes the offset that cancels the lag, in whole ms', () => {
    const outcome = outcomeOf(VIDEO_ENOUGH, DEVICE_ENOUGH, 1_990, KEY);
    expect(outcome.kind === 'measured' && outcome.lagMs).toBeCloseTo(60, 0);
    expect(outcome.kind === 'measured' && outcome.proposedOffsetMs).toBe(1_930);
    const early = outcomeOf(DEVICE_ENOUGH, VIDEO_ENOUGH, -1_990, KEY);
    expect(early.kind === 'measured' && early.proposedOffsetMs).toBe(-1_930);
  });

  it('keeps the proposal within the sync page’s range of ± 2 s where cancelling would cross it', () => {
    // A device 60 ms late measured at −1 990 ms would need −2 050 ms; one 60 ms early at
    // +1 990 ms, +2 050 ms. The page's offset goes no further than ± 2 000 ms.
    const late = outcomeOf(VIDEO_ENOUGH, DEVICE_ENOUGH, -1_990, KEY);
    expect(late.kind === 'measured' && late.measuredWithOffsetMs - late.lagMs).toBeLessThan(
      -SYNC_OFFSET_LIMIT_MS,
    );
    expect(late.kind === 'measured' && late.proposedOffsetMs).toBe(-SYNC_OFFSET_LIMIT_MS);
    const early = outcomeOf(DEVICE_ENOUGH, VIDEO_ENOUGH, 1_990, KEY);
    expect(early.kind === 'measured' && early.measuredWithOffsetMs - early.lagMs).toBeGreaterThan(
      SYNC_OFFSET_LIMIT_MS,
    );
    expect(early.kind === 'measured' && early.proposedOffsetMs).toBe(SYNC_OFFSET_LIMIT_MS);
  });

  it('says there is no result, and of which phase, when a phase ended without taps on the beat', () => {
    expect(outcomeOf(NONE, NONE, 0, KEY)).toEqual({ kind: 'noResult', phase: 'video' });
    expect(outcomeOf(VIDEO_ENOUGH, NONE, 0, KEY)).toEqual({ kind: 'noResult', phase: 'device' });
  });
});
