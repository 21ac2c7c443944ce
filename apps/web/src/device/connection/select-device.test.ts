import { describe, expect, it } from 'vitest';
import { defaultPreferences, type PreferencesPatch } from '../../preferences';
import { AppError } from '../errors/app-error';
import { chooseDevice, deviceKindOfFemaleParam, deviceSelectionPatch } from './select-device';

describe('deviceSelectionPatch (spec §4)', () => {
  it('The Handy: dark mode on, female filter off', () => {
    expect(deviceSelectionPatch('handy')).toEqual({
      device: 'handy',
      darkMode: true,
      femaleContentFilter: false,
    });
  });

  it('Oh: dark mode off, female filter on', () => {
    expect(deviceSelectionPatch('oh')).toEqual({
      device: 'oh',
      darkMode: false,
      femaleContentFilter: true,
    });
  });

  it.each(['Handy', 'OH', '', 'female', 1, null, undefined, {}])(
    'refuses %j as Unknown device',
    (value) => {
      expect(() => deviceSelectionPatch(value)).toThrow(new AppError('unknownDevice'));
    },
  );
});

describe('deviceKindOfFemaleParam (spec §2)', () => {
  it.each([
    ['true', 'oh'],
    ['false', 'handy'],
    ['TRUE', 'handy'],
    ['1', 'handy'],
    ['', 'handy'],
  ])('%j selects %s', (value, kind) => {
    expect(deviceKindOfFemaleParam(value)).toBe(kind);
  });
});

describe('chooseDevice', () => {
  function store() {
    const updates: PreferencesPatch[] = [];
    return {
      updates,
      update(patch: PreferencesPatch) {
        updates.push(patch);
        return { ok: true as const, preferences: defaultPreferences };
      },
    };
  }

  it('saves the rule’s patch with the extra fields in one change', () => {
    const preferences = store();
    expect(chooseDevice(preferences, 'oh', { deviceSelectionComplete: true })).toEqual({
      ok: true,
    });
    expect(preferences.updates).toEqual([
      { device: 'oh', darkMode: false, femaleContentFilter: true, deviceSelectionComplete: true },
    ]);
  });

  it('refuses an unknown device with the translated Unknown device, saving nothing', () => {
    const preferences = store();
    expect(chooseDevice(preferences, 'thehandy')).toEqual({
      ok: false,
      error: { key: 'unknownDevice' },
    });
    expect(preferences.updates).toEqual([]);
  });

  it('passes on a change the store refuses', () => {
    const refusing = {
      update: () => ({ ok: false as const, problems: ['darkMode: conflict'] }),
    };
    expect(chooseDevice(refusing, 'handy')).toEqual({
      ok: false,
      error: { key: 'unknown', values: { message: 'darkMode: conflict' } },
    });
  });
});
