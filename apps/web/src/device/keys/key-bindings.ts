/**
 * The keyboard shortcuts of spec §4–§5, pure: which key press means which device action, when
 * shortcuts act at all, and what each action changes. `use-key-bindings.ts` sends the change.
 */
import type { Preferences } from '../../preferences';

/** The shortcut actions: six for the device, two for the playlist. */
export type BindingAction =
  | 'strokeTopUp'
  | 'strokeTopDown'
  | 'strokeBottomUp'
  | 'strokeBottomDown'
  | 'timeOffsetIncrease'
  | 'timeOffsetDecrease'
  | 'playlistNext'
  | 'playlistPrevious';

/** The stored shortcut settings. */
export type KeyBindingSettings = Preferences['keyBinding'];

/** The part of a `KeyboardEvent` the shortcuts look at. */
export interface KeyPressEvent {
  readonly key: string;
  readonly repeat: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly defaultPrevented: boolean;
  readonly target: EventTarget | null;
}

/** Where the app is when a key is pressed. */
export interface BindingContext {
  readonly connected: boolean;
  readonly pathname: string;
}

/** The stroke zone, relative 0–1 (`/slider/stroke`). */
export interface StrokeZone {
  readonly min: number;
  readonly max: number;
}

/** The narrowest zone a shortcut leaves: the stroke-zone control's own step (1 %). */
const MIN_ZONE_SPAN = 0.01;

/** Roles of widgets that take letter keys themselves (type-ahead, text entry). */
const TYPING_ROLES =
  '[role="textbox"],[role="searchbox"],[role="combobox"],[role="listbox"],[role="menu"],[role="spinbutton"]';

/** Editable content, whatever the DOM implementation supports of `isContentEditable`. */
const EDITABLE = '[contenteditable=""],[contenteditable="true"],[contenteditable="plaintext-only"]';

/** True when a key press on `target` is meant for typing (a field, a list with type-ahead…). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return target.closest(`${EDITABLE},${TYPING_ROLES}`) !== null;
}

/** Spec §2: `/settings` disables the shortcuts (the key capture buttons live there). */
export function isSettingsRoute(pathname: string): boolean {
  return pathname === '/settings' || pathname.startsWith('/settings/');
}

/** True for the playlist's actions, which act on the page's playlist rather than the device. */
export function isPlaylistAction(
  action: BindingAction,
): action is Extract<BindingAction, `playlist${string}`> {
  return action.startsWith('playlist');
}

/**
 * The action a key press triggers, or `undefined` (spec §5: only with the shortcuts enabled, off
 * `/settings`, not on a repeat, and for the device's actions with a connected device; keys compare
 * case-insensitively). Also nothing while typing, with Ctrl, Cmd or Alt (browser shortcuts), or
 * when a widget already handled the key. The playlist's keys need no device: a video plays without one.
 */
export function bindingActionOf(
  event: KeyPressEvent,
  bindings: KeyBindingSettings,
  context: BindingContext,
): BindingAction | undefined {
  if (!bindings.enabled || isSettingsRoute(context.pathname)) return undefined;
  if (event.repeat || event.defaultPrevented) return undefined;
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  if (isTypingTarget(event.target)) return undefined;
  const key = event.key.toLowerCase();
  const { stroke, timeOffset, playlist } = bindings;
  const table: readonly (readonly [string, BindingAction])[] = [
    [stroke.topUp, 'strokeTopUp'],
    [stroke.topDown, 'strokeTopDown'],
    [stroke.bottomUp, 'strokeBottomUp'],
    [stroke.bottomDown, 'strokeBottomDown'],
    [timeOffset.increase, 'timeOffsetIncrease'],
    [timeOffset.decrease, 'timeOffsetDecrease'],
    [playlist.next, 'playlistNext'],
    [playlist.previous, 'playlistPrevious'],
  ];
  const action = table.find(([bound]) => bound.toLowerCase() === key)?.[1];
  if (action === undefined || (!context.connected && !isPlaylistAction(action))) return undefined;
  return action;
}

/** True for the stroke actions (the others change the time offset). */
export function isStrokeAction(
  action: BindingAction,
): action is Extract<BindingAction, `stroke${string}`> {
  return action.startsWith('stroke');
}

/** Rounds away binary noise (0.1 + 0.2), keeping far finer steps than 1 %. */
function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/**
 * The stroke zone after a stroke action (spec §4: a step is `incrementPct / 100`), kept within
 * 0–1 and at least 1 % wide; `undefined` when it would not change (already at the edge).
 */
export function nextStrokeZone(
  zone: StrokeZone,
  action: Extract<BindingAction, `stroke${string}`>,
  incrementPct: number,
): StrokeZone | undefined {
  const step = incrementPct / 100;
  let { min, max } = zone;
  switch (action) {
    case 'strokeTopUp':
      max = Math.min(1, max + step);
      break;
    case 'strokeTopDown':
      max = Math.max(min + MIN_ZONE_SPAN, max - step);
      break;
    case 'strokeBottomUp':
      min = Math.min(max - MIN_ZONE_SPAN, min + step);
      break;
    case 'strokeBottomDown':
      min = Math.max(0, min - step);
      break;
  }
  const next = { min: round(min), max: round(max) };
  return next.min === zone.min && next.max === zone.max ? undefined : next;
}

/** The user time offset after a time-offset action (spec §4: a step is `incrementMs`). */
export function nextTimeOffsetMs(
  offsetMs: number,
  action: Extract<BindingAction, `timeOffset${string}`>,
  incrementMs: number,
): number {
  return action === 'timeOffsetIncrease' ? offsetMs + incrementMs : offsetMs - incrementMs;
}

/**
 * True for the emergency stop key: Escape, not a repeat, and not cancelled by a listener that ran
 * before the stop's own (it listens first, in the capture phase, so an open dialog, popover or
 * menu closing on the same press cannot cancel it).
 */
export function isEmergencyStopKey(
  event: Pick<KeyPressEvent, 'key' | 'repeat' | 'defaultPrevented'>,
): boolean {
  return event.key === 'Escape' && !event.repeat && !event.defaultPrevented;
}
