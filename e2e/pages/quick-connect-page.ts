import { expect, type Locator, type Page } from '@playwright/test';
import { ConnectPopover } from './connect-popover';
import { DeviceSelectionPage } from './device-selection-page';

/**
 * The foundation's quick-connect flow in the shell: the header's connect popover for the key, the
 * `/hamp` page for the live state and the HAMP controls.
 */
export class QuickConnectPage {
  readonly popover: ConnectPopover;
  readonly keyInput: Locator;
  readonly connectedFact: Locator;
  readonly startButton: Locator;
  readonly stopButton: Locator;
  readonly speed: Locator;
  readonly hampState: Locator;
  readonly firmware: Locator;

  constructor(readonly page: Page) {
    this.popover = new ConnectPopover(page);
    this.keyInput = this.popover.keyInput;
    const main = page.getByRole('main');
    this.connectedFact = main.getByTestId('connection-state');
    this.firmware = main.getByTestId('device-firmware');
    this.startButton = main.getByRole('button', { name: 'Start' });
    this.stopButton = main.getByRole('button', { name: 'Stop' });
    this.speed = main.getByRole('slider', { name: 'Speed' });
    this.hampState = main.getByTestId('hamp-state');
  }

  /** The alert in the connect popover (where a refused or failed connect is explained). */
  get alert(): Locator {
    return this.popover.alert;
  }

  /** Opens `/hamp` with `query`, choosing The Handy on the way when device selection asks. */
  async open(query = ''): Promise<void> {
    await this.page.goto(`/hamp${query}`);
    const heading = this.page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const selection = new DeviceSelectionPage(this.page);
    if (await selection.heading.isVisible()) await selection.choose('handy');
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Automatic stroking (HAMP)' }),
    ).toBeVisible();
  }

  /** Connects from the popover, with `key` typed in first when given. */
  async check(key?: string): Promise<void> {
    await this.popover.connect(key);
  }

  /** Moves the speed slider to `percent` with the keyboard, as a keyboard user would. */
  async setSpeed(percent: number): Promise<void> {
    await this.speed.focus();
    await this.speed.press('Home');
    for (let i = 0; i < percent; i++) await this.speed.press('ArrowRight');
  }
}
