import { RANDOM_CLASSIC_DEFAULTS } from '@glide/core';
import { describe, expect, it } from 'vitest';
import { adoptStored, changedUnits, checkDrafts, draftsOf, parseWithin } from './settings-fields';

const defaults = draftsOf(RANDOM_CLASSIC_DEFAULTS);

describe('settings fields', () => {
  it('writes the stored settings as the fields’ texts', () => {
    expect(defaults).toEqual({
      speedMin: '0',
      speedMax: '90',
      strokeMin: '20',
      strokeMax: '80',
      minimumStroke: '25',
      timeBetween: '5',
      pause: '0',
    });
    expect(checkDrafts(defaults)).toEqual({ errors: {}, valid: RANDOM_CLASSIC_DEFAULTS });
  });

  it('reads a number within bounds only', () => {
    const bounds = { min: 1, max: 3600, step: 'any' } as const;
    expect(
      ['', ' ', 'abc', '0', '3601', 'Infinity', '2.5'].map((t) => parseWithin(t, bounds)),
    ).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, 2.5]);
  });

  it('gives each invalid field its own message and keeps the valid units', () => {
    const { errors, valid } = checkDrafts({
      ...defaults,
      speedMin: '70',
      speedMax: '60',
      strokeMin: '40',
      strokeMax: '40.5',
      minimumStroke: '101',
      timeBetween: '0.5',
      pause: '-1',
    });
    expect(errors).toEqual({
      speedMax: 'speedOrder',
      strokeMax: 'strokeNarrow',
      minimumStroke: 'percent',
      timeBetween: 'timeBetween',
      pause: 'pause',
    });
    expect(valid).toEqual({});
    // Equal ends are in order but leave no zone: Start's rule calls them too narrow.
    expect(checkDrafts({ ...defaults, strokeMin: '50', strokeMax: '50' }).errors).toEqual({
      strokeMax: 'strokeNarrow',
    });
    expect(checkDrafts({ ...defaults, strokeMin: '60', strokeMax: '50' }).errors).toEqual({
      strokeMax: 'strokeOrder',
    });
    expect(checkDrafts({ ...defaults, speedMin: '' }).errors).toEqual({ speedMin: 'percent' });
  });

  it('saves only the units that changed, a range as one', () => {
    const { valid } = checkDrafts({ ...defaults, speedMax: '50', pause: '2' });
    expect(changedUnits(valid, RANDOM_CLASSIC_DEFAULTS)).toEqual({
      speedRangePct: [0, 50],
      currentPauseSeconds: 2,
    });
    expect(changedUnits(checkDrafts(defaults).valid, RANDOM_CLASSIC_DEFAULTS)).toEqual({});
  });

  it('takes a change made elsewhere, except in a field being edited', () => {
    const editing = { ...defaults, speedMax: '1000' };
    const elsewhere = {
      ...RANDOM_CLASSIC_DEFAULTS,
      speedRangePct: [10, 20] as const,
      timeBetweenSeconds: 9,
    };
    expect(adoptStored(editing, RANDOM_CLASSIC_DEFAULTS, elsewhere)).toEqual({
      ...editing,
      timeBetween: '9',
    });
  });
});
