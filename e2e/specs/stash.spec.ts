// A person's Stash library (issue 32), against the stand-in Stash that e2e/support/serve.ts runs on
// its own port: a server of another origin than the app, reached under the built app's security
// policy (ADR 0015), with Stash's CORS and key rules.
import { DEMO_STASH_API_KEY } from '@glide/stash-standin';
import { PREFERENCES_KEY, returningVisitor, seedLocalStorage } from '../support/browser-storage';
import { E2E_STASH_URL } from '../support/ports';
import { SettingsPage } from '../pages/settings-page';
import { untranslatedTexts } from '../pages/pseudo-locale';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

/** A returning visitor with the stand-in as their library, in the theme given. */
const withLibrary = (darkMode: boolean) => ({
  [PREFERENCES_KEY]: JSON.stringify({
    version: 3,
    deviceSelectionComplete: true,
    darkMode,
    stash: { baseUrl: E2E_STASH_URL, apiKey: DEMO_STASH_API_KEY },
  }),
});

test.describe('a Stash library', () => {
  test('a wrong key is named, the right one finds the library, and both survive a reload', async ({
    page,
  }) => {
    await seedLocalStorage(page, returningVisitor());
    const settings = new SettingsPage(page);
    await settings.open();
    const section = settings.section('Stash library');
    const address = section.getByLabel('Stash address');
    const key = section.getByLabel('API key');
    const test = section.getByRole('button', { name: 'Test connection' });
    const status = section.getByRole('status');

    await address.fill(E2E_STASH_URL.replace(/\/$/, ''));
    await key.fill('not-the-key');
    await test.click();
    await expect(status).toHaveText(
      'Stash refused the API key. Copy it again from Stash: Settings › Security › Authentication › API Key.',
    );

    await key.fill(DEMO_STASH_API_KEY);
    await test.click();
    await expect(status).toHaveText(
      /^Connected to Stash v0\.30\.1: 2,000 scenes, \d{3} of them with a script\.$/,
    );

    await page.reload();
    await expect(settings.section('Stash library').getByLabel('Stash address')).toHaveValue(
      E2E_STASH_URL,
    );
    await expect(settings.section('Stash library').getByLabel('API key')).toHaveValue(
      DEMO_STASH_API_KEY,
    );
    // The key is never part of the page's address.
    expect(page.url()).not.toContain(DEMO_STASH_API_KEY);
  });

  test('nothing at the address is said so', async ({ page }) => {
    await seedLocalStorage(page, returningVisitor());
    const settings = new SettingsPage(page);
    await settings.open();
    const section = settings.section('Stash library');
    await section.getByLabel('Stash address').fill('http://127.0.0.1:9');
    await section.getByRole('button', { name: 'Test connection' }).click();
    await expect(section.getByRole('status')).toHaveText(
      /^Nothing answered at http:\/\/127\.0\.0\.1:9\/\. Check the address and port/,
    );
  });

  test('the library page lists the scenes with a script, with their pictures, and finds one by its title', async ({
    page,
  }) => {
    await seedLocalStorage(page, withLibrary(true));
    await page.goto('/');
    await page.getByRole('link', { name: 'Stash library' }).first().click();
    await expect(page).toHaveURL(/\/stash$/);
    await expect(page.getByRole('status')).toHaveText(/^\d{3} scenes$/);
    const cards = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(48);
    // The first card's picture and heatmap come from Stash, with its key, under the app's policy.
    const first = cards.first();
    await expect(first.getByText(/^Script speed \d+$/)).toBeVisible();
    const heatmap = first.getByRole('img', { name: 'Script intensity over the scene' });
    await expect
      .poll(() => heatmap.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    const title = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await page.getByRole('searchbox', { name: 'Search' }).fill(title);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/\?q=/);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/^1 scene$/);
    expect(page.url()).not.toContain(DEMO_STASH_API_KEY);
  });

  for (const dark of [true, false]) {
    test(`the library with a filter's list open, and a scene on the player, pass axe in the ${dark ? 'dark' : 'light'} theme`, async ({
      page,
    }) => {
      await seedLocalStorage(page, withLibrary(dark));
      await page.goto('/stash');
      await expect(page.getByTestId('stash-scene-link')).toHaveCount(48);
      await page.getByRole('button', { name: /^Filters/ }).click();
      const tags = page.getByRole('combobox', { name: 'Tags' });
      await tags.fill('a');
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      const href = (await page.getByTestId('stash-scene-link').first().getAttribute('href')) ?? '';
      await page.goto(href);
      await expect(page.locator('main video')).toBeVisible();
      await expect(page.getByTestId('local-script-name')).toHaveText(/\.funscript$/);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the library with its filters open, and a scene on the player, show no text outside i18n', async ({
    page,
  }) => {
    await seedLocalStorage(page, withLibrary(true));
    await page.goto('/stash?pseudo=1');
    await expect(page.getByTestId('stash-scene-link')).toHaveCount(48);
    // The pseudo-locale changes the button's name: it is the one that opens the filters' panel.
    await page.locator('.stash-filters__toggle').click();
    await expect(page.getByRole('combobox').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦');
    expect(await untranslatedTexts(page)).toEqual([]);

    const href = (await page.getByTestId('stash-scene-link').first().getAttribute('href')) ?? '';
    await page.goto(`${href}&pseudo=1`);
    await expect(page.getByTestId('local-script-name')).toHaveText(/\.funscript$/);
    expect(await untranslatedTexts(page)).toEqual([]);
  });
});
