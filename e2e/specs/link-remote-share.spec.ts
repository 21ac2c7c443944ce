import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { LinkPage } from '../pages/link-page';
import { RemotePage } from '../pages/remote-page';
import { PREFERENCES_KEY, returningVisitor, seedLocalStorage } from '../support/browser-storage';
import { emulatorControl } from '../support/emulator-control';
import { expect, test } from '../support/test';

const playState = async (key: string) => (await emulatorControl.device(key)).hamp.play_state;

/** A returning visitor whose own device's key is stored. */
function withKey(connectionKey: string): Record<string, string> {
  return {
    [PREFERENCES_KEY]: JSON.stringify({ version: 1, deviceSelectionComplete: true, connectionKey }),
  };
}

/** The key the app stored for the next visit. */
async function storedKey(page: Page): Promise<string> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), PREFERENCES_KEY);
  const parsed: unknown = JSON.parse(raw ?? '{}');
  return typeof parsed === 'object' && parsed !== null && 'connectionKey' in parsed
    ? String(parsed.connectionKey)
    : '';
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target) }));
  expect(serious).toEqual([]);
}

test.describe('linked devices, the remote control and share links', () => {
  test.beforeEach(async ({ page }) => {
    await seedLocalStorage(page, returningVisitor());
  });

  test('multicast from the remote page drives both emulated devices and lists both results', async ({
    page,
  }) => {
    const own = 'E2eLinkOwn1';
    const partner = 'E2eLinkPeer1';
    await emulatorControl.createDevice({ connectionKey: partner });

    const link = new LinkPage(page);
    await link.open(`?k=${own}`);
    await expect(link.connectionState).toHaveText('Connected');
    await link.link(own);
    await expect(link.formAlert).toHaveText(
      'This is the key of the device you use now; it always receives the commands.',
    );
    await link.link('no!', 'Bad');
    await expect(link.formAlert).toHaveText('A connection key has 5 to 64 letters and digits.');
    await link.link(partner, 'Partner');
    await expect(link.linkedDevice('Partner')).toHaveCount(1);
    await expect(link.onlineState('Partner')).toHaveText('Online');
    await link.link(partner, 'Twice');
    await expect(link.formAlert).toHaveText('This device is already linked.');
    await link.setMulticast(true);
    await expectNoSeriousViolations(page);

    // To the remote control through the menu, as a person would.
    const shell = new AppShell(page);
    await (await shell.menuLink('Remote control')).click();
    const remote = new RemotePage(page);
    await expect(remote.heading).toBeVisible();
    await remote.expectConnected();
    await expect(remote.playState).toHaveText('Stopped');

    await remote.startButton.click();
    await expect.poll(() => playState(own)).toBe(1);
    await expect.poll(() => playState(partner)).toBe(1);
    await expect(remote.playState).toHaveText('Stroking');
    await expect(remote.results).toHaveCount(2);
    await expect(remote.result('This device')).toContainText('Done');
    await expect(remote.result('Partner')).toContainText('Done');

    await remote.fasterButton.click();
    await expect
      .poll(async () => (await emulatorControl.device(partner)).hamp.velocity)
      .toBeCloseTo(0.6, 2);
    await expect
      .poll(async () => (await emulatorControl.device(own)).hamp.velocity)
      .toBeCloseTo(0.6, 2);

    await remote.stopButton.click();
    await expect.poll(() => playState(own)).toBe(0);
    await expect.poll(() => playState(partner)).toBe(0);
    await expect(remote.playState).toHaveText('Stopped');
    await expect(remote.result('Partner')).toContainText('Done');
    await expectNoSeriousViolations(page);
  });

  test('a linked device that is offline says so, and its failure is listed', async ({ page }) => {
    const own = 'E2eLinkOwn2';
    const partner = 'E2eLinkOff2';
    await emulatorControl.createDevice({ connectionKey: partner, online: false });
    const link = new LinkPage(page);
    await link.open(`?k=${own}`);
    await expect(link.connectionState).toHaveText('Connected');
    await link.link(partner);
    await expect(link.onlineState(partner)).toHaveText('Offline');
    await link.setMulticast(true);

    const remote = new RemotePage(page);
    await remote.open();
    await remote.expectConnected();
    await remote.startButton.click();
    await expect.poll(() => playState(own)).toBe(1);
    await expect(remote.result(partner)).toContainText('Failed');
    await remote.stopButton.click();
    await expect.poll(() => playState(own)).toBe(0);
  });

  test('a share link opens the remote control connected to its device, without the key in the address', async ({
    page,
    browser,
    csp,
  }) => {
    const shared = 'E2eShareKey1';
    const owner = new RemotePage(page);
    await owner.open(`?k=${shared}`);
    await owner.expectConnected();
    await expect(owner.shareWarning).toContainText('Whoever has this link controls your device');
    const link = await owner.shareLink();
    expect(link).toMatch(new RegExp(`/share#k=${shared}&to=remote$`));

    // Another person, in a browser of their own, opens the link.
    const context = await browser.newContext();
    await csp.watch(context);
    try {
      const partnerPage = await context.newPage();
      await seedLocalStorage(partnerPage, returningVisitor());
      await partnerPage.goto(link);
      const partner = new RemotePage(partnerPage);
      await expect(partner.heading).toBeVisible();
      await partner.expectConnected();
      await expect(partnerPage).toHaveURL(/\/remote$/);
      expect(partnerPage.url()).not.toContain(shared);

      await partner.startButton.click();
      await expect.poll(() => playState(shared)).toBe(1);
      await partner.stopButton.click();
      await expect.poll(() => playState(shared)).toBe(0);

      // The link's own history entry was replaced: going back leaves the app, never to the key.
      await partnerPage.goBack();
      expect(partnerPage.url()).not.toContain(shared);
      expect(partnerPage.url()).not.toContain('/share/');
    } finally {
      await context.close();
    }
  });

  test('a share link asks a visitor with their own key; "Keep mine" keeps it', async ({
    browser,
    csp,
  }) => {
    const context = await browser.newContext();
    await csp.watch(context);
    try {
      const page = await context.newPage();
      await seedLocalStorage(page, withKey('E2eVisitorK1'));
      await page.goto('/share/E2eShareAsk1/hamp');
      await expect(page).toHaveURL(/\/share$/);
      await expect(page.getByRole('heading', { name: 'Use the shared device?' })).toBeVisible();
      await page.getByRole('button', { name: 'Keep mine' }).click();
      await expect(page).toHaveURL(/\/hamp$/);
      await page.getByRole('banner').locator('.connect-button').click();
      await expect(page.getByLabel('Connection key')).toHaveValue('E2eVisitorK1');
      expect(await storedKey(page)).toBe('E2eVisitorK1');
    } finally {
      await context.close();
    }
  });

  test('a visit on a shared device is temporary: never stored, shown or shared, gone on reload', async ({
    browser,
    csp,
  }) => {
    const shared = 'E2eShareTmp1';
    const context = await browser.newContext();
    await csp.watch(context);
    try {
      const page = await context.newPage();
      await seedLocalStorage(page, withKey('E2eVisitorK2'));
      await page.goto(`/share/${shared}/remote`);
      await page.getByRole('button', { name: 'Use the shared device for this visit' }).click();
      const remote = new RemotePage(page);
      await expect(remote.heading).toBeVisible();
      await remote.expectConnected();
      await expect(page.getByTestId('shared-visit')).toBeVisible();
      expect(await storedKey(page)).toBe('E2eVisitorK2');
      // The owner's key is nowhere on the visitor's pages, and cannot be shared on from here.
      await expect(remote.showLinkButton).toHaveCount(0);
      await expect(page.getByTestId('shared-with-me')).toBeVisible();
      await page.getByRole('banner').locator('.connect-button').click();
      await expect(page.getByLabel('Connection key')).toHaveValue('E2eVisitorK2');
      expect(await page.content()).not.toContain(shared);
      expect(page.url()).not.toContain(shared);

      // A reload returns to the visitor's own device.
      await page.reload();
      await expect(remote.heading).toBeVisible();
      await remote.expectConnected();
      await expect(page.getByTestId('shared-visit')).toHaveCount(0);
      await expect(remote.showLinkButton).toBeVisible();
      expect(await storedKey(page)).toBe('E2eVisitorK2');
    } finally {
      await context.close();
    }
  });

  test('a first-time visitor goes through device selection without the key in the address', async ({
    browser,
    csp,
  }) => {
    const shared = 'E2eShareNew1';
    const context = await browser.newContext();
    await csp.watch(context);
    try {
      const page = await context.newPage();
      const addresses: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) addresses.push(frame.url());
      });
      await page.goto(`/share/${shared}/remote`);
      await expect(page).toHaveURL(/\/device-selection\?redirect=%2Fshare$/);
      expect(page.url()).not.toContain(shared);
      await page.getByRole('button', { name: 'Continue' }).click();
      const remote = new RemotePage(page);
      await expect(remote.heading).toBeVisible();
      await remote.expectConnected();
      await expect(remote.showLinkButton).toHaveCount(0);
      expect(await storedKey(page)).toBe('');
      // Only the link itself ever held the key: no address the app went to afterwards.
      const withKeyInIt = addresses.filter((url) => url.includes(shared));
      // (Chromium may report the first load's commit more than once.)
      expect([...new Set(withKeyInIt.map((url) => new URL(url).pathname))]).toEqual([
        `/share/${shared}/remote`,
      ]);
    } finally {
      await context.close();
    }
  });

  test('a share link with a malformed key or an offline device explains itself', async ({
    page,
  }) => {
    await page.goto('/share/bad/remote');
    await expect(page.getByRole('alert')).toHaveText(
      'This link does not hold a valid device key (5 to 64 letters and digits). Ask the person who shared it for a new link.',
    );
    await expectNoSeriousViolations(page);

    await emulatorControl.createDevice({ connectionKey: 'E2eShareOff1', online: false });
    await page.goto('/share/E2eShareOff1/hamp');
    await expect(page.getByRole('alert')).toHaveText(
      'The shared device could not be connected: The device is not connected. Check that it is switched on and online.',
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('the link and remote pages work at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const shell = new AppShell(page);
    const link = new LinkPage(page);
    await link.open('?k=E2eLinkNarrow1');
    await link.link('E2eLinkNarrow2', 'Narrow partner');
    await expect(link.linkedDevice('Narrow partner')).toHaveCount(1);
    await shell.expectNoHorizontalOverflow();
    const remote = new RemotePage(page);
    await remote.open();
    await remote.expectConnected();
    await expect(remote.startButton).toBeVisible();
    await shell.expectNoHorizontalOverflow();
    const box = await remote.startButton.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(88);
  });
});
