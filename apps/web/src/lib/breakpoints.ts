import type { Clock, TimerHandle } from '@glide/core';

/** The spec's screen breakpoints (§9), as the smallest width of each class, in CSS px. */
export const BREAKPOINTS_PX = { medium: 600, expanded: 1024, large: 1440, xlarge: 1920 } as const;

/** Spec §9: resize events are debounced by 16 ms (one frame). */
export const RESIZE_DEBOUNCE_MS = 16;

/** Width classes: below 600, 600–1023, 1024–1439, 1440–1919, 1920 and up. */
export type Breakpoint = 'compact' | 'medium' | 'expanded' | 'large' | 'xlarge';

const ORDER: readonly Breakpoint[] = ['compact', 'medium', 'expanded', 'large', 'xlarge'];

/** The width class of a viewport `widthPx` wide. */
export function breakpointOf(widthPx: number): Breakpoint {
  if (widthPx >= BREAKPOINTS_PX.xlarge) return 'xlarge';
  if (widthPx >= BREAKPOINTS_PX.large) return 'large';
  if (widthPx >= BREAKPOINTS_PX.expanded) return 'expanded';
  if (widthPx >= BREAKPOINTS_PX.medium) return 'medium';
  return 'compact';
}

/** Whether `current` is `minimum` or wider. */
export function isAtLeast(current: Breakpoint, minimum: Breakpoint): boolean {
  return ORDER.indexOf(current) >= ORDER.indexOf(minimum);
}

/** The part of `window` the watcher needs (tests pass a fake). */
export interface ResizeSource {
  readonly innerWidth: number;
  addEventListener(type: 'resize', listener: () => void): void;
  removeEventListener(type: 'resize', listener: () => void): void;
}

/**
 * Calls `onChange` with the new width class after resizing settles for {@link RESIZE_DEBOUNCE_MS}
 * and only when the class changed, so a drag across the screen re-renders once per boundary
 * crossed instead of on every frame. Returns the disposer.
 */
export function watchBreakpoint(
  source: ResizeSource,
  clock: Clock,
  onChange: (breakpoint: Breakpoint) => void,
): () => void {
  let current = breakpointOf(source.innerWidth);
  let pending: TimerHandle | null = null;
  const settle = () => {
    pending = null;
    const next = breakpointOf(source.innerWidth);
    if (next === current) return;
    current = next;
    onChange(next);
  };
  const onResize = () => {
    if (pending) clock.clearTimeout(pending);
    pending = clock.setTimeout(settle, RESIZE_DEBOUNCE_MS);
  };
  source.addEventListener('resize', onResize);
  return () => {
    source.removeEventListener('resize', onResize);
    if (pending) clock.clearTimeout(pending);
  };
}
