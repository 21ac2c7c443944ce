import { describe, expect, it } from 'vitest';
import { modelFixture, T0, type ModelFixture } from '../test-support/model';
import { DeviceMode, HspPlayState } from './enums';
import type { HspPoint } from './hsp-buffer';
import { PlayTimeline, streamTimeAt, type PlayTimelineSegment } from './play-timeline';

function ready(spec: Parameters<typeof modelFixture>[0] = {}): ModelFixture {
  const f = modelFixture(spec);
  f.device.command(DeviceMode.HSP, () => f.device.player.setup('hsp', 7));
  return f;
}

function points(count: number, stepMs = 100): HspPoint[] {
  return Array.from({ length: count }, (_, i) => ({ t: i * stepMs, x: i % 2 ? 100 : 0 }));
}

function segment(change: Partial<PlayTimelineSegment>): PlayTimelineSegment {
  return {
    fromMs: 0,
    streamMs: 0,
    rate: 1,
    running: true,
    playState: HspPlayState.PLAYING,
    streamId: 1,
    protocol: 'hsp',
    cause: 'change',
    ...change,
  };
}

describe('streamTimeAt', () => {
  const segments = [
    segment({ fromMs: 1_000, streamMs: 0 }),
    segment({ fromMs: 2_000, streamMs: 1_000, rate: 1.5 }),
    segment({ fromMs: 3_000, streamMs: 2_500, running: false, playState: HspPlayState.PAUSED }),
  ];

  it('is undefined before the first segment', () => {
    expect(streamTimeAt(segments, 999)).toBeUndefined();
    expect(streamTimeAt([], 0)).toBeUndefined();
  });

  it('follows each running segment by its rate and holds a frozen one', () => {
    expect(streamTimeAt(segments, 1_000)).toBe(0);
    expect(streamTimeAt(segments, 1_500)).toBe(500);
    expect(streamTimeAt(segments, 2_400)).toBe(1_600);
    expect(streamTimeAt(segments, 3_000)).toBe(2_500);
    expect(streamTimeAt(segments, 60_000)).toBe(2_500);
  });
});

describe('PlayTimeline', () => {
  it('drops a record that continues the last line', () => {
    const timeline = new PlayTimeline();
    timeline.record(segment({ fromMs: 0, streamMs: 0 }));
    timeline.record(segment({ fromMs: 500, streamMs: 500 }));
    timeline.record(segment({ fromMs: 700, streamMs: 710 }));
    expect(timeline.segments().map((s) => s.fromMs)).toEqual([0, 700]);
  });

  it('keeps the later of two changes at one instant', () => {
    const timeline = new PlayTimeline();
    timeline.record(segment({ fromMs: 0, running: false, playState: HspPlayState.STOPPED }));
    timeline.record(segment({ fromMs: 0, streamMs: 4_000 }));
    expect(timeline.segments()).toEqual([segment({ fromMs: 0, streamMs: 4_000 })]);
  });

  it('keeps its window and the segment in force at its start, and at most its count', () => {
    const timeline = new PlayTimeline(10_000, 3);
    for (let i = 0; i < 5; i++) timeline.record(segment({ fromMs: i * 4_000, streamMs: i * 10 }));
    // Window at 16 s: [6 s, 16 s]; the segment from 4 s is still in force at 6 s.
    expect(timeline.segments().map((s) => s.fromMs)).toEqual(
      [4_000, 8_000, 12_000, 16_000].slice(-3),
    );
    const many = new PlayTimeline(Infinity, 3);
    for (let i = 0; i < 5; i++) many.record(segment({ fromMs: i, streamMs: i * 10 }));
    expect(many.segments().map((s) => s.fromMs)).toEqual([2, 3, 4]);
  });

  it('answers from sinceMs with the segment in force then', () => {
    const timeline = new PlayTimeline();
    for (let i = 0; i < 4; i++) timeline.record(segment({ fromMs: i * 100, streamMs: i * 1_000 }));
    expect(timeline.segments(150).map((s) => s.fromMs)).toEqual([100, 200, 300]);
    expect(timeline.segments(-5).map((s) => s.fromMs)).toEqual([0, 100, 200, 300]);
  });
});

describe('the player records its clock', () => {
  it('play, synctime, rate and pause each start a segment that matches the wire state', () => {
    const f = ready();
    const { player, hstp } = f.device;
    player.add(points(100), 100);
    player.play({ startTimeMs: 1_000, serverTimeMs: T0 });
    f.clock.advance(500);
    player.syncTime(1_600, T0 + 500, 0.5);
    f.clock.advance(500);
    player.setPlaybackRate(1.5);
    f.clock.advance(400);
    const playingAt = f.clock.now();
    player.pause();
    f.clock.advance(300);

    const segments = player.timeline.segments();
    expect(segments.map((s) => [s.fromMs - T0, s.running])).toEqual([
      // The setup's frozen segment gave way to the play at the same instant.
      [0, true],
      [500, true],
      [1_000, true],
      [1_400, false],
    ]);
    expect(streamTimeAt(segments, T0 + 500)).toBe(1_550);
    expect(streamTimeAt(segments, T0 + 1_000)).toBe(2_050);
    expect(streamTimeAt(segments, playingAt)).toBe(2_650);
    expect(streamTimeAt(segments, f.clock.now())).toBe(player.state().current_time);
    expect(hstp.userOffsetMs).toBe(0);
  });

  it('starts a segment at a loop wrap', () => {
    const f = ready();
    const { player } = f.device;
    player.add(points(11), 11);
    player.play({ startTimeMs: 0, serverTimeMs: T0, loop: true });
    f.clock.advance(1_250);
    const segments = player.timeline.segments();
    const wrap = segments.at(-1);
    expect(wrap).toMatchObject({ fromMs: T0 + 1_000, streamMs: 0, cause: 'loop' });
    expect(streamTimeAt(segments, T0 + 1_250)).toBe(250);
    expect(player.state().current_time).toBe(250);
  });

  it('reflects the user offset, a device clock error and a server clock move', () => {
    const f = ready({ clockOffsetMs: 40 });
    const { player, hstp } = f.device;
    player.add(points(100), 100);
    player.play({ startTimeMs: 0, serverTimeMs: T0 });
    // The device thinks the server is 40 ms later, so it plays 40 ms ahead.
    expect(streamTimeAt(player.timeline.segments(), T0)).toBe(40);
    hstp.userOffsetMs = 250;
    player.rebase();
    expect(streamTimeAt(player.timeline.segments(), f.clock.now())).toBe(40 - 250);
    f.emulator.setServerOffsetMs(5_000);
    expect(streamTimeAt(player.timeline.segments(), f.clock.now())).toBe(5_000 + 40 - 250);
    expect(player.state().current_time).toBe(5_000 + 40 - 250);
  });

  it('records stop and a new setup as frozen segments', () => {
    const f = ready();
    const { player } = f.device;
    player.add(points(100), 100);
    player.play({ startTimeMs: 0, serverTimeMs: T0 });
    f.clock.advance(300);
    player.stop();
    f.clock.advance(100);
    f.device.command(DeviceMode.HSP, () => player.setup('hsp', 8));
    const last = player.timeline.segments().slice(-2);
    expect(last).toMatchObject([
      { fromMs: T0 + 300, streamMs: 300, running: false, playState: HspPlayState.STOPPED },
      { fromMs: T0 + 400, streamMs: 0, running: false, streamId: 8 },
    ]);
  });
});
