import { describe, expect, it } from 'vitest';
import { maxSampledSpeed, modelFixture } from '../test-support/model';
import { hdspMove, type HdspRequest } from './commands';
import { DeviceMode, HdspState } from './enums';

describe('HDSP moves', () => {
  const cases: [string, HdspRequest, number, number][] = [
    // name, request, expected target mm, expected travel time ms from 0 mm
    ['xava', { xa: 60, va: 120 }, 60, 500],
    ['xavp', { xa: 40, vp: 0.5 }, 40, 200],
    ['xpva', { xp: 0.25, va: 50 }, 25, 500],
    ['xpvp', { xp: 1, vp: 1 }, 100, 250],
    ['xat', { xa: 80, t: 800 }, 80, 800],
    ['xpt', { xp: 0.5, t: 1_000 }, 50, 1_000],
  ];

  for (const [name, request, targetMm, travelMs] of cases) {
    it(`${name} reaches its target, announcing MOVING then POINT_REACHED`, () => {
      const { device, clock, named } = modelFixture();
      expect(hdspMove(device, request)).toBe('ok');
      expect(device.mode).toBe(DeviceMode.HDSP);
      expect(device.hdsp.state).toBe(HdspState.MOVING);
      clock.advance(travelMs - 1);
      expect(device.hdsp.state).toBe(HdspState.MOVING);
      clock.advance(1);
      expect(device.hdsp.state).toBe(HdspState.POINT_REACHED);
      expect(device.motion.positionAt(clock.now())).toBeCloseTo(targetMm);
      expect(named('hdsp_state_changed').map((e) => e.data)).toEqual([
        { state: HdspState.MOVING },
        { state: HdspState.POINT_REACHED },
      ]);
    });
  }

  it('maps relative positions into the stroke zone and clamps absolute ones to it', () => {
    const { device, clock } = modelFixture();
    device.setStroke({ min: 0.2, max: 0.6 });
    hdspMove(device, { xp: 0.5, t: 0 });
    clock.advance(1_000);
    expect(device.motion.positionAt(clock.now())).toBeCloseTo(40);
    hdspMove(device, { xa: 95, t: 0 });
    clock.advance(1_000);
    expect(device.motion.positionAt(clock.now())).toBeCloseTo(60);
  });

  it('is limited to 400 mm/s however short the requested time', () => {
    const { device, clock } = modelFixture();
    const startMs = clock.now();
    hdspMove(device, { xa: 100, t: 10 });
    clock.advance(100);
    expect(device.hdsp.state).toBe(HdspState.MOVING);
    clock.advance(150);
    expect(device.hdsp.state).toBe(HdspState.POINT_REACHED);
    expect(maxSampledSpeed(device, startMs, clock.now())).toBeLessThanOrEqual(400 + 1e-6);
  });

  it('moves no slower than 32 mm/s and waits at the target', () => {
    const { device, clock } = modelFixture();
    hdspMove(device, { xa: 32, va: 1 });
    clock.advance(1_000);
    expect(device.hdsp.state).toBe(HdspState.POINT_REACHED);
    expect(device.motion.positionAt(clock.now())).toBeCloseTo(32);
  });

  it('chains: a new target while moving continues from the current position', () => {
    const { device, clock, named } = modelFixture();
    hdspMove(device, { xa: 100, va: 100 });
    clock.advance(500);
    hdspMove(device, { xa: 0, va: 100 });
    expect(device.motion.positionAt(clock.now())).toBeCloseTo(50);
    clock.advance(500);
    expect(device.hdsp.state).toBe(HdspState.POINT_REACHED);
    expect(device.motion.positionAt(clock.now())).toBeCloseTo(0);
    // Still MOVING when the second command came: no second MOVING event.
    expect(named('hdsp_state_changed')).toHaveLength(2);
  });

  it('a blocked slider holds still and reaches the target only once freed', () => {
    const { device, clock, names } = modelFixture();
    hdspMove(device, { xa: 100, va: 100 });
    clock.advance(200);
    device.setSliderBlocked(true);
    clock.advance(5_000);
    expect(device.motion.positionAt(clock.now())).toBeCloseTo(20);
    expect(device.hdsp.state).toBe(HdspState.MOVING);
    device.setSliderBlocked(false);
    clock.advance(2_000);
    expect(device.hdsp.state).toBe(HdspState.POINT_REACHED);
    expect(device.motion.positionAt(clock.now())).toBeCloseTo(100);
    expect(names()).toContain('slider_blocked');
    expect(names()).toContain('slider_unblocked');
  });
});
