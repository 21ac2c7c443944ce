import { expect, type Locator, type Page } from '@playwright/test';

/** `/remote`: the big HAMP controls, each device's result, and the "share this device" link. */
export class RemotePage {
  readonly heading: Locator;
  readonly connectionState: Locator;
  readonly startButton: Locator;
  readonly stopButton: Locator;
  readonly fasterButton: Locator;
  readonly speed: Locator;
  readonly playState: Locator;
  readonly results: Locator;
  readonly shareWarning: Locator;
  readonly showLinkButton: Locator;
  readonly shareLinkField: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Remote control' });
    this.connectionState = main.getByTestId('connection-state');
    const controls = main.getByRole('region', { name: 'Controls' });
    this.startButton = controls.getByRole('button', { name: 'Start', exact: true });
    this.stopButton = controls.getByRole('button', { name: 'Stop', exact: true });
    this.fasterButton = controls.getByRole('button', { name: 'Faster' });
    this.speed = controls.getByRole('slider', { name: 'Speed' });
    this.playState = controls.getByTestId('remote-hamp-state');
    this.results = controls
      .getByRole('region', { name: 'Result on each device' })
      .getByTestId('multicast-result');
    const share = main.getByRole('region', { name: 'Share this device' });
    this.shareWarning = share.getByTestId('share-warning');
    this.showLinkButton = share.getByRole('button', { name: 'Show link' });
    this.shareLinkField = share.getByLabel('Share link');
  }

  /** Opens `/remote` with `query` (e.g. `?k=…` to connect on the way). */
  async open(query = ''): Promise<void> {
    await this.page.goto(`/remote${query}`);
    await expect(this.heading).toBeVisible();
  }

  async expectConnected(): Promise<void> {
    await expect(this.connectionState).toHaveText('Connected');
  }

  /** The result line of the device shown as `name` ("This device", a label or a key). */
  result(name: string): Locator {
    return this.results.filter({ hasText: name });
  }

  /** The share link, as shown in its field. */
  async shareLink(): Promise<string> {
    await this.showLinkButton.click();
    await expect(this.shareLinkField).toBeFocused();
    return this.shareLinkField.inputValue();
  }
}
