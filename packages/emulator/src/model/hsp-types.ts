import type { HspPlayState } from './enums';
import type { Waypoint } from './motion';

/** Which API drives the player: HSP feeds it point by point; HSSP and STREAM are fed by the server. */
export type HspProtocol = 'hsp' | 'hssp' | 'stream';

/** The `HspState` wire shape (reference §5). */
export interface HspState {
  play_state: HspPlayState;
  pause_on_starving: boolean;
  points: number;
  max_points: number;
  current_point: number;
  current_time: number;
  loop: boolean;
  playback_rate: number;
  first_point_time: number;
  last_point_time: number;
  stream_id: number;
  tail_point_stream_index: number;
  tail_point_stream_index_threshold: number;
}

/** What the player needs from its device. */
export interface HspPlayerHooks {
  /**
   * Added to the emulator clock, gives the time the device plays against: its idea of the server
   * time (server offset plus its own clock error) minus the user offset.
   */
  referenceOffsetMs(): number;
  /** The true server time now, used when a play call carries no `server_time`. */
  serverNowMs(): number;
  /** Something changed that moves the slider. */
  motionChanged(): void;
}

/** Options of a play call. */
export interface PlayOptions {
  startTimeMs: number;
  serverTimeMs?: number;
  playbackRate?: number;
  loop?: boolean;
  pauseOnStarving?: boolean;
}

/** A waypoint in stream units: `posPct` 0–100 instead of millimetres. */
export interface StreamWaypoint extends Omit<Waypoint, 'posMm'> {
  posPct: number;
}
