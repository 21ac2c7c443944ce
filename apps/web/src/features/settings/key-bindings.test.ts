import { describe, expect, it } from 'vitest';
import { actionUsingKey, captureKey, type KeyAssignments, type KeyPress } from './key-bindings';

const defaults: KeyAssignments = {
  topUp: 'q',
  topDown: 'a',
  bottomUp: 'w',
  bottomDown: 's',
  increase: 'e',
  decrease: 'd',
  next: 'n',
  previous: 'p',
};

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('captureKey', () => {
  it('binds a free printable key, lower-cased', () => {
    expect(captureKey(press('z'), 'topUp', defaults)).toEqual({ kind: 'bind', key: 'z' });
    expect(captureKey(press('Z'), 'topUp', defaults)).toEqual({ kind: 'bind', key: 'z' });
    expect(captureKey(press('7'), 'decrease', defaults)).toEqual({ kind: 'bind', key: '7' });
    expect(captureKey(press('+'), 'increase', defaults)).toEqual({ kind: 'bind', key: '+' });
  });

  it('lets an action keep its own key', () => {
    expect(captureKey(press('Q'), 'topUp', defaults)).toEqual({ kind: 'bind', key: 'q' });
  });

  it('refuses a key another action uses, comparing case-insensitively', () => {
    expect(captureKey(press('A'), 'topUp', defaults)).toEqual({
      kind: 'duplicate',
      key: 'a',
      usedBy: 'topDown',
    });
    expect(captureKey(press('e'), 'bottomDown', defaults)).toEqual({
      kind: 'duplicate',
      key: 'e',
      usedBy: 'increase',
    });
  });

  it('refuses keys that are not one printable character', () => {
    for (const key of ['ArrowUp', 'F1', 'Backspace', 'Delete', 'Home', 'Dead', '\u200b']) {
      expect(captureKey(press(key), 'topUp', defaults), key).toEqual({ kind: 'unbindable' });
    }
  });

  it('treats Enter and Space as pressing the button', () => {
    expect(captureKey(press('Enter'), 'topUp', defaults)).toEqual({ kind: 'activate' });
    expect(captureKey(press(' '), 'topUp', defaults)).toEqual({ kind: 'activate' });
  });

  it('leaves navigation, modifiers and shortcuts to the browser', () => {
    for (const key of ['Tab', 'Escape', 'Shift', 'Control', 'Alt', 'Meta']) {
      expect(captureKey(press(key), 'topUp', defaults), key).toEqual({ kind: 'pass' });
    }
    expect(captureKey(press('c', { ctrlKey: true }), 'topUp', defaults)).toEqual({ kind: 'pass' });
    expect(captureKey(press('v', { metaKey: true }), 'topUp', defaults)).toEqual({ kind: 'pass' });
    expect(captureKey(press('x', { altKey: true }), 'topUp', defaults)).toEqual({ kind: 'pass' });
  });
});

describe('actionUsingKey', () => {
  it('names the other action holding a key, never the asking one', () => {
    expect(actionUsingKey(defaults, 'topUp', 'S')).toBe('bottomDown');
    expect(actionUsingKey(defaults, 'topUp', 'q')).toBeUndefined();
    expect(actionUsingKey(defaults, 'topUp', 'x')).toBeUndefined();
  });
});
