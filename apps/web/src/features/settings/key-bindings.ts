import * as v from 'valibot';
import { preferencesSchema } from '../../preferences';

/**
 * Key capture rules of the key-binding settings. Pure, so the rules are tested without a DOM: which
 * key presses become a binding, which are left to the browser, and which are refused and why.
 */

/** The eight bindable actions, by the name of their field in the key-binding form. */
export const KEY_ACTIONS = [
  'topUp',
  'topDown',
  'bottomUp',
  'bottomDown',
  'increase',
  'decrease',
  'next',
  'previous',
] as const;

/** One bindable action. */
export type KeyAction = (typeof KEY_ACTIONS)[number];

/** The key of every action. */
export type KeyAssignments = Readonly<Record<KeyAction, string>>;

/** The part of a `KeyboardEvent` the capture looks at. */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}

/** What a key press on a capture button means. */
export type CaptureOutcome =
  /** Bind `key` (lower-cased: the shortcut handler compares case-insensitively anyway). */
  | { readonly kind: 'bind'; readonly key: string }
  /** The key already triggers `usedBy`; nothing changes. */
  | { readonly kind: 'duplicate'; readonly key: string; readonly usedBy: KeyAction }
  /** Not a single printable character (arrows, function keys, space…); nothing changes. */
  | { readonly kind: 'unbindable' }
  /** Enter or Space: the usual way to "press" a button, so it asks for a key instead. */
  | { readonly kind: 'activate' }
  /** Left to the browser: focus moves (Tab), capture is abandoned (Escape), or a shortcut is meant. */
  | { readonly kind: 'pass' };

/** The schema of one stored key (a single printable character), taken from the preferences schema. */
const keySchema: v.GenericSchema<string> =
  preferencesSchema.entries.keyBinding.entries.stroke.entries.topUp;

/** Keys that only modify others, or that keyboard users need to move around and leave. */
const PASS_THROUGH = new Set(['Tab', 'Escape', 'Shift', 'Control', 'Alt', 'AltGraph', 'Meta']);

/** Case-insensitive key comparison, as the shortcut handler compares them (spec §5). */
export function sameKey(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** The action other than `action` that `key` already triggers, if any. */
export function actionUsingKey(
  assignments: KeyAssignments,
  action: KeyAction,
  key: string,
): KeyAction | undefined {
  return KEY_ACTIONS.find((other) => other !== action && sameKey(assignments[other], key));
}

/** Decides what a key press on the capture button of `action` does. */
export function captureKey(
  press: KeyPress,
  action: KeyAction,
  assignments: KeyAssignments,
): CaptureOutcome {
  // With Ctrl, Cmd or Alt the user means a browser or system shortcut, not a binding.
  if (press.ctrlKey || press.metaKey || press.altKey || PASS_THROUGH.has(press.key)) {
    return { kind: 'pass' };
  }
  if (press.key === 'Enter' || press.key === ' ') return { kind: 'activate' };
  if (!v.is(keySchema, press.key)) return { kind: 'unbindable' };
  const key = press.key.toLowerCase();
  const usedBy = actionUsingKey(assignments, action, key);
  return usedBy ? { kind: 'duplicate', key, usedBy } : { kind: 'bind', key };
}
