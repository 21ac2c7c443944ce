/**
 * The order a library plays in, pure: natural order, or shuffled once (so "previous" goes back to
 * what played before), and where next and previous lead with repeat off or on the whole list.
 */

/** Repeat nothing, the one video, or the whole list (the settings' `library.repeat`). */
export type LibraryRepeat = 'off' | 'one' | 'all';

/** The indexes `0 … count − 1`, shuffled with `random` (Fisher–Yates), `first` (if given) first. */
export function shuffledOrder(count: number, random: () => number, first?: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = order[i];
    const b = order[j];
    if (a === undefined || b === undefined) continue;
    order[i] = b;
    order[j] = a;
  }
  if (first !== undefined && first >= 0 && first < count) {
    const at = order.indexOf(first);
    order.splice(at, 1);
    order.unshift(first);
  }
  return order;
}

/** The natural order `0 … count − 1`. */
export function naturalOrder(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i);
}

/**
 * The entry after `current` in `order` (`step` 1) or before it (`step` −1). At an end: with repeat
 * `all` it wraps; otherwise there is none. With repeat `one` next and previous still move (the
 * buttons and keys are the user's choice); only the video's own end repeats it.
 */
export function stepInOrder(
  order: readonly number[],
  current: number | undefined,
  step: 1 | -1,
  repeat: LibraryRepeat,
): number | undefined {
  if (order.length === 0) return undefined;
  const at = current === undefined ? -1 : order.indexOf(current);
  if (at === -1) return step === 1 ? order[0] : order[order.length - 1];
  const next = at + step;
  if (next >= 0 && next < order.length) return order[next];
  return repeat === 'all' ? order[(next + order.length) % order.length] : undefined;
}

/** What the end of the video `current` leads to: itself again (repeat one), the next, or nothing. */
export function afterEnd(
  order: readonly number[],
  current: number,
  repeat: LibraryRepeat,
): number | undefined {
  if (repeat === 'one') return current;
  return stepInOrder(order, current, 1, repeat);
}

/**
 * A saved position worth offering on return: past the first 10 s and more than 10 s before the end
 * (a video left near its start or its end starts again from the start).
 */
export function resumablePositionMs(
  savedMs: number | undefined,
  durationMs: number,
): number | undefined {
  if (savedMs === undefined || !Number.isFinite(durationMs)) return undefined;
  return savedMs > RESUME_MARGIN_MS && savedMs < durationMs - RESUME_MARGIN_MS
    ? savedMs
    : undefined;
}

/** See {@link resumablePositionMs}. */
export const RESUME_MARGIN_MS = 10_000;
