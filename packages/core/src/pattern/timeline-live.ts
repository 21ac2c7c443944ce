import type { LiveScript } from '../playback/types';
import type { PatternTimeline } from './timeline';
import { timelinePointsAfter, timelinePreviousPoint } from './timeline-stream';

/**
 * A timeline as the playback engine's live script (always streamed over HSP). After an edit, build
 * a new one from the switched timeline and hand it to the engine's `update` with the switch time
 * as `changedFromMs`: the timeline guarantees nothing before it changed.
 */
export function timelineLiveScript(timeline: PatternTimeline, name: string): LiveScript {
  return {
    kind: 'live',
    name,
    pointsAfter: (afterMs, count) => timelinePointsAfter(timeline, afterMs, count),
    previousPoint: (timeMs) => timelinePreviousPoint(timeline, timeMs),
  };
}
