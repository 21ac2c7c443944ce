/**
 * Identifiers drawn from the emulator's seeded generator, so that a run is reproducible from its seed.
 */

/** A source of uniform floats in `[0, 1)` (core's `createRandom`). */
export type Random = () => number;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An integer in `[min, max]`. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function pick(random: Random, alphabet: string): string {
  return alphabet.charAt(Math.floor(random() * alphabet.length));
}

/**
 * A ULID-shaped id (26 Crockford base-32 characters: 48-bit time, then 80 random bits), like the
 * `session_id` the real service sends.
 */
export function ulidLike(nowMs: number, random: Random): string {
  let time = '';
  let rest = Math.max(0, Math.floor(nowMs));
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD.charAt(rest % 32) + time;
    rest = Math.floor(rest / 32);
  }
  let tail = '';
  for (let i = 0; i < 16; i++) tail += pick(random, CROCKFORD);
  return time + tail;
}

/** A random alphanumeric string, used for opaque tokens and references. */
export function randomBase62(random: Random, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += pick(random, BASE62);
  return out;
}
