import { expect, type Locator, type Page } from '@playwright/test';

/** `/link`: the form that links a device, the linked devices with their online state, multicast. */
export class LinkPage {
  readonly heading: Locator;
  readonly connectionState: Locator;
  readonly keyInput: Locator;
  readonly nameInput: Locator;
  readonly linkButton: Locator;
  readonly formAlert: Locator;
  readonly multicast: Locator;
  readonly linkedDevices: Locator;
  readonly checkAgain: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Link devices' });
    this.connectionState = main.getByTestId('connection-state');
    const form = main.getByRole('region', { name: 'Link a device' });
    this.keyInput = form.getByLabel('Connection key');
    this.nameInput = form.getByLabel('Name (optional)');
    this.linkButton = form.getByRole('button', { name: 'Link device' });
    this.formAlert = form.getByRole('alert');
    this.multicast = main.getByRole('switch', { name: 'Control all linked devices together' });
    const list = main.getByRole('region', { name: 'Linked devices' });
    this.linkedDevices = list.getByTestId('linked-device');
    this.checkAgain = list.getByRole('button', { name: 'Check again' });
  }

  /** Opens `/link` with `query` (e.g. `?k=…` to connect on the way). */
  async open(query = ''): Promise<void> {
    await this.page.goto(`/link${query}`);
    await expect(this.heading).toBeVisible();
  }

  /** Links `key` under `name` (none when empty) through the form, from the keyboard. */
  async link(key: string, name = ''): Promise<void> {
    await this.keyInput.fill(key);
    await this.nameInput.fill(name);
    await this.nameInput.press('Enter');
  }

  /** The linked device shown as `name` (its label, or its key when it has none). */
  linkedDevice(name: string): Locator {
    return this.linkedDevices.filter({ hasText: name });
  }

  /** The online state text of the linked device shown as `name`. */
  onlineState(name: string): Locator {
    return this.linkedDevice(name).getByTestId('linked-device-state');
  }

  async setMulticast(on: boolean): Promise<void> {
    if ((await this.multicast.getAttribute('aria-checked')) !== String(on)) {
      await this.multicast.focus();
      await this.multicast.press('Space');
    }
    await expect(this.multicast).toHaveAttribute('aria-checked', String(on));
  }
}
