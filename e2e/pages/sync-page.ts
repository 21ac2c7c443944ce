import { expect, type Locator, type Page } from '@playwright/test';
import { ConnectPopover } from './connect-popover';
import { DeviceSelectionPage } from './device-selection-page';

/**
 * The `/sync` screen: the shipped test clip with its player controls, the time offset being tuned
 * with "Save to device", the sync health, the guide and the two options.
 */
export class SyncPage {
  readonly popover: ConnectPopover;
  readonly heading: Locator;
  readonly connectFirst: Locator;
  readonly video: Locator;
  readonly playButton: Locator;
  readonly pauseButton: Locator;
  readonly offsetInput: Locator;
  readonly laterButton: Locator;
  readonly earlierButton: Locator;
  readonly saveButton: Locator;
  readonly deviceOffset: Locator;
  readonly saveStatus: Locator;
  readonly health: Locator;

  constructor(readonly page: Page) {
    this.popover = new ConnectPopover(page);
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.connectFirst = main.getByTestId('sync-connect');
    this.video = main.locator('video');
    const controls = main.getByRole('group', { name: 'Player controls' });
    this.playButton = controls.getByRole('button', { name: 'Play', exact: true });
    this.pauseButton = controls.getByRole('button', { name: 'Pause', exact: true });
    const offset = main.getByRole('region', { name: 'Time offset' });
    this.offsetInput = offset.getByLabel('Time offset (ms)');
    this.laterButton = offset.getByRole('button', { name: /^Move the device \d+ ms later$/ });
    this.earlierButton = offset.getByRole('button', { name: /^Move the device \d+ ms earlier$/ });
    this.saveButton = offset.getByRole('button', { name: 'Save to device' });
    this.deviceOffset = offset.getByTestId('sync-offset-device');
    this.saveStatus = offset.getByTestId('sync-save-status');
    this.health = main.getByRole('region', { name: 'Sync' });
  }

  /** Opens `/sync` with `query`, choosing The Handy on the way when device selection asks. */
  async open(query = ''): Promise<void> {
    await this.page.goto(`/sync${query}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    const selection = new DeviceSelectionPage(this.page);
    if (await selection.heading.isVisible()) await selection.choose('handy');
    await expect(this.heading).toHaveText('Sync test');
  }

  /** Connects with the key already in the field (from `?k=`) and waits for the device. */
  async connect(): Promise<void> {
    await this.popover.connect();
    await expect(this.popover.button).toHaveAttribute('data-status', 'connected');
    await this.popover.close();
    await expect(this.connectFirst).toHaveCount(0);
  }

  /** The clip's position in ms, as the element reports it. */
  async videoTimeMs(): Promise<number> {
    return this.video.evaluate((element) => (element as HTMLVideoElement).currentTime * 1000);
  }
}
