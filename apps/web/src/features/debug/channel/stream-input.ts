import * as v from 'valibot';

// Only schema pieces the start-up code already uses: valibot is shared with it, so a new piece
// would land in the start-up chunk.

/** Longest stream time the panel takes, ms: a day, far past any stream. */
const MAX_START_TIME_MS = 86_400_000;

const StreamRefSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(128),
  // A stream reference is ULID-like (reference §6); - and _ are let through for hand-made ones.
  v.regex(/^[A-Za-z0-9_-]+$/),
);

const StartTimeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.transform(Number),
  v.number(),
  v.check((ms) => Number.isInteger(ms), 'Not whole milliseconds'),
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
