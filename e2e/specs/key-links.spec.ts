// Links that carry a connection key, new (`#k=`) and old (`?k=`, `/share/<key>/<page>`), each
// succeeding and failing: the key reaches no server in a URL or a Referer (the API's event stream
// apart, which takes it by design) and stays neither in the address bar nor in the history.
import type { Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { RemotePage } from '../pages/remote-page';
import { returningVisitor, seedLocalStorage } from '../support/browser-storage';
import { emulatorControl } from '../support/emulator-control';
import { KeyTrail } from '../support/key-trail';
import { expect, test } from '../support/test';

/** Opens a page of the app first, so that the link is followed from somewhere, as people do. */
async function openFrom(page: Page, start: string, link: string, key: string): Promise<KeyTrail> {
  await page.goto(start);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The start page may still be loading (a lazy chunk, a locale file) after its heading shows; on
  // a busy machine such a request would be counted as the link's. No device is connected here, so
  // the network does go quiet.
  await page.waitForLoadState('networkidle');
  const trail = new KeyTrail(page, key);
  await trail.ready();
  await page.goto(link);
  return trail;
}

const status = (page: Page) => new AppShell(page).connectButton;

test.describe('links with a connection key', () => {
  test.beforeEach(async ({ page }) => {
    await seedLocalStorage(page, returningVisitor());
  });

  for (const form of ['new', 'old'] as const) {
    const oldLink = form === 'old';

    test(`a ${form} quick-connect link connects, and the key goes nowhere`, async ({ page }) => {
      const key = oldLink ? 'E2eOldQuick1' : 'E2eNewQuick1';
      const link = oldLink ? `/hamp?k=${key}` : `/hamp#k=${key}`;
      const trail = await openFrom(page, '/about', link, key);
      await expect(status(page)).toHaveAttribute('data-status', 'connected');
      await expect(page).toHaveURL(/\/hamp$/);
      await trail.expectNoKeyInAddressOrHistory();
      await trail.expectNoKeyInRequests(form);
    });

    test(`a ${form} share link opens the shared remote, and the key goes nowhere`, async ({
      page,
    }) => {
      const key = oldLink ? 'E2eOldShare1' : 'E2eNewShare1';
      const link = oldLink ? `/share/${key}/remote` : `/share#k=${key}&to=remote`;
      const trail = await openFrom(page, '/about', link, key);
      const remote = new RemotePage(page);
      await remote.expectConnected();
      await expect(page).toHaveURL(/\/remote$/);
      await trail.expectNoKeyInAddressOrHistory();
      await trail.expectNoKeyInRequests(form);
    });

    test(`a ${form} link to an offline device says so, and the key goes nowhere`, async ({
      page,
    }) => {
      const key = oldLink ? 'E2eOldOffline1' : 'E2eNewOffline1';
      await emulatorControl.createDevice({ connectionKey: key, online: false });
      const link = oldLink ? `/share/${key}/hamp` : `/share#k=${key}&to=hamp`;
      const trail = await openFrom(page, '/about', link, key);
      await expect(page.getByRole('alert')).toContainText(
        'The shared device could not be connected',
      );
      await expect(page).toHaveURL(/\/share$/);
      await trail.expectNoKeyInAddressOrHistory();
      await trail.expectNoKeyInRequests(form);
    });

    test(`a ${form} link with a malformed key is refused, and the text goes nowhere`, async ({
      page,
    }) => {
      const text = oldLink ? 'Bad0ld!' : 'Bad1new!';
      const link = oldLink ? `/hamp?k=${text}` : `/hamp#k=${text}`;
      const trail = await openFrom(page, '/about', link, text);
      await expect(new AppShell(page).notifications).toContainText(
        'A connection key has 5 to 64 letters and digits.',
      );
      await expect(page).toHaveURL(/\/hamp$/);
      await trail.expectNoKeyInAddressOrHistory();
      await trail.expectNoKeyInRequests(form);
    });
  }

  test('a first visit goes through device selection without the key in redirect', async ({
    browser,
    csp,
  }) => {
    // A browser of its own: no device chosen yet.
    const context = await browser.newContext();
    await csp.watch(context);
    try {
      const page = await context.newPage();
      const key = 'E2eNewFirst1';
      const trail = await openFrom(page, '/device-selection', `/hamp#k=${key}`, key);
      await expect(page).toHaveURL(/\/device-selection\?redirect=%2Fhamp$/);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/hamp$/);
      await expect(status(page)).toHaveAttribute('data-status', 'connected');
      await trail.expectNoKeyInAddressOrHistory();
      await trail.expectNoKeyInRequests('new');
    } finally {
      await context.close();
    }
  });

  test('a key put into the fragment of the open page connects and leaves at once', async ({
    page,
  }) => {
    const key = 'E2eSamePage1';
    await page.goto('/hamp');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const trail = new KeyTrail(page, key);
    await trail.ready();
    // A same-document navigation: nothing reloads.
    await page.evaluate((k) => {
      window.location.hash = `k=${k}`;
    }, key);
    await expect(status(page)).toHaveAttribute('data-status', 'connected');
    await expect(page).toHaveURL(/\/hamp$/);
    await trail.expectNoKeyInAddressOrHistory();
    await trail.expectNoKeyInRequests('none');
  });
});
