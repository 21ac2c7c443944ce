/**
 * The analytics identity of a device (spec §4, §8, §9): stable per connection key, recognisable by
 * its first characters, and never the key itself, so analytics cannot be used to control a device.
 */

/** Length of every analytics identity (spec §9). */
export const ANALYTICS_ID_LENGTH = 16;

/** How many leading characters of the key the identity shows (spec §9). */
const KEY_PREFIX_LENGTH = 3;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The injected primitives of {@link analyticsIdentity}. */
export interface AnalyticsIdentityOptions {
  /**
   * SHA-256 of `data`, e.g. `(data) => crypto.subtle.digest('SHA-256', data)`. Injected because Web
   * Crypto is missing in insecure contexts (plain-http hosts), which is exactly the failure to survive.
   */
  digest: (data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>;
  /** Uniform floats in `[0, 1)`, e.g. `Math.random`; used only when hashing fails. */
  random: () => number;
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A random alphanumeric id of {@link ANALYTICS_ID_LENGTH} characters. */
function randomId(random: () => number): string {
  let id = '';
  for (let i = 0; i < ANALYTICS_ID_LENGTH; i++) {
    const r = random();
    // Clamp, so that a faulty source (1, NaN, negatives) still yields a character.
    const index = Number.isFinite(r)
      ? Math.min(ALPHANUMERIC.length - 1, Math.max(0, Math.floor(r * ALPHANUMERIC.length)))
      : 0;
    id += ALPHANUMERIC.charAt(index);
  }
  return id;
}

/**
 * The analytics identity of `connectionKey`: its first 3 characters, a dash and the hex SHA-256 of
 * the whole key, cut to 16 characters (e.g. `abc-1f2e3d4c5b6a`). Keys of 3 characters or fewer show
 * one character less than their length, so the full key never appears. If hashing throws, rejects
 * or yields too few bytes, the result is a random 16-character alphanumeric id (spec §8): analytics
 * goes on, unlinked to the key. Never rejects.
 */
export async function analyticsIdentity(
  connectionKey: string,
  opts: AnalyticsIdentityOptions,
): Promise<string> {
  const prefixLength = Math.min(KEY_PREFIX_LENGTH, Math.max(0, connectionKey.length - 1));
  let hash: ArrayBuffer;
  try {
    hash = await opts.digest(new TextEncoder().encode(connectionKey));
  } catch {
    return randomId(opts.random);
  }
  const id = `${connectionKey.slice(0, prefixLength)}-${toHex(hash)}`.slice(0, ANALYTICS_ID_LENGTH);
  return id.length === ANALYTICS_ID_LENGTH ? id : randomId(opts.random);
}
