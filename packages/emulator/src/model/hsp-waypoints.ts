/** Pure helpers of the HSP player: its slider plan and the state of an inactive protocol. */
import { HspPlayState } from './enums';
import type { BufferedPoint } from './hsp-buffer';
import type { HspState, StreamWaypoint } from './hsp-types';

/**
 * The points from `fromStreamMs` on as waypoints on the emulator clock, lap after lap when looping
 * (a lap's first point falls where the previous lap's last one was).
 */
export function* streamWaypoints(
  points: readonly BufferedPoint[],
  fromStreamMs: number,
  loop: boolean,
  toClockMs: (streamMs: number) => number,
): Generator<StreamWaypoint> {
  for (const p of points) {
    if (p.t >= fromStreamMs) yield { atMs: toClockMs(p.t), posPct: p.x };
  }
  const first = points[0];
  const last = points.at(-1);
  const periodMs = first && last ? last.t - first.t : 0;
  if (!loop || periodMs <= 0) return;
  for (let lap = 1; ; lap++) {
    for (const p of points) yield { atMs: toClockMs(p.t + lap * periodMs), posPct: p.x };
  }
}

/** What a protocol's state endpoint shows while another protocol owns the player. */
export function blankState(state: HspState): HspState {
  return {
    ...state,
    play_state: HspPlayState.NOT_INITIALIZED,
    points: 0,
    current_point: -1,
    current_time: 0,
    first_point_time: 0,
    last_point_time: 0,
    stream_id: 0,
    tail_point_stream_index: 0,
    tail_point_stream_index_threshold: 0,
  };
}
