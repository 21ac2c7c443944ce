import { expect, type Locator, type Page } from '@playwright/test';
import { ConnectPopover } from './connect-popover';
import { DeviceSelectionPage } from './device-selection-page';

/** The six HDSP calls and the tab that offers each. */
export const HDSP_TABS = {
  xava: 'mm at mm/s',
  xavp: 'mm at %',
  xpva: '% at mm/s',
  xpvp: '% at %',
  xat: 'mm in time',
  xpt: '% in time',
} as const;
/** An HDSP call. */
export type HdspCallName = keyof typeof HDSP_TABS;

/** What one move asks for: the fields by their labels, and the options. */
export interface HdspMove {
  readonly fields: Readonly<Record<string, string>>;
  readonly stopOnTarget?: boolean;
  readonly immediateResponse?: boolean;
}

/** `/hdsp`: direct positioning by one of six calls, and the live HDSP state. */
export class HdspPage {
  readonly popover: ConnectPopover;
  readonly heading: Locator;
  readonly connectFirst: Locator;
  readonly state: Locator;
  readonly panel: Locator;
  readonly moveButton: Locator;
  readonly fieldErrors: Locator;

  constructor(readonly page: Page) {
    this.popover = new ConnectPopover(page);
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Direct position (HDSP)' });
    this.connectFirst = main.getByText('Connect your device to use these controls.');
    this.state = main.getByTestId('hdsp-state');
    this.panel = main.getByRole('tabpanel');
    this.moveButton = this.panel.getByRole('button', { name: 'Move' });
    this.fieldErrors = this.panel.getByRole('alert');
  }

  /** Opens `/hdsp`, choosing The Handy on the way when device selection asks. */
  async open(): Promise<void> {
    await this.page.goto('/hdsp');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    const selection = new DeviceSelectionPage(this.page);
    if (await selection.heading.isVisible()) await selection.choose('handy');
    await expect(this.heading).toBeVisible();
  }

  /** Connects `key` from the header's popover and closes it once connected. */
  async connect(key: string): Promise<void> {
    await this.popover.connect(key);
    await expect(this.page.getByRole('main').getByTestId('connection-state')).toHaveText(
      'Connected',
    );
    await this.popover.close();
  }

  /** A field of the chosen call, by its label (e.g. `Position (mm)`). */
  field(label: string): Locator {
    return this.panel.getByRole('textbox', { name: label });
  }

  async chooseCall(call: HdspCallName): Promise<void> {
    const tab = this.page.getByRole('tab', { name: HDSP_TABS[call], exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }

  /** Chooses `call`, fills its fields, sets the options and presses Move. */
  async move(call: HdspCallName, move: HdspMove): Promise<void> {
    await this.chooseCall(call);
    for (const [label, value] of Object.entries(move.fields)) await this.field(label).fill(value);
    await this.setSwitch('Stop at the target', move.stopOnTarget ?? false);
    await this.setSwitch('Answer at once', move.immediateResponse ?? false);
    await this.moveButton.click();
  }

  private async setSwitch(name: string, on: boolean): Promise<void> {
    const toggle = this.panel.getByRole('switch', { name });
    if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', String(on));
  }
}
