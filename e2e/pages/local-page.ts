import { expect, type Locator, type Page } from '@playwright/test';
import { DeviceSelectionPage } from './device-selection-page';

/**
 * The `/local` player: files chosen through its (hidden) file inputs, the video, the chosen files'
 * names, and the messages about bad files.
 */
export class LocalPage {
  readonly heading: Locator;
  readonly empty: Locator;
  readonly lastTime: Locator;
  /** Takes a video and, with it, its script. */
  readonly videoInput: Locator;
  /** Takes a script alone. */
  readonly scriptInput: Locator;
  readonly video: Locator;
  readonly videoName: Locator;
  readonly scriptName: Locator;
  readonly scriptError: Locator;
  readonly videoError: Locator;
  readonly lengthWarning: Locator;
  readonly unpaired: Locator;
  readonly privacy: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.empty = main.getByTestId('local-empty');
    this.lastTime = main.getByTestId('local-last-time');
    this.videoInput = main.getByTestId('local-video-input');
    this.scriptInput = main.getByTestId('local-script-input');
    this.video = main.getByTestId('local-video');
    this.videoName = main.getByTestId('local-video-name');
    this.scriptName = main.getByTestId('local-script-name');
    this.scriptError = main.getByTestId('local-script-error');
    this.videoError = main.getByTestId('local-video-error');
    this.lengthWarning = main.getByTestId('local-length-warning');
    this.unpaired = main.getByTestId('local-ignored-unpaired');
    this.privacy = main.getByTestId('local-privacy');
  }

  /** Opens `/local`, choosing The Handy on the way when device selection asks. */
  async open(): Promise<void> {
    await this.page.goto('/local');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    const selection = new DeviceSelectionPage(this.page);
    if (await selection.heading.isVisible()) await selection.choose('handy');
    await expect(this.heading).toHaveText('Local player');
  }

  /** Picks `paths` at once through the video input (a video and its script, or more). */
  async pickFiles(paths: readonly string[]): Promise<void> {
    await this.videoInput.setInputFiles([...paths]);
  }

  /** Picks a script alone (it goes with the video already loaded). */
  async pickScript(path: string): Promise<void> {
    await this.scriptInput.setInputFiles(path);
  }

  /** The video's length once the element knows it, ms. */
  async videoDurationMs(): Promise<number> {
    await expect
      .poll(() => this.video.evaluate((element: HTMLVideoElement) => element.duration))
      .toBeGreaterThan(0);
    return this.video.evaluate((element: HTMLVideoElement) => element.duration * 1000);
  }
}
