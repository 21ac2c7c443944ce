import { expect, type Locator, type Page } from '@playwright/test';
import { PREFERENCES_KEY, seedLocalStorage } from '../support/browser-storage';

/** The debug tools under `/debug`, in their own layout, the way a developer uses them. */
export class DebugPages {
  readonly header: Locator;
  readonly connectButton: Locator;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.connectButton = this.header.locator('.connect-button');
    this.main = page.getByRole('main');
  }

  /** A returning visitor with developer mode as given, before the first start. */
  async arrive(options: { developerMode: boolean }): Promise<void> {
    await seedLocalStorage(this.page, {
      [PREFERENCES_KEY]: JSON.stringify({
        version: 1,
        deviceSelectionComplete: true,
        darkMode: true,
        developerMode: options.developerMode,
      }),
    });
  }

  /** Opens `path` connecting with `connectionKey` from the address, and waits for the device. */
  async openConnected(path: string, connectionKey: string): Promise<void> {
    await this.page.goto(`${path}?key=${connectionKey}`);
    await expect(this.connectButton).toHaveAttribute('data-status', 'connected');
  }

  /** Moves to another debug page through the debug layout's own row of links. */
  async goTo(name: string): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Debug pages' })
      .getByRole('link', { name, exact: true })
      .click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  /** The channel's log of events, newest first. */
  get events(): Locator {
    return this.main.getByRole('list', { name: 'Events, newest first' });
  }

  /** The value of a fact of the SDK page, by its label. */
  fact(label: string): Locator {
    return this.main
      .locator('.debug-facts__row', { has: this.page.getByText(label, { exact: true }) })
      .locator('dd');
  }
}
