import { expect, type Locator, type Page } from '@playwright/test';
import { ConnectPopover } from './connect-popover';
import { DeviceSelectionPage } from './device-selection-page';

/**
 * The `/hamp` screen: start, stop and speed of automatic stroking, its live state from the event
 * stream, and the device's stroke zone as one range with two thumbs.
 */
export class HampPage {
  readonly popover: ConnectPopover;
  readonly heading: Locator;
  readonly connectionState: Locator;
  readonly connectFirst: Locator;
  readonly startButton: Locator;
  readonly stopButton: Locator;
  readonly speed: Locator;
  readonly playState: Locator;
  readonly direction: Locator;
  readonly velocity: Locator;
  /** The device figure beside the live state: zone, speed and (emulator) live position. */
  readonly figure: Locator;
  readonly strokeBottom: Locator;
  readonly strokeTop: Locator;
  readonly strokeMillimetres: Locator;

  constructor(readonly page: Page) {
    this.popover = new ConnectPopover(page);
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.connectionState = main.getByTestId('connection-state');
    this.connectFirst = main.getByTestId('hamp-connect-first');
    const controls = main.getByRole('region', { name: 'Controls' });
    this.startButton = controls.getByRole('button', { name: 'Start', exact: true });
    this.stopButton = controls.getByRole('button', { name: 'Stop', exact: true });
    this.speed = controls.getByRole('slider', { name: 'Speed' });
    const live = main.getByRole('region', { name: 'Live state' });
    this.playState = live.getByTestId('hamp-state');
    this.direction = live.getByTestId('hamp-direction');
    this.velocity = live.getByTestId('hamp-velocity');
    this.figure = live.getByRole('group', { name: 'Device position' });
    const zone = main.getByRole('region', { name: 'Stroke zone' });
    this.strokeBottom = zone.getByRole('slider', { name: 'Bottom of the stroke zone' });
    this.strokeTop = zone.getByRole('slider', { name: 'Top of the stroke zone' });
    this.strokeMillimetres = zone.getByTestId('stroke-zone-mm');
  }

  /** Opens `/hamp` with `query`, choosing The Handy on the way when device selection asks. */
  async open(query = ''): Promise<void> {
    await this.page.goto(`/hamp${query}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    const selection = new DeviceSelectionPage(this.page);
    if (await selection.heading.isVisible()) await selection.choose('handy');
    await expect(this.heading).toHaveText('Automatic stroking (HAMP)');
  }

  /** Connects with the key already in the field (from `?k=`) and waits for the device. */
  async connect(): Promise<void> {
    await this.popover.connect();
    await expect(this.connectionState).toHaveText('Connected');
    await this.popover.close();
  }

  /** Moves the speed slider to `tens` × 10 % with the keyboard (Page Up moves ten steps). */
  async setSpeedTens(tens: number): Promise<void> {
    await this.speed.focus();
    await this.speed.press('Home');
    for (let i = 0; i < tens; i++) await this.speed.press('PageUp');
  }

  /** Sets the stroke zone to `bottomTens`–`topTens` × 10 % with the keyboard. */
  async setStrokeZoneTens(bottomTens: number, topTens: number): Promise<void> {
    await this.strokeBottom.focus();
    await this.strokeBottom.press('Home');
    for (let i = 0; i < bottomTens; i++) await this.strokeBottom.press('PageUp');
    await this.strokeTop.focus();
    await this.strokeTop.press('End');
    for (let i = 0; i < 10 - topTens; i++) await this.strokeTop.press('PageDown');
  }
}
