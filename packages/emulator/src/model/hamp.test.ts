import { describe, expect, it } from 'vitest';
import { maxSampledSpeed, modelFixture } from '../test-support/model';
import { hampCommand, hampState, setHampStroke } from './commands';
import { DeviceMode, HampPlayState } from './enums';
import { hampSpeedMmPerS } from './hamp';

describe('hampSpeedMmPerS', () => {
  it('maps velocity to v · 400 mm/s with a 32 mm/s floor, and 0 to standing still', () => {
    expect(hampSpeedMmPerS(1)).toBe(400);
    expect(hampSpeedMmPerS(0.5)).toBe(200);
    expect(hampSpeedMmPerS(0.01)).toBe(32);
    expect(hampSpeedMmPerS(0)).toBe(0);
  });
});

describe('HAMP on a device', () => {
  it('starts at velocity 0 and does not move until a velocity is set', () => {
    const { device, clock, named } = modelFixture();
    const state = hampCommand(device, () => device.hamp.start());
    expect(state).toEqual({ play_state: HampPlayState.PLAYING, velocity: 0, direction: true });
    expect(device.mode).toBe(DeviceMode.HAMP);
    clock.advance(1_000);
    expect(device.motion.positionAt(clock.now())).toBe(0);
    expect(named('hamp_state_changed')).toHaveLength(1);
  });

  it('oscillates inside the zone at the velocity speed, flipping direction at the ends', () => {
    const { device, clock } = modelFixture();
    device.setStroke({ min: 0.2, max: 0.8 });
    hampCommand(device, () => device.hamp.start());
    hampCommand(device, () => {
      device.hamp.velocity = 0.5;
    });
    const startMs = clock.now();
    clock.advance(200); // 40 mm up at 200 mm/s: inside the zone
    const enteredMs = startMs + 100; // reaches 20 mm after 100 ms
    clock.advance(10_000);
    const positions = device.motion.sample(enteredMs, clock.now(), 5);
    expect(Math.min(...positions)).toBeGreaterThanOrEqual(20 - 1e-9);
    expect(Math.max(...positions)).toBeLessThanOrEqual(80 + 1e-9);
    expect(Math.max(...positions)).toBeCloseTo(80);
    expect(Math.min(...positions)).toBeCloseTo(20);
    expect(maxSampledSpeed(device, startMs, clock.now())).toBeCloseTo(200, 5);
    // Direction: 20 → 80 takes 300 ms; at +150 ms into a down-stroke the direction is down.
    const upAtMs = enteredMs + 300;
    expect(device.motion.velocityAt(upAtMs + 150)).toBeCloseTo(-200);
    expect(device.motion.velocityAt(upAtMs + 450)).toBeCloseTo(200);
  });

  it('never exceeds 400 mm/s at full velocity and reports the direction', () => {
    const { device, clock } = modelFixture();
    hampCommand(device, () => device.hamp.start());
    hampCommand(device, () => {
      device.hamp.velocity = 1;
    });
    const startMs = clock.now();
    clock.advance(5_000);
    expect(maxSampledSpeed(device, startMs, clock.now())).toBeLessThanOrEqual(400 + 1e-6);
    // A full up- or down-stroke of 100 mm takes 250 ms; 5 s in, a new up-stroke has just begun.
    clock.advance(125);
    expect(hampState(device).direction).toBe(true);
    clock.advance(250);
    expect(hampState(device).direction).toBe(false);
  });

  it('nests its own stroke inside the slider zone', () => {
    const { device, clock } = modelFixture();
    device.setStroke({ min: 0.5, max: 1 });
    setHampStroke(device, { min: 0.5, max: 1 });
    hampCommand(device, () => device.hamp.start());
    hampCommand(device, () => {
      device.hamp.velocity = 1;
    });
    clock.advance(1_000);
    const turns = device.motion
      .segmentsBetween(clock.now() - 500, clock.now())
      .map((s) => Math.round(s.toMm * 1000) / 1000);
    expect(new Set(turns)).toEqual(new Set([75, 100]));
  });

  it('stops moving on stop and emits the state', () => {
    const { device, clock, named } = modelFixture();
    hampCommand(device, () => device.hamp.start());
    hampCommand(device, () => {
      device.hamp.velocity = 0.5;
    });
    clock.advance(100);
    hampCommand(device, () => device.hamp.stop());
    const stoppedAt = device.motion.positionAt(clock.now());
    clock.advance(1_000);
    expect(device.motion.positionAt(clock.now())).toBeCloseTo(stoppedAt);
    expect(named('hamp_state_changed').map((e) => e.data)).toEqual([
      { play_state: 1, velocity: 0, direction: true },
      { play_state: 1, velocity: 0.5, direction: true },
      { play_state: 0, velocity: 0.5, direction: true },
    ]);
  });

  it('refuses a stroke with min >= max', () => {
    const { device } = modelFixture();
    expect(() => setHampStroke(device, { min: 0.6, max: 0.4 })).toThrow('Stroke needs');
  });
});
