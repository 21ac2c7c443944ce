import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { expect } from '@playwright/test';
import { remote } from 'webdriverio';
import type { Engine, EnginePage } from './engine-page';

/** WebKitWebDriver's words when a script's answer is lost on the way back (see `evaluate`). */
const LOST_SCRIPT_RESULT = 'Could not parse script result';

/** Debian's WebKitGTK driver (`webkit2gtk-driver`), which starts its `MiniBrowser`. */
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** WebKitGTK's MiniBrowser has no headless mode: it draws on a virtual X display (`xvfb`). */
export const XVFB = 'Xvfb';

/** MiniBrowser's window has a header bar: its page is this much shorter than the window. */
const HEADER_BAR_PX = 38;

async function until(what: string, done: () => boolean | Promise<boolean>): Promise<void> {
  await expect
    .poll(done, { message: `WebKit: ${what}`, timeout: 15_000, intervals: [25] })
    .toBe(true);
}

/** A TCP port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** An X display number no server holds (one per worker). */
function freeDisplay(): number {
  for (let display = 90 + (Number(process.env.TEST_WORKER_INDEX) % 10); ; display += 10) {
    if (!existsSync(`/tmp/.X11-unix/X${display}`) && !existsSync(`/tmp/.X${display}-lock`))
      return display;
  }
}

/** Ends `child` and waits until it has gone. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = once(child, 'exit');
  child.kill('SIGTERM');
  await gone;
}

/**
 * Starts a virtual display and WebKitGTK's WebDriver on it; each page is a WebDriver session of its
 * own (a fresh MiniBrowser with empty storage), driven over classic WebDriver by webdriverio (the
 * driver has no BiDi).
 */
export async function launchWebKit(): Promise<Engine> {
  const display = freeDisplay();
  // `-noreset`: by default the server resets when its last client leaves, which is each time a
  // session's MiniBrowser closes; the next session's browser, starting meanwhile, then could not
  // open the display, and its session hung ("cannot open display" in the driver's output).
  const xvfb = spawn(
    XVFB,
    [`:${display}`, '-screen', '0', '1600x1200x24', '-nolisten', 'tcp', '-noreset'],
    { stdio: 'ignore' },
  );
  const port = await freePort();
  let driver: ChildProcess | undefined;
  let driverLog = '';
  try {
    await until('the virtual display', () => existsSync(`/tmp/.X11-unix/X${display}`));
    driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DISPLAY: `:${display}` },
    });
    const keep = (chunk: Buffer) => {
      driverLog = (driverLog + chunk.toString()).slice(-4000);
    };
    driver.stdout?.on('data', keep);
    driver.stderr?.on('data', keep);
    driver.on('exit', (code, signal) =>
      keep(Buffer.from(`[the driver ended: ${code ?? signal}]\n`)),
    );
    await until('the driver', () => listening(port));
  } catch (error) {
    if (driver) await stop(driver);
    await stop(xvfb);
    throw error;
  }
  let version = '';
  return {
    name: 'webkit',
    get version() {
      return version;
    },
    async newPage(baseUrl, viewport) {
      const browser = await remote({
        hostname: '127.0.0.1',
        port,
        logLevel: 'warn',
        // A session that does not start in 30 s will not (its browser could not start): fail
        // with the driver's own words rather than retry into the test's timeout.
        connectionRetryCount: 0,
        connectionRetryTimeout: 30_000,
        capabilities: {
          browserName: 'MiniBrowser',
          // webdriverio asks every session but Safari's for BiDi, which this driver refuses.
          'wdio:enforceWebDriverClassic': true,
        },
      }).catch((error: unknown) => {
        throw new Error(
          `WebKit: no session (${String(error)}); the driver's last output:\n${driverLog}`,
        );
      });
      version = String(browser.capabilities.browserVersion ?? '');
      await browser.setWindowSize(viewport.width, viewport.height + HEADER_BAR_PX);
      const page: EnginePage = {
        engine: 'webkit',
        async goto(path) {
          await browser.url(new URL(path, baseUrl).href);
        },
        async reload() {
          await browser.refresh();
        },
        url: () => browser.getUrl(),
        // webdriverio types the arguments as elements may arrive; ours are plain data.
        evaluate: async <A, R>(fn: (arg: A) => R, arg: A): Promise<Awaited<R>> => {
          const run = fn as unknown as (arg: object | string | number | null) => unknown;
          for (let attempt = 1; ; attempt++) {
            try {
              const result: unknown = await browser.execute(
                run,
                arg as object | string | number | null,
              );
              return result as Awaited<R>;
            } catch (error) {
              // WebKitWebDriver now and then loses a script's answer on its way back ("Could not
              // parse script result"): the script ran, its answer did not arrive. Seen once in a
              // clean-clone run (2026-12-05), polling a playing video's time every 10 ms. Every
              // script the smoke set runs reads the page or sets it to a given state (storage,
              // focus, a select's value, a file input's files), so running it again changes
              // nothing; any other error, or the same one three times, is the test's failure.
              if (attempt >= 3 || !String(error).includes(LOST_SCRIPT_RESULT)) throw error;
            }
          }
        },
        async click(selector) {
          await browser.$(selector).click();
        },
        async press(key) {
          await browser.keys(key === 'Space' ? ' ' : key);
        },
        async setFiles(selector, paths) {
          // The file's path typed into the input is how WebDriver chooses files; the input may be
          // hidden (addValue types without clearing, which a hidden input refuses).
          await browser.$(`input${selector}`).addValue(paths.join('\n'));
        },
        async screenshot(path) {
          await browser.saveScreenshot(path);
        },
        async close() {
          await browser.deleteSession().catch(() => undefined);
        },
      };
      return page;
    },
    async close() {
      if (driver) await stop(driver);
      await stop(xvfb);
    },
  };
}
