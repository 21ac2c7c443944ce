/**
 * Drawing of the scrolling script graph on a 2D canvas, apart from React: the script's line over
 * a window of time around the playhead, the playhead and the current point.
 */
import type { Action } from '@glide/core';

/** The theme's colours the graph uses, read from CSS custom properties. */
export interface GraphColors {
  readonly line: string;
  readonly playhead: string;
  readonly grid: string;
  readonly past: string;
}

/** One frame's geometry. */
export interface GraphFrame {
  /** CSS px. */
  readonly widthPx: number;
  readonly heightPx: number;
  /** Media time at the graph's left edge, ms. */
  readonly startMs: number;
  readonly windowMs: number;
  readonly positionMs: number;
  /** The script's position at the playhead, 0–100, or NaN. */
  readonly positionPct: number;
}

/** Space above and below the line, so 0 % and 100 % are not cut by the edges. */
const PAD_PX = 6;

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

/** Draws one frame (the context is already scaled to CSS px). */
export function drawGraph(
  context: CanvasRenderingContext2D,
  actions: readonly Action[],
  frame: GraphFrame,
  colors: GraphColors,
): void {
  const { widthPx: w, heightPx: h, startMs, windowMs, positionMs } = frame;
  const x = (atMs: number) => ((atMs - startMs) / windowMs) * w;
  const y = (pos: number) => PAD_PX + (1 - pos / 100) * (h - 2 * PAD_PX);
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
  const to = Math.min(actions.length - 1, firstActionFrom(actions, startMs + windowMs));
  const playheadX = x(positionMs);
  const stroke = (color: string, clipFrom: number, clipTo: number) => {
    context.save();
    context.beginPath();
    context.rect(clipFrom, 0, clipTo - clipFrom, h);
    context.clip();
    context.strokeStyle = color;
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
    context.restore();
  };
  // What has played is drawn muted, what is coming in full colour.
  stroke(colors.past, 0, playheadX);
  stroke(colors.line, playheadX, w);

  context.strokeStyle = colors.playhead;
  context.lineWidth = 2;
  context.beginPath();
  context.moveTo(playheadX, 0);
  context.lineTo(playheadX, h);
  context.stroke();

  if (Number.isFinite(frame.positionPct)) {
    context.fillStyle = colors.playhead;
    context.beginPath();
    context.arc(playheadX, y(frame.positionPct), 5, 0, Math.PI * 2);
    context.fill();
  }
}
