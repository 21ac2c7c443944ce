import { sameValues } from './same-values';

/**
 * How often, at most, a value written beside a moving drawing changes: four times a second. A
 * number that changes on every frame cannot be read, and each change of text costs the page a
 * layout: written on every frame, the device figure's and the graph's values were a good part of
 * what `/local` cost the CPU while playing.
 */
export const TEXT_EVERY_MS = 250;

/** Where a text is written: an element, or its text node. */
type TextHolder = Pick<Node, 'textContent'>;

/**
 * The slot of time a frame falls in: texts are written at most once a slot, and all of a page's
 * paced texts in the same frame, the first of a slot, so that their changes cost one layout.
 */
const slotOf = (frameMs: number) => Math.floor(frameMs / TEXT_EVERY_MS);

/**
 * The text of one element that a drawing loop writes, made from a key (the value it says, and the
 * language it is said in): a text for a new key is made and written at once when no text was
 * written in this {@link TEXT_EVERY_MS} slot of frame time (or outside a frame), and otherwise
 * held back until the next slot. Words are made only when they are written.
 */
export class PacedText {
  private element: TextHolder | null = null;
  private shown: readonly unknown[] = [];
  private writtenInSlot: number | undefined;

  /**
   * Shows the text of `key` in `element`, now or on a later frame; returns whether a text is still
   * held back (the loop should keep drawing). `frameMs` is the frame's time; without one (a look
   * during a rest) the text is written at once, as it is when `atOnce` (news rather than a moving
   * value).
   */
  write(
    element: TextHolder,
    key: readonly unknown[],
    make: () => string,
    frameMs: number | undefined,
    atOnce = false,
  ): boolean {
    if (element === this.element && sameValues(key, this.shown)) return false;
    const slot = frameMs === undefined ? undefined : slotOf(frameMs);
    const early = element === this.element && slot !== undefined && slot === this.writtenInSlot;
    if (early && !atOnce) return true;
    element.textContent = make();
    this.element = element;
    this.shown = key;
    this.writtenInSlot = slot;
    return false;
  }
}
