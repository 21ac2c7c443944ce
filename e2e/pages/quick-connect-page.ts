import { expect, type Locator, type Page } from '@playwright/test';

/** The first page of the app, as a person uses it. */
export class QuickConnectPage {
  readonly keyInput: Locator;
  readonly checkButton: Locator;
  readonly connectedFact: Locator;
  readonly startButton: Locator;
  readonly stopButton: Locator;
  readonly speed: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.keyInput = page.getByLabel('Connection key');
    this.checkButton = page.getByRole('button', { name: 'Check connection' });
    this.connectedFact = page.getByTestId('device-connected');
    this.startButton = page.getByRole('button', { name: 'Start' });
    this.stopButton = page.getByRole('button', { name: 'Stop' });
    this.speed = page.getByRole('slider', { name: 'Speed' });
    this.alert = page.getByRole('alert');
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Glide' })).toBeVisible();
  }

  async check(key?: string): Promise<void> {
    if (key !== undefined) await this.keyInput.fill(key);
    await this.checkButton.click();
  }

  /** Moves the speed slider to `percent` with the keyboard, as a keyboard user would. */
  async setSpeed(percent: number): Promise<void> {
    await this.speed.focus();
    await this.speed.press('Home');
    for (let i = 0; i < percent; i++) await this.speed.press('ArrowRight');
  }
}
