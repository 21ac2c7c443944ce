import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { positionAt, type Action } from '@glide/core';
import { prefersReducedMotion } from '../../lib/animation-frame';
import { PacedText } from './paced-text';
import { sameValues } from './same-values';
import {
  drawStrip,
  GRAPH_PAD_PX,
  STRIP_WINDOWS,
  stripHolds,
  windowStartMs,
  type GraphColors,
} from './script-graph-draw';
import { useDrawLoop } from './use-draw-loop';
import './script-graph.css';

/** How much script the graph shows by default: 10 s, 5 s either side of the playhead. */
export const GRAPH_WINDOW_MS = 10_000;

/** Props of {@link ScriptGraph}. */
export interface ScriptGraphProps {
  actions: readonly Action[];
  /** The media time now, ms; read once per frame (pass the media clock's extrapolated time). */
  positionMs: () => number;
  /** How much time the graph spans, ms (default {@link GRAPH_WINDOW_MS}). */
  windowMs?: number;
  /** The graph's accessible name, e.g. "Script of clip.funscript". */
  label: string;
}

function readColors(element: Element): GraphColors {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    line: read('--color-accent', '#7cc4ff'),
    grid: read('--color-border', '#3a4350'),
  };
}

/** The graph's elements: the view, the parts that move in it, and the words under it. */
interface GraphParts {
  view: HTMLDivElement | null;
  strip: HTMLCanvasElement | null;
  past: HTMLSpanElement | null;
  playhead: HTMLSpanElement | null;
  point: HTMLSpanElement | null;
  text: HTMLParagraphElement | null;
}

interface GraphDrawn {
  /** The view's size in CSS px, from a resize observer (read once where there is none). */
  size: { widthPx: number; heightPx: number } | undefined;
  colors: GraphColors | undefined;
  theme: string | undefined;
  /** What the strip was drawn from: drawn again when any of it differs. */
  strip: readonly unknown[];
  stripStartMs: number;
  /** Each moving part's transform as last set. */
  transforms: Map<HTMLElement, string>;
}

/** Sets `element`'s transform when it differs from what was set; returns whether it did. */
function move(drawn: GraphDrawn, element: HTMLElement, transform: string): boolean {
  if (drawn.transforms.get(element) === transform) return false;
  drawn.transforms.set(element, transform);
  element.style.transform = transform;
  return true;
}

const px = (value: number) => `${Math.round(value * 10) / 10}px`;

/**
 * The script as a line scrolling past a fixed playhead. The line is drawn on a canvas at the
 * screen's pixel density, two windows wide, and moved by a transform on each frame, which the
 * compositor applies without drawing or laying out anything: the canvas is drawn again only after
 * a window's worth of playing or a seek out of it. The playhead's point moves the same way. With
 * reduced motion the script stands still and the playhead moves across it a page at a time. Its
 * words: the name given, and the position at the playhead as text under it, written at most four
 * times a second.
 */
export function ScriptGraph({
  actions,
  positionMs,
  windowMs = GRAPH_WINDOW_MS,
  label,
}: ScriptGraphProps) {
  const { t, i18n } = useTranslation('player');
  const parts = useRef<GraphParts>({
    view: null,
    strip: null,
    past: null,
    playhead: null,
    point: null,
    text: null,
  });
  const drawn = useRef<GraphDrawn>({
    size: undefined,
    colors: undefined,
    theme: undefined,
    strip: [],
    stripStartMs: 0,
    transforms: new Map(),
  });
  const caption = useRef(new PacedText());
  const empty = actions.length === 0;

  const wake = useDrawLoop((frameMs) => {
    const { view, strip, past, playhead, point, text } = parts.current;
    if (!view || !strip || !past || !playhead || !point || !text) return false;
    const state = drawn.current;
    const atMs = positionMs();
    const known = Number.isFinite(atMs);
    const pct = known ? positionAt(actions, atMs) : Number.NaN;
    const hasPoint = Number.isFinite(pct);
    const percent = hasPoint ? Math.round(pct) : undefined;
    // The text is read on demand, never announced; a point that comes or goes is written at once.
    const held = caption.current.write(
      text,
      [percent, i18n.language],
      () => (percent === undefined ? t('graph.noPosition') : t('graph.position', { percent })),
      frameMs,
      hasPoint === point.hidden,
    );

    state.size ??= { widthPx: view.clientWidth, heightPx: view.clientHeight };
    const { widthPx, heightPx } = state.size;
    if (widthPx <= 0 || heightPx <= 0) return held;
    const shownMs = known ? atMs : 0;
    const reducedMotion = prefersReducedMotion();
    const startMs = windowStartMs(shownMs, windowMs, reducedMotion);
    const theme = document.documentElement.dataset.theme;
    const ratio = window.devicePixelRatio || 1;

    let changed = false;
    const stripStartMs = stripHolds(state.stripStartMs, startMs, windowMs)
      ? state.stripStartMs
      : startMs;
    // Everything the strip's drawing depends on: when none of it changed, the canvas holds it.
    const inputs = [strip, actions, stripStartMs, windowMs, widthPx, heightPx, ratio, theme];
    if (!sameValues(inputs, state.strip)) {
      const context = strip.getContext('2d');
      if (!context) return held;
      if (!state.colors || state.theme !== theme) {
        state.colors = readColors(strip);
        state.theme = theme;
      }
      const stripWidthPx = STRIP_WINDOWS * widthPx;
      strip.style.width = `${stripWidthPx}px`;
      strip.width = Math.round(stripWidthPx * ratio);
      strip.height = Math.round(heightPx * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      drawStrip(
        context,
        actions,
        {
          widthPx: stripWidthPx,
          heightPx,
          startMs: stripStartMs,
          spanMs: STRIP_WINDOWS * windowMs,
        },
        state.colors,
      );
      state.strip = inputs;
      state.stripStartMs = stripStartMs;
      changed = true;
    }
    const pxPerMs = widthPx / windowMs;
    const playheadPx = (shownMs - startMs) * pxPerMs;
    changed =
      move(state, strip, `translateX(${px(-(startMs - stripStartMs) * pxPerMs)})`) || changed;
    changed = move(state, playhead, `translateX(${px(playheadPx)})`) || changed;
    changed =
      move(state, past, `scaleX(${Math.round((playheadPx / widthPx) * 1000) / 1000})`) || changed;
    if (point.hidden === hasPoint) {
      point.hidden = !hasPoint;
      changed = true;
    }
    if (hasPoint) {
      // The point's box spans the line's height, so a share of its own height is a share of it.
      const downPct = Math.round((100 - pct) * 10) / 10;
      changed = move(state, point, `translate(${px(playheadPx)}, ${downPct}%)`) || changed;
    }
    return changed || held;
  }, !empty);

  // The view's size without a layout on each frame: a resize observer tells it when it changes,
  // and the graph is drawn again to fit.
  useEffect(() => {
    const view = parts.current.view;
    if (empty || !view || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => {
      drawn.current.size = { widthPx: view.clientWidth, heightPx: view.clientHeight };
      wake();
    });
    observer.observe(view);
    return () => observer.disconnect();
  }, [empty, wake]);

  if (empty) {
    return (
      <figure className="player-graph player-graph--empty">
        <p className="muted">{t('graph.empty')}</p>
      </figure>
    );
  }
  return (
    <figure className="player-graph">
      <div
        ref={(element) => {
          parts.current.view = element;
        }}
        className="player-graph__view"
        role="img"
        aria-label={label}
      >
        <canvas
          ref={(element) => {
            parts.current.strip = element;
          }}
          className="player-graph__strip"
        />
        <span
          ref={(element) => {
            parts.current.past = element;
          }}
          className="player-graph__past"
        />
        <span
          ref={(element) => {
            parts.current.playhead = element;
          }}
          className="player-graph__playhead"
        />
        <span
          ref={(element) => {
            parts.current.point = element;
          }}
          className="player-graph__point"
          style={{ top: GRAPH_PAD_PX, bottom: GRAPH_PAD_PX }}
          hidden
        />
      </div>
      <figcaption>
        <p
          ref={(element) => {
            parts.current.text = element;
          }}
          className="player-graph__position"
        >
          {t('graph.noPosition')}
        </p>
      </figcaption>
    </figure>
  );
}
