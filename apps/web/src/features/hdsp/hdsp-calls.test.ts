import { describe, expect, it } from 'vitest';
import { fakeCloud } from '../../device/testing/fake-cloud';
import { sendHdspMove } from '../../device/protocols/hdsp';
import {
  CALL_FIELDS,
  DEFAULT_DRAFT,
  HDSP_CALLS,
  checkField,
  parseNumber,
  toHdspMove,
  validateHdsp,
  type HdspDraft,
} from './hdsp-calls';

const NO_FLAGS = { stopOnTarget: false, immediateResponse: false };

describe('parseNumber', () => {
  it('reads plain and decimal-comma numbers and refuses anything else', () => {
    expect(parseNumber('42')).toBe(42);
    expect(parseNumber(' 12.5 ')).toBe(12.5);
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('-3')).toBe(-3);
    for (const text of ['', 'abc', '1e3', '12..5', '1 000', 'NaN', 'Infinity']) {
      expect(parseNumber(text)).toBeUndefined();
    }
  });
});

describe('checkField', () => {
  it('keeps each field to its range, the ends included', () => {
    expect(checkField('positionMm', '0')).toEqual({ ok: true, value: 0 });
    expect(checkField('positionMm', '100')).toEqual({ ok: true, value: 100 });
    expect(checkField('positionMm', '100.1')).toEqual({ ok: false, problem: 'range' });
    expect(checkField('positionPct', '-1')).toEqual({ ok: false, problem: 'range' });
    expect(checkField('velocityMmPerS', '31')).toEqual({ ok: false, problem: 'range' });
    expect(checkField('velocityMmPerS', '32')).toEqual({ ok: true, value: 32 });
    expect(checkField('velocityMmPerS', '400')).toEqual({ ok: true, value: 400 });
    expect(checkField('velocityMmPerS', '401')).toEqual({ ok: false, problem: 'range' });
    expect(checkField('velocityPct', '100')).toEqual({ ok: true, value: 100 });
    expect(checkField('durationMs', '60000')).toEqual({ ok: true, value: 60_000 });
    expect(checkField('durationMs', '60001')).toEqual({ ok: false, problem: 'range' });
  });

  it('wants whole milliseconds and says when a field is empty', () => {
    expect(checkField('durationMs', '250.5')).toEqual({ ok: false, problem: 'range' });
    expect(checkField('durationMs', '  ')).toEqual({ ok: false, problem: 'required' });
    expect(checkField('positionPct', 'half')).toEqual({ ok: false, problem: 'range' });
  });
});

describe('validateHdsp', () => {
  it('checks only the two fields of the chosen call', () => {
    const draft: HdspDraft = { ...DEFAULT_DRAFT, durationMs: 'soon', velocityPct: '' };
    const xava = validateHdsp('xava', draft, NO_FLAGS);
    expect(xava).toEqual({
      ok: true,
      request: { call: 'xava', values: { positionMm: 50, velocityMmPerS: 100 }, ...NO_FLAGS },
    });
    expect(validateHdsp('xpvp', draft, NO_FLAGS)).toEqual({
      ok: false,
      problems: { velocityPct: 'required' },
    });
    expect(validateHdsp('xat', { ...draft, positionMm: '120' }, NO_FLAGS)).toEqual({
      ok: false,
      problems: { positionMm: 'range', durationMs: 'range' },
    });
  });

  it('gives every call a position field and a speed or time field', () => {
    for (const call of HDSP_CALLS) {
      const [position, second] = CALL_FIELDS[call];
      expect(position.startsWith('position')).toBe(true);
      expect(second.startsWith('velocity') || second === 'durationMs').toBe(true);
    }
  });
});

describe('toHdspMove and sendHdspMove', () => {
  it('sends each call to its path with the wire units: fractions for %, mm and ms as typed', async () => {
    const cloud = fakeCloud();
    const api = cloud.runtime.device('HdspKey1');
    const draft: HdspDraft = {
      positionMm: '30',
      positionPct: '25',
      velocityMmPerS: '120',
      velocityPct: '40',
      durationMs: '800',
    };
    const flags = { stopOnTarget: true, immediateResponse: false };
    for (const call of HDSP_CALLS) {
      const validation = validateHdsp(call, draft, flags);
      if (!validation.ok) throw new Error(`${call} refused`);
      await sendHdspMove(api, toHdspMove(validation.request));
    }
    const wireFlags = { stop_on_target: true, immediate_rsp: false };
    const sent = cloud.calls.map(({ path, body }) => ({ path, body }));
    expect(sent).toEqual([
      { path: '/hdsp/xava', body: { xa: 30, va: 120, ...wireFlags } },
      { path: '/hdsp/xavp', body: { xa: 30, vp: 0.4, ...wireFlags } },
      { path: '/hdsp/xpva', body: { xp: 0.25, va: 120, ...wireFlags } },
      { path: '/hdsp/xpvp', body: { xp: 0.25, vp: 0.4, ...wireFlags } },
      { path: '/hdsp/xat', body: { xa: 30, t: 800, ...wireFlags } },
      { path: '/hdsp/xpt', body: { xp: 0.25, t: 800, ...wireFlags } },
    ]);
  });
});
