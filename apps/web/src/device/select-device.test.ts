import { describe, expect, it } from 'vitest';
import { deviceKindOfFemaleParam, deviceSelectionPatch } from './select-device';

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
      expect(() => deviceSelectionPatch(value)).toThrow('Unknown device');
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
