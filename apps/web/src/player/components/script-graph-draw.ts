/**
 * Drawing of the scrolling script graph on a 2D canvas, apart from React: the script's line over
 * a strip of time that the page moves past the playhead (the playhead and its point are elements
 * of their own, moved by transforms).
 */
import type { Action } from '@glide/core';

/** The theme's colours the canvas is drawn in, read from CSS custom properties. */
export interface GraphColors {
  readonly line: string;
  readonly grid: string;
}

/**
 * A strip of the script drawn once and moved past the playhead: it spans {@link STRIP_WINDOWS}
 * windows, so it is drawn again only after a window's worth of playing, or a seek out of it.
 */
export interface GraphStrip {
  /** CSS px. */
  readonly widthPx: number;
  readonly heightPx: number;
  /** Media time at the strip's left edge, ms. */
  readonly startMs: number;
  /** Media time the strip spans, ms. */
  readonly spanMs: number;
}

/** How many windows of script one drawing of the strip holds. */
export const STRIP_WINDOWS = 2;

/**
 * Whether a strip drawn from `stripStartMs` still holds the window that starts at `startMs`
 * (both ms, the window `windowMs` long).
 */
export function stripHolds(stripStartMs: number, startMs: number, windowMs: number): boolean {
  return startMs >= stripStartMs && startMs + windowMs <= stripStartMs + STRIP_WINDOWS * windowMs;
}

/** Space above and below the line, so 0 % and 100 % are not cut by the edges. */
export const GRAPH_PAD_PX = 6;

/** The index of the first action at or after `atMs` (actions are time-ordered). */
export function firstActionFrom(actions: readonly Action[], atMs: number): number {
  let lo = 0;
  let hi = actions.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((actions[mid]?.at ?? Infinity) < atMs) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The window's left edge: the playhead in the middle, the script scrolling past it; with reduced
 * motion, a still page of script that turns when the playhead reaches its end.
 */
export function windowStartMs(positionMs: number, windowMs: number, reduceMotion: boolean): number {
  return reduceMotion ? Math.floor(positionMs / windowMs) * windowMs : positionMs - windowMs / 2;
}

/** Draws the strip: the 0, 50 and 100 % lines and the script's (the context is scaled to CSS px). */
export function drawStrip(
  context: CanvasRenderingContext2D,
  actions: readonly Action[],
  strip: GraphStrip,
  colors: GraphColors,
): void {
  const { widthPx: w, heightPx: h, startMs, spanMs } = strip;
  const x = (atMs: number) => ((atMs - startMs) / spanMs) * w;
  const y = (pos: number) => GRAPH_PAD_PX + (1 - pos / 100) * (h - 2 * GRAPH_PAD_PX);
  context.clearRect(0, 0, w, h);

  context.strokeStyle = colors.grid;
  context.lineWidth = 1;
  context.beginPath();
  for (const pos of [0, 50, 100]) {
    context.moveTo(0, Math.round(y(pos)) + 0.5);
    context.lineTo(w, Math.round(y(pos)) + 0.5);
  }
  context.stroke();

  const from = Math.max(0, firstActionFrom(actions, startMs) - 1);
  const to = Math.min(actions.length - 1, firstActionFrom(actions, startMs + spanMs));
  context.strokeStyle = colors.line;
  context.lineWidth = 2;
  context.lineJoin = 'round';
  context.beginPath();
  for (let i = from; i <= to; i++) {
    const action = actions[i];
    if (!action) continue;
    if (i === from) context.moveTo(x(action.at), y(action.pos));
    else context.lineTo(x(action.at), y(action.pos));
  }
  context.stroke();
}
