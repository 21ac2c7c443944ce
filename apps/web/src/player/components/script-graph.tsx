import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { positionAt, type Action } from '@glide/core';
import { prefersReducedMotion } from '../../lib/animation-frame';
import { drawGraph, windowStartMs, type GraphColors } from './script-graph-draw';
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
    playhead: read('--color-text', '#eef1f4'),
    grid: read('--color-border', '#3a4350'),
    past: read('--color-text-muted', '#b4bcc6'),
  };
}

/**
 * The script as a line scrolling past a fixed playhead, drawn on a canvas at the screen's pixel
 * density on each animation frame that moves it (a paused video's graph is drawn once). With
 * reduced motion the script stands still and the playhead moves across it a page at a time. Its
 * words: the name given, and the position at the playhead as text under it.
 */
export function ScriptGraph({
  actions,
  positionMs,
  windowMs = GRAPH_WINDOW_MS,
  label,
}: ScriptGraphProps) {
  const { t } = useTranslation('player');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLParagraphElement>(null);
  const cache = useRef<{
    theme: string | undefined;
    colors: GraphColors | undefined;
    text: string;
    /** What the canvas shows now: the same again is not drawn. */
    drawn: readonly unknown[];
  }>({
    theme: undefined,
    colors: undefined,
    text: '',
    drawn: [],
  });
  const empty = actions.length === 0;

  useDrawLoop(() => {
    const canvas = canvasRef.current;
    const text = textRef.current;
    if (!canvas || !text) return false;
    const atMs = positionMs();
    const known = Number.isFinite(atMs);
    const pct = known ? positionAt(actions, atMs) : Number.NaN;
    const caption = Number.isFinite(pct)
      ? t('graph.position', { percent: Math.round(pct) })
      : t('graph.noPosition');
    // Only a change touches the DOM: the text is read on demand, never announced.
    if (caption !== cache.current.text) {
      cache.current.text = caption;
      text.textContent = caption;
    }
    const theme = document.documentElement.dataset.theme;
    const widthPx = canvas.clientWidth;
    const heightPx = canvas.clientHeight;
    const ratio = window.devicePixelRatio || 1;
    const shownMs = known ? atMs : 0;
    const reducedMotion = prefersReducedMotion();
    // Everything the drawing depends on: when none of it changed, the canvas already shows it.
    const inputs = [
      canvas,
      actions,
      shownMs,
      pct,
      windowMs,
      widthPx,
      heightPx,
      ratio,
      theme,
      reducedMotion,
    ];
    const drawn = cache.current.drawn;
    if (inputs.length === drawn.length && inputs.every((input, i) => Object.is(input, drawn[i]))) {
      return false;
    }
    const context = canvas.getContext('2d');
    if (!context) return false;
    cache.current.drawn = inputs;
    if (!cache.current.colors || cache.current.theme !== theme) {
      cache.current = { ...cache.current, theme, colors: readColors(canvas) };
    }
    const backingWidth = Math.round(widthPx * ratio);
    const backingHeight = Math.round(heightPx * ratio);
    if (canvas.width !== backingWidth || canvas.height !== backingHeight) {
      canvas.width = backingWidth;
      canvas.height = backingHeight;
    }
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawGraph(
      context,
      actions,
      {
        widthPx,
        heightPx,
        startMs: windowStartMs(shownMs, windowMs, reducedMotion),
        windowMs,
        positionMs: shownMs,
        positionPct: pct,
      },
      cache.current.colors ?? readColors(canvas),
    );
    return true;
  }, !empty);

  if (empty) {
    return (
      <figure className="player-graph player-graph--empty">
        <p className="muted">{t('graph.empty')}</p>
      </figure>
    );
  }
  return (
    <figure className="player-graph">
      <canvas ref={canvasRef} className="player-graph__canvas" role="img" aria-label={label} />
      <figcaption>
        <p ref={textRef} className="player-graph__position">
          {t('graph.noPosition')}
        </p>
      </figcaption>
    </figure>
  );
}
