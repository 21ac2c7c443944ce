import { describe, expect, it } from 'vitest';
import { circularCentre, unwrapAround, wrapInto } from './circular';

describe('wrapInto', () => {
  it('moves a value by whole periods into the half-open window', () => {
    expect(wrapInto(620, -200, 500)).toBe(120);
    expect(wrapInto(-250, -200, 500)).toBe(250);
    expect(wrapInto(300, -200, 500)).toBe(-200); // the end belongs to the next window
    expect(wrapInto(-200, -200, 500)).toBe(-200);
    expect(wrapInto(299.5, -200, 500)).toBe(299.5);
  });

  it('never returns the window end for a value a hair below a multiple of the period', () => {
    const wrapped = wrapInto(-1e-14, 0, 500);
    expect(wrapped).toBeGreaterThanOrEqual(0);
    expect(wrapped).toBeLessThan(500);
  });
});

describe('circularCentre', () => {
  it('finds the centre of phases that straddle the period boundary', () => {
    // 490 and 10 are 20 ms apart on the circle; their plain mean (250) is the opposite phase.
    const { centreMs, coherence } = circularCentre([490, 10, 495, 5], 500);
    expect(Math.min(centreMs, 500 - centreMs)).toBeLessThan(1e-9);
    expect(coherence).toBeGreaterThan(0.99);
  });

  it('ignores whole periods', () => {
    const a = circularCentre([100, 110, 120], 500);
    const b = circularCentre([600, -390, 1620], 500);
    expect(b.centreMs).toBeCloseTo(a.centreMs, 9);
    expect(a.centreMs).toBeCloseTo(110, 1);
  });

  it('says when the phases cancel out', () => {
    expect(circularCentre([0, 250], 500)).toEqual({ centreMs: 0, coherence: 0 });
    expect(circularCentre([], 500)).toEqual({ centreMs: 0, coherence: 0 });
    expect(circularCentre([0, 125, 250, 375], 500).coherence).toBe(0);
  });
});

describe('unwrapAround', () => {
  it('brings a value to within half a period of the centre', () => {
    expect(unwrapAround(-150, 320, 500)).toBe(350);
    expect(unwrapAround(350, 320, 500)).toBe(350);
    expect(unwrapAround(40, 320, 500)).toBe(540);
    expect(unwrapAround(70, 320, 500)).toBe(70); // the window is [70, 570)
  });
});
