import { expect, type Locator, type Page } from '@playwright/test';
import { ConnectPopover } from './connect-popover';
import { DeviceSelectionPage } from './device-selection-page';

/** `/hvp` (and `/Hvp`): vibration controls and the live vibration state. */
export class HvpPage {
  readonly popover: ConnectPopover;
  readonly heading: Locator;
  readonly connectFirst: Locator;
  readonly startButton: Locator;
  readonly stopButton: Locator;
  readonly amplitude: Locator;
  readonly frequency: Locator;
  readonly position: Locator;
  readonly state: Locator;
  readonly liveAmplitude: Locator;
  readonly liveFrequency: Locator;
  readonly livePosition: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.popover = new ConnectPopover(page);
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Vibration (HVP)' });
    this.connectFirst = main.getByText('Connect your device to use these controls.');
    this.startButton = main.getByRole('button', { name: 'Start' });
    this.stopButton = main.getByRole('button', { name: 'Stop' });
    this.amplitude = main.getByRole('slider', { name: 'Amplitude' });
    this.frequency = main.getByRole('slider', { name: 'Frequency' });
    this.position = main.getByRole('slider', { name: 'Position' });
    this.state = main.getByTestId('hvp-state');
    this.liveAmplitude = main.getByTestId('hvp-amplitude');
    this.liveFrequency = main.getByTestId('hvp-frequency');
    this.livePosition = main.getByTestId('hvp-position');
    this.alert = main.getByRole('alert');
  }

  /** Opens `path`, choosing `device` on the way when device selection asks. */
  async open(device: 'handy' | 'oh', path = '/hvp'): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    const selection = new DeviceSelectionPage(this.page);
    if (await selection.heading.isVisible()) await selection.choose(device);
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

  /**
   * Sets a slider with the keyboard as a keyboard user would: Home, then Page Up (ten steps) and
   * arrows (one step) up to `value`.
   */
  async setSlider(slider: Locator, value: number, step: number): Promise<void> {
    const steps = Math.round(value / step);
    await slider.focus();
    await slider.press('Home');
    for (let i = 0; i < Math.floor(steps / 10); i++) await slider.press('PageUp');
    for (let i = 0; i < steps % 10; i++) await slider.press('ArrowRight');
  }
}
