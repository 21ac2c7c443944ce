import type { Page } from '@playwright/test';
import { FAILURE_TEXTS, FailuresPage } from '../pages/failures';
import { SettingsPage } from '../pages/settings-page';
import { PREFERENCES_KEY, seedLocalStorage } from '../support/browser-storage';
import { deviceFaults, emulatorControl } from '../support/emulator-control';
import { expect, test } from '../support/test';

/** The texts (en-US) of the connection's recovery these tests expect. */
const TEXTS = {
  connectTimeout: 'The device did not finish connecting within 5 seconds. Check it and try again.',
  retryScheduled: 'Glide tries again on its own.',
  temperatureHigh: 'The motor is hot. Let the device rest before you go on.',
} as const;

/** Marks the loaded page, so that a test can tell that no reload happened since. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { glideE2eMark?: boolean }).glideE2eMark = true;
  });
}

async function expectSamePage(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as unknown as { glideE2eMark?: boolean }).glideE2eMark),
  ).toBe(true);
}

/** An in-app navigation (the router follows the history), never a page load. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function storedKey(page: Page): Promise<unknown> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw === null
      ? undefined
      : (JSON.parse(raw) as { connectionKey?: unknown }).connectionKey;
  }, PREFERENCES_KEY);
}

test.describe('a connection people can trust', () => {
  // Faults are set on the test's own device: other tests run beside these.
  const faults = deviceFaults();
  test.afterEach(faults.clearAll);

  test('after a stream drop the page shows what the device did meanwhile', async ({ page }) => {
    const key = 'E2eTrustDrop1';
    const app = new FailuresPage(page);
    const hampState = page.getByRole('main').getByTestId('hamp-state');
    await app.openConnected(key);
    await expect(hampState).toHaveText('Stopped');
    await expect(app.headerButton).toHaveText('Connected');

    // The stream drops; at once the device's POWER button starts HAMP and its motor runs hot.
    // Both raise events that nobody receives.
    await faults.set(key, { sseDropNow: true });
    await emulatorControl.call('POST', `/devices/${key}/button`, { button: 'POWER' });
    await emulatorControl.call('PUT', `/devices/${key}/temperature`, { motorTempC: 80 });
    expect((await emulatorControl.device(key)).hamp.play_state).toBe(1);

    await expect(hampState).toHaveText('Stroking', { timeout: 8_000 });
    await expect(app.status.root.getByText(TEXTS.temperatureHigh)).toBeVisible();
    await expect(app.headerButton).not.toHaveText('Connected');
    await expect(app.headerButton).toContainText('Check device');
    await expect(app.headerButton).toHaveAttribute('data-status', 'connected');
  });

  test('a connect timeout is retried with backoff and connects once the cause is gone, without a reload', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const key = 'E2eTrustSlow1';
    await emulatorControl.createDevice({ connectionKey: key });
    const app = new FailuresPage(page);
    await app.open();
    await markPage(page);
    // Longer than the whole connect window (5 s) on this device's first call: the clock sync
    // carries no key, so only the device's own calls are slowed.
    await faults.set(key, { latencyMs: 6_000 });
    await app.connect(key);
    await expect(app.popover.alert).toHaveText(TEXTS.connectTimeout, { timeout: 15_000 });
    await expect(app.popover.dialog.getByText(TEXTS.retryScheduled)).toBeVisible();
    await expect(app.popover.dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
    // It keeps trying on its own while the latency lasts.
    const streams: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/sse')) streams.push(request.url());
    });
    await expect.poll(() => streams.length, { timeout: 15_000 }).toBeGreaterThan(0);

    await emulatorControl.clearDeviceFaults(key);
    await expect(app.headerButton).toHaveAttribute('data-status', 'connected', {
      timeout: 45_000,
    });
    await expectSamePage(page);
    await app.popover.close();
    await app.expectHampStartWorks(key);
  });

  test('the Retry button connects at once once the cause is gone', async ({ page }) => {
    test.setTimeout(60_000);
    const key = 'E2eTrustRetry1';
    await emulatorControl.createDevice({ connectionKey: key });
    const app = new FailuresPage(page);
    await app.open();
    await markPage(page);
    // Every call of this device fails, its event stream too: the connect fails at once.
    await faults.set(key, {
      errorRate: 1,
      errorStatus: 503,
    });
    const refusedStreams: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('/sse') && response.status() === 503) refusedStreams.push(path);
    });
    await app.connect(key);
    await expect(app.popover.alert).toContainText('Service Unavailable');
    // The app tries again by itself (its connect after 1 s, 2 s, 4 s…, and its event stream), and
    // once the cause is gone it may connect before the click. So the stream stays refused here
    // until the click, while two of the app's own retries fail: its next is then seconds away.
    await expect.poll(() => refusedStreams.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    // The stream stays refused until the page has seen the click: lifting the refusal first left a
    // race, where the app's own recovery (a probe a second) connected between the lift and a click
    // delayed on a busy machine, and Retry was gone before it could be pressed.
    let clicked = false;
    await page.exposeFunction('glideTestRetryClicked', () => {
      clicked = true;
    });
    await page.route('**/sse*', (route) =>
      clicked ? route.fallback() : route.fulfill({ status: 503, body: '' }),
    );
    await emulatorControl.clearDeviceFaults(key);
    const retry = app.popover.dialog.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    await page.evaluate(() => {
      // Capture phase: seen before the app's own handler connects.
      document.addEventListener(
        'click',
        (event) => {
          const target = event.target instanceof Element ? event.target.closest('button') : null;
          if (target?.textContent === 'Retry') {
            (window as unknown as { glideTestRetryClicked: () => void }).glideTestRetryClicked();
          }
        },
        true,
      );
    });
    await retry.click();
    await expect(app.headerButton).toHaveAttribute('data-status', 'connected', {
      timeout: 3_000,
    });
    await expect(retry).toBeHidden();
    await expectSamePage(page);
  });

  test('a malformed key typed in the popover is refused and the working connection stays', async ({
    page,
  }) => {
    const key = 'E2eTrustKeep1';
    const app = new FailuresPage(page);
    await app.openConnected(key);
    const sse: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/sse')) sse.push(request.url());
    });
    await app.connect('ab!');
    await expect(app.popover.alert).toHaveText(FAILURE_TEXTS.keyInvalid);
    await expect(app.headerButton).toHaveAttribute('data-status', 'connected');
    await expect(app.connectionState).toHaveText(FAILURE_TEXTS.connected);
    expect(await storedKey(page)).toBe(key);
    expect(sse).toEqual([]);
    await app.popover.close();
    await app.expectHampStartWorks(key);
  });

  test('a link with a malformed key is refused with its message; the stored key still connects', async ({
    page,
  }) => {
    const key = 'E2eTrustLink1';
    await emulatorControl.createDevice({ connectionKey: key });
    await seedLocalStorage(page, {
      [PREFERENCES_KEY]: JSON.stringify({
        version: 1,
        deviceSelectionComplete: true,
        connectionKey: key,
      }),
    });
    const app = new FailuresPage(page);
    await page.goto('/hamp?k=ab!');
    await expect(app.notification(FAILURE_TEXTS.keyInvalid)).toBeVisible();
    await app.expectConnected();
    expect(new URL(page.url()).search).toBe('');
    expect(await storedKey(page)).toBe(key);
  });

  test('a corrected application key takes effect at once: no reload, no new connect', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const key = 'E2eTrustAppKey1';
    const app = new FailuresPage(page);
    await app.openConnected(key);
    await markPage(page);
    const settings = new SettingsPage(page);

    await navigateInApp(page, '/settings');
    await expect(settings.heading).toBeVisible();
    const buildKey = await settings.applicationKey.inputValue();
    await settings.retype(settings.applicationKey, 'not-a-glide-app-key');
    await settings.testConnection.click();
    await expect(
      page.getByText('The server refused the application key (HTTP 401). Check the key.'),
    ).toBeVisible();
    // The connection follows the new key at once, and is refused.
    await expect(app.headerButton).toHaveAttribute('data-status', 'error', { timeout: 10_000 });

    await settings.retype(settings.applicationKey, buildKey);
    await settings.testConnection.click();
    await expect(
      page.getByText(
        /^Server reached and application key accepted\. Round trip: \d+ ms\. Your device is online\.$/,
      ),
    ).toBeVisible();
    await expect(app.headerButton).toHaveAttribute('data-status', 'connected', {
      timeout: 10_000,
    });
    await navigateInApp(page, '/hamp');
    await app.expectConnected();
    await expectSamePage(page);
    await app.expectHampStartWorks(key);
  });
});
