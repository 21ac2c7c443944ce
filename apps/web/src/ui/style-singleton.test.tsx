import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { styleSingleton, stylesheetSingleton, type StyleTarget } from './style-singleton';

afterEach(cleanup);

/** A constructed sheet as far as the singleton uses it. */
class FakeSheet {
  text = '';
  replaceSync(text: string) {
    this.text = text;
  }
}

/** A document with constructed sheets, whose `<style>` elements must never be used. */
function adoptingTarget() {
  const target = {
    adoptedStyleSheets: [] as CSSStyleSheet[],
    head: {
      appendChild: () => {
        throw new Error('a <style> element was inserted');
      },
    },
    createElement: () => {
      throw new Error('a <style> element was made');
    },
    createTextNode: (text: string) => document.createTextNode(text),
  } as unknown as StyleTarget & { adoptedStyleSheets: CSSStyleSheet[] };
  const make = () => new FakeSheet() as unknown as CSSStyleSheet;
  return { target, make };
}

const texts = (sheets: readonly CSSStyleSheet[]) =>
  sheets.map((sheet) => (sheet as unknown as FakeSheet).text);

describe('stylesheetSingleton', () => {
  it('adopts a constructed sheet instead of inserting a <style> element', () => {
    const { target, make } = adoptingTarget();
    const other = new FakeSheet() as unknown as CSSStyleSheet;
    target.adoptedStyleSheets = [other];
    const sheet = stylesheetSingleton(target, make);
    sheet.add('body{overflow:hidden}');
    expect(texts(target.adoptedStyleSheets)).toEqual(['', 'body{overflow:hidden}']);
    sheet.remove();
    expect(target.adoptedStyleSheets).toEqual([other]);
  });

  it('keeps the first styles until the last user is gone, as the library does', () => {
    const { target, make } = adoptingTarget();
    const sheet = stylesheetSingleton(target, make);
    sheet.add('a{}');
    sheet.add('b{}');
    expect(texts(target.adoptedStyleSheets)).toEqual(['a{}']);
    sheet.remove();
    expect(texts(target.adoptedStyleSheets)).toEqual(['a{}']);
    sheet.remove();
    expect(target.adoptedStyleSheets).toEqual([]);
  });

  it('falls back to a <style> element where documents cannot adopt sheets', () => {
    const target: StyleTarget = {
      head: document.head,
      createElement: (tag) => document.createElement(tag),
      createTextNode: (text) => document.createTextNode(text),
    };
    const sheet = stylesheetSingleton(target);
    sheet.add('.x{color:red}');
    expect([...document.head.querySelectorAll('style')].map((tag) => tag.textContent)).toEqual([
      '.x{color:red}',
    ]);
    sheet.remove();
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
  });
});

describe('styleSingleton', () => {
  it('puts the styles in while mounted', () => {
    const Style = styleSingleton();
    const view = render(<Style styles=".y{color:blue}" />);
    // jsdom has no constructed sheets: the fallback is what shows here.
    expect(document.head.querySelector('style')?.textContent).toBe('.y{color:blue}');
    view.unmount();
    expect(document.head.querySelector('style')).toBeNull();
  });
});
