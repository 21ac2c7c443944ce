import { describe, expect, it } from 'vitest';
import { combineCalibration, phaseVerdict } from './calibration';
import type { PhaseEstimate } from './taps';
import {
  CALIBRATION_MAX_TAPS,
  CALIBRATION_MIN_TAPS,
  CALIBRATION_PHASE_HALF_WIDTH_MS,
} from './tuning';

/** A phase that is `enough` unless overridden. */
function phase(overrides: Partial<PhaseEstimate> = {}): PhaseEstimate {
  return {
    periodMs: 500,
    offsetMs: 200,
    standardErrorMs: 1.5,
    halfWidthMs: 3,
    estimator: 'midrange',
    spreadMs: 20,
    coherence: 0.98,
    taps: 24,
    warmUpDiscarded: 3,
    unpaired: 0,
    doubleTaps: 0,
    rejected: 1,
    accepted: 20,
    ...overrides,
  };
}

describe('phaseVerdict', () => {
  it('asks for more taps until the minimum is accepted, however tight', () => {
    expect(phaseVerdict(phase({ accepted: CALIBRATION_MIN_TAPS - 1, halfWidthMs: 0.5 }))).toBe(
      'needMoreTaps',
    );
    expect(phaseVerdict(phase({ accepted: CALIBRATION_MIN_TAPS }))).toBe('enough');
  });

  it('asks for more taps while the interval is too wide', () => {
    const target = CALIBRATION_PHASE_HALF_WIDTH_MS;
    expect(phaseVerdict(phase({ halfWidthMs: target + 0.01 }))).toBe('needMoreTaps');
    expect(phaseVerdict(phase({ halfWidthMs: target }))).toBe('enough');
    expect(phaseVerdict(phase({ offsetMs: null, halfWidthMs: null, accepted: 0 }))).toBe(
      'needMoreTaps',
    );
  });

  it('stops at the cap and takes what there is', () => {
    const wide = { halfWidthMs: 9, taps: CALIBRATION_MAX_TAPS };
    expect(phaseVerdict(phase({ ...wide, taps: CALIBRATION_MAX_TAPS - 1 }))).toBe('needMoreTaps');
    expect(phaseVerdict(phase(wide))).toBe('capped');
    expect(phaseVerdict(phase({ ...wide, halfWidthMs: 2 }))).toBe('enough');
  });
});

describe('combineCalibration', () => {
  it('is the device phase’s delay minus the video phase’s, with both uncertainties', () => {
    const result = combineCalibration(
      phase({ offsetMs: 230, standardErrorMs: 1.2, halfWidthMs: 2.4 }),
      phase({ offsetMs: 272, standardErrorMs: 1.6, halfWidthMs: 3.2 }),
    );
    expect(result).toEqual({
      lagMs: 42,
      standardErrorMs: 2,
      uncertaintyMs: 4,
      verdict: 'ready',
      wide: false,
      video: 'enough',
      device: 'enough',
    });
  });

  it('finds the lag across the period boundary', () => {
    // A 380 ms reaction plus a 200 ms lag: the device phase reads 580 − 500 = 80 ms.
    expect(combineCalibration(phase({ offsetMs: 380 }), phase({ offsetMs: 80 })).lagMs).toBeCloseTo(
      200,
      9,
    );
    // A 20 ms reaction and a device 100 ms early: −80, reported as such.
    expect(combineCalibration(phase({ offsetMs: 20 }), phase({ offsetMs: -80 })).lagMs).toBeCloseTo(
      -100,
      9,
    );
  });

  it('reports the lag in [−0.4, 0.6) periods: outside it, one period off', () => {
    const lag = (video: number, device: number) =>
      combineCalibration(phase({ offsetMs: video }), phase({ offsetMs: device })).lagMs;
    expect(lag(0, 299)).toBe(299);
    expect(lag(0, 300)).toBe(-200);
    expect(lag(100, -100)).toBe(-200);
    expect(lag(100, -101)).toBe(299);
  });

  it('asks for the video phase first, then the device phase', () => {
    const short = phase({ accepted: 5 });
    expect(combineCalibration(short, short)).toMatchObject({
      verdict: 'needMoreVideoTaps',
      lagMs: null,
      uncertaintyMs: null,
    });
    expect(combineCalibration(phase(), short)).toMatchObject({
      verdict: 'needMoreDeviceTaps',
      lagMs: null,
    });
  });

  it('flags a capped phase as wide when the lag is not known to ±10 ms, and has no result without estimates', () => {
    // √(7² + 3²) = 7.6 ms: capped, but the lag is as good as the issue asks.
    const capped = phase({ halfWidthMs: 7, taps: CALIBRATION_MAX_TAPS });
    expect(combineCalibration(capped, phase())).toMatchObject({
      verdict: 'ready',
      wide: false,
      video: 'capped',
    });
    // √(9.6² + 3²) = 10.06 ms: just over.
    const looser = phase({ halfWidthMs: 9.6, taps: CALIBRATION_MAX_TAPS });
    expect(combineCalibration(phase(), looser)).toMatchObject({
      verdict: 'ready',
      wide: true,
      device: 'capped',
    });
    // Just under: √(9.5² + 3²) = 9.96 ms.
    expect(combineCalibration(phase(), { ...looser, halfWidthMs: 9.5 })).toMatchObject({
      wide: false,
    });
    const nothing = phase({
      offsetMs: null,
      standardErrorMs: null,
      halfWidthMs: null,
      accepted: 1,
      taps: CALIBRATION_MAX_TAPS,
    });
    expect(combineCalibration(phase(), nothing)).toMatchObject({
      verdict: 'noResult',
      wide: true,
      lagMs: null,
    });
  });

  it('refuses phases of different periods', () => {
    expect(() => combineCalibration(phase(), phase({ periodMs: 600 }))).toThrow(RangeError);
  });
});
