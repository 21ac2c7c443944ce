import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loadPreferences, serializePreferences } from './load';
import { preferencesSchema } from './schema';
import { customPreferences, getPath, jsonCopy, setPath } from './test-fixtures';

const TOP_LEVEL_KEYS = Object.keys(preferencesSchema.entries);

/** JSON shaped like a blob: the schema's own keys (plus strays) holding arbitrary JSON. */
const blobLike = fc.dictionary(
  fc.oneof(fc.constantFrom(...TOP_LEVEL_KEYS, '__proto__', 'constructor'), fc.string()),
  fc.jsonValue(),
);

function expectUsable(raw: string): void {
  const { preferences, problems } = loadPreferences(raw);
  expect(v.safeParse(preferencesSchema, preferences).success).toBe(true);
  expect(Array.isArray(problems)).toBe(true);
  // Loading what was loaded is a fixed point: a repaired blob needs no further repair.
  expect(loadPreferences(serializePreferences(preferences))).toEqual({ preferences, problems: [] });
}

describe('loadPreferences on random input', () => {
  it('never throws and always yields schema-valid settings for any string', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), expectUsable), { numRuns: 300 });
  });

  it('never throws and always yields schema-valid settings for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => expectUsable(JSON.stringify(value))),
      { numRuns: 300 },
    );
  });

  it('never throws and always yields schema-valid settings for blob-shaped JSON', () => {
    fc.assert(
      fc.property(blobLike, fc.option(fc.integer({ min: -1, max: 3 })), (blob, version) => {
        const withVersion = version === null ? blob : { ...blob, version };
        expectUsable(JSON.stringify(withVersion));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every untouched field when random fields of a custom blob are garbled', () => {
    const fields = [
      'darkMode',
      'device',
      'connectionKey',
      'keyBinding.enabled',
      'keyBinding.stroke.topUp',
      'keyBinding.stroke.incrementPct',
      'keyBinding.timeOffset.decrease',
      'beatbox.currentBeat.name',
      'beatbox.currentBeat.settings.timePerCellMs',
      'beatbox.cellStates.stepMs',
      'localPlayer.videoUrl',
      'randomClassic.speedRangePct',
      'randomClassic.timeBetweenSeconds',
      'api.applicationKey',
    ];
    // Single characters are left out: a valid new key could legitimately clash with an untouched one.
    const garbage = fc.oneof(
      fc.jsonValue().filter((value) => !(typeof value === 'string' && value.length === 1)),
      fc.constantFrom(-1, 101, 1e9, '', 'ab', [100, 0], { nested: true }),
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...fields), { minLength: 1, maxLength: 5 }),
        fc.array(garbage, { minLength: 5, maxLength: 5 }),
        (garbled, values) => {
          const draft = jsonCopy(customPreferences());
          garbled.forEach((path, index) => setPath(draft, path, values[index]));
          const { preferences } = loadPreferences(JSON.stringify(draft));
          expect(v.safeParse(preferencesSchema, preferences).success).toBe(true);
          for (const path of fields.filter((field) => !garbled.includes(field))) {
            expect(getPath(preferences, path)).toEqual(getPath(customPreferences(), path));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
