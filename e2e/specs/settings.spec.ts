import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { AppShell } from '../pages/app-shell';
import { SETTINGS_TEXTS, SettingsPage } from '../pages/settings-page';
import {
  LANGUAGE_KEY,
  PREFERENCES_KEY,
  returningVisitor,
  seedLocalStorage,
} from '../support/browser-storage';
import { CLOSED_PORT_ORIGIN, E2E_EMULATOR_URL } from '../support/ports';
import { expect, test } from '../support/test';

/** The parts of the stored settings these tests read back. */
const storedSchema = z.object({
  connectionKey: z.string().optional(),
  darkMode: z.boolean().optional(),
  api: z.object({ baseUrl: z.string().optional(), applicationKey: z.string().optional() }),
  keyBinding: z.object({ stroke: z.object({ topUp: z.string() }) }).optional(),
});

/** The emulator under another host name: a valid address other than the build's default. */
const OTHER_API_BASE = `${E2E_EMULATOR_URL.replace('127.0.0.1', 'localhost')}/api/handy-rest/v3`;

/** Opens the settings page for a returning visitor (device selection done). */
async function openSettings(page: Page): Promise<SettingsPage> {
  await seedLocalStorage(page, returningVisitor());
  const settings = new SettingsPage(page);
  await settings.open();
  return settings;
}

test.describe('settings page', () => {
  test('dark mode, a key binding, the API address and the language survive a reload', async ({
    page,
  }) => {
    const settings = await openSettings(page);
    const shell = new AppShell(page);

    await expect(settings.darkMode).toBeChecked();
    await settings.darkMode.click();
    await expect(settings.darkMode).not.toBeChecked();
    expect(await shell.theme()).toBe('light');

    await expect(settings.raiseTopKey).toHaveText('Q');
    await settings.bindRaiseTop('z');
    await expect(settings.raiseTopKey).toHaveText('Z');

    await settings.retype(settings.baseUrl, OTHER_API_BASE);
    await expect(settings.baseUrl).not.toHaveAttribute('aria-invalid', 'true');

    await settings.chooseLanguage('Deutsch');
    const german = settings.in(SETTINGS_TEXTS.de);
    await expect(german.heading).toBeVisible();

    await page.reload();
    await expect(german.heading).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(german.darkMode).not.toBeChecked();
    expect(await shell.theme()).toBe('light');
    await expect(german.raiseTopKey).toHaveText('Z');
    await expect(german.baseUrl).toHaveValue(OTHER_API_BASE);
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY)).toBe('de');
  });

  test('an invalid API address shows its message; “Use the emulator” restores the default', async ({
    page,
  }) => {
    const settings = await openSettings(page);
    const defaultBase = await settings.baseUrl.inputValue();
    await settings.retype(settings.baseUrl, OTHER_API_BASE);

    await settings.retype(settings.baseUrl, 'not a url');
    await expect(settings.baseUrl).toHaveAttribute('aria-invalid', 'true');
    expect(await settings.messageOf(settings.baseUrl)).toBe(
      'Enter an address starting with http:// or https://.',
    );
    // The invalid text is not stored: the last valid address is.
    expect(storedSchema.parse(await settings.storedPreferences()).api.baseUrl).toBe(OTHER_API_BASE);

    await settings.useEmulator.click();
    await expect(settings.baseUrl).toHaveValue(defaultBase);
    await expect(settings.baseUrl).not.toHaveAttribute('aria-invalid', 'true');
    expect(storedSchema.parse(await settings.storedPreferences()).api).toEqual({});

    await page.reload();
    await expect(settings.baseUrl).toHaveValue(defaultBase);
  });

  test('“Test connection” reaches the emulator, checks the key and reports the round trip', async ({
    page,
  }) => {
    const settings = await openSettings(page);
    await settings.testConnection.click();
    await expect(
      page.getByText(/^Server reached and application key accepted\. Round trip: \d+ ms\.$/),
    ).toBeVisible();

    // The application key is checked with an authenticated call: a wrong one is named.
    const buildKey = await settings.applicationKey.inputValue();
    await settings.retype(settings.applicationKey, 'not-a-glide-app-key');
    await settings.testConnection.click();
    await expect(
      page.getByText('The server refused the application key (HTTP 401). Check the key.'),
    ).toBeVisible();
    await settings.retype(settings.applicationKey, buildKey);

    // Any http(s) server may be named (the build's policy lets the app reach the servers a person
    // names, ADR 0015); one that does not answer is said so.
    await settings.retype(settings.baseUrl, `${CLOSED_PORT_ORIGIN}/api/handy-rest/v3`);
    await settings.testConnection.click();
    await expect(
      page.getByText('The server could not be reached. Check the address and your network.'),
    ).toBeVisible();
  });

  test('reset all asks first, then restores the defaults and keeps the connection key', async ({
    page,
  }) => {
    await seedLocalStorage(page, {
      [PREFERENCES_KEY]: JSON.stringify({
        version: 1,
        deviceSelectionComplete: true,
        connectionKey: 'E2eResetKey1',
        darkMode: false,
        api: { baseUrl: OTHER_API_BASE },
      }),
    });
    const settings = new SettingsPage(page);
    await settings.open();
    await settings.bindRaiseTop('x');
    await expect(settings.raiseTopKey).toHaveText('X');

    await settings.resetAll.click();
    await expect(settings.resetDialog).toBeVisible();
    await settings.resetDialog.getByRole('button', { name: SETTINGS_TEXTS.en.cancelReset }).click();
    await expect(settings.resetDialog).toBeHidden();
    await expect(settings.darkMode).not.toBeChecked();
    await expect(settings.raiseTopKey).toHaveText('X');

    await settings.resetAll.click();
    await settings.resetDialog
      .getByRole('button', { name: SETTINGS_TEXTS.en.confirmReset })
      .click();
    await expect(settings.resetDialog).toBeHidden();
    await expect(page.getByText('All settings were reset.')).toBeVisible();
    await expect(settings.darkMode).toBeChecked();
    await expect(settings.raiseTopKey).toHaveText('Q');
    await expect(settings.baseUrl).not.toHaveValue(OTHER_API_BASE);

    await page.reload();
    await expect(settings.heading).toBeVisible();
    await expect(settings.darkMode).toBeChecked();
    await expect(settings.raiseTopKey).toHaveText('Q');
    const stored = storedSchema.parse(await settings.storedPreferences());
    expect(stored.connectionKey).toBe('E2eResetKey1');
    expect(stored.api).toEqual({});
  });

  test('a change in another tab shows up without losing an edit in progress', async ({
    page,
    context,
  }) => {
    const here = await openSettings(page);
    const other = new SettingsPage(await context.newPage());
    await other.open();

    await here.retype(here.strokeStep, '500');
    await expect(here.strokeStep).toHaveAttribute('aria-invalid', 'true');

    await other.darkMode.click();
    await other.bindRaiseTop('m');

    await expect(here.darkMode).not.toBeChecked();
    await expect(here.raiseTopKey).toHaveText('M');
    await expect(here.strokeStep).toHaveValue('500');
    expect(await here.messageOf(here.strokeStep)).toBe('Enter a whole number from 1 to 100.');
  });

  test('works at 360 px: contents stacked, no sideways scrolling, links reach their section', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const settings = await openSettings(page);
    await new AppShell(page).expectNoHorizontalOverflow();
    await settings.contents.getByRole('link', { name: 'Analytics' }).click();
    const heading = settings.section('Analytics').getByRole('heading', { level: 2 });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`has no serious accessibility violations with messages shown (${theme})`, async ({
      page,
    }) => {
      await seedLocalStorage(page, returningVisitor({ darkMode: theme === 'dark' }));
      const settings = new SettingsPage(page);
      await settings.open();
      await settings.developerMode.click();
      await expect(settings.section('Channel debug')).toBeVisible();
      await settings.retype(settings.lowestSpeed, '95');
      await settings.retype(settings.baseUrl, 'nope');
      await settings.bindRaiseTop('a');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
});
