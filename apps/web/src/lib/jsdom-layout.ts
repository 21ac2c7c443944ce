/**
 * Test support (not app code): what jsdom lacks and Radix calls. jsdom has no layout engine and no
 * pointer capture; Radix's lists measure, scroll to the chosen option and capture the pointer.
 */

/** Fills in ResizeObserver, scrolling and pointer capture where jsdom has none. */
export function stubJsdomLayout(): void {
  globalThis.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
  if (typeof Element.prototype.scrollIntoView !== 'function') {
    Element.prototype.scrollIntoView = () => undefined;
  }
  if (typeof Element.prototype.hasPointerCapture !== 'function') {
    Element.prototype.hasPointerCapture = () => false;
    Element.prototype.releasePointerCapture = () => undefined;
  }
}
