/**
 * The web app as a person loads it: the built app (served by e2e/support/serve.ts on ports of its own)
 * opened at `/` by a returning visitor in Debian's Chromium. Initial JavaScript is every script the
 * home route loads before it has rendered, each gzipped at level 9; time to first render is the time
 * from navigation start to the frame after the home page's heading entered the document, marked in
 * the page itself (median of several cold loads). Reading the clock from the test driver after it
 * saw the heading would add its own polling and round trip, several hundred milliseconds here. The
 * mark runs before that frame's style, layout and paint; the first contentful paint, printed beside
 * it, is when the frame was presented (start-up renders the page in one go, so that frame holds the
 * heading).
 * The time figure prints beside its baseline (`blank-page.ts`): the same mark on a blank page built
 * by the same Vite, one cold load of it after each of the app's.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { CONNECT_JS_BUDGET_BYTES, kilobytes, measureBundle } from './bundle-size';
import type { BenchFigure } from './script-parse';
import { blankPageFigure, readPaintedLoad, serveBlankPage } from './blank-page';
import { serveApp } from './served-app';
import { quantile, round } from './stats';

const WEB_PORT = 4291;
const EMULATOR_PORT = 8891;
const BLANK_PAGE_PORT = 4290;
const LOADS = 7;

/** The window property `MARK_RENDER_SCRIPT` sets at the first frame with the heading. */
export const RENDERED_MARK = 'glideBenchRenderedAtMs';

/**
 * Runs in the page before the app: a returning visitor's preferences, and a mark at the first frame
 * after the home page's heading is in the document. A string, because tsx would add helper calls
 * to a serialized function that do not exist in the page.
 */
export const MARK_RENDER_SCRIPT = `
  localStorage.setItem('glide.preferences', JSON.stringify({ version: 1, deviceSelectionComplete: true, darkMode: true }));
  const observer = new MutationObserver(() => {
    if (!document.querySelector('main h1')) return;
    observer.disconnect();
    requestAnimationFrame(() => { window['${RENDERED_MARK}'] = performance.now(); });
  });
  observer.observe(document, { subtree: true, childList: true });
`;

export async function benchWebApp(): Promise<BenchFigure[]> {
  // From a build of its own, made before the served app's so that the two do not compete.
  const { connect } = await measureBundle();
  const app = serveApp(WEB_PORT, EMULATOR_PORT);
  const { base } = app;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: [...CHROMIUM_ARGS],
  });
  const blank = await serveBlankPage(browser, BLANK_PAGE_PORT);
  try {
    await app.ready();
    const blankMs: number[] = [];
    let initialGzipBytes = 0;
    let initialRawBytes = 0;
    let scripts = 0;
    const renderMs: number[] = [];
    const paintMs: number[] = [];
    const blankPaintMs: number[] = [];
    for (let load = 0; load < LOADS; load++) {
      // A fresh context per load: a cold cache, as on a first visit.
      const context = await browser.newContext();
      await context.addInitScript(MARK_RENDER_SCRIPT);
      const page = await context.newPage();
      const bodies: Promise<Buffer>[] = [];
      let rendered = false;
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (!rendered && type.includes('javascript')) bodies.push(response.body());
      });
      await page.goto(`${base}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      rendered = true;
      const painted = await readPaintedLoad(page, RENDERED_MARK);
      renderMs.push(painted.markMs);
      paintMs.push(painted.paintMs);
      if (load === 0) {
        const all = await Promise.all(bodies);
        scripts = all.length;
        for (const body of all) {
          initialRawBytes += body.length;
          initialGzipBytes += gzipSync(body, { level: 9 }).length;
        }
      }
      await context.close();
      const blankLoad = await blank.loadPainted(MARK_RENDER_SCRIPT, RENDERED_MARK);
      blankMs.push(blankLoad.markMs);
      blankPaintMs.push(blankLoad.paintMs);
    }
    const baselineMs = round(quantile(blankMs, 0.5), 0);
    return [
      {
        name: `initial JavaScript of the home route, gzip (${scripts} scripts, ${round(initialRawBytes / 1024, 1)} KB raw)`,
        value: round(initialGzipBytes / 1024, 1),
        unit: 'KB',
        target: '≤ 140 KB',
      },
      {
        name: `JavaScript a first connect adds (device runtime, SDK, session), gzip (${connect.files.length} chunks)`,
        value: round(connect.gzipBytes / 1024, 1),
        unit: 'KB',
        target: `≤ ${kilobytes(CONNECT_JS_BUDGET_BYTES)} KB`,
      },
      {
        name: `time to first render of the home route (its heading on screen), built app, median of ${LOADS} cold loads`,
        value: round(quantile(renderMs, 0.5), 0),
        unit: 'ms',
        baseline: baselineMs,
      },
      {
        name: `  same, the first contentful paint (start-up renders the page in one go: its heading), median`,
        value: round(quantile(paintMs, 0.5), 0),
        unit: 'ms',
        baseline: round(quantile(blankPaintMs, 0.5), 0),
      },
      blankPageFigure(blankMs, 'first render'),
      blankPageFigure(blankPaintMs, 'first contentful paint'),
    ];
  } finally {
    await blank.close();
    await browser.close();
    app.stop();
  }
}
