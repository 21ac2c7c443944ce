import { expect, type Locator, type Page } from '@playwright/test';
import { returningVisitor, seedLocalStorage } from '../support/browser-storage';
import { AppShell } from './app-shell';

/**
 * The `/random-classic` screen ("Random strokes"): the device figure, the run's state and
 * countdown, Start / Pause / Resume / Stop, the last changes and the five settings.
 */
export class RandomClassicPage {
  readonly shell: AppShell;
  readonly heading: Locator;
  readonly connectPrompt: Locator;
  readonly now: Locator;
  readonly figure: Locator;
  readonly state: Locator;
  readonly countdown: Locator;
  readonly stoppedWhy: Locator;
  readonly startButton: Locator;
  readonly pauseButton: Locator;
  readonly resumeButton: Locator;
  readonly stopButton: Locator;
  readonly historyGraph: Locator;
  readonly historyEntries: Locator;
  readonly speedMin: Locator;
  readonly speedMax: Locator;
  readonly strokeMin: Locator;
  readonly strokeMax: Locator;
  readonly minimumStroke: Locator;
  readonly timeBetween: Locator;
  readonly pause: Locator;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.connectPrompt = main.getByTestId('random-connect');
    this.now = main.getByRole('region', { name: 'Now' });
    this.figure = this.now.getByRole('group', { name: 'Device position' });
    this.state = this.now.getByTestId('random-state');
    this.countdown = this.now.getByTestId('random-countdown');
    this.stoppedWhy = this.now.getByTestId('random-stopped-why');
    this.startButton = this.now.getByRole('button', { name: 'Start', exact: true });
    this.pauseButton = this.now.getByRole('button', { name: 'Pause', exact: true });
    this.resumeButton = this.now.getByRole('button', { name: 'Resume', exact: true });
    this.stopButton = this.now.getByRole('button', { name: 'Stop', exact: true });
    const history = main.getByRole('region', { name: 'Last changes' });
    this.historyGraph = history.getByRole('img');
    // The list in words sits in a closed disclosure: its items are counted, not read aloud.
    this.historyEntries = history.locator('li');
    const settings = main.getByRole('region', { name: 'Ranges and timing' });
    this.speedMin = settings.getByLabel('Lowest speed (%)');
    this.speedMax = settings.getByLabel('Highest speed (%)');
    this.strokeMin = settings.getByLabel('Lowest position (%)');
    this.strokeMax = settings.getByLabel('Highest position (%)');
    this.minimumStroke = settings.getByLabel('Shortest stroke (%)');
    this.timeBetween = settings.getByLabel('Time between changes (s)');
    this.pause = settings.getByLabel('Rest after each change (s)');
  }

  /** A returning visitor with `connectionKey` stored, so that the address's key connects at once. */
  async arrive(connectionKey: string): Promise<void> {
    await seedLocalStorage(this.page, returningVisitor({ connectionKey }));
  }

  /** Opens the page connecting with `connectionKey` from the address, and waits for the device. */
  async openConnected(connectionKey: string): Promise<void> {
    await this.page.goto(`/random-classic?key=${connectionKey}`);
    await expect(this.heading).toHaveText('Random strokes');
    await expect(this.shell.connectButton).toHaveAttribute('data-status', 'connected');
  }

  /** Types the ranges and timing into the settings, as a person would. */
  async setSettings(settings: {
    speedPct: readonly [number, number];
    strokePct: readonly [number, number];
    minimumStrokePct: number;
    timeBetweenSeconds: number;
  }): Promise<void> {
    // The highest ends first, so that no step on the way puts a range out of order.
    await this.speedMax.fill(String(settings.speedPct[1]));
    await this.speedMin.fill(String(settings.speedPct[0]));
    await this.strokeMax.fill(String(settings.strokePct[1]));
    await this.strokeMin.fill(String(settings.strokePct[0]));
    await this.minimumStroke.fill(String(settings.minimumStrokePct));
    await this.timeBetween.fill(String(settings.timeBetweenSeconds));
  }

  /** Presses a key with the focus on the page itself (not in a field). */
  async pressOnPage(key: string): Promise<void> {
    await this.page.locator('body').evaluate((body) => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      body.focus();
    });
    await this.page.keyboard.press(key);
  }
}
