import type { Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { ConnectPopover } from '../pages/connect-popover';
import { ConnectionStatusPanel } from '../pages/connection-status';
import { DeviceSelectionPage } from '../pages/device-selection-page';
import { untranslatedTexts } from '../pages/pseudo-locale';
import { ROUTES, UNKNOWN_PATHS } from '../pages/route-table';
import {
  LANGUAGE_KEY,
  PREFERENCES_KEY,
  returningVisitor,
  seedLocalStorage,
} from '../support/browser-storage';
import { emulatorControl } from '../support/emulator-control';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

test.describe('first visit and the guard', () => {
  test('a link with a key and female=true goes through device selection to its page, key gone', async ({
    page,
  }) => {
    await emulatorControl.createDevice({ connectionKey: 'E2eFirstOh1', model: 'oh' });
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.goto('/hamp?k=E2eFirstOh1&female=true');

    const selection = new DeviceSelectionPage(page);
    await selection.expectShown();
    expect(new URL(page.url()).pathname).toBe('/device-selection');
    expect(selection.redirectTarget()).toBe('/hamp');
    expect(page.url()).not.toContain('E2eFirstOh1');
    await expect(selection.oh).toBeChecked();
    await expect(selection.handy).not.toBeChecked();

    await selection.continueButton.click();
    const shell = new AppShell(page);
    await expect(shell.heading).toHaveText('Automatic stroking (HAMP)');
    expect(new URL(page.url()).pathname).toBe('/hamp');
    expect(new URL(page.url()).search).toBe('');
    await expect(new ConnectionStatusPanel(page).line).toContainText(/Connecting…|Connected/);
    await expect(new ConnectionStatusPanel(page).line).toContainText('Connected');
    await expect(shell.header).toContainText('Oh');
    expect(await shell.theme()).toBe('light');

    // The key never stayed in the address bar: not after the first load, not in the history.
    const redirected = visited.findIndex((url) => url.includes('/device-selection'));
    expect(redirected).toBeGreaterThan(0);
    expect(visited.slice(redirected).filter((url) => url.includes('E2eFirstOh1'))).toEqual([]);
    const history = await page.evaluate(() => window.history.length);
    await page.goBack();
    expect(page.url()).not.toContain('E2eFirstOh1');
    expect(history).toBeLessThanOrEqual(2);
  });

  test('female=false selects The Handy and the dark theme', async ({ page }) => {
    await page.goto('/settings?female=false');
    const selection = new DeviceSelectionPage(page);
    await selection.expectShown();
    await expect(selection.handy).toBeChecked();
    expect(selection.redirectTarget()).toBe('/settings');
    await selection.continueButton.click();
    await expect(page).toHaveURL(/\/settings$/);
    expect(await new AppShell(page).theme()).toBe('dark');
  });

  test('device selection works from the keyboard', async ({ page }) => {
    await page.goto('/hsp');
    const selection = new DeviceSelectionPage(page);
    await selection.expectShown();
    await selection.handy.focus();
    await page.keyboard.press('ArrowRight');
    await expect(selection.oh).toBeChecked();
    await expect(selection.oh).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(selection.continueButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(new AppShell(page).heading).toHaveText('Streaming (HSP)');
    expect(await new AppShell(page).theme()).toBe('light');
  });

  test('a redirect that leaves the site is not followed', async ({ page }) => {
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      await page.goto(`/device-selection?redirect=${encodeURIComponent(target)}`);
      const selection = new DeviceSelectionPage(page);
      await selection.expectShown();
      await selection.choose('handy');
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      await page.evaluate(() => window.localStorage.clear());
    }
  });

  test('a key from the address that cannot connect is reported as a notification', async ({
    page,
  }) => {
    await seedLocalStorage(page, returningVisitor());
    await page.goto('/hamp?key=abc');
    const shell = new AppShell(page);
    await expect(shell.heading).toHaveText('Automatic stroking (HAMP)');
    expect(new URL(page.url()).search).toBe('');
    const toast = shell.notifications.getByRole('status').or(shell.notifications.locator('li'));
    await expect(toast.first()).toContainText('A connection key has 5 to 64 letters and digits.');
    const box = await shell.notifications.locator('li').first().boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    if (box && viewport) {
      expect(box.x + box.width).toBeGreaterThan(viewport.width * 0.9);
      expect(box.y + box.height).toBeGreaterThan(viewport.height * 0.8);
    }
  });
});

/** Sets the stored theme; the next load starts with it. */
async function storeTheme(page: Page, dark: boolean): Promise<void> {
  await page.evaluate(
    ({ key, dark }) => {
      const stored: unknown = JSON.parse(window.localStorage.getItem(key) ?? '{}');
      window.localStorage.setItem(key, JSON.stringify({ ...(stored as object), darkMode: dark }));
    },
    { key: PREFERENCES_KEY, dark },
  );
}

// One test per route in one browser context: a new context loads the app cold, and the same page
// reloaded checks the same things. Each check is a step of its own, and the axe, overflow and
// pseudo-locale findings are soft, so a failing route reports all that is wrong with it.
test.describe('every route', () => {
  for (const route of ROUTES) {
    test(`${route.path}: renders, passes axe in both themes, fits 360 px, has no hard-coded text`, async ({
      page,
    }) => {
      const shell = new AppShell(page);
      await seedLocalStorage(page, returningVisitor({ darkMode: false }));

      await test.step('renders its page', async () => {
        await page.goto(route.path);
        await expect(shell.heading).toBeVisible();
        if (route.heading) await expect(shell.heading).toHaveText(route.heading);
        await expect(shell.heading).not.toHaveText('Page not found');
        await expect(page).toHaveTitle(route.title);
        if (!route.bare) await expect(shell.connectButton).toBeVisible();
      });

      for (const theme of ['light', 'dark'] as const) {
        await test.step(`has no serious axe violations in the ${theme} theme`, async () => {
          if (theme === 'dark') {
            await storeTheme(page, true);
            await page.goto(route.path);
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          }
          // A page that renders its content after a lazy load is scanned as a person sees it.
          if (route.ready) await expect(page.locator(route.ready).first()).toBeVisible();
          expect(await shell.theme()).toBe(theme);
          expect.soft(await seriousViolations(page), `axe, ${theme} theme`).toEqual([]);
        });
      }

      await test.step('fits a 360 px screen', async () => {
        await page.setViewportSize({ width: 360, height: 740 });
        await page.goto(route.path);
        await expect(shell.heading).toBeVisible();
        expect
          .soft(await shell.horizontalOverflowPx(), 'sideways overflow at 360 px')
          .toBeLessThanOrEqual(0);
      });

      await test.step('has no hard-coded text', async () => {
        await page.goto(`${route.path}?pseudo=1`);
        await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦');
        expect.soft(await untranslatedTexts(page), 'texts outside i18n').toEqual([]);
      });
    });
  }

  test('paths outside the routes show not found', async ({ page }) => {
    await seedLocalStorage(page, returningVisitor());
    const shell = new AppShell(page);
    for (const path of UNKNOWN_PATHS) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(shell.heading).toHaveText('Page not found');
        await expect(page).toHaveTitle('Page not found · Glide');
        await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
      });
    }
  });
});

test.describe('layout', () => {
  test('wide screens show the menu as a sidebar with the spec sections', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await seedLocalStorage(page, returningVisitor());
    await page.goto('/');
    const shell = new AppShell(page);
    await expect(shell.menu).toBeVisible();
    await expect(shell.menuButton).toBeHidden();
    for (const section of ['Products', 'Content', 'Apps', 'Settings']) {
      await expect(shell.menuSection(section)).toBeVisible();
    }
    await expect(shell.menu.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('narrow screens open the menu from a button, and a link closes it', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await seedLocalStorage(page, returningVisitor());
    await page.goto('/');
    const shell = new AppShell(page);
    await expect(shell.menu).toBeHidden();
    const link = await shell.menuLink('Automatic stroking');
    await expect(shell.menu).toBeVisible();
    await link.click();
    await expect(shell.heading).toHaveText('Automatic stroking (HAMP)');
    await expect(shell.menu).toBeHidden();
    await expect(shell.menuButton).toBeFocused();
  });

  test('the menu is operable by keyboard with a visible focus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await seedLocalStorage(page, returningVisitor());
    await page.goto('/');
    const shell = new AppShell(page);
    const link = shell.menu.getByRole('link', { name: 'Vibration', exact: true });
    await link.focus();
    const outline = await link.evaluate((element) => window.getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(shell.heading).toHaveText('Vibration (HVP)');
  });

  test('a navigation scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await seedLocalStorage(page, returningVisitor());
    await page.goto('/hsp');
    await expect(new AppShell(page).heading).toHaveText('Streaming (HSP)');
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 1500);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await new AppShell(page).menu.getByRole('link', { name: 'Sync test', exact: true }).click();
    await expect(new AppShell(page).heading).toHaveText('Sync test');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

const LANGUAGES = [
  { code: 'en-US', label: 'English', products: 'Products', home: 'Home' },
  { code: 'nb-NO', label: 'Norsk', products: 'Produkter', home: 'Hjem' },
  { code: 'pt-BR', label: 'Português', products: 'Produtos', home: 'Início' },
  { code: 'es-ES', label: 'Español', products: 'Productos', home: 'Inicio' },
  { code: 'de', label: 'Deutsch', products: 'Produkte', home: 'Start' },
  { code: 'fr-FR', label: 'Français', products: 'Produits', home: 'Accueil' },
  { code: 'ja', label: '日本語', products: '製品', home: 'ホーム' },
  { code: 'ko', label: '한국어', products: '제품', home: '홈' },
] as const;

test.describe('languages', () => {
  for (const language of LANGUAGES) {
    test(`the home page in ${language.code}`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await seedLocalStorage(page, { ...returningVisitor(), [LANGUAGE_KEY]: language.code });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      const nav = page.getByRole('navigation').first();
      await expect(nav.getByRole('list', { name: language.products, exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: language.home, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('combobox').first()).toContainText(language.label);
    });
  }

  test('the Norwegian menu names the spec sections', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await seedLocalStorage(page, { ...returningVisitor(), [LANGUAGE_KEY]: 'nb-NO' });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
    for (const text of ['Produkter', 'Innhold', 'Apps', 'Innstillinger']) {
      await expect(nav.getByRole('list', { name: text, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Hjem', exact: true })).toBeVisible();
  });

  test('the browser language applies when nothing is stored; a bad stored code falls back', async ({
    browser,
    csp,
  }) => {
    const context = await browser.newContext({ locale: 'fr-CA' });
    await csp.watch(context);
    const page = await context.newPage();
    await seedLocalStorage(page, returningVisitor());
    await page.goto('/hamp');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await page.evaluate((key) => window.localStorage.setItem(key, 'x'), LANGUAGE_KEY);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await context.close();
  });
});

test.describe('persistence', () => {
  test('a reload keeps the language, the key, the device and the theme', async ({ page }) => {
    await emulatorControl.createDevice({ connectionKey: 'E2eReload01', model: 'oh' });
    await page.goto('/device-selection?redirect=%2Fhamp');
    const selection = new DeviceSelectionPage(page);
    await selection.choose('oh');
    const shell = new AppShell(page);
    await expect(shell.heading).toHaveText('Automatic stroking (HAMP)');
    const popover = new ConnectPopover(page);
    await popover.connect('E2eReload01');
    await expect(popover.status).toContainText('Connected');
    await popover.close();
    await shell.chooseLanguage('Deutsch');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The page's own texts follow at once, without a reload.
    await expect(shell.heading).toHaveText('Automatische Hübe (HAMP)');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(shell.heading).toHaveText('Automatische Hübe (HAMP)');
    expect(await shell.theme()).toBe('light');
    await expect(shell.header).toContainText('Oh');
    await expect(new ConnectionStatusPanel(page).line).toContainText('Verbunden');
    await popover.button.click();
    await expect(page.getByLabel('Verbindungsschlüssel')).toHaveValue('E2eReload01');
  });

  test('unreadable stored settings still start, with the defaults', async ({ page }) => {
    await seedLocalStorage(page, { [PREFERENCES_KEY]: '{not json' });
    await page.goto('/hamp');
    const selection = new DeviceSelectionPage(page);
    await selection.expectShown();
    await expect(selection.handy).toBeChecked();
    await selection.continueButton.click();
    await expect(new AppShell(page).heading).toHaveText('Automatic stroking (HAMP)');
  });

  test('wrongly typed stored settings keep their good fields and start', async ({ page }) => {
    await seedLocalStorage(page, {
      [PREFERENCES_KEY]: JSON.stringify({
        version: 1,
        deviceSelectionComplete: true,
        darkMode: 'yes',
        device: 42,
        connectionKey: 17,
        keyBinding: 'q',
        api: { baseUrl: 'not a url' },
      }),
    });
    await page.goto('/hamp');
    const shell = new AppShell(page);
    await expect(shell.heading).toHaveText('Automatic stroking (HAMP)');
    expect(await shell.theme()).toBe('dark');
    await expect(shell.header).toContainText('The Handy');
  });
});
