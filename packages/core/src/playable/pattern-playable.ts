/** A pattern timeline (a looping beat, a playlist) as something the player plays. */
import type { PatternTimeline } from '../pattern/timeline';
import { timelineLiveScript } from '../pattern/timeline-live';
import { timelinePositionAt } from '../pattern/timeline-stream';
import type { PatternPlayable } from './playable';

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
