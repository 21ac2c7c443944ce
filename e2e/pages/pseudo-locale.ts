import type { Page } from '@playwright/test';

/**
 * Visible texts of the page that did not come through i18n: with the pseudo-locale on, every
 * translated text is wrapped in ⟦…⟧, so a visible text node without the markers is hard-coded,
 * unless it is data: inside `translate="no"` (names, keys, versions, code) or `aria-hidden`
 * decoration, nothing but digits, punctuation and symbols, a version number, or a single character
 * (a keyboard key such as `Q`).
 */
export async function untranslatedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const element = node.parentElement;
      if (text === '' || !element) continue;
      if (element.closest('[translate="no"], [aria-hidden="true"], script, style, noscript')) {
        continue;
      }
      if (element.getClientRects().length === 0) continue;
      const style = window.getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (text.includes('⟦') || text.includes('⟧')) continue;
      if (/^[\p{N}\p{P}\p{S}\s]+$/u.test(text)) continue;
      if ([...text].length === 1) continue;
      if (/^v?\d+(?:\.\d+)+(?:[-+][\w.+-]*)?$/.test(text)) continue;
      found.push(text);
    }
    return found;
  });
}
