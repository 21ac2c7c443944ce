/**
 * The channel Glide made for the linked devices, kept between visits so that the next visit reuses
 * it instead of opening another. Its reference and keys are secrets like a connection key: kept in
 * this browser's storage beside it, and sent only in request headers (never in an address, a log or
 * analytics). Tied to the API root it was made on: another root (the real cloud after the
 * emulator) makes a channel of its own.
 */
import * as v from 'valibot';
import { jsonObject } from '../../lib/json-schemas';
import { logger } from '../../lib/logger';

/** A channel reference: `chref:` and 5–64 letters or digits. */
const referenceSchema = v.pipe(v.string(), v.regex(/^chref:[a-zA-Z0-9]{5,64}$/));
/** A channel key: letters and digits, as the Channel API makes them. */
const keySchema = v.pipe(v.string(), v.regex(/^[a-zA-Z0-9]{5,128}$/));

/** The stored channel. */
export const storedChannelSchema = jsonObject({
  /** The API v3 root it was made beside (`preferences.api.baseUrl` then). */
  apiBaseUrl: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
  reference: referenceSchema,
  channelKey: keySchema,
});

/** A channel Glide opened, with the key that manages it. */
export type StoredChannel = v.InferOutput<typeof storedChannelSchema>;

/** Where the stored channel is read and written (the app's is `src/lib/storage`). */
export interface ChannelStorage {
  read(): string | null;
  write(text: string | null): void;
}

/**
 * The stored channel for `apiBaseUrl`, if any. Text that is not a stored channel is dropped (and
 * logged without its content, which holds secrets): Glide then opens a new channel.
 */
export function readStoredChannel(
  storage: ChannelStorage,
  apiBaseUrl: string,
): StoredChannel | undefined {
  const text = storage.read();
  if (text === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    logger.warn('The stored channel is not JSON; a new one will be opened');
    return undefined;
  }
  const result = v.safeParse(storedChannelSchema, parsed);
  if (!result.success) {
    logger.warn('The stored channel is not readable; a new one will be opened');
    return undefined;
  }
  return result.output.apiBaseUrl === apiBaseUrl ? result.output : undefined;
}

/** Keeps `channel` (or, with `undefined`, forgets the stored one). */
export function writeStoredChannel(
  storage: ChannelStorage,
  channel: StoredChannel | undefined,
): void {
  storage.write(channel === undefined ? null : JSON.stringify(channel));
}
