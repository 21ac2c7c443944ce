/**
 * Stands in for `react-style-singleton` (vite.config.ts aliases it here), with the same three
 * exports. Radix's dialogs, menus and selects lock the page's scroll through
 * `react-remove-scroll-bar`, which writes its rules (with the measured scrollbar width, so no hash
 * can allow them) into a new `<style>` element: the production build's security policy refuses
 * inline styles, so the page would scroll under an open dialog and the browser would report a
 * violation. Here the rules go into a constructed style sheet adopted by the document, which the
 * policy does not govern (it guards markup, not the CSS object model). Without constructed sheets
 * (an old browser, jsdom) it falls back to the `<style>` element, as the original does.
 */
import { useEffect, type FC } from 'react';

/** The part of `document` this needs; tests pass their own. */
export interface StyleTarget {
  adoptedStyleSheets?: CSSStyleSheet[];
  readonly head: Pick<HTMLHeadElement, 'appendChild'>;
  createElement(tag: 'style'): HTMLStyleElement;
  createTextNode(text: string): Text;
}

/** Puts `css` into the page and returns how to take it out again. */
type Inject = (css: string) => () => void;

function injector(target: StyleTarget, makeSheet: () => CSSStyleSheet): Inject {
  return (css) => {
    if (target.adoptedStyleSheets !== undefined) {
      const sheet = makeSheet();
      sheet.replaceSync(css);
      target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
      return () => {
        target.adoptedStyleSheets = (target.adoptedStyleSheets ?? []).filter((s) => s !== sheet);
      };
    }
    const tag = target.createElement('style');
    tag.appendChild(target.createTextNode(css));
    target.head.appendChild(tag);
    return () => tag.remove();
  };
}

/** The library's sheet: the first `add` puts its styles in, the last matching `remove` takes them out. */
export interface StylesheetSingleton {
  add(style: string): void;
  remove(): void;
}

/**
 * A counted sheet, as the library's: styles added while it is already in are ignored (the library
 * measures the scrollbar once, and only the first measurement is right).
 */
export function stylesheetSingleton(
  target: StyleTarget = document,
  makeSheet: () => CSSStyleSheet = () => new CSSStyleSheet(),
): StylesheetSingleton {
  const inject = injector(target, makeSheet);
  let count = 0;
  let removeStyle: (() => void) | undefined;
  return {
    add: (style) => {
      if (count === 0) removeStyle = inject(style);
      count += 1;
    },
    remove: () => {
      count -= 1;
      if (count === 0) {
        removeStyle?.();
        removeStyle = undefined;
      }
    },
  };
}

/** The library's hook: the styles are in while a component using it is mounted. */
export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  const sheet = stylesheetSingleton();
  return function useStyle(styles, isDynamic) {
    // The library's own rule: only dynamic styles are applied again when they change.
    const key = isDynamic ? styles : false;
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `styles` here
    }, [key]);
  };
}

/** The library's component form of {@link styleHookSingleton}. */
export function styleSingleton(): FC<{ styles: string; dynamic?: boolean }> {
  const useStyle = styleHookSingleton();
  const Sheet: FC<{ styles: string; dynamic?: boolean }> = ({ styles, dynamic }) => {
    useStyle(styles, dynamic);
    return null;
  };
  return Sheet;
}
