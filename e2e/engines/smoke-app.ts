import { expect } from '@playwright/test';
import type { EnginePage } from './engine-page';
import { clickTarget, enabledState, findTarget, textOf, type Target } from './in-page';

/** How long a smoke step waits for the page, as the shared specs' expectations do. */
const WAIT_MS = 15_000;

/**
 * Glide in an engine's page, as the smoke sets use it: elements by role and name, text read as a
 * user reads it, the header's connection state, and stored settings seeded before a visit.
 */
export class SmokeApp {
  constructor(readonly page: EnginePage) {}

  /** Waits for the one element `target` names; its selector for this moment of the page. */
  async find(target: Target): Promise<string> {
    let selector = '';
    await expect
      .poll(
        async () => {
          const found = await this.page.evaluate(findTarget, target);
          if ('selector' in found) selector = found.selector;
          return 'selector' in found ? 1 : found.count;
        },
        { message: `one ${describe(target)}`, timeout: WAIT_MS },
      )
      .toBe(1);
    return selector;
  }

  /** Clicks the element `target` names once it is there (again, if the page redrew it). */
  async click(target: Target): Promise<void> {
    const end = Date.now() + WAIT_MS;
    for (;;) {
      const selector = await this.find(target);
      try {
        // As Playwright's actions do: a disabled control would take the click and do nothing.
        await expect
          .poll(() => this.page.evaluate(enabledState, selector), {
            message: `${describe(target)} enabled`,
            timeout: Math.max(1, end - Date.now()),
          })
          .not.toBe('disabled');
        // And, as they do, only once it stays where it is and nothing covers it.
        let before = '';
        await expect
          .poll(
            async () => {
              const now = await this.page.evaluate(clickTarget, selector);
              const settled = !!now && now.hit && now.box === before;
              before = now?.box ?? '';
              return settled;
            },
            {
              message: `${describe(target)} still and uncovered`,
              timeout: Math.max(1, end - Date.now()),
              intervals: [50],
            },
          )
          .toBe(true);
        await this.page.click(selector);
        return;
      } catch (error) {
        if (Date.now() > end) throw error;
      }
    }
  }

  /** Waits until the element `target` names has text containing `expected`. */
  async expectText(target: Target, expected: string): Promise<void> {
    await expect
      .poll(
        async () => {
          const found = await this.page.evaluate(findTarget, target);
          return 'selector' in found ? await this.page.evaluate(textOf, found.selector) : null;
        },
        { message: `the text of ${describe(target)}`, timeout: WAIT_MS },
      )
      .toContain(expected);
  }

  /** Waits until no visible element is what `target` names. */
  async expectNone(target: Target): Promise<void> {
    await expect
      .poll(
        async () => {
          const found = await this.page.evaluate(findTarget, target);
          return 'selector' in found ? 1 : found.count;
        },
        { message: `no ${describe(target)}`, timeout: WAIT_MS },
      )
      .toBe(0);
  }

  /** Waits for the header's connection state (`data-status` of the connect button). */
  async expectConnection(status: 'connected' | 'idle'): Promise<void> {
    await expect
      .poll(
        () =>
          this.page.evaluate(
            () =>
              document.querySelector('header .connect-button')?.getAttribute('data-status') ?? null,
            null,
          ),
        { message: 'the header connection state', timeout: WAIT_MS },
      )
      .toBe(status);
  }

  /** Where the page's first `<video>` is, in seconds (0 when there is none). */
  async videoTimeS(): Promise<number> {
    return this.page.evaluate(() => {
      const video = document.querySelector('main video');
      return video instanceof HTMLVideoElement ? video.currentTime : 0;
    }, null);
  }

  /** Stores `entries` in the app's origin before the first visit, as a returning visitor has them. */
  async seed(entries: Readonly<Record<string, string>>): Promise<void> {
    await this.page.goto('/favicon.svg');
    await this.page.evaluate((seed) => {
      for (const [key, value] of Object.entries(seed)) window.localStorage.setItem(key, value);
    }, entries);
  }

  /** Presses `key` with the focus on the page itself, not in a field. */
  async pressOnPage(key: 'Escape' | 'Space'): Promise<void> {
    await this.page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      document.body.focus();
    }, null);
    await this.page.press(key);
  }

  /** Chooses `value` in the `<select>` `target` names, as picking it from the list does. */
  async selectOption(target: Target, value: string): Promise<void> {
    const selector = await this.find(target);
    await this.page.evaluate(
      ({ selector, value }) => {
        const select = document.querySelector(selector);
        if (!(select instanceof HTMLSelectElement)) throw new Error(`${selector} is no select`);
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      },
      { selector, value },
    );
  }
}

function describe(target: Target): string {
  return `${target.role}${target.name === undefined ? '' : ` "${target.name}"`}${
    target.within ? ` in ${target.within}` : ''
  }`;
}
