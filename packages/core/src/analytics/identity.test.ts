import { createHash, pbkdf2Sync } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../random';
import {
  ANALYTICS_ID_ITERATIONS,
  ANALYTICS_ID_LENGTH,
  ANALYTICS_ID_SALT,
  analyticsIdentity,
  webCryptoPbkdf2,
  type Pbkdf2Request,
} from './identity';

/** The spec's shape (§9), as derived here: 3 alphanumerics, a dash, 12 hex characters. */
const SHAPE = /^[A-Za-z0-9]{3}-[0-9a-f]{12}$/;

const nodeWebCrypto = webCryptoPbkdf2(() => globalThis.crypto.subtle);

/** A derivation that returns `bytes` at once and records what it was asked. */
function fixedPbkdf2(bytes: number[], received: Pbkdf2Request[] = []) {
  return (request: Pbkdf2Request): Promise<ArrayBuffer> => {
    received.push(request);
    return Promise.resolve(Uint8Array.from(bytes).buffer);
  };
}

const neverRandom = (): number => {
  throw new Error('random must not be used when the derivation works');
};

/** The identity before issue 10: the key's own first 3 characters and an unsalted SHA-256. */
function oldFastId(key: string): string {
  const hex = createHash('sha256').update(key, 'utf8').digest('hex');
  return `${key.slice(0, 3)}-${hex}`.slice(0, ANALYTICS_ID_LENGTH);
}

describe('analyticsIdentity with a fake derivation', () => {
  it('asks PBKDF2 for 72 bits of the key with the application salt and 600 000 iterations', async () => {
    const received: Pbkdf2Request[] = [];
    const id = await analyticsIdentity('abcdef123', {
      pbkdf2: fixedPbkdf2([0, 1, 2, 3, 4, 5, 6, 7, 8], received),
      random: neverRandom,
    });
    expect(id).toBe('ABC-030405060708');
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(new TextDecoder().decode(request?.password)).toBe('abcdef123');
    expect(new TextDecoder().decode(request?.salt)).toBe('glide:analytics-identity:v1');
    expect(request?.iterations).toBe(600_000);
    expect(request?.bits).toBe(72);
  });

  it('maps each prefix byte onto the 62 letters and digits', async () => {
    const id = await analyticsIdentity('KEY12', {
      pbkdf2: fixedPbkdf2([61, 62, 255, 0x0a, 0xff, 0x01, 0x10, 0, 0]),
      random: neverRandom,
    });
    // 61 → '9', 62 wraps to 'A', 255 % 62 = 7 → 'H'.
    expect(id).toBe('9AH-0aff01100000');
  });

  it('always has the spec’s shape, whatever the derived bytes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 80 }),
        fc.uint8Array({ minLength: 9, maxLength: 9 }),
        async (key, bytes) => {
          const id = await analyticsIdentity(key, {
            pbkdf2: fixedPbkdf2([...bytes]),
            random: neverRandom,
          });
          expect(id).toHaveLength(ANALYTICS_ID_LENGTH);
          expect(id).toMatch(SHAPE);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('analyticsIdentity with Node’s Web Crypto', () => {
  // Each derivation costs a few hundred milliseconds by design: few keys here.
  const opts = { pbkdf2: nodeWebCrypto, random: neverRandom };

  it('agrees with node:crypto’s PBKDF2 and is pinned, so every browser gives the same id', async () => {
    const key = 'Xy7Qa9Lm2Pz';
    const derived = pbkdf2Sync(key, ANALYTICS_ID_SALT, ANALYTICS_ID_ITERATIONS, 9, 'sha256');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    const prefix = [...derived.subarray(0, 3)].map((byte) => alphabet.charAt(byte % 62)).join('');
    const expected = `${prefix}-${derived.subarray(3).toString('hex')}`;
    const id = await analyticsIdentity(key, opts);
    expect(id).toBe(expected);
    // A changed salt, iteration count or mapping changes every id: it must be on purpose.
    expect(id).toBe('Hps-9f7c54aa9deb');
  }, 20_000);

  it('is stable per key, differs between keys that share a prefix, and hides the prefix', async () => {
    const first = await analyticsIdentity('abcde12345', opts);
    expect(first).toMatch(SHAPE);
    expect(await analyticsIdentity('abcde12345', opts)).toBe(first);
    const sibling = await analyticsIdentity('abcde12346', opts);
    expect(sibling).not.toBe(first);
    expect(first.startsWith('abc')).toBe(false);
    expect(sibling.startsWith('abc')).toBe(false);
  }, 20_000);

  it('differs from the old fast id of the same key', async () => {
    const key = 'Ab3De';
    const id = await analyticsIdentity(key, opts);
    expect(id).toMatch(SHAPE);
    expect(id).not.toBe(oldFastId(key));
    expect(id.slice(0, 3)).not.toBe(key.slice(0, 3));
    expect(id.slice(4)).not.toBe(oldFastId(key).slice(4));
  }, 20_000);
});

describe('analyticsIdentity when the derivation fails', () => {
  const alphanumeric16 = /^[A-Za-z0-9]{16}$/;

  it('returns a random id when the derivation rejects', async () => {
    const pbkdf2 = () => Promise.reject(new Error('crypto.subtle is undefined'));
    const a = await analyticsIdentity('abcdef123', { pbkdf2, random: createRandom(7) });
    const b = await analyticsIdentity('abcdef123', { pbkdf2, random: createRandom(7) });
    const c = await analyticsIdentity('abcdef123', { pbkdf2, random: createRandom(8) });
    expect(a).toMatch(alphanumeric16);
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });

  it('returns a random id when Web Crypto is missing (an insecure context)', async () => {
    const pbkdf2 = webCryptoPbkdf2(() => undefined);
    expect(await analyticsIdentity('abcdef123', { pbkdf2, random: () => 0 })).toBe(
      'AAAAAAAAAAAAAAAA',
    );
  });

  it('returns a random id when the derivation throws synchronously', async () => {
    const pbkdf2 = (): Promise<ArrayBuffer> => {
      throw new TypeError('Cannot read properties of undefined (reading "importKey")');
    };
    expect(await analyticsIdentity('abcdef123', { pbkdf2, random: () => 0 })).toBe(
      'AAAAAAAAAAAAAAAA',
    );
  });

  it('returns a random id when the derivation yields too few bytes', async () => {
    const pbkdf2 = () => Promise.resolve(new Uint8Array(8).buffer);
    expect(await analyticsIdentity('abcdef123', { pbkdf2, random: () => 0.9999 })).toBe(
      '9999999999999999',
    );
  });

  it('still yields 16 alphanumeric characters from a faulty random source', async () => {
    const pbkdf2 = () => Promise.reject(new Error('no crypto'));
    for (const value of [1, -0.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const id = await analyticsIdentity('abcdef123', { pbkdf2, random: () => value });
      expect(id).toMatch(alphanumeric16);
    }
  });
});
