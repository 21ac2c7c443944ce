import type { PatternCycle } from './cycle';

/**
 * A timeline's shape, apart from what edits it (`timeline.ts`) and what reads its points
 * (`timeline-stream.ts`), so that each of the two imports it and neither imports the other back.
 */

/**
 * From stream time `fromMs` (until the next segment's), `cycle` plays looping, loop k starting at
 * `originMs + k × cycle.periodMs`. The stream has a point at `fromMs` at `startPct`: the position
 * the stream had there (or, when nothing played before, the cycle's own position). It is
 * `undefined` only when there is no position to hold: nothing has played yet and `cycle` is empty.
 */
export interface TimelineSegment {
  readonly fromMs: number;
  readonly cycle: PatternCycle;
  readonly originMs: number;
  readonly startPct: number | undefined;
}

/** Segments in time order (strictly increasing `fromMs`); all times are whole ms. */
export interface PatternTimeline {
  readonly segments: readonly TimelineSegment[];
}
