/**
 * HSP for a live script (a looping beat, a playlist): the points are generated as the device plays
 * them, a short lead ahead, and an edit reaches the device as one flushed add that carries the old
 * motion up to the change, so the device neither stops nor jumps (survey §5: "pattern swaps must
 * not re-setup or re-play"; SGR's flushed add against the running stream clock). What both HSP
 * transports share is in `hsp-stream.ts`; the script and the edit come with each call.
 */
import type { HspPoint } from '../script/hsp';
import { HspStream } from './hsp-stream';
import {
  HSP_POINTS_PER_ADD,
  LIVE_FLUSH_BACK_MS,
  LIVE_LEAD_HIGH_MS,
  LIVE_LEAD_LOW_MS,
} from './tuning';
import { liveScript, playTiming, type Transport, type TransportContext } from './transport';
import { PlayerPlayState, type LiveScript, type PortHspAddArgs } from './types';

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

/** Creates the live transport for one live script. */
export function createLiveTransport(): Transport {
  const stream = new HspStream();
  let tailStreamIndex = 0;
  /** What the device holds since the last flush (pruned as it plays). */
  let sent: SentPoint[] = [];

  const lastSentMs = (): number => sent[sent.length - 1]?.t ?? -Infinity;

  /** Records `points` as sent after the ones before (or alone after a flush); the add's body. */
  function batch(
    ctx: TransportContext,
    points: readonly HspPoint[],
    flush: boolean,
  ): PortHspAddArgs {
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
    ...stream.shared(),
    async prepare(ctx) {
      sent = [];
      await stream.setup(ctx);
    },
    start(ctx) {
      const script = liveScript(ctx.script);
      const nowMs = ctx.scriptNowMs();
      const add = batch(ctx, liveWindow(script, nowMs, nowMs + LIVE_LEAD_HIGH_MS), true);
      return stream.play(ctx, playTiming(ctx), false, add);
    },
    backgroundJob(ctx, pollDue, editFromMs) {
      if (!stream.reseed) {
        const script = liveScript(ctx.script);
        const nowMs = ctx.scriptNowMs();
        // Points from the edit on are already on the device: replace them. Later ones will be
        // generated from the new script by the top-ups anyway.
        if (editFromMs !== undefined && editFromMs <= lastSentMs()) {
          const points = liveWindow(script, nowMs - LIVE_FLUSH_BACK_MS, nowMs + LIVE_LEAD_HIGH_MS);
          return { kind: 'add', add: batch(ctx, points, true) };
        }
        const due = stream.thresholdSeen || lastSentMs() - nowMs < LIVE_LEAD_LOW_MS;
        if (due) {
          const next = script
            .pointsAfter(lastSentMs(), HSP_POINTS_PER_ADD)
            .filter((p, i) => i === 0 || p.t < nowMs + LIVE_LEAD_HIGH_MS);
          if (next.length > 0) {
            stream.thresholdSeen = false;
            return { kind: 'add', add: batch(ctx, next, false) };
          }
        }
      }
      return stream.poll(pollDue);
    },
    // What the device holds after a failed add is unknown: the next start reseeds.
    background: (ctx, job) => stream.background(ctx, job, () => (stream.reseed = true)),
    readState(_ctx, state, eventName) {
      if (!stream.read(state, eventName)) return 'foreign';
      // Starving with points still to come is only a gap the device waits out; past the last
      // point sent, it ran dry.
      if (state.play_state !== PlayerPlayState.STARVING) return 'ok';
      return state.current_time >= lastSentMs() ? 'starving' : 'ok';
    },
    // A live script has no end: the media never wraps it.
    looped: () => undefined,
    loopChanged: () => undefined,
    buffer(ctx) {
      const nowMs = ctx.scriptNowMs();
      const ahead = sent.filter((p) => p.t > nowMs);
      return stream.buffer({
        aheadMs: Math.max(0, lastSentMs() - nowMs),
        aheadPoints: ahead.length,
        tailStreamIndex,
      });
    },
  };
}
