/**
 * The device's buttons act on the player (spec §4): POWER resumes play; LEFT and RIGHT seek back
 * or forward 15 s (60 s on a long press); UP and DOWN change the playback rate by 0.1 (a long press
 * resets it to 1), held to Glide's 0.5–2, a range the spec does not give. Pure: the hook
 * `useDeviceButtons` applies it.
 */

/**
 * The button and button-event numbers of the wire (the SDK's `Button` and `ButtonEvent`). A value
 * import of the SDK would pull it into the pages' chunks, which get it with the first connect; a
 * test pins these to the SDK's.
 */
export const BUTTON = { POWER: 0, UP: 1, LEFT: 2, RIGHT: 3, DOWN: 4 } as const;
export const BUTTON_EVENT = { SHORT_PRESS: 2, LONG_PRESS_START: 3 } as const;

/** A button event as the session keeps it (`sdk.lastButtonEvent`). */
export interface ButtonPress {
  readonly button: number;
  readonly event: number;
}

/** What the page's player does for a button. */
export interface PlayerControls {
  /** Plays (resumes) the media. */
  play(): void;
  /** Seeks by `ms` from the current position (− back, + forward). */
  seekByMs(ms: number): void;
  setRate(rate: number): void;
  /** The playback rate now. */
  rate(): number;
}

/** A short press of LEFT or RIGHT seeks this far (spec §4). */
export const BUTTON_SEEK_MS = 15_000;
/** A long press of LEFT or RIGHT seeks this far (spec §4). */
export const BUTTON_LONG_SEEK_MS = 60_000;
/** UP and DOWN change the rate by this much (spec §4). */
export const BUTTON_RATE_STEP = 0.1;
/**
 * The playback rate's range, 0.5–2: Glide's own (the spec names no range, only the 0.1 step; see
 * docs/deviations.md).
 */
export const MIN_RATE = 0.5;
export const MAX_RATE = 2;

/** What a button press does to the player. */
export type ButtonAction =
  | { readonly kind: 'play' }
  | { readonly kind: 'seek'; readonly byMs: number }
  | { readonly kind: 'rate'; readonly rate: number };

/** `rate` held to 0.5–2 and to one decimal (0.1 steps never gather float dust). */
function clampRate(rate: number): number {
  return Math.min(MAX_RATE, Math.max(MIN_RATE, Math.round(rate * 10) / 10));
}

/**
 * The player action of a button press, or `undefined` for a press that does nothing (other
 * buttons, PRESSED/RELEASED and the long press's steps and end: a long press acts once, at its
 * start).
 */
export function buttonAction(press: ButtonPress, rateNow: number): ButtonAction | undefined {
  const long = press.event === BUTTON_EVENT.LONG_PRESS_START;
  if (!long && press.event !== BUTTON_EVENT.SHORT_PRESS) return undefined;
  const seekMs = long ? BUTTON_LONG_SEEK_MS : BUTTON_SEEK_MS;
  switch (press.button) {
    case BUTTON.POWER:
      return long ? undefined : { kind: 'play' };
    case BUTTON.LEFT:
      return { kind: 'seek', byMs: -seekMs };
    case BUTTON.RIGHT:
      return { kind: 'seek', byMs: seekMs };
    case BUTTON.UP:
      return { kind: 'rate', rate: long ? 1 : clampRate(rateNow + BUTTON_RATE_STEP) };
    case BUTTON.DOWN:
      return { kind: 'rate', rate: long ? 1 : clampRate(rateNow - BUTTON_RATE_STEP) };
    default:
      return undefined;
  }
}

/** Applies a button press to the player; returns what it did (`undefined`: nothing). */
export function applyButtonPress(
  press: ButtonPress,
  controls: PlayerControls,
): ButtonAction | undefined {
  const action = buttonAction(press, controls.rate());
  switch (action?.kind) {
    case 'play':
      controls.play();
      break;
    case 'seek':
      controls.seekByMs(action.byMs);
      break;
    case 'rate':
      controls.setRate(action.rate);
      break;
    case undefined:
      break;
  }
  return action;
}
