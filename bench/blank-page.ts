/**
 * The baseline of the page-load figures: a blank page (`bench/blank-page/`: an HTML file and a
 * module script that adds one `<main><h1>`), built by the same Vite as the app, served by Vite's
 * preview and loaded in the same browser the same way as the app (a fresh context per load, so a cold
 * cache, with the benchmark's own init script). Its loads are interleaved with the app's, so that
 * both meet the same load on the machine: the ratio of a figure to it compares across days and
 * machines where the raw milliseconds do not.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { build, preview, type PreviewServer } from 'vite';
import { z } from 'zod';
import type { BenchFigure } from './script-parse';
import { quantile, round } from './stats';

/** What a page-load figure is compared with, in the figure's own line. */
export const BLANK_PAGE_BASELINE = 'a blank page (same Vite, browser and loading, interleaved)';

/** A built and served blank page; `load` measures one cold load of it. */
export interface BlankPage {
  /**
   * One cold load in a fresh context with `initScript`, to the moment the script's `mark` is on the
   * window (`performance.now()`, ms from navigation start).
   */
  load(initScript: string, mark: string): Promise<number>;
  /** {@link load}, and the load's first contentful paint (ms from navigation start). */
  loadPainted(initScript: string, mark: string): Promise<PaintedLoad>;
  close(): Promise<void>;
}

/** One cold load's mark and its first contentful paint, both ms from navigation start. */
export interface PaintedLoad {
  readonly markMs: number;
  readonly paintMs: number;
}

/**
 * The moment `mark` is on the window and the first contentful paint, once both are there. The paint
 * is reported when the frame is presented, after the mark's animation frame ran.
 */
export async function readPaintedLoad(page: Page, mark: string): Promise<PaintedLoad> {
  await page.waitForFunction((name) => name in window, mark, { timeout: 15_000 });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    undefined,
    { timeout: 15_000 },
  );
  const measured = await page.evaluate(
    (name) => ({
      markMs: Reflect.get(window, name) as unknown,
      paintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }),
    mark,
  );
  return z.object({ markMs: z.number(), paintMs: z.number() }).parse(measured);
}

/** Builds the blank page and serves it on `port`. */
export async function serveBlankPage(browser: Browser, port: number): Promise<BlankPage> {
  const root = fileURLToPath(new URL('./blank-page', import.meta.url));
  const outDir = join(tmpdir(), `glide-bench-blank-page-${port}`);
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  const server: PreviewServer = await preview({
    root,
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  /** One cold load in a fresh context with `initScript`, read by `read` before the context closes. */
  const coldLoad = async <T>(initScript: string, read: (page: Page) => Promise<T>): Promise<T> => {
    const context = await browser.newContext();
    try {
      await context.addInitScript({ content: initScript });
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      return await read(page);
    } finally {
      await context.close();
    }
  };
  return {
    load: (initScript, mark) =>
      coldLoad(initScript, async (page) => {
        await page.waitForFunction((name) => name in window, mark, { timeout: 15_000 });
        return z
          .number()
          .parse(await page.evaluate((name): unknown => Reflect.get(window, name), mark));
      }),
    loadPainted: (initScript, mark) => coldLoad(initScript, (page) => readPaintedLoad(page, mark)),
    close: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())),
  };
}

/** The baseline's own line: its median over `loadsMs`, saying what it is. */
export function blankPageFigure(loadsMs: readonly number[], what: string): BenchFigure {
  return {
    name: `baseline: ${what} of ${BLANK_PAGE_BASELINE}, median of ${loadsMs.length}`,
    value: round(quantile(loadsMs, 0.5), 0),
    unit: 'ms',
  };
}
