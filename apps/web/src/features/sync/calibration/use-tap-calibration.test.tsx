import { act, renderHook } from '@testing-library/react';
import { useReducer } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FakeClock, ScriptClock, analyseTaps, type MediaSample } from '@glide/core';
import { calibrationStore } from '../../../device/calibration/calibration-store';
import { useEmergencyStop } from '../../../device/emergency-stop/use-emergency-stop';
import { recordOf } from '../../../device/calibration/calibration-book';
import { settle } from '../../../device/session/testing/fake-client';
import { fakeDevices, setUpPageTests } from '../../../device/testing/fake-devices';
import type { FrameScheduler } from '../../../lib/animation-frame';
import { fakeVideo } from '../../../player/components/testing/fake-video';
import { INITIAL_WIZARD, wizardReducer, type WizardEvent } from './calibration-wizard';
import { TAP_PAD_ATTRIBUTE } from './tap-input';
import {
  useCalibrationWizard,
  useTapCalibration,
  type UseTapCalibrationOptions,
} from './use-tap-calibration';
import type { SaveOffsetResult } from '../use-sync-offset';

setUpPageTests('sync');

const KEY = 'TapKey0001';
const OTHER_KEY = 'TapKey0002';
const FRAME_MS = 16;
const MEASURED_AT_MS = Date.UTC(2026, 10, 28, 2, 0);
/** The sync script: bottom on every beat, top halfway between. */
const ACTIONS = Array.from({ length: 49 }, (_, index) => ({
  at: index * 250,
  pos: index % 2 === 0 ? 0 : 100,
}));
/** A tapper's jitter, ms, repeating: within ±6 ms. */
const JITTER = [0, 6, -6, 3, -3, 5, -5, 2, -2, 4, -4, 1, -1];

/** Frames by hand, on the fake clock. */
function manualFrames(): FrameScheduler & { step(): void } {
  let queue = new Map<number, (timestampMs: number) => void>();
  let next = 1;
  return {
    request(callback) {
      const handle = next++;
      queue.set(handle, callback);
      return handle;
    },
    cancel(handle) {
      queue.delete(handle);
    },
    step() {
      const due = [...queue.values()];
      queue = new Map();
      act(() => {
        for (const callback of due) callback(0);
      });
    },
  };
}

type Options = Omit<UseTapCalibrationOptions, 'wizard'>;

/** A save to the device that answers only when the test says so. */
function pendingSaves() {
  const answers: ((result: SaveOffsetResult) => void)[] = [];
  const saveOffset = vi.fn(
    (_offsetMs: number) =>
      new Promise<SaveOffsetResult>((resolve) => {
        answers.push(resolve);
      }),
  );
  /** The oldest save still waiting answers `result`. */
  const answer = async (result: SaveOffsetResult = { ok: true }) => {
    const next = answers.shift();
    if (!next) throw new Error('no save is waiting');
    next(result);
    await act(settle);
  };
  return { saveOffset, answer };
}

function setUp(over: Partial<Options> = {}) {
  const devices = fakeDevices({ [KEY]: {}, [OTHER_KEY]: {} }, { initialKey: KEY });
  const clock = new FakeClock(50_000);
  const clip = new ScriptClock(clock, { durationMs: 12_000, loop: true });
  const { video, play, pause } = fakeVideo({ durationS: 12 });
  // The clip runs from the start; its samples say paused while the element is.
  clip.play();
  const clipStartMs = clock.now();
  const frames = manualFrames();
  const saveOffset = vi.fn((_offsetMs: number): Promise<SaveOffsetResult> =>
    Promise.resolve({ ok: true }),
  );
  let deviceFollowing = false;
  let offsetMs = 0;
  const options = (): Options => ({
    video,
    actions: ACTIONS,
    deviceFollowing,
    offsetMs,
    savedOffsetMs: 0,
    saveOffset,
    mediaClock: () => ({
      sample: (): MediaSample => ({ ...clip.sample(), paused: video.paused }),
    }),
    frames,
    tapTarget: window,
    wallClock: new FakeClock(MEASURED_AT_MS),
    ...over,
  });
  const hook = renderHook(() => {
    const wizard = useCalibrationWizard();
    // The header's "Stop all", as the page has it.
    const emergencyStop = useEmergencyStop();
    return { ...useTapCalibration({ ...options(), wizard }), emergencyStop };
  });
  /** Runs frames until `atMs` on the fake clock. */
  const runTo = (atMs: number) => {
    while (clock.now() < atMs) {
      clock.advance(Math.min(FRAME_MS, atMs - clock.now()));
      frames.step();
    }
  };
  /** Space at `atMs`, as the keyboard stamps it. */
  const spaceAt = (atMs: number, init: KeyboardEventInit = {}) => {
    runTo(atMs);
    const event = new KeyboardEvent('keydown', { key: ' ', cancelable: true, ...init });
    Object.defineProperty(event, 'timeStamp', { value: atMs });
    act(() => {
      window.dispatchEvent(event);
    });
    return event;
  };
  /** Taps `delayMs` (± jitter) after each stimulus from `firstMs` on, until the step changes. */
  const tapAlong = (firstMs: number, delayMs: number, maxTaps = 70) => {
    const step = hook.result.current.state.step;
    let index = 0;
    while (hook.result.current.state.step === step && index < maxTaps) {
      spaceAt(clipStartMs + firstMs + index * 500 + delayMs + (JITTER[index % JITTER.length] ?? 0));
      index++;
    }
    return index;
  };
  /** Both phases, tapped by a person 200 ms slow, on a device 60 ms late: up to the result. */
  const measure = () => {
    act(() => hook.result.current.start());
    tapAlong(1_000, 200);
    act(() => hook.result.current.startDevice());
    deviceFollowing = true;
    hook.rerender();
    const startedAt = clock.now() - clipStartMs;
    tapAlong(Math.ceil((startedAt - 250) / 500) * 500 + 250 + 500, 260);
    const state = hook.result.current.state;
    if (state.step !== 'result') throw new Error(`no result: ${state.step}`);
    return state;
  };
  return {
    devices,
    hook,
    clock,
    measure,
    video,
    play,
    pause,
    saveOffset,
    runTo,
    spaceAt,
    tapAlong,
    clipStartMs,
    setFollowing: (value: boolean) => {
      deviceFollowing = value;
      hook.rerender();
    },
    setOffset: (value: number) => {
      offsetMs = value;
      hook.rerender();
    },
  };
}

describe('useTapCalibration', () => {
  it('measures the device’s lag from both phases, applies it and undoes it', async () => {
    const t = setUp();
    expect(t.hook.result.current.state.step).toBe('intro');
    act(() => t.hook.result.current.start());
    expect(t.play).toHaveBeenCalled();
    expect(t.video.muted).toBe(false);
    expect(t.hook.result.current.tapping).toBe(true);
    expect(t.hook.result.current.active).toBe(true);

    // The person reacts 200 ms after each beat they see and hear.
    const videoTaps = t.tapAlong(1_000, 200);
    expect(t.hook.result.current.state.step).toBe('deviceReady');
    expect(videoTaps).toBeGreaterThanOrEqual(15);
    // Silent while the person attends to the device: the click would be a cue.
    expect(t.video.muted).toBe(true);

    act(() => t.hook.result.current.startDevice());
    t.setFollowing(true);
    const startedAt = t.clock.now() - t.clipStartMs;
    const firstTopMs = Math.ceil((startedAt - 250) / 500) * 500 + 250 + 500;
    // …and feels the top 260 ms after it was commanded: 200 ms of reaction, 60 ms of device lag.
    t.tapAlong(firstTopMs, 260);
    const state = t.hook.result.current.state;
    if (state.step !== 'result' || state.outcome.kind !== 'measured') {
      throw new Error(`no result: ${state.step}`);
    }
    expect(state.outcome.lagMs).toBeCloseTo(60, 0);
    expect(state.outcome.uncertaintyMs).toBeLessThan(6);
    expect(state.outcome.proposedOffsetMs).toBe(-60);
    // The clip pauses at the result (the device stops) and sounds again as before.
    expect(t.pause).toHaveBeenCalled();
    expect(t.video.muted).toBe(false);
    expect(t.hook.result.current.tapping).toBe(false);
    const kept = recordOf(calibrationStore().get(), KEY);
    expect(kept).toMatchObject({ measuredAtMs: MEASURED_AT_MS, measuredWithOffsetMs: 0 });
    expect(kept?.lagMs).toBeCloseTo(60, 0);
    expect(kept?.appliedOffsetMs).toBeUndefined();

    t.play.mockClear();
    act(() => t.hook.result.current.apply());
    await act(settle);
    expect(t.saveOffset).toHaveBeenLastCalledWith(-60);
    expect(t.hook.result.current.state).toMatchObject({
      step: 'applied',
      previousOffsetMs: 0,
      appliedOffsetMs: -60,
    });
    // The clip plays again so the person can check by eye.
    expect(t.play).toHaveBeenCalled();
    expect(recordOf(calibrationStore().get(), KEY)?.appliedOffsetMs).toBe(-60);

    act(() => t.hook.result.current.undo());
    await act(settle);
    expect(t.saveOffset).toHaveBeenLastCalledWith(0);
    expect(t.hook.result.current.state.step).toBe('undone');
    expect(recordOf(calibrationStore().get(), KEY)?.appliedOffsetMs).toBeUndefined();

    act(() => t.hook.result.current.close());
    expect(t.hook.result.current.state.step).toBe('intro');
  });

  it('counts no tap while the clip is paused, and says so', () => {
    const t = setUp();
    act(() => t.hook.result.current.start());
    t.runTo(t.clock.now() + 600);
    act(() => t.video.pause());
    t.runTo(t.clock.now() + 100);
    expect(t.hook.result.current.waitingFor).toBe('clip');
    t.spaceAt(t.clock.now() + 10);
    const state = t.hook.result.current.state;
    expect(state.step === 'videoTaps' && state.progress).toBeUndefined();
    act(() => t.hook.result.current.resume());
    t.runTo(t.clock.now() + 300);
    expect(t.hook.result.current.waitingFor).toBeUndefined();
  });

  it('counts device taps only once the device follows the clip', () => {
    const t = setUp();
    act(() => t.hook.result.current.start());
    t.tapAlong(1_000, 200);
    act(() => t.hook.result.current.startDevice());
    t.runTo(t.clock.now() + 300);
    expect(t.hook.result.current.waitingFor).toBe('device');
    t.spaceAt(t.clock.now() + 10);
    const state = t.hook.result.current.state;
    expect(state.step === 'deviceTaps' && state.progress).toBeUndefined();
    t.setFollowing(true);
    t.runTo(t.clock.now() + 300);
    expect(t.hook.result.current.waitingFor).toBeUndefined();
  });

  it('takes Space as a tap (not a repeat, not in a text field) and a press anywhere but a control', () => {
    const t = setUp();
    act(() => t.hook.result.current.start());
    t.runTo(t.clock.now() + 400);
    const taps = () => {
      const state = t.hook.result.current.state;
      return state.step === 'videoTaps' ? (state.progress?.taps ?? 0) : -1;
    };
    const space = t.spaceAt(t.clock.now() + 5);
    expect(space.defaultPrevented).toBe(true);
    expect(taps()).toBe(1);
    t.spaceAt(t.clock.now() + 5, { repeat: true });
    expect(taps()).toBe(1);

    const field = document.body.appendChild(document.createElement('input'));
    const typed = new KeyboardEvent('keydown', { key: ' ', bubbles: true });
    act(() => {
      field.dispatchEvent(typed);
    });
    expect(taps()).toBe(1);

    const press = (target: Element) =>
      act(() => {
        target.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
      });
    const control = document.body.appendChild(document.createElement('button'));
    press(control);
    expect(taps()).toBe(1);
    const pad = document.body.appendChild(document.createElement('button'));
    pad.setAttribute(TAP_PAD_ATTRIBUTE, '');
    press(pad);
    expect(taps()).toBe(2);
    press(document.body.appendChild(document.createElement('p')));
    expect(taps()).toBe(3);
  });

  it('starts the device taps over when the offset changes under them', () => {
    const t = setUp();
    act(() => t.hook.result.current.start());
    t.tapAlong(1_000, 200);
    act(() => t.hook.result.current.startDevice());
    t.setFollowing(true);
    const startedAt = t.clock.now() - t.clipStartMs;
    const firstTopMs = Math.ceil((startedAt - 250) / 500) * 500 + 250 + 500;
    // A few taps at offset 0, then the person moves the offset by 10 ms.
    for (let index = 0; index < 6; index++) {
      t.spaceAt(t.clipStartMs + firstTopMs + index * 500 + 260);
    }
    const before = t.hook.result.current.state;
    if (before.step !== 'deviceTaps') throw new Error(`not tapping: ${before.step}`);
    expect(before.progress?.taps).toBe(6);
    t.setOffset(10);
    const after = t.hook.result.current.state;
    expect(after).toMatchObject({ step: 'deviceTaps', offsetMs: 10, progress: undefined });
    expect(after.run).toBeGreaterThan(before.run);
    // The taps start over on a new session: the result is of the taps at the new offset.
    t.tapAlong(firstTopMs + 6 * 500, 260);
    const state = t.hook.result.current.state;
    if (state.step !== 'result' || state.outcome.kind !== 'measured') {
      throw new Error(`no result: ${state.step}`);
    }
    expect(state.outcome.measuredWithOffsetMs).toBe(10);
    expect(state.outcome.proposedOffsetMs).toBe(-50);
  });

  it('says why "Apply" failed', async () => {
    const saveOffset = vi.fn((_offsetMs: number): Promise<SaveOffsetResult> =>
      Promise.resolve({ ok: false, error: { key: 'deviceNotConnected' } }),
    );
    const t = setUp({ saveOffset });
    t.measure();
    act(() => t.hook.result.current.apply());
    await act(settle);
    expect(t.hook.result.current.state).toMatchObject({
      step: 'result',
      saving: { kind: 'failed', error: { key: 'deviceNotConnected' } },
    });
  });

  it('stays at the result while "Apply" is on its way, then plays the clip to check by eye', async () => {
    const save = pendingSaves();
    const t = setUp({ saveOffset: save.saveOffset });
    t.measure();
    act(() => t.hook.result.current.apply());
    t.play.mockClear();
    // Close and "Measure again" wait for the answer: leaving now would change the offset unseen.
    act(() => t.hook.result.current.close());
    act(() => t.hook.result.current.start());
    expect(t.hook.result.current.state).toMatchObject({
      step: 'result',
      saving: { kind: 'saving' },
    });
    expect(t.play).not.toHaveBeenCalled();
    await save.answer();
    expect(t.hook.result.current.state).toMatchObject({ step: 'applied', appliedOffsetMs: -60 });
    expect(t.play).toHaveBeenCalledOnce();
  });

  it('never plays the clip again after an emergency stop pressed while "Apply" was on its way', async () => {
    const save = pendingSaves();
    const t = setUp({ saveOffset: save.saveOffset });
    t.measure();
    act(() => t.hook.result.current.apply());
    t.play.mockClear();
    await act(() => t.hook.result.current.emergencyStop());
    await save.answer();
    // The offset was saved (and can be undone), but the clip, and so the device, stays still.
    expect(t.hook.result.current.state).toMatchObject({ step: 'applied', appliedOffsetMs: -60 });
    expect(recordOf(calibrationStore().get(), KEY)?.appliedOffsetMs).toBe(-60);
    expect(t.play).not.toHaveBeenCalled();
    expect(t.video.paused).toBe(true);
    expect(t.hook.result.current.clipPaused).toBe(true);
  });

  it('plays nothing once the page has gone, and still records what the device keeps', async () => {
    const save = pendingSaves();
    const t = setUp({ saveOffset: save.saveOffset });
    t.measure();
    act(() => t.hook.result.current.apply());
    t.play.mockClear();
    t.hook.unmount();
    await save.answer();
    expect(t.play).not.toHaveBeenCalled();
    expect(recordOf(calibrationStore().get(), KEY)?.appliedOffsetMs).toBe(-60);
  });

  it('sets the result aside when another device is in use, and records an answer for the device measured', async () => {
    const save = pendingSaves();
    const t = setUp({ saveOffset: save.saveOffset });
    t.measure();
    act(() => t.hook.result.current.apply());
    t.play.mockClear();
    await t.devices.connect(OTHER_KEY);
    expect(t.hook.result.current.state).toMatchObject({ step: 'intro', notice: 'deviceChanged' });
    await save.answer();
    expect(recordOf(calibrationStore().get(), KEY)?.appliedOffsetMs).toBe(-60);
    expect(recordOf(calibrationStore().get(), OTHER_KEY)).toBeUndefined();
    expect(t.play).not.toHaveBeenCalled();
    expect(t.hook.result.current.state.step).toBe('intro');
  });

  it('records an undo that answers after the wizard moved on, for the device measured', async () => {
    const save = pendingSaves();
    const t = setUp({ saveOffset: save.saveOffset });
    t.measure();
    act(() => t.hook.result.current.apply());
    await save.answer();
    act(() => t.hook.result.current.undo());
    await t.devices.connect(OTHER_KEY);
    await save.answer();
    expect(save.saveOffset).toHaveBeenLastCalledWith(0);
    expect(recordOf(calibrationStore().get(), KEY)?.appliedOffsetMs).toBeUndefined();
  });

  it('waits with "Apply" until the offset the device keeps is known, so "Undo" can restore it', async () => {
    const saveOffset = vi.fn((_offsetMs: number): Promise<SaveOffsetResult> =>
      Promise.resolve({ ok: true }),
    );
    const t = setUp({ saveOffset, savedOffsetMs: undefined });
    t.measure();
    expect(t.hook.result.current.applyWaitsFor).toBe('deviceOffset');
    act(() => t.hook.result.current.apply());
    await act(settle);
    expect(saveOffset).not.toHaveBeenCalled();
    expect(t.hook.result.current.state).toMatchObject({ step: 'result' });
    expect(t.hook.result.current.state).not.toHaveProperty('saving');
  });

  it('keeps a result for the device measured, even when another device is in use as it appears', () => {
    // The result of `KEY` reaches the page in the same render as the key of another device.
    fakeDevices({ [KEY]: {}, [OTHER_KEY]: {} }, { initialKey: OTHER_KEY });
    const { video } = fakeVideo({ durationS: 12 });
    const phase = (delayMs: number) =>
      analyseTaps({
        beatsMs: Array.from({ length: 32 }, (_, index) => 1_000 + index * 500),
        tapsMs: Array.from(
          { length: 30 },
          (_, index) => 1_000 + index * 500 + delayMs + (JITTER[index % JITTER.length] ?? 0),
        ),
        periodMs: 500,
      });
    const result = [
      { type: 'start' },
      { type: 'tapped', phase: 'video', estimate: phase(200) },
      { type: 'startDevice', offsetMs: 0, connectionKey: KEY },
      { type: 'tapped', phase: 'device', estimate: phase(260) },
    ] satisfies WizardEvent[];
    const hook = renderHook(() =>
      useTapCalibration({
        wizard: useReducer(wizardReducer, result.reduce(wizardReducer, INITIAL_WIZARD)),
        video,
        actions: ACTIONS,
        deviceFollowing: false,
        offsetMs: 0,
        savedOffsetMs: 0,
        saveOffset: () => Promise.resolve({ ok: true }),
        wallClock: new FakeClock(MEASURED_AT_MS),
      }),
    );
    expect(recordOf(calibrationStore().get(), KEY)?.lagMs).toBeCloseTo(60, 0);
    expect(recordOf(calibrationStore().get(), OTHER_KEY)).toBeUndefined();
    expect(hook.result.current.state).toMatchObject({ step: 'intro', notice: 'deviceChanged' });
  });

  it('leaves the clip as it found it when cancelled', () => {
    const t = setUp();
    act(() => {
      t.video.muted = true;
      t.video.playbackRate = 1.25;
    });
    act(() => t.hook.result.current.start());
    expect(t.video.muted).toBe(false);
    // The beats are 500 ms apart at 1× only.
    expect(t.video.playbackRate).toBe(1);
    act(() => t.hook.result.current.close());
    expect(t.pause).toHaveBeenCalled();
    expect(t.video.muted).toBe(true);
    expect(t.video.playbackRate).toBe(1.25);
    expect(t.hook.result.current.tapping).toBe(false);
  });
});
