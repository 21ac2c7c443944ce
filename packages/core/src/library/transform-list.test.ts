import { describe, expect, it } from 'vitest';
import type { Action } from '../script/types';
import { applyTransforms, describeTransforms, type Transform } from './transform-list';
import { invert, limitSpeed, offsetTime } from './transforms';

const script = (...pairs: [number, number][]): Action[] => pairs.map(([at, pos]) => ({ at, pos }));

describe('applyTransforms', () => {
  it('applies the transforms in order', () => {
    const actions = script([0, 0], [100, 100], [200, 0]);
    const transforms: Transform[] = [
      { kind: 'offsetTime', offsetMs: 50 },
      { kind: 'invert' },
      { kind: 'limitSpeed', maxPctPerS: 400 },
    ];
    expect(applyTransforms(actions, transforms)).toEqual(
      limitSpeed(invert(offsetTime(actions, 50)), 400),
    );
  });

  it('returns a copy for no transforms', () => {
    const actions = script([0, 0], [100, 100]);
    const out = applyTransforms(actions, []);
    expect(out).toEqual(actions);
    expect(out).not.toBe(actions);
    expect(out[0]).not.toBe(actions[0]);
  });

  it('passes the bounds of a remap through', () => {
    expect(
      applyTransforms(script([0, 0], [1, 100]), [{ kind: 'remapRange', toMin: 20, toMax: 40 }]),
    ).toEqual(script([0, 20], [1, 40]));
  });
});

describe('describeTransforms', () => {
  it('names each transform and its parameters compactly', () => {
    expect(
      describeTransforms([
        { kind: 'limitSpeed', maxPctPerS: 350 },
        { kind: 'simplify', tolerancePct: 2 },
      ]),
    ).toBe('glide: limitSpeed 350%/s; simplify 2%');
    expect(
      describeTransforms([
        { kind: 'offsetTime', offsetMs: 120 },
        { kind: 'offsetTime', offsetMs: -80 },
        { kind: 'invert' },
        { kind: 'remapRange' },
        { kind: 'remapRange', fromMin: 20, fromMax: 80, toMin: 5, toMax: 95 },
        { kind: 'slowDown', maxPctPerS: 333.333 },
      ]),
    ).toBe(
      'glide: offsetTime +120ms; offsetTime -80ms; invert; remapRange used to 0-100; remapRange 20-80 to 5-95; slowDown 333.33%/s',
    );
  });

  it('is empty for no transforms', () => {
    expect(describeTransforms([])).toBe('');
  });
});
