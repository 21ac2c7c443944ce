import { describe, expect, it } from 'vitest';
import { PacedText, TEXT_EVERY_MS } from './paced-text';

/** An element's text, as the drawings write it (this suite runs without a DOM). */
const span = () => ({ textContent: '' as string | null });

describe('PacedText', () => {
  it('writes a first text at once and holds a new one back until the pace allows it', () => {
    const element = span();
    const text = new PacedText();
    expect(text.write(element, ['a'], () => 'a', 1000)).toBe(false);
    expect(element.textContent).toBe('a');
    expect(text.write(element, ['b'], () => 'b', 1000 + TEXT_EVERY_MS - 1)).toBe(true);
    expect(element.textContent).toBe('a');
    expect(text.write(element, ['b'], () => 'b', 1000 + TEXT_EVERY_MS)).toBe(false);
    expect(element.textContent).toBe('b');
  });

  it('writes every paced text of a page in the same frame, the first of a slot', () => {
    const [first, second] = [span(), span()];
    const [one, two] = [new PacedText(), new PacedText()];
    // Frames 16 ms apart: the two first texts go out in different frames of the same slot.
    one.write(first, [1], () => '1', 4 * TEXT_EVERY_MS + 10);
    two.write(second, [1], () => '1', 4 * TEXT_EVERY_MS + 26);
    expect(one.write(first, [2], () => '2', 5 * TEXT_EVERY_MS - 6)).toBe(true);
    expect(two.write(second, [2], () => '2', 5 * TEXT_EVERY_MS - 6)).toBe(true);
    // The next slot's first frame writes both.
    expect(one.write(first, [2], () => '2', 5 * TEXT_EVERY_MS + 10)).toBe(false);
    expect(two.write(second, [2], () => '2', 5 * TEXT_EVERY_MS + 10)).toBe(false);
    expect([first.textContent, second.textContent]).toEqual(['2', '2']);
  });

  it('writes news at once, and paces what follows from it', () => {
    const element = span();
    const text = new PacedText();
    text.write(element, ['a'], () => 'a', 1000);
    expect(text.write(element, ['stopped'], () => 'stopped', 1010, true)).toBe(false);
    expect(element.textContent).toBe('stopped');
    expect(text.write(element, ['b'], () => 'b', 1020)).toBe(true);
    expect(element.textContent).toBe('stopped');
  });

  it('makes no words for the key shown, and asks for nothing more', () => {
    const element = span();
    const text = new PacedText();
    let made = 0;
    const make = () => {
      made += 1;
      return '5 %';
    };
    text.write(element, [5, 'en'], make, 0);
    expect(text.write(element, [5, 'en'], make, 1)).toBe(false);
    expect(text.write(element, [5, 'en'], make, 1000)).toBe(false);
    expect(made).toBe(1);
    // The same value in another language is a new key.
    text.write(element, [5, 'de'], () => '5 % (de)', 2000);
    expect(element.textContent).toBe('5 % (de)');
  });

  it('writes at once outside a frame, into a new element, or on another timeline', () => {
    const element = span();
    const text = new PacedText();
    text.write(element, ['a'], () => 'a', 5000);
    expect(text.write(element, ['b'], () => 'b', undefined)).toBe(false);
    expect(element.textContent).toBe('b');
    const other = span();
    expect(text.write(other, ['c'], () => 'c', 5001)).toBe(false);
    expect(other.textContent).toBe('c');
    // A frame time before the last write: a loop that started again.
    expect(text.write(other, ['d'], () => 'd', 10)).toBe(false);
    expect(other.textContent).toBe('d');
  });
});
