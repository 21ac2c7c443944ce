import { describe, expect, it } from 'vitest';
import { DEFAULT_SPEED_LIMITS, Motion, moveDurationMs } from './motion';

describe('moveDurationMs', () => {
  it('keeps a feasible duration', () => {
    expect(moveDurationMs(50, 500, DEFAULT_SPEED_LIMITS)).toBe(500); // 100 mm/s
  });

  it('never goes faster than 400 mm/s', () => {
    expect(moveDurationMs(100, 100, DEFAULT_SPEED_LIMITS)).toBe(250);
    expect(moveDurationMs(100, 0, DEFAULT_SPEED_LIMITS)).toBe(250);
    expect(moveDurationMs(100, -20, DEFAULT_SPEED_LIMITS)).toBe(250);
  });

  it('never goes slower than 32 mm/s', () => {
    expect(moveDurationMs(32, 5_000, DEFAULT_SPEED_LIMITS)).toBe(1_000);
  });

  it('is zero for no distance', () => {
    expect(moveDurationMs(0, 1_000, DEFAULT_SPEED_LIMITS)).toBe(0);
  });
});

describe('Motion', () => {
  it('holds still without waypoints', () => {
    const motion = new Motion(0, 20);
    expect(motion.positionAt(0)).toBe(20);
    expect(motion.positionAt(10_000)).toBe(20);
    expect(motion.velocityAt(5_000)).toBe(0);
  });

  it('moves linearly to a waypoint and holds there', () => {
    const motion = new Motion(0, 0);
    motion.retarget(0, [{ atMs: 1_000, posMm: 100 }]);
    expect(motion.positionAt(500)).toBeCloseTo(50);
    expect(motion.velocityAt(500)).toBeCloseTo(100);
    expect(motion.positionAt(1_000)).toBeCloseTo(100);
    expect(motion.positionAt(3_000)).toBeCloseTo(100);
  });

  it('remembers a hold between a finished plan and the next one', () => {
    const motion = new Motion(0, 0);
    motion.retarget(0, [{ atMs: 0, posMm: 70 }]);
    expect(motion.positionAt(300)).toBeCloseTo(70);
    motion.retarget(500, [{ atMs: 500, posMm: 20 }]);
    expect(motion.positionAt(1_000)).toBeCloseTo(20);
    // The stretch before the second plan is still where the first one ended.
    expect(motion.positionAt(175)).toBeCloseTo(70);
    expect(motion.positionAt(400)).toBeCloseTo(70);
    expect(motion.velocityAt(400)).toBe(0);
  });

  it('arrives late when the waypoint asks for more than the top speed', () => {
    const motion = new Motion(0, 0);
    motion.retarget(0, [{ atMs: 100, posMm: 100 }]);
    expect(motion.positionAt(100)).toBeCloseTo(40);
    expect(motion.positionAt(250)).toBeCloseTo(100);
  });

  it('moves at the minimum speed and waits when asked to crawl', () => {
    const motion = new Motion(0, 0);
    motion.retarget(0, [{ atMs: 10_000, posMm: 32 }]);
    expect(motion.positionAt(500)).toBeCloseTo(16);
    expect(motion.positionAt(1_000)).toBeCloseTo(32);
    expect(motion.velocityAt(5_000)).toBe(0);
  });

  it('continues from the current position when retargeted mid-move', () => {
    const motion = new Motion(0, 0);
    motion.retarget(0, [{ atMs: 1_000, posMm: 100 }]);
    motion.retarget(500, [{ atMs: 1_000, posMm: 0 }]);
    expect(motion.positionAt(500)).toBeCloseTo(50);
    expect(motion.positionAt(750)).toBeCloseTo(25);
    expect(motion.positionAt(1_000)).toBeCloseTo(0);
    // The past stays as it was.
    expect(motion.positionAt(250)).toBeCloseTo(25);
  });

  it('skips waypoints it can no longer reach in time, but not the last one', () => {
    const motion = new Motion(0, 0);
    // Needs 250 ms for the first; the second (at 100 ms) is then in the past and skipped.
    motion.retarget(0, [
      { atMs: 50, posMm: 100 },
      { atMs: 100, posMm: 0 },
      { atMs: 1_000, posMm: 50 },
    ]);
    const samples = motion.sample(0, 1_000, 10);
    expect(Math.max(...samples)).toBeCloseTo(100);
    expect(motion.positionAt(1_000)).toBeCloseTo(50);
  });

  it('follows an endless source lazily', () => {
    function* zigzag() {
      for (let i = 1; ; i++) yield { atMs: i * 500, posMm: i % 2 === 1 ? 100 : 0 };
    }
    const motion = new Motion(0, 0);
    motion.retarget(0, zigzag());
    expect(motion.positionAt(250)).toBeCloseTo(50);
    expect(motion.positionAt(100_250)).toBeCloseTo(50);
  });

  it('keeps a bounded history while following an endless source', () => {
    function* zigzag() {
      for (let i = 1; ; i++) yield { atMs: i * 250, posMm: i % 2 === 1 ? 100 : 0 };
    }
    const motion = new Motion(0, 0, DEFAULT_SPEED_LIMITS, 10_000);
    motion.retarget(0, zigzag());
    motion.positionAt(3_600_000);
    const kept = motion.segmentsBetween(0, 3_600_000);
    expect(kept.length).toBeLessThanOrEqual(2 * (20_000 / 250) + 2);
    expect(kept.at(-1)?.endMs).toBeGreaterThanOrEqual(3_600_000);
  });

  it('samples a timeline and lists segments', () => {
    const motion = new Motion(0, 0);
    motion.retarget(0, [{ atMs: 100, posMm: 10 }]);
    expect(motion.sample(0, 100, 50)).toEqual([0, 5, 10].map((v) => expect.closeTo(v) as number));
    expect(motion.segmentsBetween(0, 100)).toEqual([
      { startMs: 0, endMs: 100, fromMm: 0, toMm: 10 },
    ]);
  });
});
