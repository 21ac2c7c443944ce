import { expect, type Locator, type Page } from '@playwright/test';
import { ConnectPopover } from './connect-popover';

/** `/ota`: the device's firmware, the latest release and the update with its progress. */
export class OtaPage {
  readonly popover: ConnectPopover;
  readonly heading: Locator;
  readonly installed: Locator;
  readonly status: Locator;
  readonly latest: Locator;
  readonly notes: Locator;
  readonly updateCard: Locator;
  readonly progress: Locator;
  readonly progressBar: Locator;
  readonly done: Locator;
  readonly failed: Locator;

  constructor(readonly page: Page) {
    this.popover = new ConnectPopover(page);
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Firmware update' });
    this.installed = main.getByTestId('ota-installed');
    this.status = main.getByTestId('ota-status');
    this.latest = main.getByTestId('ota-latest');
    this.notes = main.getByTestId('ota-notes');
    this.updateCard = main.getByRole('region', { name: 'Update' });
    this.progress = main.getByTestId('ota-progress');
    this.progressBar = main.getByRole('progressbar', { name: 'Update progress' });
    this.done = main.getByTestId('ota-done');
    this.failed = main.getByTestId('ota-failed');
  }

  /** Opens `/ota` (device selection must be done already). */
  async open(): Promise<void> {
    await this.page.goto('/ota');
    await expect(this.heading).toBeVisible();
  }

  /**
   * Opens another firmware route (`/ota/…`, `/ota-optin`, `/ota-direct/…?…`) with `key` in the
   * fragment, and waits for the page titled `title` with the device connected.
   */
  async openConnected(path: string, title: string, key: string): Promise<void> {
    await this.page.goto(`${path}#k=${key}`);
    await expect(
      this.page.getByRole('main').getByRole('heading', { level: 1, name: title }),
    ).toBeVisible();
    await expect(this.popover.button).toHaveAttribute('data-status', 'connected');
  }

  /** `/ota-optin`'s release channel card. */
  get channelCard(): Locator {
    return this.page.getByRole('main').getByRole('region', { name: 'Release channel' });
  }

  /** `/ota-optin`'s list of the releases the channel offers. */
  get releases(): Locator {
    return this.page.getByRole('main').getByTestId('ota-releases');
  }

  /** The alert of the firmware card (a release that cannot be read or found). */
  get firmwareAlert(): Locator {
    return this.page
      .getByRole('main')
      .getByRole('region', { name: "Your device's firmware" })
      .getByRole('alert');
  }

  /** Connects `key` from the header's popover and waits for the firmware facts. */
  async connect(key: string, options: { notice?: string | RegExp } = {}): Promise<void> {
    await this.popover.connect(key);
    await expect(this.installed).not.toHaveText('—');
    if (options.notice === undefined) {
      await this.popover.close();
      return;
    }
    // Firmware that needs an update is told on connect. The notice is the topmost layer, which
    // Escape would dismiss first, so the popover is closed with its own button.
    await expect(this.notifications).toContainText(options.notice);
    await this.popover.button.click();
    await expect(this.popover.dialog).toBeHidden();
  }

  /** The app's notifications. */
  get notifications(): Locator {
    return this.page.getByRole('region', { name: /^Notifications/ });
  }

  /** The "Update to …" button of the update card. */
  updateButton(version: string): Locator {
    return this.updateCard.getByRole('button', { name: `Update to ${version}` });
  }
}
