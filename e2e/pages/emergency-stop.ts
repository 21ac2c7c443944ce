import { expect, type Locator, type Page } from '@playwright/test';
import { z } from 'zod';
import { PREFERENCES_KEY, seedLocalStorage } from '../support/browser-storage';
import { AppShell } from './app-shell';

/** The settings a visitor with linked devices and shortcuts arrives with. */
export interface StopSetup {
  /** The key the app connects with. */
  readonly connectionKey: string;
  /** Linked devices (spec §3 `linkedDevices`). */
  readonly linkedKeys: readonly string[];
  /** Keyboard shortcuts on (off by default). */
  readonly keyBindings?: boolean;
}

/**
 * The emergency stop in the header, its Escape key and the device shortcuts, on any page of the
 * main layout: the stop button, the keyboard and the notifications that report the outcome.
 */
export class EmergencyStop {
  readonly shell: AppShell;
  readonly button: Locator;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.button = this.shell.header.getByRole('button', { name: 'Stop all' });
  }

  /** Seeds the stored settings (a returning visitor with linked devices) before the first start. */
  async arrive(setup: StopSetup): Promise<void> {
    await seedLocalStorage(this.page, {
      [PREFERENCES_KEY]: JSON.stringify({
        version: 1,
        deviceSelectionComplete: true,
        darkMode: true,
        connectionKey: setup.connectionKey,
        linkedDevices: setup.linkedKeys.map((connectionKey) => ({ connectionKey })),
        multicastActive: false,
        keyBinding: {
          enabled: setup.keyBindings ?? false,
          stroke: { incrementPct: 10, topUp: 'q', topDown: 'a', bottomUp: 'w', bottomDown: 's' },
          timeOffset: { incrementMs: 10, increase: 'e', decrease: 'd' },
        },
      }),
    });
  }

  /** Opens `path` connecting with `connectionKey` from the address, and waits for the device. */
  async openConnected(path: string, connectionKey: string): Promise<void> {
    await this.page.goto(`${path}?key=${connectionKey}`);
    await expect(this.shell.connectButton).toHaveAttribute('data-status', 'connected');
  }

  /** Presses a key with the focus on the page itself (not in a field). */
  async pressOnPage(key: string): Promise<void> {
    await this.page.locator('body').evaluate((body) => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      body.focus();
    });
    await this.page.keyboard.press(key);
  }

  /** A notification with exactly this text. */
  notification(text: string): Locator {
    return this.shell.notifications.getByText(text, { exact: true });
  }

  /** The preferences the app stored (to see that the seed was taken). */
  async storedLinkedKeys(): Promise<string[]> {
    const raw = await this.page.evaluate(
      (key) => window.localStorage.getItem(key),
      PREFERENCES_KEY,
    );
    const stored = z
      .object({ linkedDevices: z.array(z.object({ connectionKey: z.string() })) })
      .parse(JSON.parse(raw ?? '{}'));
    return stored.linkedDevices.map((device) => device.connectionKey);
  }
}
