import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { beatResolutionSchema, beatSettingsSchema, cellGridSchema } from './beatbox-schema';
import { SETTING_BOUNDS, inputBounds, type SettingBounds } from './bounds';
import { randomClassicSchema, strokeBindingSchema, timeOffsetBindingSchema } from './schema';

const fields: Array<[string, v.GenericSchema, SettingBounds]> = [
  ['stroke increment', strokeBindingSchema.entries.incrementPct, SETTING_BOUNDS.strokeIncrementPct],
  [
    'time offset increment',
    timeOffsetBindingSchema.entries.incrementMs,
    SETTING_BOUNDS.timeOffsetIncrementMs,
  ],
  ['minimum stroke', randomClassicSchema.entries.minimumStrokeLengthPct, SETTING_BOUNDS.percent],
  [
    'random time between',
    randomClassicSchema.entries.timeBetweenSeconds,
    SETTING_BOUNDS.randomTimeBetweenSeconds,
  ],
  [
    'random pause',
    randomClassicSchema.entries.currentPauseSeconds,
    SETTING_BOUNDS.randomPauseSeconds,
  ],
  ['beat rows', beatResolutionSchema.entries.height, SETTING_BOUNDS.beatRows],
  ['beat columns', beatResolutionSchema.entries.time, SETTING_BOUNDS.beatColumns],
  ['time per cell', beatSettingsSchema.entries.timePerCellMs, SETTING_BOUNDS.beatCellMs],
  ['table height', beatSettingsSchema.entries.tableHeight, SETTING_BOUNDS.beatTableHeight],
  ['cell step', cellGridSchema.entries.stepMs, SETTING_BOUNDS.beatCellMs],
];

describe('setting bounds', () => {
  it.each(fields)('the %s schema accepts exactly its bounds', (_, schema, { min, max }) => {
    expect(v.is(schema, min)).toBe(true);
    expect(v.is(schema, max)).toBe(true);
    expect(v.is(schema, min - 1)).toBe(false);
    expect(v.is(schema, max + 1)).toBe(false);
  });

  it('holds a beat to 2–100 rows, 1–100 columns and rows drawn 1–8 steps tall', () => {
    const { height, time } = beatResolutionSchema.entries;
    expect([v.is(height, 1), v.is(height, 2), v.is(height, 100)]).toEqual([false, true, true]);
    expect([v.is(time, 1), v.is(time, 100), v.is(time, 101)]).toEqual([true, true, false]);
    const { tableHeight } = beatSettingsSchema.entries;
    expect([v.is(tableHeight, 1), v.is(tableHeight, 8), v.is(tableHeight, 9)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('gives a number input the min, max and step of its setting', () => {
    expect(inputBounds(SETTING_BOUNDS.randomPauseSeconds)).toEqual({
      min: 0,
      max: 3600,
      step: 'any',
    });
  });
});
