import { describe, expect, it } from 'vitest';
import {
  MAX_LINKED_DEVICES,
  linkedDeviceName,
  validateLink,
  type LinkedDevice,
} from './validate-link';

const context = (linked: LinkedDevice[] = [], currentKey = 'MyOwnKey1') => ({ linked, currentKey });

describe('validateLink', () => {
  it('links a well-formed new key, trimmed, with its name or without one', () => {
    expect(validateLink({ connectionKey: ' Partner01 ', label: ' Bedroom ' }, context())).toEqual({
      ok: true,
      device: { connectionKey: 'Partner01', label: 'Bedroom' },
    });
    expect(validateLink({ connectionKey: 'Partner01', label: '   ' }, context())).toEqual({
      ok: true,
      device: { connectionKey: 'Partner01' },
    });
  });

  it.each([
    ['', 'keyRequired'],
    ['   ', 'keyRequired'],
    ['abcd', 'keyFormat'],
    ['has space1', 'keyFormat'],
    ['ümlaut12', 'keyFormat'],
    ['a'.repeat(65), 'keyFormat'],
    ['MyOwnKey1', 'keyCurrent'],
    ['Linked001', 'keyDuplicate'],
  ])('refuses the key %j (%s)', (connectionKey, problem) => {
    expect(
      validateLink({ connectionKey, label: '' }, context([{ connectionKey: 'Linked001' }])),
    ).toEqual({ ok: false, field: 'connectionKey', problem });
  });

  it('refuses a name longer than 64 characters', () => {
    expect(validateLink({ connectionKey: 'Partner01', label: 'x'.repeat(65) }, context())).toEqual({
      ok: false,
      field: 'label',
      problem: 'labelTooLong',
    });
    expect(validateLink({ connectionKey: 'Partner01', label: 'x'.repeat(64) }, context()).ok).toBe(
      true,
    );
  });

  it('refuses a device beyond the most the settings keep', () => {
    const full = Array.from({ length: MAX_LINKED_DEVICES }, (_, index) => ({
      connectionKey: `Linked${String(index).padStart(3, '0')}`,
    }));
    expect(validateLink({ connectionKey: 'Partner01', label: '' }, context(full))).toEqual({
      ok: false,
      field: 'connectionKey',
      problem: 'tooMany',
    });
  });

  it('names a device by its label, else its key', () => {
    expect(linkedDeviceName({ connectionKey: 'Linked001', label: 'Lounge' })).toBe('Lounge');
    expect(linkedDeviceName({ connectionKey: 'Linked001' })).toBe('Linked001');
  });
});
