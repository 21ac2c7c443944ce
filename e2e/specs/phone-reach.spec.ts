import type { Page } from '@playwright/test';
import { HampPage } from '../pages/hamp-page';
import { ROUTES } from '../pages/route-table';
import { PREFERENCES_KEY, seedLocalStorage } from '../support/browser-storage';
import { expect, test } from '../support/test';

/** A returning visitor at 360×740 whose device connects on every page. */
async function arriveOnAPhone(page: Page, connectionKey: string): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  await seedLocalStorage(page, {
    [PREFERENCES_KEY]: JSON.stringify({
      version: 1,
      deviceSelectionComplete: true,
      darkMode: true,
      connectionKey,
    }),
  });
}

test.describe('on a phone (360×740)', () => {
  test('"Stop all" is in view and clickable on every page after scrolling to the bottom', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await arriveOnAPhone(page, 'E2ePhoneStop1');
    for (const route of ROUTES) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Scrolled to the bottom, as the page itself says: asked again (and scrolled again) until it
      // is there, for a page that grows as it renders or scrolls smoothly, instead of a fixed wait.
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const root = document.documentElement;
              window.scrollTo(0, root.scrollHeight);
              return Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight - 1;
            }),
          { message: `${route.path} scrolled to the bottom` },
        )
        .toBe(true);
      const stop = page.getByRole('button', { name: 'Stop all' });
      await expect.soft(stop, route.path).toBeInViewport({ ratio: 1 });
      // Nothing covers it: a trial click checks that it would receive the click.
      await stop.click({ trial: true, timeout: 2_000 });
      const box = await stop.boundingBox();
      expect.soft(box?.height ?? 0, route.path).toBeGreaterThanOrEqual(44);
    }
  });

  test('the header is one compact row, and HAMP shows Start without scrolling', async ({
    page,
  }) => {
    await arriveOnAPhone(page, 'E2ePhoneHamp1');
    const hamp = new HampPage(page);
    await page.goto('/hamp');
    await expect(page.getByRole('banner').locator('.connect-button')).toHaveAttribute(
      'data-status',
      'connected',
    );
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.height ?? 999).toBeLessThanOrEqual(60);
    await expect(hamp.startButton).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const start = await hamp.startButton.boundingBox();
    expect(start?.height ?? 0).toBeGreaterThanOrEqual(44);
  });
});
