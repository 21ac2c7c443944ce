// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TAP_PAD_ATTRIBUTE,
  TAP_SLOP_PX,
  isKeyboardClick,
  isTapTarget,
  listenForTaps,
  swallowStrayTaps,
} from './tap-input';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A pointer event: jsdom has no PointerEvent, so a mouse event with the fields read. */
function pointer(
  type: 'pointerdown' | 'pointermove' | 'pointerup' | 'pointercancel',
  target: EventTarget,
  init: { button?: number; pointerType?: string; x?: number; y?: number; atMs?: number } = {},
) {
  const event = new MouseEvent(type, {
    bubbles: true,
    button: init.button ?? 0,
    clientX: init.x ?? 100,
    clientY: init.y ?? 200,
  });
  Object.defineProperty(event, 'pointerType', { value: init.pointerType ?? 'touch' });
  Object.defineProperty(event, 'pointerId', { value: 7 });
  Object.defineProperty(event, 'timeStamp', { value: init.atMs ?? 1234.5 });
  target.dispatchEvent(event);
}

/** A press: a mouse's counts as it goes down; a touch's as it lifts, with the time it landed. */
function press(target: EventTarget, init: { button?: number; pointerType?: string } = {}) {
  pointer('pointerdown', target, init);
  pointer('pointerup', target, { ...init, atMs: 1300 });
}

describe('isTapTarget', () => {
  it('is a tap anywhere but on a control, and always on the tap button', () => {
    document.body.innerHTML = `
      <p id="text">Watch your device</p>
      <button id="stop"><span id="inner">Stop all</span></button>
      <a id="link" href="/x">x</a>
      <div role="slider" id="slider"></div>
      <button ${TAP_PAD_ATTRIBUTE} id="pad"><span id="label">Tap</span></button>`;
    const byId = (id: string) => document.getElementById(id);
    expect(isTapTarget(byId('text'))).toBe(true);
    expect(isTapTarget(byId('inner'))).toBe(false);
    expect(isTapTarget(byId('link'))).toBe(false);
    expect(isTapTarget(byId('slider'))).toBe(false);
    expect(isTapTarget(byId('label'))).toBe(true);
    expect(isTapTarget(window)).toBe(true);
  });
});

describe('listenForTaps', () => {
  it('hears a touch’s time, not a right click, and stops when disposed', () => {
    const onTap = vi.fn();
    const stop = listenForTaps(window, onTap);
    const spot = document.body.appendChild(document.createElement('div'));
    press(spot);
    // The time it landed, not the time it lifted.
    expect(onTap).toHaveBeenLastCalledWith(1234.5);
    press(spot, { pointerType: 'mouse', button: 2 });
    expect(onTap).toHaveBeenCalledOnce();
    stop();
    press(spot);
    expect(onTap).toHaveBeenCalledOnce();
  });

  it('takes a mouse press as it goes down, and a touch only once it lifts where it landed', () => {
    const onTap = vi.fn();
    const stop = listenForTaps(window, onTap);
    const spot = document.body.appendChild(document.createElement('div'));
    pointer('pointerdown', spot, { pointerType: 'mouse' });
    expect(onTap).toHaveBeenCalledOnce();
    onTap.mockClear();

    pointer('pointerdown', spot);
    expect(onTap).not.toHaveBeenCalled();
    // A finger's wobble is still a tap.
    pointer('pointermove', spot, { x: 100 + TAP_SLOP_PX - 2, y: 202 });
    pointer('pointerup', spot);
    expect(onTap).toHaveBeenCalledOnce();
    onTap.mockClear();

    // A touch that moves on is a scroll, however it ends.
    pointer('pointerdown', spot);
    pointer('pointermove', spot, { y: 200 + TAP_SLOP_PX + 5 });
    pointer('pointerup', spot);
    // One the browser took for a scroll is cancelled.
    pointer('pointerdown', spot, { pointerType: 'pen' });
    pointer('pointercancel', spot, { pointerType: 'pen' });
    pointer('pointerup', spot, { pointerType: 'pen' });
    expect(onTap).not.toHaveBeenCalled();
    stop();
  });

  it('holds back Space’s key-up, so a focused button is not pressed by a tap', () => {
    const stop = listenForTaps(window, () => undefined);
    const button = document.body.appendChild(document.createElement('button'));
    const up = new KeyboardEvent('keyup', { key: ' ', bubbles: true, cancelable: true });
    button.dispatchEvent(up);
    expect(up.defaultPrevented).toBe(true);
    const field = document.body.appendChild(document.createElement('input'));
    const typed = new KeyboardEvent('keyup', { key: ' ', bubbles: true, cancelable: true });
    field.dispatchEvent(typed);
    expect(typed.defaultPrevented).toBe(false);
    stop();
  });

  it('leaves Space with a modifier alone', () => {
    const onTap = vi.fn();
    const stop = listenForTaps(window, onTap);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', ctrlKey: true }));
    expect(onTap).not.toHaveBeenCalled();
    stop();
  });
});

describe('swallowStrayTaps', () => {
  it('keeps a late Space off the page, but not off a focused control', () => {
    const stop = swallowStrayTaps(window);
    const stray = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    document.body.dispatchEvent(stray);
    expect(stray.defaultPrevented).toBe(true);
    const button = document.body.appendChild(document.createElement('button'));
    const press = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    button.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
    stop();
    const after = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    document.body.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});

describe('isKeyboardClick', () => {
  it('is a click no press came before', () => {
    expect(isKeyboardClick({ detail: 0 })).toBe(true);
    expect(isKeyboardClick({ detail: 1 })).toBe(false);
  });
});
