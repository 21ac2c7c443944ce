import { describe, expect, it } from 'vitest';
import { FakeClock } from '../time/clock';
import { ScriptClock } from './script-clock';

describe('script clock', () => {
  it('runs at its rate while playing and holds while paused or stalled', () => {
    const clock = new FakeClock(5_000);
    const media = new ScriptClock(clock);
    expect(media.sample()).toMatchObject({
      positionMs: 0,
      atMs: 5_000,
      paused: true,
      stalled: false,
    });
    media.play();
    clock.advance(1_000);
    expect(media.positionMs()).toBe(1_000);
    media.rate = 1.5;
    clock.advance(1_000);
    expect(media.sample()).toMatchObject({ positionMs: 2_500, rate: 1.5, paused: false });
    media.stalled = true;
    clock.advance(1_000);
    expect(media.sample()).toMatchObject({ positionMs: 2_500, stalled: true });
    media.stalled = false;
    media.pause();
    clock.advance(1_000);
    expect(media.positionMs()).toBe(2_500);
  });

  it('seeks within 0…duration and ends there without loop', () => {
    const clock = new FakeClock();
    const media = new ScriptClock(clock, { durationMs: 10_000 });
    media.seek(-5);
    expect(media.positionMs()).toBe(0);
    media.seek(9_000);
    media.play();
    clock.advance(5_000);
    expect(media.positionMs()).toBe(10_000);
    expect(media.ended).toBe(true);
    expect(media.sample().paused).toBe(true);
    expect(media.sample().durationMs).toBe(10_000);
  });

  it('wraps when looping and says when the next wrap comes', () => {
    const clock = new FakeClock();
    const media = new ScriptClock(clock, { durationMs: 10_000, loop: true });
    media.seek(8_000);
    expect(media.msUntilWrap()).toBe(Infinity);
    media.play();
    media.rate = 2;
    expect(media.msUntilWrap()).toBe(1_000);
    clock.advance(1_500);
    expect(media.positionMs()).toBe(1_000);
    expect(media.ended).toBe(false);
  });
});
