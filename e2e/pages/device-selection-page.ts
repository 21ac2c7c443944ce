import { expect, type Locator, type Page } from '@playwright/test';

/** `/device-selection`: The Handy or the Oh, then Continue. */
export class DeviceSelectionPage {
  readonly heading: Locator;
  readonly handy: Locator;
  readonly oh: Locator;
  readonly continueButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Which device do you use?' });
    const group = page.getByRole('radiogroup', { name: 'Device' });
    this.handy = group.getByRole('radio', { name: /^The Handy/ });
    this.oh = group.getByRole('radio', { name: /^Oh/ });
    this.continueButton = page.getByRole('button', { name: 'Continue' });
  }

  async expectShown(): Promise<void> {
    await expect(this.heading).toBeVisible();
  }

  /** The redirect target the page will go to, as the address bar holds it. */
  redirectTarget(): string | null {
    return new URL(this.page.url()).searchParams.get('redirect');
  }

  async choose(device: 'handy' | 'oh'): Promise<void> {
    await (device === 'handy' ? this.handy : this.oh).click();
    await this.continueButton.click();
  }
}
