/**
 * A small seeded pseudo-random generator, so that simulations (the emulator's jitter, the clock-sync
 * benchmark, property tests) are reproducible from a single number.
 */

/**
 * Creates a mulberry32 generator: fast, 32-bit state, good enough statistical quality for simulation
 * (not for anything security-related).
 *
 * @param seed - Any number; it is reduced to an unsigned 32-bit integer (NaN and ±Infinity become 0).
 * @returns A function returning uniformly distributed floats in `[0, 1)`; each call advances the state.
 */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
