import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positionAt } from './analysis';
import { parseCsvScript, toCsv } from './csv';
import { normaliseActions } from './normalise';
import { parseScript } from './parse';
import { ScriptError, type Action } from './types';

/** Valid, normalised actions: integer times, unique and sorted, positions 0–100. */
const validActions = (minLength = 2) =>
  fc
    .uniqueArray(fc.integer({ min: 0, max: 2_000_000_000 }), { minLength, maxLength: 200 })
    .chain((times) =>
      fc.tuple(
        fc.constant([...times].sort((a, b) => a - b)),
        fc.array(fc.integer({ min: 0, max: 100 }), {
          minLength: times.length,
          maxLength: times.length,
        }),
      ),
    )
    .map(([times, positions]) => times.map((at, i): Action => ({ at, pos: positions[i] ?? 0 })));

/** Anything a number field could hold after JSON.parse or arithmetic. */
const anyNumber = fc.oneof(
  fc.double(),
  fc.integer({ min: -1000, max: 100_000 }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, 2 ** 60),
);

const rawActions = fc.array(fc.record({ at: anyNumber, pos: anyNumber }), { maxLength: 100 });

/** Runs the parser and reports anything thrown that is not a ScriptError. */
function throwsOnlyScriptError(text: string, format?: 'csv' | 'funscript'): boolean {
  try {
    parseScript(text, format === undefined ? {} : { format });
    return true;
  } catch (error) {
    return error instanceof ScriptError;
  }
}

describe('script properties', () => {
  it('valid scripts round-trip through toCsv and parseCsvScript', () => {
    fc.assert(
      fc.property(validActions(), fc.string(), (actions, header) => {
        expect(parseCsvScript(toCsv(actions, { header })).actions).toEqual(actions);
      }),
    );
  });

  it('any actions written as CSV parse back as their normalised form', () => {
    fc.assert(
      fc.property(rawActions, (actions) => {
        const normalised = normaliseActions(actions);
        const csv = toCsv(actions);
        if (normalised.length >= 2) {
          expect(parseCsvScript(csv).actions).toEqual(normalised);
        } else {
          expect(() => parseCsvScript(csv)).toThrow(ScriptError);
        }
      }),
    );
  });

  it('normalised actions are sorted, unique, integral and in range, and stable', () => {
    fc.assert(
      fc.property(rawActions, (actions) => {
        const out = normaliseActions(actions);
        out.forEach((a, i) => {
          expect(Number.isInteger(a.at) && a.at >= 0).toBe(true);
          expect(Number.isInteger(a.pos) && a.pos >= 0 && a.pos <= 100).toBe(true);
          const previous = out[i - 1];
          if (previous) expect(a.at).toBeGreaterThan(previous.at);
        });
        expect(normaliseActions(out)).toEqual(out);
      }),
    );
  });

  it('positionAt equals pos at every action time and stays between neighbours', () => {
    fc.assert(
      fc.property(validActions(1), fc.double({ min: 0, max: 1, noNaN: true }), (actions, f) => {
        for (const a of actions) expect(positionAt(actions, a.at)).toBe(a.pos);
        actions.forEach((a, i) => {
          const b = actions[i + 1];
          if (!b) return;
          const p = positionAt(actions, a.at + f * (b.at - a.at));
          expect(p).toBeGreaterThanOrEqual(Math.min(a.pos, b.pos));
          expect(p).toBeLessThanOrEqual(Math.max(a.pos, b.pos));
        });
        const first = actions[0];
        const last = actions[actions.length - 1];
        if (first && last) {
          expect(positionAt(actions, first.at - 1 - f * 1e6)).toBe(first.pos);
          expect(positionAt(actions, last.at + 1 + f * 1e6)).toBe(last.pos);
        }
      }),
    );
  });

  describe('hostile input only ever throws ScriptError', () => {
    const formats = fc.constantFrom(undefined, 'csv' as const, 'funscript' as const);

    it('random strings', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), formats, (text, format) => {
          expect(throwsOnlyScriptError(text, format)).toBe(true);
        }),
      );
    });

    it('CSV-like and JSON-like fragments, including NaN, Infinity and huge numbers', () => {
      const piece = fc.constantFrom(
        '0', '1', '42', '-', '+', ',', ' ', '\t', '\n', '\r\n', '#', '.', 'e', 'NaN', 'Infinity',
        '-Infinity', '1e400', '99999999999999999999999', '\uFEFF', '{', '}', '[', ']', '"at":',
        '"pos":', '"actions":', ':', 'null', 'true', '"x"', 'time,position',
      ); // prettier-ignore
      fc.assert(
        fc.property(fc.array(piece, { maxLength: 60 }), formats, (pieces, format) => {
          expect(throwsOnlyScriptError(pieces.join(''), format)).toBe(true);
        }),
      );
    });

    it('random JSON values', () => {
      fc.assert(
        fc.property(fc.json({ maxDepth: 6 }), formats, (text, format) => {
          expect(throwsOnlyScriptError(text, format)).toBe(true);
        }),
      );
    });

    it('funscript-shaped JSON with hostile fields', () => {
      const hostileFile = fc.record(
        {
          actions: fc.oneof(rawActions, fc.array(fc.anything()), fc.anything()),
          inverted: fc.anything(),
          range: fc.anything(),
          version: fc.anything(),
          metadata: fc.anything(),
          axes: fc.oneof(
            fc.array(fc.record({ id: fc.anything(), actions: fc.anything() })),
            fc.anything(),
          ),
          channels: fc.oneof(
            fc.dictionary(fc.string(), fc.record({ actions: rawActions })),
            fc.anything(),
          ),
        },
        { requiredKeys: [] },
      );
      fc.assert(
        fc.property(hostileFile, fc.option(fc.string()), (file, axis) => {
          // JSON.stringify turns NaN and Infinity into null and drops undefined, like a real file.
          const text = JSON.stringify(file, (_key, value: unknown) =>
            typeof value === 'bigint' ? value.toString() : value,
          );
          try {
            parseScript(text ?? '', axis === null ? {} : { axis });
          } catch (error) {
            expect(error).toBeInstanceOf(ScriptError);
          }
        }),
      );
    });

    it('huge numbers and deep nesting in text', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 5000 }),
          fc.constantFrom('1e400', '-1e400', '1e-400', '123456789012345678901234567890'),
          (depth, big) => {
            const nested = `{"actions":[{"at":${big},"pos":${'['.repeat(depth)}${']'.repeat(depth)}}]}`;
            expect(throwsOnlyScriptError(nested)).toBe(true);
            expect(
              throwsOnlyScriptError(`{"actions":[{"at":0,"pos":${big}},{"at":${big},"pos":1}]}`),
            ).toBe(true);
            expect(
              throwsOnlyScriptError(`0,${big.replace(/e.*/, '')}\n${big.replace(/e.*/, '')},1`),
            ).toBe(true);
          },
        ),
        { numRuns: 50 },
      );
    });
  });
});
