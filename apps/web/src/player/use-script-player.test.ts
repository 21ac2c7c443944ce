// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeClock, ScriptClock, type MediaEvent } from '@glide/core';
import { useScriptPlayer } from './use-script-player';

function setUp(durationMs = 10_000) {
  const clock = new FakeClock(0);
  const media = new ScriptClock(clock);
  const events: MediaEvent[] = [];
  const hook = renderHook(
    ({ length }) => useScriptPlayer(media, length, false, (event) => events.push(event), clock),
    { initialProps: { length: durationMs } },
  );
  return { clock, media, events, hook };
}

describe('useScriptPlayer', () => {
  it('plays and pauses the clock and tells the engine as a video would', () => {
    const { clock, events, hook } = setUp();
    act(() => hook.result.current.play());
    expect(events).toEqual(['play', 'playing']);
    act(() => clock.advance(2_000));
    expect(hook.result.current.positionMs()).toBe(2_000);
    act(() => hook.result.current.pause());
    act(() => clock.advance(1_000));
    expect(hook.result.current.positionMs()).toBe(2_000);
    expect(events.at(-1)).toBe('pause');
  });

  it('seeks, changes the rate and says so', () => {
    const { clock, events, hook } = setUp();
    act(() => hook.result.current.seek(4_000));
    act(() => hook.result.current.setRate(1.5));
    act(() => hook.result.current.play());
    act(() => clock.advance(1_000));
    expect(hook.result.current.positionMs()).toBe(5_500);
    expect(events).toEqual(['seeking', 'seeked', 'ratechange', 'play', 'playing']);
  });

  it('stops at the end and says ended, unless it loops', () => {
    const { clock, events, hook } = setUp(3_000);
    act(() => hook.result.current.play());
    act(() => clock.advance(3_500));
    expect(hook.result.current.playing).toBe(false);
    expect(events.at(-1)).toBe('ended');

    act(() => hook.result.current.setLoop(true));
    act(() => hook.result.current.play());
    act(() => clock.advance(4_000));
    expect(hook.result.current.playing).toBe(true);
    expect(hook.result.current.positionMs()).toBe(1_000);
  });

  it('starts a new script from 0, paused', () => {
    const { clock, hook } = setUp();
    act(() => hook.result.current.play());
    act(() => clock.advance(1_000));
    hook.rerender({ length: 20_000 });
    expect(hook.result.current.playing).toBe(false);
    expect(hook.result.current.positionMs()).toBe(0);
    expect(hook.result.current.durationMs).toBe(20_000);
  });
});
