/**
 * The emulated device's real slider position, for the player's `showEmulator` (the emulator's
 * figure beside the expected one). Only the emulator answers it (`GET /control/position` on the
 * API base's origin, the connection key in the `X-Connection-Key` header, never in the URL); a
 * 404 or a network failure means the app runs against something else, and the option is hidden.
 */
import * as v from 'valibot';
import { emulatorControlUrl, optionalEmulatorCall } from '../emulator/emulator-control-call';
import type { Clock, TimerHandle } from '@glide/core';

/** Where the emulator's control API answers the position, below the API base's origin. */
export const EMULATOR_POSITION_PATH = '/control/position';

/** How often the position is read while shown: the figure moves smoothly at 10 readings a second. */
export const EMULATOR_POSITION_INTERVAL_MS = 100;
/**
 * How often it is read while nothing Glide sends moves the device (no stroking, no video playing):
 * once a minute. A page that shows the figure reads it at once when the device reports a change
 * (`useEmulatorPosition`'s `movedBy`), so this only catches a move nothing reported. Each read
 * costs the browser a CORS preflight and a request, on a new connection after a few idle
 * seconds: every five seconds that was about a third of a percent of a core on an idle `/hamp`
 * (`npm run bench -- battery`), once a second more.
 */
export const EMULATOR_POSITION_STILL_INTERVAL_MS = 60_000;

const isFiniteNumber = (value: number) => Number.isFinite(value);

/** The emulator's answer: the slider's position (0–100) at its clock's ms. */
const PositionSchema = v.object({
  positionPct: v.pipe(
    v.number(),
    v.check((value) => isFiniteNumber(value) && value >= 0 && value <= 100, 'Not 0–100'),
  ),
  atMs: v.pipe(v.number(), v.check(isFiniteNumber, 'Not a number')),
});

/** One reading. */
export type EmulatorPositionReading =
  | { readonly kind: 'position'; readonly positionPct: number; readonly atMs: number }
  /** 404 or unreachable: the API is not the emulator's (hide the option). */
  | { readonly kind: 'notEmulator' }
  /** The emulator answered something else (another status, or an answer that does not parse). */
  | { readonly kind: 'failed' };

/** The position URL for an API base, or `undefined` for a base that is not a URL. */
export function emulatorPositionUrl(apiBaseUrl: string): string | undefined {
  return emulatorControlUrl(apiBaseUrl, EMULATOR_POSITION_PATH);
}

/** Reads the position of `connectionKey`'s emulated device once. Never throws. */
export async function readEmulatorPosition(
  fetchFn: typeof fetch,
  apiBaseUrl: string,
  connectionKey: string,
  signal?: AbortSignal,
): Promise<EmulatorPositionReading> {
  const answer = await optionalEmulatorCall(
    fetchFn,
    emulatorPositionUrl(apiBaseUrl),
    { connectionKey, ...(signal ? { signal } : {}) },
    PositionSchema,
  );
  return answer.kind === 'answer' ? { kind: 'position', ...answer.value } : answer;
}

/** Options of {@link followEmulatorPosition}. */
export interface FollowEmulatorPositionOptions {
  readonly fetch: typeof fetch;
  readonly clock: Clock;
  readonly apiBaseUrl: string;
  readonly connectionKey: string;
  readonly onReading: (reading: EmulatorPositionReading) => void;
  readonly intervalMs?: number;
}

/**
 * Reads the position now and then every interval after the last answer (one request at a time),
 * until the returned disposer is called or the API turns out not to be the emulator's.
 */
export function followEmulatorPosition(options: FollowEmulatorPositionOptions): () => void {
  const { clock } = options;
  const interval = options.intervalMs ?? EMULATOR_POSITION_INTERVAL_MS;
  const abort = new AbortController();
  let timer: TimerHandle | undefined;
  const read = async () => {
    timer = undefined;
    const reading = await readEmulatorPosition(
      options.fetch,
      options.apiBaseUrl,
      options.connectionKey,
      abort.signal,
    );
    if (abort.signal.aborted) return;
    options.onReading(reading);
    if (reading.kind !== 'notEmulator') timer = clock.setTimeout(() => void read(), interval);
  };
  void read();
  return () => {
    abort.abort();
    if (timer) clock.clearTimeout(timer);
  };
}
