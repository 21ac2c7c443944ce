// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNetwork, documentVisibility } from './page-signals';

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

function setOnLine(onLine: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => onLine });
}

afterEach(() => {
  setVisibility('visible');
  setOnLine(true);
});

describe('documentVisibility', () => {
  it('reads the visibility state and hears its changes until disposed', () => {
    const listener = vi.fn();
    const dispose = documentVisibility.onChange(listener);
    setVisibility('hidden');
    expect(documentVisibility.isVisible()).toBe(false);
    document.dispatchEvent(new Event('visibilitychange'));
    setVisibility('visible');
    expect(documentVisibility.isVisible()).toBe(true);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledTimes(2);
    dispose();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('browserNetwork', () => {
  it('reads navigator.onLine and hears the browser going online until disposed', () => {
    const listener = vi.fn();
    const dispose = browserNetwork.onOnline(listener);
    setOnLine(false);
    expect(browserNetwork.isOnline()).toBe(false);
    window.dispatchEvent(new Event('offline'));
    expect(listener).not.toHaveBeenCalled();
    setOnLine(true);
    expect(browserNetwork.isOnline()).toBe(true);
    window.dispatchEvent(new Event('online'));
    expect(listener).toHaveBeenCalledTimes(1);
    dispose();
    window.dispatchEvent(new Event('online'));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
