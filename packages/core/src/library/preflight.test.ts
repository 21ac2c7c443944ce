import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../script/csv';
import type { Action } from '../script/types';
import { csvByteLength } from './csv-size';
import { preflight, type PreflightContext, type PreflightScript } from './preflight';
import {
  fixSpeedPctPerS,
  suggestedTransform,
  type Finding,
  type FindingKind,
} from './preflight-findings';
import { applyTransforms } from './transform-list';
import { actionsArb } from './testing/arbitraries';

const script = (...pairs: [number, number][]): Action[] => pairs.map(([at, pos]) => ({ at, pos }));

/** Full strokes every `intervalMs` for `count` actions. */
const strokes = (intervalMs: number, count: number, from = 0): Action[] =>
  Array.from({ length: count }, (_, i) => ({
    at: from + i * intervalMs,
    pos: i % 2 === 0 ? 0 : 100,
  }));

const HSP: PreflightContext = { transport: 'hsp' };
const plain = (actions: Action[], extra: Partial<PreflightScript> = {}): PreflightScript => ({
  actions,
  inverted: false,
  ...extra,
});

const kinds = (findings: Finding[]) => findings.map((f) => f.kind);
function find<K extends FindingKind>(findings: Finding[], kind: K): Extract<Finding, { kind: K }> {
  const found = findings.find((f): f is Extract<Finding, { kind: K }> => f.kind === kind);
  if (found === undefined) throw new Error(`no ${kind} in ${kinds(findings).join(', ')}`);
  return found;
}

describe('preflight', () => {
  it('finds nothing in a plain script within every limit', () => {
    expect(preflight(plain(strokes(400, 20)), { ...HSP, videoDurationMs: 8_000 })).toEqual([]);
  });

  it('counts moves faster than 400 mm/s across the zone and says what the device does instead', () => {
    // 100 % in 200 ms over 100 mm is 500 mm/s: the device covers 80 % in time, or arrives 50 ms late.
    const findings = preflight(plain(strokes(200, 11, 1000)), HSP);
    expect(find(findings, 'tooFast')).toEqual({
      kind: 'tooFast',
      severity: 'warning',
      segmentCount: 10,
      worstMmPerS: 500,
      worstAtMs: 1000,
      limitMmPerS: 400,
      limitPctPerS: 400,
      worstReachedPct: 80,
      worstLateMs: 50,
      fixes: ['limitSpeed', 'slowDown'],
    });
  });

  it('measures speed across the user zone and stroke length, not the script alone', () => {
    const actions = strokes(200, 5);
    // Half the zone: 250 mm/s, within the limit.
    expect(
      kinds(preflight(plain(actions), { ...HSP, strokeZonePct: { min: 20, max: 70 } })),
    ).toEqual([]);
    // A 110 mm stroke: 550 mm/s.
    expect(
      find(preflight(plain(actions), { ...HSP, strokeLengthMm: 110 }), 'tooFast').worstMmPerS,
    ).toBe(550);
    // The fix's limit in script percent grows as the zone shrinks: 400 mm/s over 80 mm is 500 %/s.
    const narrow = preflight(plain(strokes(100, 5)), {
      ...HSP,
      strokeZonePct: { min: 10, max: 90 },
    });
    expect(find(narrow, 'tooFast').limitPctPerS).toBe(500);
  });

  it('reports points closer than 50 ms and how many simplify would drop', () => {
    // A per-frame ramp: 40 points 20 ms apart on a straight line, then a hold.
    const ramp = Array.from({ length: 40 }, (_, i) => ({ at: i * 20, pos: i * 2 }));
    const finding = find(preflight(plain([...ramp, { at: 3000, pos: 78 }]), HSP), 'tooDense');
    expect(finding).toMatchObject({
      intervalCount: 39,
      shortestIntervalMs: 20,
      thresholdMs: 50,
      maxMoveMm: 20,
      simplifyTolerancePct: 2,
      simplifiedAwayCount: 38,
      fixes: ['simplify'],
    });
  });

  it('offers no simplify when every dense point matters', () => {
    const finding = find(preflight(plain(strokes(40, 10)), HSP), 'tooDense');
    expect(finding.simplifiedAwayCount).toBe(0);
    expect(finding.fixes).toEqual([]);
  });

  it('warns about a length mismatch with the /local rule (5 s and 10 %)', () => {
    const actions = script([0, 0], [50_000, 100]);
    expect(
      find(preflight(plain(actions), { ...HSP, videoDurationMs: 100_000 }), 'lengthMismatch'),
    ).toEqual({
      kind: 'lengthMismatch',
      severity: 'warning',
      direction: 'shorter',
      scriptMs: 50_000,
      videoMs: 100_000,
      fixes: [],
    });
    expect(kinds(preflight(plain(actions), { ...HSP, videoDurationMs: 55_000 }))).not.toContain(
      'lengthMismatch',
    );
    expect(
      find(preflight(plain(actions), { ...HSP, videoDurationMs: 30_000 }), 'lengthMismatch')
        .direction,
    ).toBe('longer');
  });

  it('says when the first action comes after 10 s, and the last 10 s before the end', () => {
    const late = script([12_000, 0], [13_000, 100]);
    expect(find(preflight(plain(late), HSP), 'startsLate')).toMatchObject({
      firstActionMs: 12_000,
      thresholdMs: 10_000,
    });
    expect(kinds(preflight(plain(script([10_000, 0], [11_000, 100])), HSP))).toEqual([]);
    // 200 s of video, script to 185 s: within the mismatch tolerance (20 s) but 15 s of stillness.
    const early = preflight(plain(script([0, 0], [185_000, 100])), {
      ...HSP,
      videoDurationMs: 200_000,
    });
    expect(find(early, 'endsEarly')).toMatchObject({ lastActionMs: 185_000, videoMs: 200_000 });
    // A script much shorter than its video is a mismatch, not also an early end.
    const short = preflight(plain(script([0, 0], [50_000, 100])), {
      ...HSP,
      videoDurationMs: 100_000,
    });
    expect(kinds(short)).not.toContain('endsEarly');
  });

  it('reports inversion, a range other than 100 and a narrow band, with the remaps they suggest', () => {
    const findings = preflight(
      plain(script([0, 30], [1000, 60]), { inverted: true, rangePct: 80 }),
      HSP,
    );
    expect(kinds(findings)).toEqual(['inverted', 'range', 'narrowBand']);
    expect(find(findings, 'range').suggested).toEqual({
      fromMin: 0,
      fromMax: 100,
      toMin: 10,
      toMax: 90,
    });
    expect(find(findings, 'narrowBand')).toMatchObject({
      minPct: 30,
      maxPct: 60,
      thresholdPct: 50,
    });
    expect(kinds(preflight(plain(script([0, 0], [1000, 100]), { rangePct: 100 }), HSP))).toEqual(
      [],
    );
  });

  it('warns when an HSSP upload is over the host limit: 1 MiB, or 512 KiB on fw 3', () => {
    const actions = strokes(400, 10);
    const at = (scriptBytes: number, firmwareMajor?: number) =>
      kinds(
        preflight(plain(actions), {
          transport: 'hssp',
          scriptBytes,
          ...(firmwareMajor ? { firmwareMajor } : {}),
        }),
      );
    expect(at(1_048_576)).toEqual([]);
    expect(at(1_048_577)).toEqual(['tooLargeForHost']);
    expect(at(600_000)).toEqual([]);
    expect(at(600_000, 3)).toEqual(['tooLargeForHost']);
    expect(at(600_000, 4)).toEqual([]);
    expect(kinds(preflight(plain(actions), { transport: 'hsp', scriptBytes: 5_000_000 }))).toEqual(
      [],
    );
    const finding = find(
      preflight(plain(actions), { transport: 'hssp', scriptBytes: 600_000, firmwareMajor: 3 }),
      'tooLargeForHost',
    );
    expect(finding).toMatchObject({
      limitBytes: 524_288,
      limitSource: 'fw3',
      fixes: ['switchToHsp'],
    });
  });

  it('counts the CSV it would upload when no size is given', () => {
    // 60,000 actions of `1234567,100\n` (12 bytes) are about 720 KB: over fw 3's limit only.
    const big = Array.from({ length: 60_000 }, (_, i) => ({
      at: 1_000_000 + i * 100,
      pos: i % 2 === 0 ? 0 : 100,
    }));
    expect(kinds(preflight(plain(big), { transport: 'hssp', firmwareMajor: 3 }))).toContain(
      'tooLargeForHost',
    );
    expect(kinds(preflight(plain(big), { transport: 'hssp' }))).not.toContain('tooLargeForHost');
  });

  it('mentions variants when there is more than one script to choose', () => {
    expect(kinds(preflight(plain(strokes(400, 4)), { ...HSP, variantCount: 1 }))).toEqual([]);
    expect(
      find(preflight(plain(strokes(400, 4)), { ...HSP, variantCount: 3 }), 'variants'),
    ).toEqual({
      kind: 'variants',
      severity: 'info',
      variantCount: 3,
      fixes: ['pickVariant'],
    });
  });

  it('lists warnings before information', () => {
    const findings = preflight(plain(strokes(30, 400, 20_000), { inverted: true }), {
      transport: 'hssp',
      scriptBytes: 2_000_000,
      videoDurationMs: 200_000,
      variantCount: 2,
    });
    expect(kinds(findings)).toEqual([
      'tooFast',
      'tooLargeForHost',
      'lengthMismatch',
      'tooDense',
      'startsLate',
      'inverted',
      'variants',
    ]);
  });

  it('is empty-safe', () => {
    expect(preflight(plain([]), { transport: 'hssp', videoDurationMs: 60_000 })).toEqual([
      expect.objectContaining({ kind: 'lengthMismatch' }),
    ]);
  });
});

describe('suggestedTransform', () => {
  it('turns a tooFast finding into a speed cap after which preflight finds no fast move', () => {
    const zoneArb = fc
      .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }))
      .filter(([a, b]) => a !== b)
      .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }));
    fc.assert(
      fc.property(
        actionsArb({ minLength: 2, maxGapMs: 300 }),
        zoneArb,
        fc.integer({ min: 60, max: 120 }),
        fc.constantFrom('limitSpeed', 'slowDown' as const),
        (actions, strokeZonePct, strokeLengthMm, fix) => {
          const context: PreflightContext = { transport: 'hsp', strokeZonePct, strokeLengthMm };
          const finding = preflight(plain(actions), context).find((f) => f.kind === 'tooFast');
          if (finding === undefined) return;
          const transform = suggestedTransform(finding, fix);
          expect(transform).toBeDefined();
          const fixed = applyTransforms(actions, transform ? [transform] : []);
          expect(kinds(preflight(plain(fixed), context))).not.toContain('tooFast');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('caps the speed a tenth below the device’s top speed, so that the device can make up time', () => {
    const finding = find(preflight(plain(strokes(100, 100)), HSP), 'tooFast');
    expect(finding.limitPctPerS).toBe(400);
    expect(suggestedTransform(finding, 'limitSpeed')).toEqual({
      kind: 'limitSpeed',
      maxPctPerS: 360,
    });
    expect(suggestedTransform(finding, 'slowDown')).toEqual({ kind: 'slowDown', maxPctPerS: 360 });
    expect(fixSpeedPctPerS({ limitPctPerS: 500 })).toBe(450);
  });

  it('gives the remap, inversion and simplification a finding asks for, and nothing for other fixes', () => {
    const findings = preflight(
      plain(script([0, 30], [1000, 60]), { inverted: true, rangePct: 80 }),
      HSP,
    );
    expect(suggestedTransform(find(findings, 'narrowBand'), 'remapRange')).toEqual({
      kind: 'remapRange',
      fromMin: 30,
      fromMax: 60,
      toMin: 0,
      toMax: 100,
    });
    expect(suggestedTransform(find(findings, 'inverted'), 'invert')).toEqual({ kind: 'invert' });
    expect(suggestedTransform(find(findings, 'inverted'), 'simplify')).toBeUndefined();
    const variants = find(
      preflight(plain(strokes(400, 4)), { ...HSP, variantCount: 2 }),
      'variants',
    );
    expect(suggestedTransform(variants, 'pickVariant')).toBeUndefined();
  });
});

describe('csvByteLength', () => {
  it('is the length of the CSV toCsv writes', () => {
    fc.assert(
      fc.property(actionsArb({ maxGapMs: 100_000 }), (actions) => {
        expect(csvByteLength(actions)).toBe(toCsv(actions).length);
      }),
    );
  });
});
