/**
 * Where a tap comes from while the wizard collects them, each stamped with its event's `timeStamp`
 * (the performance timeline, the clock the tap session runs on):
 * - **Space**, anywhere but a text field (key repeats never count, and its key-up is held back so a
 *   focused button is not pressed by it);
 * - **a press anywhere** (touch, pen or the main mouse button) that is not on another control, so
 *   the header's "Stop all" and the wizard's own buttons keep working; a touch or a pen counts when
 *   it lifts where it landed (one that moved, or that the browser took for a scroll, was not a
 *   tap), stamped with the time it landed;
 * - **the tap button** pressed from the keyboard (Enter) or by assistive technology, which sends a
 *   click without a press.
 * Framework-free: `listenForTaps` adds the listeners and returns their disposer.
 */
import { isTypingTarget } from '../../../device';

/** The attribute that marks the big tap button: a press on it is a tap, not a control's. */
export const TAP_PAD_ATTRIBUTE = 'data-tap-pad';

/**
 * A touch or pen that moves farther than this (CSS px) before it lifts is a scroll or a drag, not a
 * tap: about a finger's wobble, as touch screens allow before they start a scroll.
 */
export const TAP_SLOP_PX = 10;

/** Controls a press on which is theirs, not a tap. */
const CONTROLS = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'summary',
  'label',
  'video[controls]',
  '[contenteditable]',
  '[role="button"]',
  '[role="slider"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="menuitem"]',
  '[role="tab"]',
  '[role="link"]',
].join(',');

/** True when a press on `target` is a tap: on the tap button, or on nothing that is a control. */
export function isTapTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return true;
  if (target.closest(`[${TAP_PAD_ATTRIBUTE}]`)) return true;
  return target.closest(CONTROLS) === null;
}

/** What a key event needs to be read as a tap. */
type KeyLike = Pick<KeyboardEvent, 'key' | 'repeat' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target'>;

/** True for a key press that is a tap: Space, not repeated, without a modifier, not in a text field. */
export function isTapKey(event: KeyLike): boolean {
  return (
    event.key === ' ' &&
    !event.repeat &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.metaKey &&
    !isTypingTarget(event.target)
  );
}

/**
 * Listens on `target` (the window) for taps and calls `onTap` with each one's time; returns the
 * disposer. Presses are heard in the capture phase, before any handler can stop them.
 */
export function listenForTaps(target: Window, onTap: (atMs: number) => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isTapKey(event)) return;
    // Space would scroll the page, press a focused button or play the clip: it is a tap now.
    event.preventDefault();
    onTap(event.timeStamp);
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key === ' ' && !isTypingTarget(event.target)) event.preventDefault();
  };
  /** Touches and pens down and not yet lifted: where and when each landed. */
  const landed = new Map<
    number,
    { readonly atMs: number; readonly x: number; readonly y: number }
  >();
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (!isTapTarget(event.target)) return;
    if (event.pointerType !== 'touch' && event.pointerType !== 'pen') {
      onTap(event.timeStamp);
      return;
    }
    // It may yet become a scroll: it is a tap only once it lifts where it landed.
    landed.set(event.pointerId, { atMs: event.timeStamp, x: event.clientX, y: event.clientY });
  };
  const onPointerMove = (event: PointerEvent) => {
    const down = landed.get(event.pointerId);
    if (down && Math.hypot(event.clientX - down.x, event.clientY - down.y) > TAP_SLOP_PX) {
      landed.delete(event.pointerId);
    }
  };
  const onPointerUp = (event: PointerEvent) => {
    const down = landed.get(event.pointerId);
    landed.delete(event.pointerId);
    if (down) onTap(down.atMs);
  };
  // The browser took the touch for a scroll (or it ended otherwise): no tap.
  const onPointerCancel = (event: PointerEvent) => landed.delete(event.pointerId);
  const pointerListeners = [
    ['pointerdown', onPointerDown],
    ['pointermove', onPointerMove],
    ['pointerup', onPointerUp],
    ['pointercancel', onPointerCancel],
  ] as const;
  target.addEventListener('keydown', onKeyDown);
  target.addEventListener('keyup', onKeyUp);
  for (const [name, listener] of pointerListeners) {
    target.addEventListener(name, listener, { capture: true });
  }
  return () => {
    target.removeEventListener('keydown', onKeyDown);
    target.removeEventListener('keyup', onKeyUp);
    for (const [name, listener] of pointerListeners) {
      target.removeEventListener(name, listener, { capture: true });
    }
    landed.clear();
  };
}

/**
 * Between the phases and at the result: Space pressed anywhere but on a control does nothing (a
 * tap after the phase ended must not play or pause the clip, nor scroll the page); on a control it
 * keeps its own meaning. Returns the disposer.
 */
export function swallowStrayTaps(target: Window): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (isTapKey(event) && isTapTarget(event.target)) event.preventDefault();
  };
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}

/**
 * The tap button's click: a tap only when no press came before it (Enter, or assistive
 * technology); a pointer's click follows its press, which was already the tap.
 */
export function isKeyboardClick(event: Pick<MouseEvent, 'detail'>): boolean {
  return event.detail === 0;
}
