import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../random';
import { ANALYTICS_ID_LENGTH, analyticsIdentity } from './identity';

const webCryptoDigest = (data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer> =>
  globalThis.crypto.subtle.digest('SHA-256', data);

/** A digest that returns bytes 0, 1, 2, … and records what it was given. */
function countingDigest(received: Uint8Array[]) {
  return (data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer> => {
    received.push(data);
    return Promise.resolve(Uint8Array.from({ length: 32 }, (_, i) => i).buffer);
  };
}

const neverRandom = (): number => {
  throw new Error('random must not be used when hashing works');
};

describe('analyticsIdentity with a fake digest', () => {
  it('is the first 3 characters, a dash and the hex hash, 16 characters in all', async () => {
    const received: Uint8Array[] = [];
    const id = await analyticsIdentity('abcdef123', {
      digest: countingDigest(received),
      random: neverRandom,
    });
    expect(id).toBe('abc-000102030405');
    expect(received).toHaveLength(1);
    expect(new TextDecoder().decode(received[0])).toBe('abcdef123');
  });

  it('pads single-digit bytes to two hex characters', async () => {
    const id = await analyticsIdentity('KEY12', {
      digest: () => Promise.resolve(new Uint8Array([0x0a, 0xff, 0x01, 0x10, 0, 0, 0, 0]).buffer),
      random: neverRandom,
    });
    expect(id).toBe('KEY-0aff01100000');
  });

  it('shows one character less than the key when the key is 3 characters or fewer', async () => {
    const digest = countingDigest([]);
    expect(await analyticsIdentity('abc', { digest, random: neverRandom })).toBe(
      'ab-0001020304050',
    );
    expect(await analyticsIdentity('a', { digest, random: neverRandom })).toBe('-000102030405060');
    expect(await analyticsIdentity('', { digest, random: neverRandom })).toBe('-000102030405060');
  });
});

describe('analyticsIdentity with Node’s Web Crypto', () => {
  it('matches the published SHA-256 test vector of "abc"', async () => {
    // SHA-256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad (FIPS 180-2).
    const id = await analyticsIdentity('abc', { digest: webCryptoDigest, random: neverRandom });
    expect(id).toBe('ab-ba7816bf8f01c');
  });

  it('agrees with node:crypto for a realistic key', async () => {
    const key = 'Xy7Qa9Lm2Pz';
    const hex = createHash('sha256').update(key, 'utf8').digest('hex');
    const id = await analyticsIdentity(key, { digest: webCryptoDigest, random: neverRandom });
    expect(id).toBe(`Xy7-${hex.slice(0, 12)}`);
  });

  it('is stable per key and differs between keys that share a prefix', async () => {
    const opts = { digest: webCryptoDigest, random: neverRandom };
    const first = await analyticsIdentity('abcde12345', opts);
    expect(await analyticsIdentity('abcde12345', opts)).toBe(first);
    expect(await analyticsIdentity('abcde12346', opts)).not.toBe(first);
  });

  it('never shows the whole key and always has the same shape', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), async (key) => {
        const id = await analyticsIdentity(key, { digest: webCryptoDigest, random: neverRandom });
        expect(id).toHaveLength(ANALYTICS_ID_LENGTH);
        const dash = id.lastIndexOf('-');
        const shown = id.slice(0, dash);
        expect(key.startsWith(shown)).toBe(true);
        expect(shown.length).toBeLessThan(Math.max(1, key.length));
        expect(id.slice(dash + 1)).toMatch(/^[0-9a-f]+$/);
      }),
      { numRuns: 200 },
    );
  });
});

describe('analyticsIdentity when hashing fails', () => {
  const alphanumeric16 = /^[A-Za-z0-9]{16}$/;

  it('returns a random id when the digest rejects', async () => {
    const digest = () => Promise.reject(new Error('crypto.subtle is undefined'));
    const a = await analyticsIdentity('abcdef123', { digest, random: createRandom(7) });
    const b = await analyticsIdentity('abcdef123', { digest, random: createRandom(7) });
    const c = await analyticsIdentity('abcdef123', { digest, random: createRandom(8) });
    expect(a).toMatch(alphanumeric16);
    expect(b).toBe(a);
    expect(c).not.toBe(a);
    expect(a.startsWith('abc')).toBe(false);
  });

  it('returns a random id when the digest throws synchronously', async () => {
    const digest = (): Promise<ArrayBuffer> => {
      throw new TypeError('Cannot read properties of undefined (reading "digest")');
    };
    expect(await analyticsIdentity('abcdef123', { digest, random: () => 0 })).toBe(
      'AAAAAAAAAAAAAAAA',
    );
  });

  it('returns a random id when the digest yields too few bytes', async () => {
    const digest = () => Promise.resolve(new Uint8Array(4).buffer);
    expect(await analyticsIdentity('abcdef123', { digest, random: () => 0.9999 })).toBe(
      '9999999999999999',
    );
  });

  it('still yields 16 alphanumeric characters from a faulty random source', async () => {
    const digest = () => Promise.reject(new Error('no crypto'));
    for (const value of [1, -0.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const id = await analyticsIdentity('abcdef123', { digest, random: () => value });
      expect(id).toMatch(alphanumeric16);
    }
  });
});
