/**
 * The player's keys, pure: which key press means which player action (the conventions people
 * know from video players: Space, arrows, F, M), and when a key is not the player's to take.
 */
import { isTypingTarget, type KeyPressEvent } from '../../device';

/** What a key asks of the player. */
export type PlayerKeyAction =
  | 'togglePlay'
  | 'seekBack'
  | 'seekForward'
  | 'volumeUp'
  | 'volumeDown'
  | 'toggleFullscreen'
  | 'toggleMute';

/** Arrows seek by this much (the seek bar's own arrow step too). */
export const KEY_SEEK_MS = 5000;
/** ↑/↓ change the volume by this much (0–1). */
export const KEY_VOLUME_STEP = 0.1;

/** Holding these keys repeats them, as in every player; the toggles act once per press. */
const REPEATABLE = new Set<PlayerKeyAction>(['seekBack', 'seekForward', 'volumeUp', 'volumeDown']);

const TABLE: Readonly<Record<string, PlayerKeyAction>> = {
  ' ': 'togglePlay',
  ArrowLeft: 'seekBack',
  ArrowRight: 'seekForward',
  ArrowUp: 'volumeUp',
  ArrowDown: 'volumeDown',
  f: 'toggleFullscreen',
  m: 'toggleMute',
};

/**
 * Controls that act on Space themselves (a focused button presses, a checkbox ticks). Sliders do
 * not, so Space on the focused seek bar plays and pauses, as in every player.
 */
const SPACE_TAKERS =
  'button,a[href],summary,input:not([type="range"]),select,textarea,[role="button"],[role="checkbox"],[role="switch"],[role="radio"],[role="menuitem"],[role="option"],[role="tab"]';

/** Widgets whose arrow keys move within them (sliders, radio groups, tabs, lists, menus). */
const ARROW_TAKERS =
  'input,select,textarea,[role="slider"],[role="radio"],[role="radiogroup"],[role="tab"],[role="tablist"],[role="listbox"],[role="option"],[role="menu"],[role="menuitem"],[role="combobox"],[role="spinbutton"],[role="grid"],[role="tree"]';

/** Input types that take no typing: the player's letter keys may act while they have focus. */
const NON_TEXT_INPUTS = new Set(['range', 'checkbox', 'radio', 'button', 'submit', 'reset']);

function typing(target: EventTarget | null): boolean {
  if (target instanceof HTMLInputElement && NON_TEXT_INPUTS.has(target.type)) return false;
  return isTypingTarget(target);
}

function within(target: EventTarget | null, selector: string): boolean {
  return target instanceof Element && target.closest(selector) !== null;
}

/**
 * The player action a key press asks for, or undefined when the key is not the player's: with
 * Ctrl, Cmd or Alt (browser shortcuts), after a widget handled it, while typing, on a widget that
 * uses the key itself (Space on a button, arrows on a slider or a radio group), on a repeat of a
 * toggle, or when the user bound the key to a device shortcut (`boundKeys`, lower case). Escape is
 * never the player's: it is the emergency stop.
 */
export function playerKeyAction(
  event: KeyPressEvent,
  boundKeys: ReadonlySet<string> = new Set(),
): PlayerKeyAction | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return undefined;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const action = TABLE[key];
  if (action === undefined || boundKeys.has(key)) return undefined;
  if (event.repeat && !REPEATABLE.has(action)) return undefined;
  if (typing(event.target)) return undefined;
  if (action === 'togglePlay' && within(event.target, SPACE_TAKERS)) return undefined;
  if (key.startsWith('Arrow') && within(event.target, ARROW_TAKERS)) return undefined;
  return action;
}
