import { ContentCommunityPage } from '../pages/content-community-page';
import { ContentHomePage } from '../pages/content-home-page';
import { ContentPartnersPage } from '../pages/content-partners-page';
import {
  ContentAboutPage,
  ContentChangelogPage,
  ContentFirmwareNotesPage,
  ContentUuiPage,
} from '../pages/content-text-pages';
import {
  LANGUAGE_KEY,
  PREFERENCES_KEY,
  returningVisitor,
  seedLocalStorage,
} from '../support/browser-storage';
import { emulatorControl } from '../support/emulator-control';
import { expect, test } from '../support/test';

// Every content page is also scanned by axe in both themes and fitted to 360 px with the other
// routes (`shell.spec.ts`, "every route"); this spec checks what the pages say and do.

/** A returning visitor who chose the Oh. */
const ohOwner = {
  [PREFERENCES_KEY]: JSON.stringify({
    version: 1,
    deviceSelectionComplete: true,
    device: 'oh',
    darkMode: false,
  }),
};

test.describe('home', () => {
  test('offers a shortcut to every mode and follows one', async ({ page }) => {
    await seedLocalStorage(page, returningVisitor());
    const home = new ContentHomePage(page);
    await home.open();
    await expect(home.deviceKind).toHaveText('The Handy');
    expect(await home.modePaths()).toEqual([
      '/hamp',
      '/hvp',
      '/hdsp',
      '/hsp',
      '/sync',
      '/local',
      '/beatbox',
      '/random-classic',
      '/remote',
      '/link',
    ]);
    await home.mode('Automatic stroking').click();
    await expect(page).toHaveURL(/\/hamp$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Automatic stroking (HAMP)');
  });

  test('puts vibration first for an Oh owner', async ({ page }) => {
    await seedLocalStorage(page, ohOwner);
    const home = new ContentHomePage(page);
    await home.open();
    await expect(home.deviceKind).toHaveText('Oh');
    expect((await home.modePaths())[0]).toBe('/hvp');
  });

  test('shows the connected device with its firmware', async ({ page }) => {
    await emulatorControl.createDevice({ connectionKey: 'E2eContent1' });
    await seedLocalStorage(page, returningVisitor());
    const home = new ContentHomePage(page);
    await home.open('?k=E2eContent1');
    await expect(home.device.getByRole('status')).toContainText('Connected');
    await expect(home.device.getByTestId('device-firmware')).toHaveText(/^4\./);
    await expect(home.firmwareAdvice).toHaveCount(0);
  });

  test('flags firmware 3 with the way to the update page', async ({ page }) => {
    await emulatorControl.createDevice({ connectionKey: 'E2eLegacy01', fwVersion: '3.2.3' });
    await seedLocalStorage(page, returningVisitor());
    const home = new ContentHomePage(page);
    await home.open('?k=E2eLegacy01');
    await expect(home.firmwareAdvice).toContainText('Firmware too old.');
    await expect(home.firmwareAdvice).toContainText('3.2.3');
    await home.firmwareAdvice.getByRole('link', { name: 'Update the firmware' }).click();
    await expect(page).toHaveURL(/\/ota-fw3$/);
  });
});

test.describe('home in every language', () => {
  const welcome = [
    ['en-US', 'Welcome to Glide', 'Modes'],
    ['nb-NO', 'Velkommen til Glide', 'Moduser'],
    ['pt-BR', 'Boas-vindas ao Glide', 'Modos'],
    ['es-ES', 'Te damos la bienvenida a Glide', 'Modos'],
    ['de', 'Willkommen bei Glide', 'Modi'],
    ['fr-FR', 'Bienvenue dans Glide', 'Modes'],
    ['ja', 'Glide へようこそ', 'モード'],
    ['ko', 'Glide에 오신 것을 환영합니다', '모드'],
  ] as const;
  for (const [language, title, modes] of welcome) {
    test(`speaks ${language}`, async ({ page }) => {
      await seedLocalStorage(page, { ...returningVisitor(), [LANGUAGE_KEY]: language });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('heading', { level: 2, name: modes, exact: true })).toBeVisible();
    });
  }
});

test.describe('partners', () => {
  test('the address preselects a category', async ({ page }) => {
    await seedLocalStorage(page, returningVisitor());
    const partners = new ContentPartnersPage(page);
    await partners.open('vr');
    await expect(partners.category('VR')).toHaveAttribute('aria-current', 'true');
    await expect(partners.cards.first()).toBeVisible();
    const names = await partners.names();
    expect(names).toEqual(expect.arrayContaining(['HereSphere', 'DeoVR', 'XBVR']));
    expect(names).not.toContain('OpenFunscripter');
    for (const categories of await partners.categoriesOfCards()) expect(categories).toContain('VR');
  });

  test('clicking a category filters and changes the address; search narrows it', async ({
    page,
  }) => {
    await seedLocalStorage(page, returningVisitor());
    const partners = new ContentPartnersPage(page);
    await partners.open();
    const total = await partners.cards.count();
    expect(total).toBeGreaterThanOrEqual(10);
    await expect(partners.count).toHaveText(`Showing ${total} of ${total}.`);

    await partners.category('Games').click();
    await expect(page).toHaveURL(/\/partners\/games$/);
    await expect(partners.category('Games')).toHaveAttribute('aria-current', 'true');
    await expect(partners.cards).toHaveCount(2);
    expect(await partners.names()).toEqual(['Intiface Central', 'Buttplug']);

    await partners.category('All').click();
    await expect(page).toHaveURL(/\/partners$/);
    await expect(partners.cards).toHaveCount(total);
    await partners.search.fill('bluetooth');
    await expect(partners.cards).toHaveCount(2);
    expect(await partners.names()).toEqual(['Intiface Central', 'Syncopathy']);

    await page.goBack();
    await expect(page).toHaveURL(/\/partners\/games$/);
  });

  test('an unknown category shows everything with a note', async ({ page }) => {
    await seedLocalStorage(page, returningVisitor());
    const partners = new ContentPartnersPage(page);
    await partners.open('holodeck');
    await expect(partners.note).toHaveText(
      'There is no category called “holodeck”, so everything is shown.',
    );
    await expect(partners.category('All')).toHaveAttribute('aria-current', 'true');
    await expect(partners.count).toHaveText(/^Showing (\d+) of \1\.$/);
  });
});

test.describe('community', () => {
  test('shows patterns and scripts with heatmaps, filtered by type and tag', async ({ page }) => {
    await seedLocalStorage(page, returningVisitor());
    const community = new ContentCommunityPage(page);
    await community.open();
    const total = await community.cards.count();
    expect(total).toBeGreaterThanOrEqual(8);
    await expect(community.heatmaps).toHaveCount(total);
    await expect(community.legend).toContainText('Calm');
    await expect(community.legend).toContainText('320 %/s and more');

    await community.type('Scripts').click();
    await expect(community.type('Scripts')).toHaveAttribute('aria-pressed', 'true');
    await expect(community.cards).toHaveCount(3);
    // Scripts come in file-name order: edge-waves, metronome-120, warm-up-ramp.
    expect(await community.names()).toEqual(['Edge Waves', 'Metronome 120', 'Warm-up Ramp']);

    await community.type('All').click();
    await community.tag('Fast').click();
    expect(await community.names()).toEqual(['Gallop', 'Flutter Top']);
    const gallop = community.card('Gallop');
    await expect(gallop).toContainText('140 bpm');
    await expect(gallop.getByRole('link', { name: 'Download funscript Gallop' })).toHaveAttribute(
      'download',
      'gallop.funscript',
    );
  });
});

test.describe('changelog, firmware notes, about and the connect button', () => {
  test('the changelog shows its version headings', async ({ page }) => {
    await seedLocalStorage(page, returningVisitor());
    const changelog = new ContentChangelogPage(page);
    await changelog.open();
    await expect(changelog.versions.first()).toHaveText('Unreleased');
    await expect(page.getByRole('heading', { level: 3, name: 'Added' })).toBeVisible();
  });

  test('the firmware notes list 4.x releases newest first and lead to the update', async ({
    page,
  }) => {
    await seedLocalStorage(page, returningVisitor());
    const notes = new ContentFirmwareNotesPage(page);
    await notes.open();
    await expect(notes.versions).toHaveText([
      'Firmware 4.3.0-beta.1',
      'Firmware 4.2.2',
      'Firmware 4.1.8',
      'Firmware 4.0.16',
      'Firmware 4.0.12',
    ]);
    await expect(notes.release('4.3.0-beta.1')).toContainText('Staging (test version)');
    await expect(notes.release('4.2.2')).toContainText('Production');
    await notes.updateLink.click();
    await expect(page).toHaveURL(/\/ota$/);
  });

  test('about shows the release build and lists the licences', async ({ page }) => {
    await seedLocalStorage(page, returningVisitor());
    const about = new ContentAboutPage(page);
    await about.open();
    await expect(about.version).toHaveText(/^\d+\.\d+\.\d+/);
    // The e2e run serves a production build: it names its commit.
    await expect(about.build).toHaveText('Release build');
    await expect(page.getByRole('term').filter({ hasText: 'Commit' }).first()).toBeVisible();
    expect(await about.licenceRows.count()).toBeGreaterThan(20);
    const react = about.licenceRow('react');
    await expect(react.getByRole('cell').last()).toHaveText('MIT');
    await about.licenceFilter.fill('i18next');
    await expect(about.licenceRows).toHaveCount(2);
    await expect(
      about.links.getByRole('link', { name: /^The Handy: the device maker's site/ }),
    ).toHaveAttribute('href', 'https://www.thehandy.com');
  });

  test('the connect button on the page is the header one, and its colours are explained', async ({
    page,
  }) => {
    await emulatorControl.createDevice({ connectionKey: 'E2eUuiKey01' });
    await seedLocalStorage(page, returningVisitor());
    const uui = new ContentUuiPage(page);
    await uui.open();
    await expect(uui.statuses).toHaveCount(5);
    await expect(uui.statuses.nth(2)).toContainText('(green)');
    await expect(uui.embed.locator('code').first()).toContainText('<ConnectButton />');

    await uui.liveButton.click();
    const popup = page.getByRole('dialog', { name: 'Connect your device' });
    await popup.getByLabel('Connection key').fill('E2eUuiKey01');
    await popup.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(uui.liveButton).toHaveAttribute('data-status', 'connected');
    await expect(page.getByRole('banner').locator('.connect-button')).toHaveAttribute(
      'data-status',
      'connected',
    );
  });
});
