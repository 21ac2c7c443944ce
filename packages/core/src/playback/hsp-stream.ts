/**
 * What both HSP transports share — a whole script's (`hsp-transport.ts`) and a live one's
 * (`live-transport.ts`): the stream's setup, the calls that carry no points (halt, synctime,
 * rate, stop, state poll), a play with or without a seed, an add whose failure the owner undoes,
 * the reading of the device's state and the buffer's figures, and the flags they keep about the
 * device's buffer. One stream per loaded script.
 */
import {
  HSP_SYNC_AFTER_PLAY_MS,
  HSP_SYNC_FIRST_FILTER,
  HSP_SYNC_INTERVAL_MS,
  SYNC_FILTER,
} from './tuning';
import {
  PrepareError,
  syncTimeArgs,
  type BackgroundJob,
  type PortSender,
  type SyncSchedule,
  type Transport,
  type TransportContext,
} from './transport';
import {
  PlayerPlayState,
  type BufferInfo,
  type PlayerStateLike,
  type PortHspAddArgs,
  type PortPlayArgs,
} from './types';

/** Largest stream id the API accepts (spec §9). */
export const MAX_STREAM_ID = 4_294_967_295;

/** A random stream id in 1…4294967295 from a [0, 1) source. */
export function randomStreamId(random: () => number): number {
  const id = 1 + Math.floor(random() * MAX_STREAM_ID);
  return Math.min(MAX_STREAM_ID, Math.max(1, id));
}

/** HSP's synctimes: 1 and 3 s after each play (0.9, then 0.5), then every 10 s (tuning.ts). */
export const HSP_SYNC_SCHEDULE: SyncSchedule = {
  steps: HSP_SYNC_AFTER_PLAY_MS.map((atMs, i) => ({
    delayMs: atMs - (HSP_SYNC_AFTER_PLAY_MS[i - 1] ?? 0),
    filter: i === 0 ? HSP_SYNC_FIRST_FILTER : SYNC_FILTER,
  })),
  repeat: { delayMs: HSP_SYNC_INTERVAL_MS, filter: SYNC_FILTER },
};

/** What the device holds ahead, as the owning transport counts it. */
export interface StreamAhead {
  readonly aheadMs: number;
  readonly aheadPoints: number;
  readonly tailStreamIndex: number;
}

/** The transport calls both HSP transports make the same way. */
export type SharedHspCalls = Pick<
  Transport,
  'kind' | 'schedule' | 'halt' | 'syncTime' | 'changeRate' | 'invalidate' | 'starved' | 'stop'
>;

/** One HSP stream: the device's side of it, and the calls that do not depend on the points. */
export class HspStream {
  /** The buffer no longer matches what the device should play: the next start reseeds. */
  reseed = true;
  /** The device reported its threshold: top up even if the lead looks long enough. */
  thresholdSeen = false;
  /** The device's buffer size (`max_points`), from the setup and every state since. */
  maxPoints = 0;
  private streamId = 0;
  private starvedCount = 0;
  private lastState: PlayerStateLike | undefined;

  /** Sets up a new stream (a random id); the next start reseeds. */
  async setup(ctx: TransportContext): Promise<void> {
    this.streamId = randomStreamId(() => ctx.random());
    this.reseed = true;
    try {
      const streamId = this.streamId;
      const state = await ctx.send((p) => p.hsp.setup(streamId));
      this.maxPoints = state.max_points;
      this.lastState = state;
    } catch (cause) {
      throw new PrepareError('scriptFailed', cause);
    }
  }

  /**
   * A play at `timing` (taken just before). With `add`, a flushed seed rides in it: the buffer
   * matches the media again. The device's clock keeps running if it ever runs dry
   * (`pause_on_starving` false), so points that arrive late play in phase, never behind.
   */
  play(
    ctx: TransportContext,
    timing: Pick<PortPlayArgs, 'startTimeMs' | 'serverTimeMs'>,
    loop: boolean,
    add?: PortHspAddArgs,
  ): Promise<PlayerStateLike> {
    const base = { ...timing, playbackRate: ctx.rate(), pauseOnStarving: false, loop };
    if (!add) return ctx.send((p) => p.hsp.play(base));
    this.reseed = false;
    this.thresholdSeen = false;
    return ctx.send((p) => p.hsp.play({ ...base, add }));
  }

  /**
   * Sends `job`. A failed add calls `failed` before the failure goes on to the engine: the owner
   * decides what the device holds then.
   */
  background(ctx: TransportContext, job: BackgroundJob, failed: () => void) {
    if (job.kind === 'poll') return ctx.send((p) => p.hsp.state());
    return ctx
      .send((p) => p.hsp.add(job.add))
      .catch((err: unknown) => {
        failed();
        throw err;
      });
  }

  /** A poll when one is due, else nothing. */
  poll(pollDue: boolean): BackgroundJob | undefined {
    return pollDue ? { kind: 'poll' } : undefined;
  }

  /**
   * Takes a state from the device; false when it is another stream's. A threshold event means a
   * top-up is due whatever the lead looks like.
   */
  read(state: PlayerStateLike, eventName: string | undefined): boolean {
    if (this.streamId !== 0 && state.stream_id !== this.streamId) return false;
    this.lastState = state;
    if (state.max_points > 0) this.maxPoints = state.max_points;
    if (eventName === 'hsp_threshold_reached') this.thresholdSeen = true;
    return true;
  }

  /** The status's buffer figures, with what the owner counts ahead. */
  buffer(ahead: StreamAhead): BufferInfo {
    return {
      aheadMs: ahead.aheadMs,
      aheadPoints: ahead.aheadPoints,
      tailStreamIndex: ahead.tailStreamIndex,
      thresholdStreamIndex: this.lastState?.tail_point_stream_index_threshold ?? 0,
      maxPoints: this.maxPoints,
      playState: this.lastState?.play_state ?? PlayerPlayState.NOT_INITIALIZED,
      starvedCount: this.starvedCount,
    };
  }

  /** The calls both transports make the same way. */
  shared(): SharedHspCalls {
    return {
      kind: 'hsp',
      schedule: HSP_SYNC_SCHEDULE,
      halt: (ctx: PortSender) => ctx.send((p) => p.hsp.pause()),
      syncTime: (ctx, filter) => ctx.send((p) => p.hsp.syncTime(syncTimeArgs(ctx, filter))),
      // The rate call keeps the stream time; a synctime right after takes out what the device
      // ran at the old rate while the call travelled (TSG; survey §6).
      changeRate: (ctx) => ctx.send((p) => p.hsp.setPlaybackRate(ctx.rate())),
      invalidate: () => {
        this.reseed = true;
      },
      starved: () => {
        this.starvedCount += 1;
        this.reseed = true;
      },
      stop: (ctx: PortSender) => ctx.send((p) => p.hsp.stop()),
    };
  }
}
