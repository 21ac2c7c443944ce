import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cyclePositionAt, isCycleEmpty, type PatternCycle } from '@glide/core';
import { prefersReducedMotion } from '../../lib/animation-frame';
import { useDrawLoop } from '../../player';
import './beat-graph.css';

/** Props of {@link BeatGraph}. */
export interface BeatGraphProps {
  /** One loop of the beat (`beatCycle`). */
  readonly cycle: PatternCycle;
  /** The beat's columns: one grid line per column, and the reduced-motion playhead's steps. */
  readonly columns: number;
  /**
   * Where the device is in the pattern, ms (any loop: taken modulo the loop's length), or undefined
   * when not playing. Read on every animation frame.
   */
  readonly playheadMs: () => number | undefined;
}

/** The drawing's width in its own units; the SVG stretches to its box. */
const VIEW_WIDTH = 1000;

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The loop as a polyline from its start to its end, in view units (y down: 100 % at the top). It
 * starts and ends where the loop is at its start, so the last segment is the move across the wrap
 * into the next loop, as `cyclePositionAt` (and the device) take it.
 */
function loopLine(cycle: PatternCycle): string {
  const startPct = cyclePositionAt(cycle, 0) ?? 0;
  const x = (timeMs: number) => round((timeMs / cycle.periodMs) * VIEW_WIDTH);
  const y = (pct: number) => round(100 - pct);
  const points = [`0,${y(startPct)}`];
  for (const point of cycle.points) if (point.t > 0) points.push(`${x(point.t)},${y(point.x)}`);
  points.push(`${VIEW_WIDTH},${y(startPct)}`);
  return points.join(' ');
}

/**
 * How many times the device changes position in one loop, the wrap included. Never one: a loop
 * that leaves a position must come back to it, which is why the label needs no singular.
 */
function movesPerLoop(cycle: PatternCycle): number {
  const { points } = cycle;
  return points.filter((point, i) => point.x !== (points.at(i - 1) ?? point).x).length;
}

const positiveModulo = (value: number, period: number) => ((value % period) + period) % period;

/**
 * One loop of the beat drawn as the device's motion: position (0–100 %, top is 100) over the
 * loop's time, a grid line per column, and a playhead with a dot on the line that follows the
 * device on the animation frames of a playing loop without rendering React. It scales to its box.
 * With reduced motion the playhead steps from column to column instead of gliding. Named for
 * assistive technology by the loop's length and its number of moves; an empty loop is a sentence
 * instead.
 */
export function BeatGraph({ cycle, columns, playheadMs }: BeatGraphProps) {
  const { t, i18n } = useTranslation('beatbox');
  const playheadRef = useRef<HTMLDivElement>(null);
  const dotRef = useRef<HTMLSpanElement>(null);
  const shown = useRef({ x: '', y: '', hidden: true });
  const empty = isCycleEmpty(cycle);
  const { periodMs } = cycle;
  const columnCount = Math.max(0, Math.floor(columns));
  const line = useMemo(() => (empty ? '' : loopLine(cycle)), [cycle, empty]);

  useDrawLoop(() => {
    const playhead = playheadRef.current;
    const dot = dotRef.current;
    if (!playhead || !dot) return false;
    const atMs = playheadMs();
    const hidden = atMs === undefined || !Number.isFinite(atMs);
    const shownOrHidden = hidden !== shown.current.hidden;
    if (shownOrHidden) {
      shown.current.hidden = hidden;
      playhead.hidden = hidden;
    }
    // A stopped loop has nothing to move; a playing one moves on every frame, a step at a time
    // with reduced motion, so it keeps to frames.
    if (hidden) return shownOrHidden;
    let loopMs = positiveModulo(atMs, periodMs);
    if (prefersReducedMotion() && columnCount > 0) {
      const cellMs = periodMs / columnCount;
      loopMs = Math.floor(loopMs / cellMs) * cellMs;
    }
    // Transforms in percent of the plot's own size: the compositor moves them, no layout runs.
    const x = `translateX(${round((loopMs / periodMs) * 100)}%)`;
    const y = `translateY(${round(100 - (cyclePositionAt(cycle, loopMs) ?? 0))}%)`;
    if (x !== shown.current.x) {
      shown.current.x = x;
      playhead.style.transform = x;
    }
    if (y !== shown.current.y) {
      shown.current.y = y;
      dot.style.transform = y;
    }
    return true;
  }, !empty);

  if (empty) {
    return (
      <figure className="beat-graph beat-graph--empty">
        <p className="muted">{t('graph.empty')}</p>
      </figure>
    );
  }

  const seconds = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(
    periodMs / 1000,
  );
  const moves = movesPerLoop(cycle);
  const label =
    moves === 0
      ? t('graph.labelStill', { seconds })
      : t('graph.label', { seconds, moves: new Intl.NumberFormat(i18n.language).format(moves) });
  const columnLines = Array.from({ length: Math.max(0, columnCount - 1) }, (_, i) =>
    round(((i + 1) / columnCount) * VIEW_WIDTH),
  );

  return (
    <figure className="beat-graph">
      <div className="beat-graph__frame">
        <div className="beat-graph__plot">
          <svg
            className="beat-graph__svg"
            role="img"
            aria-label={label}
            viewBox={`0 0 ${VIEW_WIDTH} 100`}
            preserveAspectRatio="none"
          >
            {[0, 50, 100].map((y) => (
              <line
                key={`y${y}`}
                className="beat-graph__grid"
                x1={0}
                x2={VIEW_WIDTH}
                y1={y}
                y2={y}
              />
            ))}
            {columnLines.map((x) => (
              <line key={`x${x}`} className="beat-graph__grid" x1={x} x2={x} y1={0} y2={100} />
            ))}
            <polyline className="beat-graph__line" points={line} />
          </svg>
          <div ref={playheadRef} className="beat-graph__playhead" aria-hidden="true" hidden>
            <span ref={dotRef} className="beat-graph__dot-track">
              <span className="beat-graph__dot" />
            </span>
          </div>
        </div>
      </div>
    </figure>
  );
}
