import type { Locator, Page } from '@playwright/test';

/** The live connection line a page shows (`<ConnectionStatus />`). */
export class ConnectionStatusPanel {
  readonly root: Locator;
  readonly line: Locator;
  readonly firmware: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('main').locator('.connection-status');
    this.line = this.root.getByRole('status');
    this.firmware = this.root.getByTestId('device-firmware');
  }
}
