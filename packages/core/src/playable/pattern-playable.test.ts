import { describe, expect, it } from 'vitest';
import { EMPTY_CYCLE } from '../pattern/cycle';
import { startTimeline, switchTimeline } from '../pattern/timeline';
import { timelinePositionAt } from '../pattern/timeline-stream';
import { LIVE_EDIT_LEAD_MIN_MS } from '../playback/tuning';
import {
  LOOP_HISTORY_MS,
  laidLoopPhaseAt,
  laidLoopPlayable,
  layLoop,
  patternPlayable,
  restartLoop,
} from './pattern-playable';
import { loopPlayable, playablePositionAt } from './playable';

const upDown = {
  periodMs: 1_000,
  points: [
    { t: 0, x: 0 },
    { t: 500, x: 100 },
  ],
};
const high = {
  periodMs: 1_000,
  points: [
    { t: 0, x: 80 },
    { t: 500, x: 90 },
  ],
};

describe('patternPlayable', () => {
  it('streams the timeline and tells where it is', () => {
    const playable = patternPlayable(startTimeline(upDown), 'Steady', 0);
    expect(playable.source.pointsAfter(900, 3)).toEqual([
      { t: 1_000, x: 0 },
      { t: 1_500, x: 100 },
      { t: 2_000, x: 0 },
    ]);
    expect(playable.source.previousPoint(1_250)).toEqual({ t: 1_000, x: 0 });
    expect(playablePositionAt(playable, 1_250)).toBe(50);
  });

  it('carries the edit’s switch time, and the old motion up to it', () => {
    const { timeline, switchAtMs } = switchTimeline(startTimeline(upDown), high, 2_250, 'asap');
    const edited = patternPlayable(timeline, 'Steady', switchAtMs);
    expect(edited.changedFromMs).toBe(2_250);
    expect(edited.positionAt(2_100)).toBe(20);
    expect(edited.source.pointsAfter(2_100, 2)[0]).toEqual({ t: 2_250, x: 50 });
  });
});

describe('layLoop', () => {
  const moment = (nowMs: number, playing: boolean, roundTripMs?: number) => ({
    nowMs,
    playing,
    roundTripMs,
  });

  it('lays the first loop at the clock’s position', () => {
    const laid = layLoop(undefined, loopPlayable(upDown, 'Steady'), moment(700, false));
    expect(laid.changedFromMs).toBe(700);
    expect(timelinePositionAt(laid.timeline, 700)).toBe(0);
    expect(timelinePositionAt(laid.timeline, 1_200)).toBe(100);
  });

  it('keeps what is laid for the same cycle', () => {
    const loop = loopPlayable(upDown, 'Steady');
    const laid = layLoop(undefined, loop, moment(0, false));
    expect(layLoop(laid, { ...loop, name: 'Renamed' }, moment(5_000, true))).toBe(laid);
  });

  it('switches an edit a lead ahead of the clock while it plays, covering the round trip', () => {
    const laid = layLoop(undefined, loopPlayable(upDown, 'Steady'), moment(0, false));
    const near = layLoop(laid, loopPlayable(high, 'High'), moment(2_250, true));
    expect(near.changedFromMs).toBe(2_250 + LIVE_EDIT_LEAD_MIN_MS);
    // Until the switch the old motion plays; after it the new one, in phase.
    expect(timelinePositionAt(near.timeline, 2_500)).toBe(100);
    expect(timelinePositionAt(near.timeline, 3_000)).toBe(80);
    const far = layLoop(laid, loopPlayable(high, 'High'), moment(2_250, true, 300));
    expect(far.changedFromMs).toBe(2_250 + 900);
  });

  it('lands an edit on the next half loop when the loop asks, and at once while paused', () => {
    const laid = layLoop(undefined, loopPlayable(upDown, 'Steady'), moment(0, false));
    const half = layLoop(laid, loopPlayable(high, 'High', 'halfCycle'), moment(2_250, true));
    expect(half.changedFromMs).toBe(3_000);
    const paused = layLoop(laid, loopPlayable(high, 'High', 'halfCycle'), moment(1_300, false));
    expect(paused.changedFromMs).toBe(1_300);
  });

  it('forgets the timeline’s distant past', () => {
    let laid = layLoop(undefined, loopPlayable(upDown, 'Steady'), moment(0, false));
    laid = layLoop(laid, loopPlayable(high, 'High'), moment(1_000, true));
    laid = layLoop(
      laid,
      loopPlayable(upDown, 'Steady'),
      moment(1_000 + LOOP_HISTORY_MS + 5_000, true),
    );
    expect(laid.timeline.segments.map((segment) => segment.fromMs)).not.toContain(0);
  });

  it('restarts at 0, plays nothing while empty and tells its phase', () => {
    const laid = layLoop(undefined, loopPlayable(upDown, 'Steady'), moment(0, false));
    const moved = layLoop(laid, loopPlayable(high, 'High'), moment(1_700, false));
    const restarted = restartLoop(moved);
    expect(restarted.changedFromMs).toBe(0);
    expect(laidLoopPhaseAt(restarted, 700)).toMatchObject({ cycleMs: 700, loop: 0 });
    expect(laidLoopPlayable(restarted, 'High')?.positionAt(0)).toBe(80);
    expect(
      laidLoopPlayable(
        layLoop(restarted, loopPlayable(EMPTY_CYCLE, 'Empty'), moment(0, false)),
        'Empty',
      ),
    ).toBeUndefined();
  });
});
