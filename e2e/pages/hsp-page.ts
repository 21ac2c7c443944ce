import { expect, type Locator, type Page } from '@playwright/test';
import { ConnectPopover } from './connect-popover';
import { DeviceSelectionPage } from './device-selection-page';

/**
 * The `/hsp` screen: a script from a file or the sample, the script-only player, the sync health
 * and the live buffer.
 */
export class HspPage {
  readonly popover: ConnectPopover;
  readonly heading: Locator;
  readonly connectFirst: Locator;
  readonly fileInput: Locator;
  readonly sampleButton: Locator;
  readonly loaded: Locator;
  readonly scriptError: Locator;
  readonly playButton: Locator;
  readonly time: Locator;
  readonly health: Locator;
  readonly buffer: Locator;

  constructor(readonly page: Page) {
    this.popover = new ConnectPopover(page);
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.connectFirst = main.getByTestId('hsp-connect');
    this.fileInput = main.getByTestId('hsp-file-input');
    this.sampleButton = main.getByRole('button', { name: 'Use the sample script' });
    this.loaded = main.getByTestId('hsp-script-loaded');
    this.scriptError = main.getByTestId('hsp-script-error');
    this.playButton = main.getByTestId('hsp-play');
    this.time = main.getByTestId('hsp-time');
    this.health = main.getByRole('region', { name: 'Sync' });
    this.buffer = main.getByRole('region', { name: 'Buffer' });
  }

  /** Opens `/hsp` with `query`, choosing The Handy on the way when device selection asks. */
  async open(query = ''): Promise<void> {
    await this.page.goto(`/hsp${query}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    const selection = new DeviceSelectionPage(this.page);
    if (await selection.heading.isVisible()) await selection.choose('handy');
    await expect(this.heading).toHaveText('Streaming (HSP)');
  }

  /** Connects with the key already in the field (from `?k=`) and waits for the device. */
  async connect(): Promise<void> {
    await this.popover.connect();
    await expect(this.popover.button).toHaveAttribute('data-status', 'connected');
    await this.popover.close();
    await expect(this.connectFirst).toHaveCount(0);
  }

  /** The buffer's figure next to `term` ("Points ahead", "Last point sent (index)"…). */
  bufferFact(term: string): Locator {
    return this.buffer.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  }

  /** Opens a script file by the picker. */
  async openFile(name: string, text: string): Promise<void> {
    await this.fileInput.setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  }
}
