import { describe, expect, it } from 'vitest';
import { parseScript } from '@glide/core';
import { hasOwnPart, parsePartScript, partPlayable, partScriptValue } from './device-part';

describe('parsePartScript and partScriptValue', () => {
  it('read back what they write', () => {
    for (const value of ['main', 'variant:soft', 'variant:handy 2', 'axis:surge']) {
      expect(partScriptValue(parsePartScript(value))).toBe(value);
    }
    expect(parsePartScript('variant:soft')).toEqual({ kind: 'variant', label: 'soft' });
    expect(parsePartScript('axis:twist')).toEqual({ kind: 'axis', axis: 'twist' });
  });
});

describe('hasOwnPart', () => {
  it('is true only for a part that sets something', () => {
    expect(hasOwnPart(undefined)).toBe(false);
    expect(hasOwnPart({})).toBe(false);
    expect(hasOwnPart({ offsetMs: 0 })).toBe(false);
    expect(hasOwnPart({ offsetMs: -30 })).toBe(true);
    expect(hasOwnPart({ script: 'main' })).toBe(true);
    expect(hasOwnPart({ strokeZonePct: [0, 100] })).toBe(true);
  });
});

describe('partPlayable', () => {
  const script = parseScript(
    JSON.stringify({
      actions: [
        { at: 0, pos: 0 },
        { at: 500, pos: 100 },
        { at: 1000, pos: 50 },
      ],
    }),
  );

  it('lays the positions into the part’s stroke zone', () => {
    const playable = partPlayable(script, 'clip.soft.funscript', [20, 60]);
    expect(playable.actions.map((action) => action.pos)).toEqual([20, 60, 40]);
    expect(playable.source.points.map((point) => point.x)).toEqual([20, 60, 40]);
    expect(playable.source.name).toBe('clip.soft.csv');
  });

  it('plays the script as it is without a zone, or with the full one', () => {
    expect(partPlayable(script, 'a.funscript', undefined).actions).toBe(script.actions);
    expect(partPlayable(script, 'a.funscript', [0, 100]).actions).toBe(script.actions);
  });
});
