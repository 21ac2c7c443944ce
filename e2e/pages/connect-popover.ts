import { expect, type Locator, type Page } from '@playwright/test';

/** The compact connect button's popover: the key field, Connect and Disconnect. */
export class ConnectPopover {
  readonly button: Locator;
  readonly dialog: Locator;
  readonly keyInput: Locator;
  readonly connectButton: Locator;
  readonly disconnectButton: Locator;
  readonly alert: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByRole('banner').locator('.connect-button');
    this.dialog = page.getByRole('dialog', { name: 'Connect your device' });
    this.keyInput = this.dialog.getByLabel('Connection key');
    this.connectButton = this.dialog.getByRole('button', { name: 'Connect', exact: true });
    this.disconnectButton = this.dialog.getByRole('button', { name: 'Disconnect' });
    this.alert = this.dialog.getByRole('alert');
    this.status = this.dialog.getByRole('status');
  }

  async open(): Promise<void> {
    if (!(await this.dialog.isVisible())) await this.button.click();
    await expect(this.dialog).toBeVisible();
  }

  /** Opens the popover and connects, with `key` typed in first when given. */
  async connect(key?: string): Promise<void> {
    await this.open();
    if (key !== undefined) await this.keyInput.fill(key);
    await this.connectButton.click();
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.dialog).toBeHidden();
  }
}
