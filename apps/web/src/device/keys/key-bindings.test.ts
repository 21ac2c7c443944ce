// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { defaultPreferences } from '../../preferences';
import {
  bindingActionOf,
  isEmergencyStopKey,
  isTypingTarget,
  nextStrokeZone,
  nextTimeOffsetMs,
  type BindingContext,
  type KeyBindingSettings,
  type KeyPressEvent,
} from './key-bindings';

const enabled: KeyBindingSettings = { ...defaultPreferences.keyBinding, enabled: true };
const onHamp: BindingContext = { connected: true, pathname: '/hamp' };

function press(key: string, overrides: Partial<KeyPressEvent> = {}): KeyPressEvent {
  return {
    key,
    repeat: false,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    defaultPrevented: false,
    target: document.body,
    ...overrides,
  };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('bindingActionOf', () => {
  it('maps the default keys of spec §9 to their actions', () => {
    const actions = ['q', 'a', 'w', 's', 'e', 'd'].map((key) =>
      bindingActionOf(press(key), enabled, onHamp),
    );
    expect(actions).toEqual([
      'strokeTopUp',
      'strokeTopDown',
      'strokeBottomUp',
      'strokeBottomDown',
      'timeOffsetIncrease',
      'timeOffsetDecrease',
    ]);
    expect(bindingActionOf(press('x'), enabled, onHamp)).toBeUndefined();
  });

  it('compares keys case-insensitively, both ways', () => {
    expect(bindingActionOf(press('Q'), enabled, onHamp)).toBe('strokeTopUp');
    const upper: KeyBindingSettings = {
      ...enabled,
      stroke: { ...enabled.stroke, topUp: 'X' },
    };
    expect(bindingActionOf(press('x'), upper, onHamp)).toBe('strokeTopUp');
    expect(bindingActionOf(press('q'), upper, onHamp)).toBeUndefined();
  });

  it('acts only with the shortcuts enabled and a connected device', () => {
    expect(bindingActionOf(press('q'), defaultPreferences.keyBinding, onHamp)).toBeUndefined();
    expect(
      bindingActionOf(press('q'), enabled, { connected: false, pathname: '/hamp' }),
    ).toBeUndefined();
  });

  it('maps n and p to the playlist, which needs no device (but the shortcuts enabled)', () => {
    const offline: BindingContext = { connected: false, pathname: '/local' };
    expect(bindingActionOf(press('n'), enabled, offline)).toBe('playlistNext');
    expect(bindingActionOf(press('P'), enabled, offline)).toBe('playlistPrevious');
    expect(bindingActionOf(press('n'), defaultPreferences.keyBinding, offline)).toBeUndefined();
    expect(bindingActionOf(press('n'), enabled, { ...offline, pathname: '/settings' })).toBe(
      undefined,
    );
    const moved: KeyBindingSettings = { ...enabled, playlist: { next: ']', previous: '[' } };
    expect(bindingActionOf(press(']'), moved, offline)).toBe('playlistNext');
    expect(bindingActionOf(press('n'), moved, offline)).toBeUndefined();
  });

  it('does nothing on /settings', () => {
    for (const pathname of ['/settings', '/settings/keys']) {
      expect(bindingActionOf(press('q'), enabled, { connected: true, pathname })).toBeUndefined();
    }
    expect(bindingActionOf(press('q'), enabled, { connected: true, pathname: '/' })).toBe(
      'strokeTopUp',
    );
  });

  it('ignores key repeat, handled keys and browser shortcuts', () => {
    expect(bindingActionOf(press('q', { repeat: true }), enabled, onHamp)).toBeUndefined();
    expect(
      bindingActionOf(press('q', { defaultPrevented: true }), enabled, onHamp),
    ).toBeUndefined();
    expect(bindingActionOf(press('s', { ctrlKey: true }), enabled, onHamp)).toBeUndefined();
    expect(bindingActionOf(press('s', { metaKey: true }), enabled, onHamp)).toBeUndefined();
    expect(bindingActionOf(press('s', { altKey: true }), enabled, onHamp)).toBeUndefined();
  });

  it('ignores keys typed into fields and editable content', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const select = document.createElement('select');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inside = document.createElement('span');
    editable.append(inside);
    const combobox = document.createElement('button');
    combobox.setAttribute('role', 'combobox');
    document.body.append(input, textarea, select, editable, combobox);
    for (const target of [input, textarea, select, editable, inside, combobox]) {
      expect(isTypingTarget(target)).toBe(true);
      expect(bindingActionOf(press('q', { target }), enabled, onHamp)).toBeUndefined();
    }
    const button = document.createElement('button');
    document.body.append(button);
    expect(isTypingTarget(button)).toBe(false);
    expect(bindingActionOf(press('q', { target: button }), enabled, onHamp)).toBe('strokeTopUp');
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('nextStrokeZone', () => {
  it('moves each end by incrementPct / 100', () => {
    const zone = { min: 0.2, max: 0.8 };
    expect(nextStrokeZone(zone, 'strokeTopUp', 10)).toEqual({ min: 0.2, max: 0.9 });
    expect(nextStrokeZone(zone, 'strokeTopDown', 10)).toEqual({ min: 0.2, max: 0.7 });
    expect(nextStrokeZone(zone, 'strokeBottomUp', 10)).toEqual({ min: 0.3, max: 0.8 });
    expect(nextStrokeZone(zone, 'strokeBottomDown', 10)).toEqual({ min: 0.1, max: 0.8 });
    expect(nextStrokeZone(zone, 'strokeTopDown', 25)).toEqual({ min: 0.2, max: 0.55 });
  });

  it('keeps the zone within 0–1 and at least 1 % wide', () => {
    expect(nextStrokeZone({ min: 0.05, max: 0.95 }, 'strokeTopUp', 10)).toEqual({
      min: 0.05,
      max: 1,
    });
    expect(nextStrokeZone({ min: 0.05, max: 0.95 }, 'strokeBottomDown', 10)).toEqual({
      min: 0,
      max: 0.95,
    });
    expect(nextStrokeZone({ min: 0.5, max: 0.55 }, 'strokeTopDown', 10)).toEqual({
      min: 0.5,
      max: 0.51,
    });
    expect(nextStrokeZone({ min: 0.5, max: 0.55 }, 'strokeBottomUp', 10)).toEqual({
      min: 0.54,
      max: 0.55,
    });
  });

  it('is undefined at the edge, so that nothing is sent', () => {
    expect(nextStrokeZone({ min: 0, max: 1 }, 'strokeTopUp', 10)).toBeUndefined();
    expect(nextStrokeZone({ min: 0, max: 1 }, 'strokeBottomDown', 10)).toBeUndefined();
    expect(nextStrokeZone({ min: 0.5, max: 0.51 }, 'strokeTopDown', 10)).toBeUndefined();
  });

  it('does not drift in binary fractions', () => {
    let zone = { min: 0, max: 1 };
    for (let i = 0; i < 3; i++) zone = nextStrokeZone(zone, 'strokeBottomUp', 10) ?? zone;
    expect(zone.min).toBe(0.3);
  });
});

describe('nextTimeOffsetMs', () => {
  it('steps by incrementMs, below zero too', () => {
    expect(nextTimeOffsetMs(0, 'timeOffsetIncrease', 10)).toBe(10);
    expect(nextTimeOffsetMs(0, 'timeOffsetDecrease', 10)).toBe(-10);
    expect(nextTimeOffsetMs(-25, 'timeOffsetDecrease', 50)).toBe(-75);
  });
});

describe('isEmergencyStopKey', () => {
  it('is Escape, neither repeated nor already handled by a dialog or popover', () => {
    const escape = { key: 'Escape', repeat: false, defaultPrevented: false };
    expect(isEmergencyStopKey(escape)).toBe(true);
    expect(isEmergencyStopKey({ ...escape, repeat: true })).toBe(false);
    expect(isEmergencyStopKey({ ...escape, defaultPrevented: true })).toBe(false);
    expect(isEmergencyStopKey({ ...escape, key: 'Esc' })).toBe(false);
    expect(isEmergencyStopKey({ ...escape, key: 'q' })).toBe(false);
  });
});
