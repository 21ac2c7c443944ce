/**
 * HSP: Glide streams the points itself. A flushed seed rides in `/hsp/play`, top-ups keep a lead
 * of 30–60 s (one add at a time, strictly ordered), and a state showing the threshold passed — or
 * the engine's own estimate of the device position — triggers the next one.
 */
import type { HspPoint } from '../script/hsp';
import {
  aheadOf,
  fitsInBuffer,
  isInBuffer,
  nextTopUp,
  padForLoop,
  seedPlan,
  timeOfStreamIndex,
  type HspPlan,
} from './hsp-planner';
import {
  HSP_SYNC_AFTER_PLAY_MS,
  HSP_SYNC_FIRST_FILTER,
  HSP_SYNC_INTERVAL_MS,
  SYNC_FILTER,
} from './tuning';
import {
  PrepareError,
  playTiming,
  type SyncSchedule,
  type Transport,
  type TransportContext,
} from './transport';
import { PlayerPlayState, type PlaybackSource, type PlayerStateLike } from './types';

/** Largest stream id the API accepts (spec §9). */
export const MAX_STREAM_ID = 4_294_967_295;

/** A random stream id in 1…4294967295 from a [0, 1) source. */
export function randomStreamId(random: () => number): number {
  const id = 1 + Math.floor(random() * MAX_STREAM_ID);
  return Math.min(MAX_STREAM_ID, Math.max(1, id));
}

/** HSP's synctimes: 1, 2 and 3 s after each play (0.9, then 0.5), then every 10 s (tuning.ts). */
export const HSP_SYNC_SCHEDULE: SyncSchedule = {
  steps: HSP_SYNC_AFTER_PLAY_MS.map((atMs, i) => ({
    delayMs: atMs - (HSP_SYNC_AFTER_PLAY_MS[i - 1] ?? 0),
    filter: i === 0 ? HSP_SYNC_FIRST_FILTER : SYNC_FILTER,
  })),
  repeat: { delayMs: HSP_SYNC_INTERVAL_MS, filter: SYNC_FILTER },
};

/** An HSP synctime: the stream is at the media's script time now, on the server's clock. */
export function hspSyncTime(
  ctx: Pick<TransportContext<PlaybackSource>, 'send' | 'serverTimeMs' | 'scriptNowMs'>,
  filter: number,
): Promise<PlayerStateLike> {
  return ctx.send((p) =>
    p.hsp.syncTime({
      currentTimeMs: Math.round(ctx.scriptNowMs()),
      serverTimeMs: Math.round(ctx.serverTimeMs()),
      filter,
    }),
  );
}

/** Creates the HSP transport for one loaded script. */
export function createHspTransport(ctx: TransportContext): Transport {
  let streamId = 0;
  let maxPoints = 0;
  let plan: HspPlan | undefined;
  let points: readonly HspPoint[] = ctx.script.points;
  /** The buffer no longer matches what the device should play: the next start reseeds. */
  let reseed = true;
  /** The device loops its buffer by itself (the whole script was streamed from its start). */
  let deviceLoop = false;
  /** The device reported its threshold: top up even if the lead looks long enough. */
  let thresholdSeen = false;
  let starvedCount = 0;
  let lastState: PlayerStateLike | undefined;

  const streamPoints = (): readonly HspPoint[] =>
    ctx.loop() ? padForLoop(ctx.script.points, ctx.durationMs()) : ctx.script.points;

  const reachedEnd = (): boolean => plan !== undefined && plan.cursor >= plan.points.length;

  return {
    kind: 'hsp',
    schedule: HSP_SYNC_SCHEDULE,
    async prepare() {
      streamId = randomStreamId(() => ctx.random());
      plan = undefined;
      reseed = true;
      try {
        const state = await ctx.send((p) => p.hsp.setup(streamId));
        maxPoints = state.max_points;
        lastState = state;
      } catch (cause) {
        throw new PrepareError('scriptFailed', cause);
      }
    },
    start() {
      const startMs = ctx.scriptNowMs();
      const timing = playTiming(ctx);
      const base = { ...timing, playbackRate: ctx.rate(), pauseOnStarving: false };
      if (!reseed && plan && isInBuffer(plan, startMs, maxPoints)) {
        return ctx.send((p) => p.hsp.play({ ...base, loop: deviceLoop }));
      }
      points = streamPoints();
      const seeded = seedPlan(points, startMs, plan?.tailStreamIndex ?? 0);
      plan = seeded.plan;
      reseed = false;
      thresholdSeen = false;
      deviceLoop =
        ctx.loop() && seeded.plan.flushStartIndex === 0 && fitsInBuffer(points, maxPoints);
      return ctx.send((p) => p.hsp.play({ ...base, loop: deviceLoop, add: seeded.batch }));
    },
    halt: () => ctx.send((p) => p.hsp.pause()),
    syncTime: (filter) => hspSyncTime(ctx, filter),
    // The rate call keeps the stream time; a synctime right after takes out what the device ran
    // at the old rate while the call travelled (TSG; survey §6).
    changeRate: () => ctx.send((p) => p.hsp.setPlaybackRate(ctx.rate())),
    syncAfterRate: true,
    backgroundJob(pollDue) {
      if (plan && !reseed) {
        const before = plan;
        const next = nextTopUp(before, ctx.scriptNowMs(), maxPoints, thresholdSeen);
        if (next) {
          plan = next.plan;
          thresholdSeen = false;
          return () =>
            ctx
              .send((p) => p.hsp.add(next.batch))
              .catch((err: unknown) => {
                // Sent again on the next tick, with the same stream indexes.
                if (plan === next.plan) plan = before;
                throw err;
              });
        }
      }
      return pollDue ? () => ctx.send((p) => p.hsp.state()) : undefined;
    },
    readState(state, eventName) {
      if (streamId !== 0 && state.stream_id !== streamId) return 'foreign';
      lastState = state;
      if (state.max_points > 0) maxPoints = state.max_points;
      const thresholdMs = plan
        ? timeOfStreamIndex(plan, state.tail_point_stream_index_threshold)
        : undefined;
      const passed = thresholdMs !== undefined && state.current_time >= thresholdMs;
      if (eventName === 'hsp_threshold_reached' || passed) thresholdSeen = true;
      if (state.play_state !== PlayerPlayState.STARVING) return 'ok';
      // Running out at the script's end is the end, not a starve.
      const lastPoint = points[points.length - 1];
      if (reachedEnd() && lastPoint && state.current_time >= lastPoint.t) return 'ended';
      return 'starving';
    },
    looped() {
      // A device that loops by itself is re-anchored within its buffer; otherwise reseed at 0.
      if (!deviceLoop) reseed = true;
    },
    loopChanged() {
      reseed = true;
    },
    invalidate() {
      reseed = true;
    },
    starved() {
      starvedCount += 1;
      reseed = true;
    },
    stop: () => ctx.send((p) => p.hsp.stop()),
    buffer() {
      const ahead = plan ? aheadOf(plan, ctx.scriptNowMs()) : { aheadMs: 0, aheadPoints: 0 };
      return {
        aheadMs: ahead.aheadMs,
        aheadPoints: ahead.aheadPoints,
        tailStreamIndex: plan?.tailStreamIndex ?? 0,
        thresholdStreamIndex: lastState?.tail_point_stream_index_threshold ?? 0,
        maxPoints,
        playState: lastState?.play_state ?? PlayerPlayState.NOT_INITIALIZED,
        starvedCount,
      };
    },
  };
}
