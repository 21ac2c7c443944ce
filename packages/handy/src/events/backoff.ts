/**
 * Reconnect delays: exponential backoff with full jitter. Jitter spreads the reconnects of many
 * clients after a server restart, so they do not all arrive in the same instant.
 */

/** Backoff settings of the event stream. */
export interface BackoffOptions {
  /** Delay cap of the first retry, ms (default 500). */
  readonly baseMs?: number;
  /** Growth per failed attempt (default 2). */
  readonly factor?: number;
  /** Largest delay cap, ms (default 30 000). */
  readonly maxMs?: number;
  /** Uniform random in [0, 1), injectable for tests (default `Math.random`). */
  readonly random?: () => number;
  /** A stream open this long counts as healthy and resets the attempt counter, ms (default 10 000). */
  readonly resetAfterMs?: number;
}

/** Backoff settings with every default filled in. */
export type ResolvedBackoff = Required<BackoffOptions>;

/** The defaults of {@link BackoffOptions}. */
export const DEFAULT_BACKOFF: ResolvedBackoff = {
  baseMs: 500,
  factor: 2,
  maxMs: 30_000,
  random: Math.random,
  resetAfterMs: 10_000,
};

/** Fills in the defaults. */
export function resolveBackoff(options: BackoffOptions = {}): ResolvedBackoff {
  return { ...DEFAULT_BACKOFF, ...options };
}

/** The delay cap before retry number `attempt` (1-based): `min(max, base · factor^(attempt−1))`. */
export function backoffCapMs(attempt: number, backoff: ResolvedBackoff): number {
  const exponent = Math.max(0, attempt - 1);
  return Math.min(backoff.maxMs, backoff.baseMs * backoff.factor ** exponent);
}

/** The jittered delay before retry number `attempt`: uniform in [0, cap). */
export function backoffDelayMs(attempt: number, backoff: ResolvedBackoff): number {
  const random = Math.min(Math.max(backoff.random(), 0), 1);
  return Math.floor(random * backoffCapMs(attempt, backoff));
}
