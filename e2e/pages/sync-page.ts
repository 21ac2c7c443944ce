import { expect, type Locator, type Page } from '@playwright/test';
import { ConnectPopover } from './connect-popover';
import { DeviceSelectionPage } from './device-selection-page';

/** The tap calibration wizard on `/sync`: its panel, its step and its buttons. */
export class CalibrationWizard {
  readonly panel: Locator;
  readonly startButton: Locator;
  readonly startDeviceButton: Locator;
  readonly applyButton: Locator;
  readonly undoButton: Locator;
  readonly doneButton: Locator;
  readonly tapButton: Locator;
  readonly progress: Locator;
  readonly lag: Locator;
  readonly proposal: Locator;
  readonly status: Locator;
  readonly cover: Locator;

  constructor(main: Locator) {
    this.panel = main.getByTestId('calibration');
    this.startButton = this.panel.getByRole('button', { name: 'Start measuring' });
    this.startDeviceButton = this.panel.getByRole('button', { name: 'Start step 2' });
    this.applyButton = this.panel.getByRole('button', { name: 'Apply' });
    this.undoButton = this.panel.getByRole('button', { name: 'Undo' });
    this.doneButton = this.panel.getByRole('button', { name: 'Done' });
    this.tapButton = this.panel.getByRole('button', { name: 'Tap or press Space' });
    this.progress = this.panel.getByTestId('calibration-progress');
    this.lag = this.panel.getByTestId('calibration-lag');
    this.proposal = this.panel.getByTestId('calibration-proposal');
    this.status = this.panel.getByTestId('calibration-status');
    this.cover = main.getByTestId('calibration-cover');
  }

  /** The wizard's step (`intro`, `videoTaps`, `deviceReady`, `deviceTaps`, `result`, `applied`…). */
  async step(): Promise<string | null> {
    return this.panel.getAttribute('data-step');
  }

  /** The lag it proposes, ms, and its uncertainty, read from "+42 ms ± 6 ms". */
  async result(): Promise<{ lagMs: number; uncertaintyMs: number }> {
    const text = (await this.lag.textContent()) ?? '';
    const match = /^([+−-]?\d+) ms ± (\d+) ms$/.exec(text.trim());
    if (!match) throw new Error(`The lag reads "${text}", not "+N ms ± N ms"`);
    return {
      lagMs: Number((match[1] ?? '').replace('−', '-')),
      uncertaintyMs: Number(match[2]),
    };
  }
}

/**
 * The `/sync` screen: the shipped test clip with its player controls, the time offset being tuned
 * with "Save to device", the tap calibration, the sync health, the guide and the two options.
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
  readonly calibration: CalibrationWizard;
  /** The script graph's words for the position at its playhead ("Script position: 50 %"). */
  readonly graphPosition: Locator;
  /** The device figure's words for where the script puts the device ("Script: 50 %"). */
  readonly figureExpected: Locator;

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
    this.calibration = new CalibrationWizard(main);
    this.graphPosition = main.getByText(/^Script position: /);
    this.figureExpected = main
      .getByRole('group', { name: 'Device position' })
      .getByText(/^Script: /);
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

  /**
   * Moves the clip to `seconds` the way a seek that renders nothing does (the device's buttons, a
   * browser's own controls): through the element alone. Returns once the element has found its
   * new place.
   */
  async seekElement(seconds: number): Promise<void> {
    await this.video.evaluate((element, to) => {
      (element as HTMLVideoElement).currentTime = to;
    }, seconds);
    await expect
      .poll(() => this.video.evaluate((element) => (element as HTMLVideoElement).seeking))
      .toBe(false);
  }

  /** The clip's position in ms, as the element reports it. */
  async videoTimeMs(): Promise<number> {
    return this.video.evaluate((element) => (element as HTMLVideoElement).currentTime * 1000);
  }
}
