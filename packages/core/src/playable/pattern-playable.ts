/**
 * A loop laid on a player's clock: the pattern's live timeline, switched phase-preserving when the
 * page hands over another cycle, and the playable the engine streams from it.
 */
import { isCycleEmpty, type PatternCycle } from '../pattern/cycle';
import {
  pruneTimeline,
  startTimeline,
  switchTimeline,
  timelinePhaseAt,
  type PatternTimeline,
  type TimelinePhase,
} from '../pattern/timeline';
import { timelineLiveScript } from '../pattern/timeline-live';
import { timelinePositionAt } from '../pattern/timeline-stream';
import { liveEditLeadMs } from '../playback/tuning';
import type { LoopPlayable, PatternPlayable } from './playable';

/** How much of a timeline's past is kept: the device never needs more than its flush margin. */
export const LOOP_HISTORY_MS = 60_000;

/**
 * `timeline` as a playable named `name`. `changedFromMs` is where it differs from the playable it
 * replaces (the switch time an edit got); a first playable gives the timeline's start.
 */
export function patternPlayable(
  timeline: PatternTimeline,
  name: string,
  changedFromMs: number,
): PatternPlayable {
  return {
    kind: 'pattern',
    name,
    source: timelineLiveScript(timeline, name),
    changedFromMs,
    positionAt: (timeMs) => timelinePositionAt(timeline, timeMs),
  };
}

/** A loop on a clock: the cycle it plays now, its timeline, and where its last change starts. */
export interface LaidLoop {
  readonly cycle: PatternCycle;
  readonly timeline: PatternTimeline;
  /** Stream time from which the timeline differs from the one before (its start at first). */
  readonly changedFromMs: number;
}

/** What laying a loop reads of the moment. */
export interface LoopMoment {
  /** The clock's position now, ms. */
  readonly nowMs: number;
  /** Whether the device follows the clock now (an edit then lands a lead ahead of it). */
  readonly playing: boolean;
  /** The last clock sync's round trip, ms (the lead covers it). */
  readonly roundTripMs: number | undefined;
}

/**
 * Lays `loop` on the clock. The first loop starts at the clock's position. Another cycle while one
 * is laid switches to it on the same timeline, in phase and without a jump: a lead ahead of the
 * clock while it plays (`liveEditLeadMs`, so the edit reaches the device before it plays there)
 * aligned as the loop asks, at once while paused. The same cycle keeps what is laid.
 */
export function layLoop(
  laid: LaidLoop | undefined,
  loop: LoopPlayable,
  moment: LoopMoment,
): LaidLoop {
  if (laid?.cycle === loop.cycle) return laid;
  if (!laid) {
    return {
      cycle: loop.cycle,
      timeline: startTimeline(loop.cycle, moment.nowMs),
      changedFromMs: moment.nowMs,
    };
  }
  const leadMs = moment.playing ? liveEditLeadMs(moment.roundTripMs) : 0;
  const kept = pruneTimeline(laid.timeline, moment.nowMs - LOOP_HISTORY_MS);
  const switched = switchTimeline(
    kept,
    loop.cycle,
    moment.nowMs + leadMs,
    moment.playing ? loop.align : 'asap',
  );
  return { cycle: loop.cycle, timeline: switched.timeline, changedFromMs: switched.switchAtMs };
}

/** The laid loop started again from its beginning at stream time 0 (a stop). */
export function restartLoop(laid: LaidLoop): LaidLoop {
  return { cycle: laid.cycle, timeline: startTimeline(laid.cycle, 0), changedFromMs: 0 };
}

/**
 * What the engine plays of a laid loop named `name`; `undefined` while its cycle is empty (nothing
 * to play: the device rests).
 */
export function laidLoopPlayable(laid: LaidLoop, name: string): PatternPlayable | undefined {
  return isCycleEmpty(laid.cycle)
    ? undefined
    : patternPlayable(laid.timeline, name, laid.changedFromMs);
}

/** Where in its loop a laid loop is at `timeMs` (the editor's playhead). */
export function laidLoopPhaseAt(laid: LaidLoop, timeMs: number): TimelinePhase | undefined {
  return timelinePhaseAt(laid.timeline, timeMs);
}
