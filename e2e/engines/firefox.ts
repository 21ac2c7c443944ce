import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core';
import type { Engine, EnginePage } from './engine-page';

/** Debian's Firefox ESR (`firefox-esr`; never a downloaded browser). */
export const FIREFOX_EXECUTABLE = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Sets a page's viewport. puppeteer-core sends a screen orientation override beside the size, a
 * command Debian's Firefox ESR 140.12 does not know (`unknown command
 * emulation.setScreenOrientationOverride`); the size goes by a command of its own, which it does
 * know. So that one unknown command is let pass, once the page shows the size asked for (within
 * 2 s).
 */
async function setViewport(page: Page, viewport: { width: number; height: number }): Promise<void> {
  try {
    await page.setViewport(viewport);
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('setScreenOrientationOverride'))) {
      throw error;
    }
    // The new size shows a moment later (an 800×600 step comes first).
    const shown = await page
      .waitForFunction(
        (width: number, height: number) =>
          window.innerWidth === width && window.innerHeight === height,
        { timeout: 2_000, polling: 50 },
        viewport.width,
        viewport.height,
      )
      .then(
        () => true,
        () => false,
      );
    if (shown) return;
    throw error;
  }
}

/**
 * Starts Firefox ESR headless, driven over WebDriver BiDi by puppeteer-core. Each page is a user
 * context of its own (its own storage), as a Playwright browser context is.
 */
export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_EXECUTABLE,
    headless: true,
    extraPrefsFirefox: {
      // Firefox reads its remote settings from Mozilla's servers, which this closed network
      // refuses; with the variable below it takes this pref, pointed at a closed port.
      'services.settings.server': 'http://127.0.0.1:9/',
      'app.update.enabled': false,
      'browser.shell.checkDefaultBrowser': false,
    },
    env: { ...process.env, MOZ_REMOTE_SETTINGS_DEVTOOLS: '1' },
  });
  const version = await browser.version();
  return {
    name: 'firefox',
    version,
    async newPage(baseUrl, viewport) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await setViewport(page, viewport);
      const enginePage: EnginePage = {
        engine: 'firefox',
        async goto(path) {
          await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
        },
        async reload() {
          await page.reload({ waitUntil: 'load' });
        },
        url: () => Promise.resolve(page.url()),
        // puppeteer types the argument as it arrives (handles unwrapped); ours are plain data.
        evaluate: async <A, R>(fn: (arg: A) => R, arg: A): Promise<Awaited<R>> => {
          const result: unknown = await page.evaluate(fn as (arg: unknown) => unknown, arg);
          return result as Awaited<R>;
        },
        async click(selector) {
          await page.click(selector);
        },
        async press(key) {
          await page.keyboard.press(key === 'Space' ? ' ' : key);
        },
        async setFiles(selector, paths) {
          const input = (await page.$(
            `input${selector}`,
          )) as ElementHandle<HTMLInputElement> | null;
          if (!input) throw new Error(`no file input ${selector}`);
          await input.uploadFile(...paths);
        },
        async screenshot(path) {
          await page.screenshot({ path });
        },
        async close() {
          await context.close();
        },
      };
      return enginePage;
    },
    async close() {
      await browser.close();
    },
  };
}
