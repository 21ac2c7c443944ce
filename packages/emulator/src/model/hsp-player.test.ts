import { describe, expect, it } from 'vitest';
import { modelFixture, type ModelFixture } from '../test-support/model';
import { DeviceMode, HspPlayState } from './enums';
import type { HspPoint } from './hsp-buffer';

function ready(spec: Parameters<typeof modelFixture>[0] = {}): ModelFixture {
  const f = modelFixture(spec);
  f.device.command(DeviceMode.HSP, () => f.device.player.setup('hsp', 7));
  return f;
}

/** `count` points every `stepMs` from `fromMs`, alternating 0 and 100. */
function points(count: number, fromMs = 0, stepMs = 100): HspPoint[] {
  return Array.from({ length: count }, (_, i) => ({ t: fromMs + i * stepMs, x: i % 2 ? 100 : 0 }));
}

describe('HSP buffer', () => {
  it('setup clears the buffer, keeps the stream id and reports max_points', () => {
    const f = ready();
    const { player } = f.device;
    player.add(points(5), 5);
    f.device.command(DeviceMode.HSP, () => player.setup('hsp', 99));
    expect(player.state()).toMatchObject({
      play_state: HspPlayState.STOPPED,
      points: 0,
      max_points: 4_000,
      stream_id: 99,
      current_point: -1,
    });
  });

  it('numbers points by the batch tail index and drops the oldest on overflow', () => {
    const f = ready({ maxPoints: 150 });
    const { player } = f.device;
    player.add(points(100, 0), 100);
    player.add(points(100, 10_000), 200);
    const state = player.state();
    expect(state.points).toBe(150);
    expect(state.first_point_time).toBe(5_000);
    expect(state.last_point_time).toBe(19_900);
    expect(state.tail_point_stream_index).toBe(200);
    expect(player.buffer.points[0]?.streamIndex).toBe(51);
  });

  it('flush empties the buffer and resets current_point to -1', () => {
    const f = ready();
    const { player } = f.device;
    player.add(points(10), 10);
    player.play({ startTimeMs: 0 });
    f.clock.advance(450);
    expect(player.state().current_point).toBe(4);
    player.flush();
    expect(player.state()).toMatchObject({ points: 0, current_point: -1 });
  });
});

describe('HSP playback', () => {
  it('plays the points against the server clock and moves the slider between them', () => {
    const f = ready();
    const { player } = f.device;
    player.add(
      [
        { t: 0, x: 0 },
        { t: 1_000, x: 100 },
        { t: 2_000, x: 50 },
      ],
      3,
    );
    player.play({ startTimeMs: 0, serverTimeMs: f.emulator.serverTimeMs() });
    f.clock.advance(500);
    expect(player.state()).toMatchObject({ current_time: 500, current_point: 0 });
    expect(f.device.motion.positionAt(f.clock.now())).toBeCloseTo(50);
    f.clock.advance(1_000);
    expect(player.state().current_point).toBe(1);
    expect(f.device.motion.positionAt(f.clock.now())).toBeCloseTo(75);
  });

  it('maps positions into the stroke zone', () => {
    const f = ready();
    f.device.setStroke({ min: 0.5, max: 1 });
    f.device.player.add(
      [
        { t: 0, x: 0 },
        { t: 1_000, x: 0 },
        { t: 2_000, x: 100 },
      ],
      3,
    );
    f.device.player.play({ startTimeMs: 0 });
    f.clock.advance(1_000);
    expect(f.device.motion.positionAt(f.clock.now())).toBeCloseTo(50);
    f.clock.advance(500);
    expect(f.device.motion.positionAt(f.clock.now())).toBeCloseTo(75);
    f.clock.advance(500);
    expect(f.device.motion.positionAt(f.clock.now())).toBeCloseTo(100);
  });

  it('raises hsp_threshold_reached when the threshold point plays', () => {
    const f = ready();
    const { player } = f.device;
    player.add(points(10), 10);
    player.setThreshold(6); // stream index 6 = t 500
    player.play({ startTimeMs: 0 });
    f.clock.advance(499);
    expect(f.named('hsp_threshold_reached')).toHaveLength(0);
    f.clock.advance(1);
    const [event] = f.named('hsp_threshold_reached');
    expect(event?.data).toMatchObject({ current_point: 5, tail_point_stream_index_threshold: 6 });
  });

  it('starves at the end of the buffer, the clock running on; new points resume play', () => {
    const f = ready();
    const { player } = f.device;
    player.add(points(5), 5); // last point at 400
    player.play({ startTimeMs: 0 });
    f.clock.advance(400);
    expect(player.playState).toBe(HspPlayState.STARVING);
    expect(f.named('hsp_starving')).toHaveLength(1);
    expect(f.named('hsp_state_changed').map((e) => e.data)).toEqual([
      expect.objectContaining({ play_state: HspPlayState.STARVING, current_time: 400 }),
    ]);
    f.clock.advance(600);
    expect(player.state().current_time).toBe(1_000);
    player.add(points(5, 1_500), 10);
    expect(player.playState).toBe(HspPlayState.PLAYING);
    f.clock.advance(500);
    expect(f.device.motion.positionAt(f.clock.now())).toBeCloseTo(0); // the point at 1500
  });

  it('with pause_on_starving freezes the clock and resumes where it stopped', () => {
    const f = ready();
    const { player } = f.device;
    player.add(points(5), 5);
    player.play({ startTimeMs: 0, pauseOnStarving: true });
    f.clock.advance(1_000);
    expect(player.state()).toMatchObject({ play_state: HspPlayState.STARVING, current_time: 400 });
    expect(f.named('hsp_paused_on_starving')).toHaveLength(1);
    expect(f.named('hsp_starving')).toHaveLength(0);
    player.add(points(5, 500), 10);
    expect(f.named('hsp_resumed_on_not_starving')).toHaveLength(1);
    f.clock.advance(100);
    expect(player.state()).toMatchObject({ play_state: HspPlayState.PLAYING, current_time: 500 });
  });

  it('loops over the buffer, announcing every lap', () => {
    const f = ready();
    const { player } = f.device;
    player.add(points(5), 5); // 0..400
    player.play({ startTimeMs: 0, loop: true });
    f.clock.advance(400);
    expect(f.named('hsp_looping')).toHaveLength(1);
    expect(player.state().current_time).toBe(0);
    f.clock.advance(1_000);
    expect(f.named('hsp_looping')).toHaveLength(3);
    expect(player.state()).toMatchObject({ play_state: HspPlayState.PLAYING, current_time: 200 });
  });

  it('pause and resume continue from the pause, or with pick_up from the live position', () => {
    const f = ready();
    const { player } = f.device;
    player.add(points(100), 100);
    player.play({ startTimeMs: 0 });
    f.clock.advance(1_000);
    player.pause();
    f.clock.advance(2_000);
    expect(player.state()).toMatchObject({ play_state: HspPlayState.PAUSED, current_time: 1_000 });
    player.resume(false);
    expect(player.state().current_time).toBe(1_000);
    f.clock.advance(1_000);
    player.pause();
    f.clock.advance(3_000);
    player.resume(true);
    expect(player.state().current_time).toBe(2_000 + 3_000);
  });

  it('playback rate scales stream time without a jump', () => {
    const f = ready();
    const { player } = f.device;
    player.add(points(100), 100);
    player.play({ startTimeMs: 1_000, playbackRate: 2 });
    f.clock.advance(500);
    expect(player.state().current_time).toBe(2_000);
    player.setPlaybackRate(0.5);
    expect(player.state().current_time).toBe(2_000);
    f.clock.advance(1_000);
    expect(player.state()).toMatchObject({ current_time: 2_500, playback_rate: 0.5 });
  });

  it('synctime corrects the filter share of the error', () => {
    const f = ready();
    const { player } = f.device;
    player.add(points(100), 100);
    player.play({ startTimeMs: 0 });
    f.clock.advance(1_000);
    // The client says the stream should be at 1400 now: a 400 ms error, half corrected.
    player.syncTime(1_400, f.emulator.serverTimeMs(), 0.5);
    expect(player.state().current_time).toBe(1_200);
    player.syncTime(1_400, f.emulator.serverTimeMs(), 1);
    expect(player.state().current_time).toBe(1_400);
  });

  it('a device clock error shifts playback until a clock sync removes it', () => {
    const f = ready({ clockOffsetMs: 300 });
    const { player } = f.device;
    player.add(points(100), 100);
    player.play({ startTimeMs: 0, serverTimeMs: f.emulator.serverTimeMs() });
    expect(player.state().current_time).toBe(300);
    f.device.hstp.sync();
    player.rebase();
    expect(player.state().current_time).toBe(0);
    expect(f.named('device_clock_synchronized')).toHaveLength(1);
  });

  it('a positive user offset delays playback', () => {
    const f = ready();
    const { player } = f.device;
    player.add(points(100), 100);
    f.device.hstp.userOffsetMs = 250;
    player.play({ startTimeMs: 0, serverTimeMs: f.emulator.serverTimeMs() });
    expect(player.state().current_time).toBe(-250);
  });
});
