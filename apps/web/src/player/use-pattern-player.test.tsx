import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeClock, LIVE_EDIT_LEAD_MIN_MS, type PatternCycle } from '@glide/core';
import { setUpPageTests } from '../device/testing/fake-devices';
import { fakeSession } from './testing/engine-hook';
import { fakeEngineFactory } from './testing/fake-engine';
import { usePatternPlayer, type UsePatternPlayerOptions } from './use-pattern-player';

setUpPageTests();

const STEADY: PatternCycle = {
  periodMs: 1_000,
  points: [
    { t: 0, x: 0 },
    { t: 500, x: 100 },
  ],
};
const HIGH: PatternCycle = {
  periodMs: 1_000,
  points: [
    { t: 0, x: 70 },
    { t: 500, x: 100 },
  ],
};
const EMPTY: PatternCycle = { periodMs: 1_000, points: [] };

function setUp(cycle: PatternCycle = STEADY, align: UsePatternPlayerOptions['align'] = 'asap') {
  const clock = new FakeClock(0);
  const factory = fakeEngineFactory();
  const session = fakeSession();
  const hook = renderHook((props: Partial<UsePatternPlayerOptions>) =>
    usePatternPlayer({
      cycle,
      name: 'Steady',
      align,
      createEngine: factory.create,
      clock,
      followSession: session.follow,
      ...props,
    }),
  );
  const engine = () => {
    const made = factory.engines[0];
    if (!made) throw new Error('no engine');
    return made;
  };
  const scriptCalls = () =>
    engine().calls.filter((c) => c.call === 'load' || c.call === 'update' || c.call === 'unload');
  return { clock, hook, engine, scriptCalls };
}

describe('usePatternPlayer', () => {
  it('loads the pattern as a live script and plays it on the engine', () => {
    const { hook, engine, scriptCalls } = setUp();
    expect(scriptCalls()).toEqual([expect.objectContaining({ call: 'load' })]);
    act(() => hook.result.current.transport.play());
    expect(engine().callNames).toEqual(
      expect.arrayContaining(['mediaEvent:play', 'mediaEvent:playing']),
    );
    expect(hook.result.current.positionNow()).toBe(0);
  });

  it('swaps an edit in a lead ahead of the device while it plays', () => {
    const { clock, hook, scriptCalls } = setUp();
    act(() => hook.result.current.transport.play());
    act(() => clock.advance(2_250));
    hook.rerender({ cycle: HIGH });
    const update = scriptCalls()[1];
    expect(update).toMatchObject({ call: 'update', changedFromMs: 2_250 + LIVE_EDIT_LEAD_MIN_MS });
    // Until the switch the old motion plays; after it, the new one.
    expect(hook.result.current.playable?.positionAt(2_500)).toBe(100);
    expect(hook.result.current.playable?.positionAt(4_000)).toBe(70);
  });

  it('lands an edit on the loop’s next half when asked to', () => {
    const { clock, hook, scriptCalls } = setUp(STEADY, 'halfCycle');
    act(() => hook.result.current.transport.play());
    act(() => clock.advance(2_250));
    hook.rerender({ cycle: HIGH });
    expect(scriptCalls()[1]).toMatchObject({ call: 'update', changedFromMs: 3_000 });
  });

  it('switches at once while paused', () => {
    const { clock, hook, scriptCalls } = setUp();
    act(() => hook.result.current.transport.play());
    act(() => clock.advance(1_300));
    act(() => hook.result.current.transport.pause());
    hook.rerender({ cycle: HIGH });
    expect(scriptCalls()[1]).toMatchObject({ call: 'update', changedFromMs: 1_300 });
  });

  it('rests the device while the pattern is empty, and plays it again once it is not', () => {
    const { hook, scriptCalls } = setUp();
    hook.rerender({ cycle: EMPTY });
    expect(hook.result.current.playable).toBeUndefined();
    expect(scriptCalls().map((c) => c.call)).toEqual(['load', 'unload']);
    hook.rerender({ cycle: HIGH });
    expect(scriptCalls().map((c) => c.call)).toEqual(['load', 'unload', 'load']);
  });

  it('stops: paused, back at the start, the phase at 0', () => {
    const { clock, hook } = setUp();
    act(() => hook.result.current.transport.play());
    act(() => clock.advance(1_700));
    expect(hook.result.current.phaseNow()?.cycleMs).toBe(700);
    act(() => hook.result.current.stop());
    expect(hook.result.current.transport.playing).toBe(false);
    expect(hook.result.current.phaseNow()).toMatchObject({ cycleMs: 0, loop: 0 });
  });

  it('takes no seek or speed from the keys or the device’s buttons', () => {
    const { hook } = setUp();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(hook.result.current.phaseNow()?.cycleMs).toBe(0);
    act(() => {
      window.dispatchEvent(
        new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }),
      );
    });
    expect(hook.result.current.transport.playing).toBe(true);
  });
});
