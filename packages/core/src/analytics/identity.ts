/**
 * The analytics identity of a device (spec §4, §8, §9): stable per connection key, the same in every
 * browser, and never the key itself nor anything from which the key can be worked back in practice,
 * so that analytics cannot be used to control a device.
 *
 * The spec's shape is kept (3 characters, a dash and a hash, 16 characters in all), but every part
 * comes from a slow, salted derivation (PBKDF2-HMAC-SHA-256): the 3 characters are not the key's own
 * (they would leave 62² guesses for a 5-character key, whatever the hash costs). The reasons and the
 * figures are in docs/deviations.md and apps/web/src/analytics/README.md.
 */

/** Length of every analytics identity (spec §9). */
export const ANALYTICS_ID_LENGTH = 16;

/**
 * The derivation's salt. One for the whole application, not per install: the identity must be the
 * same for the same key in every browser. Versioned, so that a change of derivation changes every id.
 */
export const ANALYTICS_ID_SALT = 'glide:analytics-identity:v1';

/**
 * PBKDF2 iterations: OWASP's figure for PBKDF2-HMAC-SHA-256 (2023). Each guess costs an attacker as
 * much; `npm run bench -- identity` prints what one derivation costs here.
 */
export const ANALYTICS_ID_ITERATIONS = 600_000;

/** How many characters come before the dash (spec §9). */
const PREFIX_LENGTH = 3;
/** Hex characters after the dash: 16 − 3 − 1. */
const HASH_HEX_LENGTH = ANALYTICS_ID_LENGTH - PREFIX_LENGTH - 1;
/** Bits derived: a byte per prefix character, 4 bits per hex character. */
const DERIVED_BITS = 8 * (PREFIX_LENGTH + HASH_HEX_LENGTH / 2);

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** What {@link AnalyticsIdentityOptions.pbkdf2} is asked for. */
export interface Pbkdf2Request {
  readonly password: Uint8Array<ArrayBuffer>;
  readonly salt: Uint8Array<ArrayBuffer>;
  readonly iterations: number;
  /** Length of the output in bits. */
  readonly bits: number;
}

/** The injected primitives of {@link analyticsIdentity}. */
export interface AnalyticsIdentityOptions {
  /**
   * PBKDF2-HMAC-SHA-256, e.g. {@link webCryptoPbkdf2}. Injected because Web Crypto is missing in
   * insecure contexts (plain-http hosts), which is exactly the failure to survive.
   */
  pbkdf2: (request: Pbkdf2Request) => Promise<ArrayBuffer>;
  /** Uniform floats in `[0, 1)`, e.g. `Math.random`; used only when the derivation fails. */
  random: () => number;
}

/** The part of Web Crypto's `SubtleCrypto` that {@link webCryptoPbkdf2} uses; `K` is its key type. */
export interface Pbkdf2Subtle<K> {
  importKey(
    format: 'raw',
    keyData: Uint8Array<ArrayBuffer>,
    algorithm: 'PBKDF2',
    extractable: false,
    keyUsages: ['deriveBits'],
  ): Promise<K>;
  deriveBits(
    algorithm: {
      name: 'PBKDF2';
      hash: 'SHA-256';
      salt: Uint8Array<ArrayBuffer>;
      iterations: number;
    },
    baseKey: K,
    length: number,
  ): Promise<ArrayBuffer>;
}

/**
 * PBKDF2-HMAC-SHA-256 on Web Crypto (`crypto.subtle` in browsers and Node). Asynchronous, and run off
 * the main thread by browsers, so that the derivation never blocks a page. `subtle` is read on each
 * call: undefined (an insecure context) rejects, and the identity falls back to a random one.
 */
export function webCryptoPbkdf2<K>(
  subtle: () => Pbkdf2Subtle<K> | undefined,
): (request: Pbkdf2Request) => Promise<ArrayBuffer> {
  return async ({ password, salt, iterations, bits }) => {
    const api = subtle();
    if (!api) throw new Error('Web Crypto is not available');
    const key = await api.importKey('raw', password, 'PBKDF2', false, ['deriveBits']);
    return api.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, bits);
  };
}

/** An alphanumeric character for `byte`; the slight bias of 256 mod 62 costs no secrecy. */
function alphanumericOf(byte: number): string {
  return ALPHANUMERIC.charAt(byte % ALPHANUMERIC.length);
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
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
 * The analytics identity of `connectionKey`: 3 alphanumeric characters, a dash and 12 hex
 * characters (e.g. `q7T-1f2e3d4c5b6a`), all taken from PBKDF2-HMAC-SHA-256 of the key with
 * {@link ANALYTICS_ID_SALT} and {@link ANALYTICS_ID_ITERATIONS}. The same key gives the same id
 * everywhere. If the derivation throws, rejects or yields too few bytes, the result is a random
 * 16-character alphanumeric id (spec §8): analytics goes on, unlinked to the key. Never rejects.
 */
export async function analyticsIdentity(
  connectionKey: string,
  opts: AnalyticsIdentityOptions,
): Promise<string> {
  const encoder = new TextEncoder();
  let derived: Uint8Array;
  try {
    derived = new Uint8Array(
      await opts.pbkdf2({
        password: encoder.encode(connectionKey),
        salt: encoder.encode(ANALYTICS_ID_SALT),
        iterations: ANALYTICS_ID_ITERATIONS,
        bits: DERIVED_BITS,
      }),
    );
  } catch {
    return randomId(opts.random);
  }
  if (derived.length < DERIVED_BITS / 8) return randomId(opts.random);
  const prefix = Array.from(derived.subarray(0, PREFIX_LENGTH), alphanumericOf).join('');
  const hash = toHex(derived.subarray(PREFIX_LENGTH, DERIVED_BITS / 8));
  return `${prefix}-${hash}`;
}
