/**
 * HSP for a live script (a looping beat, a playlist): the points are generated as the device plays
 * them, a short lead ahead, and an edit reaches the device as one flushed add that carries the old
 * motion up to the change, so the device neither stops nor jumps (survey §5: "pattern swaps must
 * not re-setup or re-play"; SGR's flushed add against the running stream clock).
 */
import type { HspPoint } from '../script/hsp';
import { HSP_SYNC_SCHEDULE, hspSyncTime, randomStreamId } from './hsp-transport';
import {
  HSP_POINTS_PER_ADD,
  LIVE_FLUSH_BACK_MS,
  LIVE_LEAD_HIGH_MS,
  LIVE_LEAD_LOW_MS,
} from './tuning';
import { PrepareError, playTiming, type Transport, type TransportContext } from './transport';
import {
  PlayerPlayState,
  type LiveScript,
  type PlayerStateLike,
  type PortHspAddArgs,
} from './types';

/** A point as sent, with its absolute stream index. */
interface SentPoint {
  readonly t: number;
  readonly streamIndex: number;
}

/**
 * The points to send from `fromMs` on: the point at or before it (the device's anchor, so it keeps
 * moving along the segment it is on), then what follows, up to `toMs` — but always at least one
 * point after `fromMs`, so a device between two far-apart points knows where it goes next.
 */
export function liveWindow(script: LiveScript, fromMs: number, toMs: number): HspPoint[] {
  const anchor = script.previousPoint(fromMs);
  const afterMs = anchor ? anchor.t : fromMs - 1;
  const room = HSP_POINTS_PER_ADD - (anchor ? 1 : 0);
  const next = script.pointsAfter(afterMs, room);
  const within = next.filter((p, i) => i === 0 || p.t < toMs);
  return anchor ? [anchor, ...within] : within;
}

/** Creates the live transport for one live script; {@link Transport.update} swaps the script. */
export function createLiveTransport(ctx: TransportContext<LiveScript>): Transport {
  let script = ctx.script;
  let streamId = 0;
  let maxPoints = 0;
  let tailStreamIndex = 0;
  /** What the device holds since the last flush (pruned as it plays). */
  let sent: SentPoint[] = [];
  /** The buffer no longer matches the media's time: the next start reseeds. */
  let reseed = true;
  /** The script changed under points already sent: the next job replaces them. */
  let replace = false;
  /** The device reported its threshold: top up even if the lead looks long enough. */
  let thresholdSeen = false;
  let starvedCount = 0;
  let lastState: PlayerStateLike | undefined;

  const lastSentMs = (): number => sent[sent.length - 1]?.t ?? -Infinity;

  /** Records `points` as sent after the ones before (or alone after a flush); the add's body. */
  function batch(points: readonly HspPoint[], flush: boolean): PortHspAddArgs {
    const nowMs = ctx.scriptNowMs();
    const first = tailStreamIndex + 1;
    tailStreamIndex += points.length;
    const kept = flush ? [] : sent.filter((p) => p.t >= nowMs - LIVE_FLUSH_BACK_MS);
    sent = [...kept, ...points.map((p, i) => ({ t: p.t, streamIndex: first + i }))];
    // Halfway through what lies ahead: the device asks for more with half the lead left.
    const ahead = sent.filter((p) => p.t > nowMs);
    const middle = ahead[Math.floor(ahead.length / 2)] ?? ahead[ahead.length - 1];
    return {
      points,
      tailPointStreamIndex: tailStreamIndex,
      flush,
      tailPointThreshold: Math.max(1, middle?.streamIndex ?? tailStreamIndex),
    };
  }

  return {
    kind: 'hsp',
    schedule: HSP_SYNC_SCHEDULE,
    async prepare() {
      streamId = randomStreamId(() => ctx.random());
      sent = [];
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
      const nowMs = ctx.scriptNowMs();
      const add = batch(liveWindow(script, nowMs, nowMs + LIVE_LEAD_HIGH_MS), true);
      reseed = false;
      replace = false;
      thresholdSeen = false;
      // The device's clock keeps running if it ever runs dry (`pause_on_starving` false): the
      // beat's clock is the page's, so points that arrive late play in phase, never behind it.
      return ctx.send((p) =>
        p.hsp.play({
          ...playTiming(ctx),
          playbackRate: ctx.rate(),
          loop: false,
          pauseOnStarving: false,
          add,
        }),
      );
    },
    halt: () => ctx.send((p) => p.hsp.pause()),
    syncTime: (filter) => hspSyncTime(ctx, filter),
    changeRate: () => ctx.send((p) => p.hsp.setPlaybackRate(ctx.rate())),
    syncAfterRate: true,
    backgroundJob(pollDue) {
      if (!reseed) {
        const nowMs = ctx.scriptNowMs();
        if (replace) {
          replace = false;
          const points = liveWindow(script, nowMs - LIVE_FLUSH_BACK_MS, nowMs + LIVE_LEAD_HIGH_MS);
          const add = batch(points, true);
          return () =>
            ctx
              .send((p) => p.hsp.add(add))
              .catch((err: unknown) => {
                // What the device holds is unknown now: the next start reseeds.
                reseed = true;
                throw err;
              });
        }
        const due = thresholdSeen || lastSentMs() - nowMs < LIVE_LEAD_LOW_MS;
        if (due) {
          const next = script
            .pointsAfter(lastSentMs(), HSP_POINTS_PER_ADD)
            .filter((p, i) => i === 0 || p.t < nowMs + LIVE_LEAD_HIGH_MS);
          if (next.length > 0) {
            thresholdSeen = false;
            const add = batch(next, false);
            return () =>
              ctx
                .send((p) => p.hsp.add(add))
                .catch((err: unknown) => {
                  reseed = true;
                  throw err;
                });
          }
        }
      }
      return pollDue ? () => ctx.send((p) => p.hsp.state()) : undefined;
    },
    readState(state, eventName) {
      if (streamId !== 0 && state.stream_id !== streamId) return 'foreign';
      lastState = state;
      if (state.max_points > 0) maxPoints = state.max_points;
      if (eventName === 'hsp_threshold_reached') thresholdSeen = true;
      // Starving with points still to come is only a gap the device waits out; past the last
      // point sent, it ran dry.
      if (state.play_state !== PlayerPlayState.STARVING) return 'ok';
      return state.current_time >= lastSentMs() ? 'starving' : 'ok';
    },
    // A live script has no end: the media never wraps it.
    looped: () => undefined,
    loopChanged: () => undefined,
    invalidate() {
      reseed = true;
    },
    starved() {
      starvedCount += 1;
      reseed = true;
    },
    stop: () => ctx.send((p) => p.hsp.stop()),
    buffer() {
      const nowMs = ctx.scriptNowMs();
      const ahead = sent.filter((p) => p.t > nowMs);
      return {
        aheadMs: Math.max(0, lastSentMs() - nowMs),
        aheadPoints: ahead.length,
        tailStreamIndex,
        thresholdStreamIndex: lastState?.tail_point_stream_index_threshold ?? 0,
        maxPoints,
        playState: lastState?.play_state ?? PlayerPlayState.NOT_INITIALIZED,
        starvedCount,
      };
    },
    update(next, changedFromMs) {
      script = next;
      // Points from the change on are already on the device: replace them. Later ones will be
      // generated from the new script by the top-ups anyway.
      if (changedFromMs <= lastSentMs()) replace = true;
    },
  };
}
