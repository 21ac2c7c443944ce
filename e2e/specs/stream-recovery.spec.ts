import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { FailuresPage } from '../pages/failures';
import { timedEmulatorControl } from '../support/emulator-control';

/**
 * Issue 10: after a fault clears, the app is live again within 2 s instead of waiting out the event
 * stream's backoff (up to 30 s). Each case first lets the backoff grow, so that the app comes back
 * in time only if something cut the stream's wait short. The bound is the requirement's own (2 s,
 * with a second's slack for the page to show it), as Playwright's expect timeout; what is asserted
 * is the state (connected, no "Reconnecting…"), never a measured duration.
 */
const LIVE_AGAIN_WITHIN_MS = 3_000;
/**
 * Five refused reconnects after the drop: the stream then waits a uniform 0–16 s (full jitter)
 * before its sixth. Without the recovery the app would come back within the bound about one run in
 * five, by the luck of that draw; with it, every time. The unit tests pin each trigger exactly.
 */
const REFUSED_RECONNECTS = 5;

test.describe.configure({ timeout: 60_000 });

/** Counts the page's event stream requests (`GET …/sse`), answered or not. */
function countStreamRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/sse')) count++;
  });
  return () => count;
}

test.describe('the event stream recovers as soon as the way to the server is back', () => {
  test.afterEach(async () => {
    await timedEmulatorControl.clearFaults();
  });

  test('after an API-wide fault clears, the app is live again without anyone doing anything', async ({
    page,
  }) => {
    const key = 'E2eRecoverApi1';
    const streamRequests = countStreamRequests(page);
    const app = new FailuresPage(page, timedEmulatorControl);
    await app.openConnected(key);

    // Every request fails and the open stream is dropped: the stream retries with a growing backoff.
    const before = streamRequests();
    await timedEmulatorControl.setFaults({ errorRate: 1, errorStatus: 503, sseDropNow: true });
    await expect(app.reconnecting).toBeVisible();
    await expect
      .poll(streamRequests, { timeout: 40_000 })
      .toBeGreaterThanOrEqual(before + REFUSED_RECONNECTS);
    await expect(app.reconnecting).toBeVisible();

    await timedEmulatorControl.clearFaults();
    await expect(app.reconnecting).toBeHidden({ timeout: LIVE_AGAIN_WITHIN_MS });
    await expect(app.headerButton).toHaveAttribute('data-status', 'connected', {
      timeout: LIVE_AGAIN_WITHIN_MS,
    });
    await app.expectConnected();
    await app.expectHampStartWorks(key);
  });

  test('when the browser comes back online, the stream reconnects at once', async ({
    page,
    context,
  }) => {
    const key = 'E2eRecoverOnline1';
    const streamRequests = countStreamRequests(page);
    const app = new FailuresPage(page, timedEmulatorControl);
    await app.openConnected(key);

    // The browser loses the network and the stream drops; nothing reaches the server meanwhile.
    const before = streamRequests();
    await context.setOffline(true);
    await timedEmulatorControl.setFaults({ sseDropNow: true });
    await timedEmulatorControl.clearFaults();
    await expect(app.reconnecting).toBeVisible();
    await expect
      .poll(streamRequests, { timeout: 40_000 })
      .toBeGreaterThanOrEqual(before + REFUSED_RECONNECTS);
    // Offline, the app does not probe; only the browser's `online` can tell it the network is back.
    await expect(app.reconnecting).toBeVisible();

    await context.setOffline(false);
    await expect(app.reconnecting).toBeHidden({ timeout: LIVE_AGAIN_WITHIN_MS });
    await expect(app.headerButton).toHaveAttribute('data-status', 'connected', {
      timeout: LIVE_AGAIN_WITHIN_MS,
    });
    await app.expectHampStartWorks(key);
  });
});
