/**
 * What the sync benchmark needs of the `/local` page, in one place so that it follows the page as
 * it is built. It expects:
 * - the video and script file pickers as `input[type=file]` in `main` (one accepting video, one
 *   accepting `.funscript`; or one input that takes both files);
 * - the transport as radio buttons whose names start with "Hosted" (HSSP) and "Streamed" (HSP);
 * - a "Play" button in `main`;
 * - one `<video>` in `main` playing the chosen file. Seeks and pauses go to the element itself: the
 *   engine must follow the media's own events (`seeking`/`seeked`, `pause`), whatever caused them.
 * While `/local` has none of the pickers and no video it is the placeholder, and the benchmark skips.
 */
import type { Locator, Page } from '@playwright/test';

/** HSSP ("Hosted…") or HSP ("Streamed…"). */
export type BenchTransport = 'hssp' | 'hsp';

const TRANSPORT_NAME: Record<BenchTransport, RegExp> = { hssp: /^Hosted/i, hsp: /^Streamed/i };

/** The `/local` page as the benchmark drives it. */
export function localPlayerModel(page: Page) {
  const main = page.getByRole('main');
  const fileInputs: Locator = main.locator('input[type="file"]');
  const video: Locator = main.locator('video');
  return {
    /** Whether the page is still the placeholder (no file pickers, no video). */
    async isPlaceholder(): Promise<boolean> {
      await main.getByRole('heading', { level: 1 }).first().waitFor();
      return (await fileInputs.count()) === 0 && (await video.count()) === 0;
    },
    /** Chooses the video and the script. */
    async load(videoPath: string, scriptPath: string): Promise<void> {
      const inputs = await fileInputs.all();
      if (inputs.length === 1 && inputs[0]) {
        await inputs[0].setInputFiles([videoPath, scriptPath]);
        return;
      }
      const videoInput = main.locator('input[type="file"][accept*="video"]').first();
      const scriptInput = main.locator('input[type="file"][accept*="funscript"]').first();
      await videoInput.setInputFiles(videoPath);
      await scriptInput.setInputFiles(scriptPath);
    },
    async chooseTransport(transport: BenchTransport): Promise<void> {
      await main.getByRole('radio', { name: TRANSPORT_NAME[transport] }).check();
    },
    async play(): Promise<void> {
      await main
        .getByRole('button', { name: /^Play$/i })
        .first()
        .click();
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
    /** Resolves once the video is playing (not paused, time advancing). */
    async waitForPlaying(): Promise<void> {
      // A string: tsx would add helper calls to a serialized function's inner names.
      await page.waitForFunction(
        `(() => { const v = document.querySelector('main video'); return !!v && !v.paused && v.currentTime > 0.2; })()`,
      );
    },
  };
}
