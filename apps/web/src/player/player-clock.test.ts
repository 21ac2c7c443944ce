import { describe, expect, it } from 'vitest';
import { FakeClock, type MediaEvent } from '@glide/core';
import { PlayerClock } from './player-clock';

function setUp(durationMs = 10_000) {
  const timers = new FakeClock(0);
  const clock = new PlayerClock(timers);
  clock.load(durationMs);
  const events: MediaEvent[] = [];
  clock.onMediaEvent((event) => events.push(event));
  let changes = 0;
  clock.subscribe(() => (changes += 1));
  return { timers, clock, events, changes: () => changes };
}

describe('PlayerClock', () => {
  it('plays and pauses and says so as a video would', () => {
    const { timers, clock, events } = setUp();
    clock.play();
    expect(events).toEqual(['play', 'playing']);
    timers.advance(2_000);
    expect(clock.positionMs()).toBe(2_000);
    clock.pause();
    timers.advance(1_000);
    expect(clock.positionMs()).toBe(2_000);
    expect(events.at(-1)).toBe('pause');
    expect(clock.state().playing).toBe(false);
  });

  it('seeks, changes the rate and says so', () => {
    const { timers, clock, events } = setUp();
    clock.seek(4_000);
    clock.setRate(1.5);
    clock.play();
    timers.advance(1_000);
    expect(clock.positionMs()).toBe(5_500);
    expect(events).toEqual(['seeking', 'seeked', 'ratechange', 'play', 'playing']);
    expect(clock.state().rate).toBe(1.5);
  });

  it('stops at its end and says ended, and plays again from 0', () => {
    const { timers, clock, events } = setUp(3_000);
    clock.play();
    timers.advance(3_500);
    expect(clock.state().playing).toBe(false);
    expect(clock.positionMs()).toBe(3_000);
    expect(events.at(-1)).toBe('ended');
    clock.play();
    timers.advance(500);
    expect(clock.positionMs()).toBe(500);
  });

  it('wraps at its end while it loops, saying looped each time, at its rate', () => {
    const { timers, clock, events } = setUp(3_000);
    clock.setLoop(true);
    clock.setRate(2);
    clock.play();
    timers.advance(4_000);
    expect(clock.state().playing).toBe(true);
    expect(clock.positionMs()).toBe(2_000);
    expect(events.filter((event) => event === 'looped')).toHaveLength(5 - 3);
    expect(events).not.toContain('ended');
  });

  it('moves its end timer with a seek', () => {
    const { timers, clock, events } = setUp(3_000);
    clock.play();
    timers.advance(1_000);
    clock.seek(0);
    timers.advance(2_500);
    expect(events).not.toContain('ended');
    timers.advance(500);
    expect(events.at(-1)).toBe('ended');
  });

  it('takes a new length paused at 0; the same length changes nothing', () => {
    const { timers, clock, changes } = setUp();
    clock.play();
    timers.advance(1_000);
    const before = changes();
    clock.load(10_000);
    expect(changes()).toBe(before);
    expect(clock.state().playing).toBe(true);
    clock.load(20_000);
    expect(clock.state()).toMatchObject({ playing: false, durationMs: 20_000 });
    expect(clock.positionMs()).toBe(0);
  });

  it('stops: paused and at 0, with a seek only when there is one to make', () => {
    const { timers, clock, events } = setUp();
    clock.stop();
    expect(events).toEqual([]);
    clock.play();
    timers.advance(700);
    clock.stop();
    expect(events.slice(2)).toEqual(['pause', 'seeking', 'seeked']);
    expect(clock.positionMs()).toBe(0);
  });

  it('runs without an end for a loop of its own (infinite length)', () => {
    const { timers, clock, events } = setUp(Infinity);
    clock.play();
    timers.advance(3_600_000);
    expect(clock.positionMs()).toBe(3_600_000);
    expect(events).toEqual(['play', 'playing']);
  });

  it('keeps its state object while nothing changes, for React to compare', () => {
    const { clock } = setUp();
    const first = clock.state();
    clock.pause();
    clock.setRate(1);
    clock.setLoop(false);
    expect(clock.state()).toBe(first);
    clock.play();
    expect(clock.state()).not.toBe(first);
  });

  it('forgets its timer and listeners when disposed', () => {
    const { timers, clock, events } = setUp(1_000);
    clock.play();
    clock.dispose();
    timers.advance(2_000);
    expect(events).toEqual(['play', 'playing']);
  });
});
