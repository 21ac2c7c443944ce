// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TAP_PAD_ATTRIBUTE,
  isKeyboardClick,
  isTapTarget,
  listenForTaps,
  swallowStrayTaps,
} from './tap-input';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A pointer press: jsdom has no PointerEvent, so a mouse event with the fields read. */
function press(target: EventTarget, init: { button?: number; pointerType?: string } = {}) {
  const event = new MouseEvent('pointerdown', { bubbles: true, button: init.button ?? 0 });
  Object.defineProperty(event, 'pointerType', { value: init.pointerType ?? 'touch' });
  Object.defineProperty(event, 'timeStamp', { value: 1234.5 });
  target.dispatchEvent(event);
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
    expect(onTap).toHaveBeenLastCalledWith(1234.5);
    press(spot, { pointerType: 'mouse', button: 2 });
    expect(onTap).toHaveBeenCalledOnce();
    stop();
    press(spot);
    expect(onTap).toHaveBeenCalledOnce();
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
