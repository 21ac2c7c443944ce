/**
 * The answer of `GET /control/devices/:key/play-timeline`, as a schema: the emulator's own tests and
 * the measuring clients (e2e, bench) read it through this one definition, so a field added to the
 * route cannot be parsed differently on each side.
 */
import { z } from 'zod';

const playTimelineSegmentSchema = z.object({
  fromMs: z.number(),
  streamMs: z.number(),
  rate: z.number(),
  running: z.boolean(),
  playState: z.number(),
  streamId: z.number(),
  protocol: z.string(),
  cause: z.enum(['change', 'loop']),
});

/** The play clock's segments over the emulator clock, with the clock offsets they are read by. */
export const playTimelineAnswerSchema = z.object({
  nowMs: z.number(),
  clockIsEpoch: z.boolean(),
  serverOffsetMs: z.number(),
  userOffsetMs: z.number(),
  clockErrorMs: z.number(),
  /** The device's mechanical lag now; the segments already include it (the slider, not the command). */
  motionLagMs: z.number(),
  segments: z.array(playTimelineSegmentSchema),
});
