import { describe, expect, it } from 'vitest';
import { startTimeline, switchTimeline } from './timeline';
import { timelineLiveScript } from './timeline-live';

describe('timelineLiveScript', () => {
  const cycle = {
    periodMs: 400,
    points: [
      { t: 0, x: 0 },
      { t: 200, x: 100 },
    ],
  };

  it('streams the timeline to the engine by count, and finds the point before a time', () => {
    const { timeline } = switchTimeline(startTimeline(cycle, 0), { periodMs: 0, points: [] }, 500);
    const live = timelineLiveScript(timeline, 'Steady');
    expect(live).toMatchObject({ kind: 'live', name: 'Steady' });
    expect(live.pointsAfter(0, 2)).toEqual([
      { t: 200, x: 100 },
      { t: 400, x: 0 },
    ]);
    // The stream stops at the switch to nothing: fewer points than asked, then none.
    expect(live.pointsAfter(300, 10)).toEqual([
      { t: 400, x: 0 },
      { t: 500, x: 50 },
    ]);
    expect(live.pointsAfter(500, 10)).toEqual([]);
    expect(live.previousPoint(399)).toEqual({ t: 200, x: 100 });
    expect(live.previousPoint(-1)).toBeUndefined();
  });
});
