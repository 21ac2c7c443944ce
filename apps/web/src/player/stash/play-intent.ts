/**
 * A scene the person asked to play: chosen in the library (a click is the gesture that lets it
 * start) or the next of a list. Kept in memory only, once: a reload or Back opens the scene where
 * it was, paused, rather than starting the device by itself.
 */
let wanted: string | undefined;

/** The person chose scene `id` to play now. */
export function wantPlay(id: string): void {
  wanted = id;
}

/** True once if scene `id` was asked to play (the ask is used up). */
export function takePlayIntent(id: string): boolean {
  if (wanted !== id) return false;
  wanted = undefined;
  return true;
}
