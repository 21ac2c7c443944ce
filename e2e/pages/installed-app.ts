import { expect, type Locator, type Page } from '@playwright/test';

/** The installed app's messages (apps/web/src/app/installed) and its service worker. */
export class InstalledApp {
  readonly offlineNote: Locator;
  readonly updatePrompt: Locator;
  readonly reloadButton: Locator;

  constructor(readonly page: Page) {
    this.offlineNote = page.getByRole('status').filter({ hasText: "You're offline." });
    this.updatePrompt = page.getByRole('status').filter({
      hasText: 'A new version of Glide is ready.',
    });
    this.reloadButton = this.updatePrompt.getByRole('button', { name: 'Reload' });
  }

  /**
   * Takes the page's own network offline too, after the context's (`context.setOffline`). In
   * Chromium 150 the context's offline still fails every request of a document loaded after it,
   * but that document's `navigator.onLine` reads true; the page's network emulation (CDP) sets it,
   * and the page hears `offline` as on a real loss of network.
   */
  async offlineInPage(): Promise<void> {
    const cdp = await this.page.context().newCDPSession(this.page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // The session stays open: closing it would end its emulation.
  }

  /** Waits until a service worker is active for the page, and returns its script's address. */
  async activeWorker(): Promise<string> {
    const url = await this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? '';
    });
    expect(url).not.toBe('');
    return url;
  }

  /** Waits until the active worker controls the page (its requests go through the worker). */
  async expectControlled(): Promise<void> {
    await this.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }

  /** Every address stored in the page's caches (Cache Storage), by cache name. */
  async cachedUrls(): Promise<Record<string, string[]>> {
    return this.page.evaluate(async () => {
      const stored: Record<string, string[]> = {};
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        stored[name] = (await cache.keys()).map((request) => request.url);
      }
      return stored;
    });
  }
}
