/**
 * HSP: Glide streams the points itself. A flushed seed rides in `/hsp/play`, top-ups keep a lead
 * of 30–60 s (one add at a time, strictly ordered), and a state showing the threshold passed — or
 * the engine's own estimate of the device position — triggers the next one. What both HSP
 * transports share is in `hsp-stream.ts`; this file keeps the plan of a whole script.
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
import { HspStream } from './hsp-stream';
import { playTiming, wholeScript, type Transport, type TransportContext } from './transport';
import { PlayerPlayState } from './types';

/** Creates the HSP transport for one loaded script. */
export function createHspTransport(): Transport {
  const stream = new HspStream();
  let plan: HspPlan | undefined;
  /** The device loops its buffer by itself (the whole script was streamed from its start). */
  let deviceLoop = false;

  const streamPoints = (ctx: TransportContext): readonly HspPoint[] => {
    const { points } = wholeScript(ctx.script);
    return ctx.loop ? padForLoop(points, ctx.durationMs()) : points;
  };

  const reachedEnd = (): boolean => plan !== undefined && plan.cursor >= plan.points.length;

  return {
    ...stream.shared(),
    async prepare(ctx) {
      plan = undefined;
      await stream.setup(ctx);
    },
    start(ctx) {
      const startMs = ctx.scriptNowMs();
      const timing = playTiming(ctx);
      if (!stream.reseed && plan && isInBuffer(plan, startMs, stream.maxPoints)) {
        return stream.play(ctx, timing, deviceLoop);
      }
      const points = streamPoints(ctx);
      const seeded = seedPlan(points, startMs, plan?.tailStreamIndex ?? 0);
      plan = seeded.plan;
      deviceLoop =
        ctx.loop && seeded.plan.flushStartIndex === 0 && fitsInBuffer(points, stream.maxPoints);
      return stream.play(ctx, timing, deviceLoop, seeded.batch);
    },
    backgroundJob(ctx, pollDue) {
      if (plan && !stream.reseed) {
        const before = plan;
        const next = nextTopUp(before, ctx.scriptNowMs(), stream.maxPoints, stream.thresholdSeen);
        if (next) {
          plan = next.plan;
          stream.thresholdSeen = false;
          return { kind: 'add', add: next.batch, plans: { before, after: next.plan } };
        }
      }
      return stream.poll(pollDue);
    },
    background: (ctx, job) =>
      stream.background(ctx, job, () => {
        // Sent again on the next tick, with the same stream indexes.
        if (job.kind === 'add' && job.plans && plan === job.plans.after) plan = job.plans.before;
      }),
    readState(_ctx, state, eventName) {
      if (!stream.read(state, eventName)) return 'foreign';
      const thresholdMs = plan
        ? timeOfStreamIndex(plan, state.tail_point_stream_index_threshold)
        : undefined;
      if (thresholdMs !== undefined && state.current_time >= thresholdMs)
        stream.thresholdSeen = true;
      if (state.play_state !== PlayerPlayState.STARVING) return 'ok';
      // Running out at the script's end is the end, not a starve.
      const lastPoint = plan?.points[plan.points.length - 1];
      if (reachedEnd() && lastPoint && state.current_time >= lastPoint.t) return 'ended';
      return 'starving';
    },
    looped() {
      // A device that loops by itself is re-anchored within its buffer; otherwise reseed at 0.
      if (!deviceLoop) stream.reseed = true;
    },
    loopChanged() {
      stream.reseed = true;
    },
    buffer(ctx) {
      const ahead = plan ? aheadOf(plan, ctx.scriptNowMs()) : { aheadMs: 0, aheadPoints: 0 };
      return stream.buffer({ ...ahead, tailStreamIndex: plan?.tailStreamIndex ?? 0 });
    },
  };
}
