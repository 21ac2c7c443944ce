/**
 * The `/local` page as the sync specs and the sync benchmark drive it, in one place so that both
 * follow the page as it is built. It expects:
 * - the video and script file pickers as `input[type=file]` in `main` (one accepting video, one
 *   accepting `.funscript`; or one input that takes both files);
 * - for intake by address, text fields named "Video address" and "Script address" (Enter opens),
 *   perhaps in a closed disclosure;
 * - the transport as radio buttons whose names start with "Hosted" (HSSP) and "Streamed" (HSP);
 * - the player controls: a "Play"/"Pause" button, the "Playback speed" menu and a "Loop" toggle;
 * - one `<video>` in `main` playing the chosen file. Seeks and pauses go to the element itself: the
 *   engine must follow the media's own events (`seeking`/`seeked`, `pause`), whatever caused them.
 * While `/local` has none of the pickers and no video it is the placeholder.
 */
import type { Locator, Page } from '@playwright/test';

/** HSSP ("Hosted…") or HSP ("Streamed…"). */
export type PlayTransport = 'hssp' | 'hsp';

const TRANSPORT_NAME: Record<PlayTransport, RegExp> = { hssp: /^Hosted/i, hsp: /^Streamed/i };

/** What the `<video>` element says of itself. */
export interface VideoState {
  readonly currentMs: number;
  readonly paused: boolean;
  readonly rate: number;
  readonly loop: boolean;
  /** `HTMLMediaElement.readyState`: below 3 (HAVE_FUTURE_DATA) a playing video is stalled. */
  readonly readyState: number;
}

/**
 * True once the page is connected and has its clock sync with the server. A function, not a string:
 * Playwright evaluates a string predicate with `eval`, which the app's security policy refuses.
 * (No named functions inside: tsx would wrap them in a helper the page does not have.)
 */
const CONNECTED = () =>
  !!document.querySelector('.connect-button[data-status="connected"]') &&
  localStorage.getItem('glide.clockSync') !== null;

/** The `/local` page. */
export function localPlayerModel(page: Page) {
  const main = page.getByRole('main');
  const fileInputs: Locator = main.locator('input[type="file"]');
  const video: Locator = main.locator('video');
  const controls = main.getByRole('group', { name: /player controls|controls/i }).first();
  return {
    video,
    /** The loop toggle (`aria-pressed`). */
    loopButton: main.getByRole('button', { name: /^Loop$/i }).first(),
    /** Whether the page is still the placeholder (no file pickers, no video). */
    async isPlaceholder(): Promise<boolean> {
      await main.getByRole('heading', { level: 1 }).first().waitFor();
      return (await fileInputs.count()) === 0 && (await video.count()) === 0;
    },
    /** Waits until `?k=` has connected the device and the clock sync is known. */
    async waitForConnected(timeoutMs = 20_000): Promise<void> {
      await page.waitForFunction(CONNECTED, undefined, { timeout: timeoutMs });
    },
    /** Chooses the video and the script by the file pickers (both at once where one takes both). */
    async load(videoPath: string, scriptPath: string): Promise<void> {
      const videoInput = main.locator('input[type="file"][accept*="video"]').first();
      const accept = (await videoInput.getAttribute('accept')) ?? '';
      if ((await fileInputs.count()) === 1 || accept.includes('funscript')) {
        await videoInput.setInputFiles([videoPath, scriptPath]);
        return;
      }
      await videoInput.setInputFiles(videoPath);
      await main
        .locator('input[type="file"][accept*="funscript"]')
        .first()
        .setInputFiles(scriptPath);
    },
    /** Opens the video and the script by address (the spec's `localPlayer.videoUrl` / `scriptUrl`). */
    async loadByUrl(videoUrl: string, scriptUrl: string): Promise<void> {
      const videoField = main.getByRole('textbox', { name: /^Video (URL|address)/i });
      const scriptField = main.getByRole('textbox', { name: /^Script (URL|address)/i });
      // The fields may sit in a closed disclosure ("Open from an address").
      if (!(await videoField.isVisible())) {
        await main
          .locator('summary', { hasText: /address/i })
          .first()
          .click();
      }
      await videoField.fill(videoUrl);
      await videoField.press('Enter');
      await scriptField.fill(scriptUrl);
      await scriptField.press('Enter');
    },
    async chooseTransport(transport: PlayTransport): Promise<void> {
      await main.getByRole('radio', { name: TRANSPORT_NAME[transport] }).check();
    },
    /** Presses the player's Play button (a user gesture, so sound may play). */
    async play(): Promise<void> {
      await controls.getByRole('button', { name: /^Play$/i }).click();
    },
    /** Presses the player's Pause button. */
    async pauseByButton(): Promise<void> {
      await controls.getByRole('button', { name: /^Pause$/i }).click();
    },
    /** Picks a rate in the player's speed menu (its values are the rates). */
    async chooseRate(rate: number): Promise<void> {
      await main.getByRole('combobox', { name: /^Playback speed/i }).selectOption(String(rate));
    },
    /** Turns the player's loop on or off. */
    async setLoop(on: boolean): Promise<void> {
      const button = main.getByRole('button', { name: /^Loop$/i }).first();
      if ((await button.getAttribute('aria-pressed')) !== String(on)) await button.click();
    },
    /** Seeks the element; resolves with the page's `Date.now()` at the seek. */
    async seekTo(positionMs: number): Promise<number> {
      return video.evaluate((element: HTMLVideoElement, seconds: number) => {
        element.currentTime = seconds;
        return Date.now();
      }, positionMs / 1000);
    },
    async pause(): Promise<void> {
      await video.evaluate((element: HTMLVideoElement) => element.pause());
    },
    /** The element's own state now. */
    async videoState(): Promise<VideoState> {
      return video.evaluate((element: HTMLVideoElement) => ({
        currentMs: element.currentTime * 1000,
        paused: element.paused,
        rate: element.playbackRate,
        loop: element.loop,
        readyState: element.readyState,
      }));
    },
    /** Resolves once the video is playing (not paused, time advancing). */
    async waitForPlaying(timeoutMs = 20_000): Promise<void> {
      // No named functions inside: tsx would wrap them in a helper the page does not have.
      await page.waitForFunction(
        () => {
          const v = document.querySelector('main video');
          return (
            v instanceof HTMLVideoElement && !v.paused && v.readyState >= 3 && v.currentTime > 0.2
          );
        },
        undefined,
        { timeout: timeoutMs },
      );
    },
  };
}

/** The model's type, for helpers that take it. */
export type LocalPlayerModel = ReturnType<typeof localPlayerModel>;
