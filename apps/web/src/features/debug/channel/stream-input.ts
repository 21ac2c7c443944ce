import * as v from 'valibot';

/** Longest stream time the panel takes, ms: a day, far past any stream. */
const MAX_START_TIME_MS = 86_400_000;

const StreamRefSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(),
  v.maxLength(128),
  // A stream reference is ULID-like (reference §6); - and _ are let through for hand-made ones.
  v.regex(/^[A-Za-z0-9_-]+$/),
);

const StartTimeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(),
  v.transform(Number),
  v.number(),
  v.integer(),
  v.minValue(0),
  v.maxValue(MAX_START_TIME_MS),
);

/** A typed stream reference, or `undefined` when it is not one. */
export function parseStreamRef(text: string): string | undefined {
  const parsed = v.safeParse(StreamRefSchema, text);
  return parsed.success ? parsed.output : undefined;
}

/** A typed start time (whole ms from 0 to a day), or `undefined`. */
export function parseStartTimeMs(text: string): number | undefined {
  const parsed = v.safeParse(StartTimeSchema, text);
  return parsed.success ? parsed.output : undefined;
}
