/**
 * The analytics identity of a connection key in the app: `@glide/core`'s slow, salted derivation on
 * the browser's Web Crypto, computed once per key and kept in memory. Loaded on the first identify
 * (a chunk of its own), so that neither the derivation nor its code weighs on start-up.
 */
import { analyticsIdentity, webCryptoPbkdf2 } from '@glide/core';

/**
 * How many keys' identities are kept: the device in use and a few it was switched with. The
 * derivation costs a few hundred milliseconds by design, so each key is derived once per page.
 */
export const IDENTITY_CACHE_SIZE = 4;

/**
 * `derive`, remembered per key in memory (never persisted: knowing which stored id belongs to which
 * key would need the key, or a fast digest of it, in storage beside the id — the weakness the slow
 * derivation removes). A derivation still running is shared, not started twice; a failed one is
 * forgotten, so that the next identify tries again.
 */
export function cachedIdentity(
  derive: (connectionKey: string) => Promise<string>,
  size = IDENTITY_CACHE_SIZE,
): (connectionKey: string) => Promise<string> {
  const cache = new Map<string, Promise<string>>();
  return (connectionKey) => {
    const known = cache.get(connectionKey);
    if (known) {
      // Most recently used last, so that the oldest key is the one dropped.
      cache.delete(connectionKey);
      cache.set(connectionKey, known);
      return known;
    }
    const id = derive(connectionKey);
    cache.set(connectionKey, id);
    id.catch(() => {
      if (cache.get(connectionKey) === id) cache.delete(connectionKey);
    });
    for (const oldest of cache.keys()) {
      if (cache.size <= size) break;
      cache.delete(oldest);
    }
    return id;
  };
}

// Web Crypto is missing on plain-http hosts (`crypto.subtle` is undefined there): the derivation
// then rejects and the identity is a random one (spec §8).
const pbkdf2 = webCryptoPbkdf2((): SubtleCrypto | undefined => globalThis.crypto?.subtle);

/** The analytics identity of `connectionKey` (see `analyticsIdentity` of `@glide/core`). */
export const identityOf = cachedIdentity((connectionKey) =>
  analyticsIdentity(connectionKey, { pbkdf2, random: Math.random }),
);
