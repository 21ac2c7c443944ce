import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { AppShell } from '../pages/app-shell';
import { InstalledApp } from '../pages/installed-app';

import { returningVisitor, seedLocalStorage } from '../support/browser-storage';
import { E2E_WEB_URL } from '../support/ports';
import { WORKER_REVISION_PATH } from '../support/worker-revision';
import { expect, test } from '../support/test';

// The other specs block service workers (playwright.config.ts), so that a worker never stands
// between them and the server; this one is about the worker.
test.use({ serviceWorkers: 'allow' });
// Installing the worker fetches and stores every file of the build before the first step can go
// on; beside the rest of the suite on two cores that alone has taken 22 s of the default 30.
test.describe.configure({ timeout: 90_000 });

/**
 * What this spec reads of CDP's `Page.getAppManifest`: the manifest as Chromium understood it, and
 * the file as served (`data`; Chromium's reading leaves out `short_name` and icon purposes).
 */
const appManifestSchema = z.object({
  errors: z.array(z.object({ message: z.string() })),
  data: z.string(),
  manifest: z.object({
    name: z.string(),
    display: z.string(),
    startUrl: z.string(),
    themeColor: z.string(),
    backgroundColor: z.string(),
    icons: z.array(z.object({ url: z.string(), sizes: z.string(), type: z.string() })),
  }),
});

/** The served manifest's fields Chromium's reading does not report. */
const manifestFileSchema = z.object({
  short_name: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), purpose: z.string() })),
});

test('Chromium reports the built app installable, with its name, icons and theme colour', async ({
  csp,
  playwright,
  launchOptions,
}) => {
  // Playwright's contexts are incognito, where Chromium installs nothing ("in-incognito"): a
  // profile of its own on disk, removed afterwards.
  const profile = mkdtempSync(join(tmpdir(), 'glide-e2e-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    // The project's browser (its Chromium, at its CPU priority), with a profile on disk.
    ...launchOptions,
    baseURL: E2E_WEB_URL,
  });
  try {
    await csp.watch(context);
    const page = await context.newPage();
    await checkInstallable(page);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function checkInstallable(page: Page): Promise<void> {
  const installed = new InstalledApp(page);
  await page.goto('/');
  await installed.activeWorker();

  const cdp = await page.context().newCDPSession(page);
  const installability = await cdp.send('Page.getInstallabilityErrors');
  expect(installability.installabilityErrors).toEqual([]);
  const { errors, data, manifest } = appManifestSchema.parse(await cdp.send('Page.getAppManifest'));
  expect(errors).toEqual([]);
  expect(manifest).toMatchObject({
    name: 'Glide',
    display: 'kStandalone',
    // #111418, the dark theme's page colour, as the title bar's and the splash screen's.
    themeColor: 'rgba(17,20,24,1)',
    backgroundColor: 'rgba(17,20,24,1)',
  });
  expect(new URL(manifest.startUrl).pathname).toBe('/');
  const file = manifestFileSchema.parse(JSON.parse(data));
  expect(file.short_name).toBe('Glide');
  expect(file.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.url);
    expect(response.headers()['content-type']).toBe(icon.type);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#111418');
}

test('offline, a reload still starts Glide, which says the device needs the network', async ({
  page,
  context,
}) => {
  const installed = new InstalledApp(page);
  const shell = new AppShell(page);
  // A key in the fragment, as a link gives it: nothing stored by the worker may hold it.
  const key = 'E2eOfflineKey7';
  await seedLocalStorage(page, returningVisitor({ darkMode: false }));
  await page.goto(`/#k=${key}`);
  await installed.activeWorker();
  await installed.expectControlled();
  await expect(installed.offlineNote).toHaveCount(0);
  // The light theme's page colour: the theme colour follows the setting.
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#f6f7f9');

  await context.setOffline(true);
  await expect(installed.offlineNote).toBeVisible();
  await page.reload();
  await expect(shell.header).toBeVisible();
  await expect(shell.heading).toBeVisible();
  // Started from the cache with every request failing; the reloaded document hears it is offline.
  await installed.offlineInPage();
  await expect(installed.offlineNote).toContainText('connect to a network to use it');
  // Another page's code and texts come from the cache as well.
  await page.goto('/settings');
  await expect(shell.heading).toHaveText('Settings');

  await context.setOffline(false);
  await expect(installed.offlineNote).toHaveCount(0);

  const stored = await installed.cachedUrls();
  const urls = Object.values(stored).flat();
  expect(Object.keys(stored)).toEqual([expect.stringMatching(/^workbox-precache/)]);
  expect(urls.map((url) => new URL(url).pathname)).toContain('/index.html');
  for (const url of urls) {
    expect(url).not.toContain(key);
    expect(new URL(url).origin, url).toBe(new URL(page.url()).origin);
  }
});

test('a new version waiting shows the update prompt, and Reload switches to it', async ({
  page,
}) => {
  const installed = new InstalledApp(page);
  await page.goto('/');
  const workerUrl = await installed.activeWorker();
  await installed.expectControlled();
  await expect(installed.updatePrompt).toHaveCount(0);

  // A deploy: the server's worker script changes (support/worker-revision.ts), and the browser
  // checks for it (as it does on navigations, at most daily otherwise).
  expect(workerUrl).toMatch(/\/sw\.js$/);
  const deployed = await page.request.post(WORKER_REVISION_PATH);
  expect(deployed.ok()).toBe(true);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    await registration.update();
  });
  await expect(installed.updatePrompt).toBeVisible();

  const reloaded = page.waitForEvent('load');
  await installed.reloadButton.click();
  await reloaded;
  await expect(installed.updatePrompt).toHaveCount(0);
  const waiting = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.waiting !== null;
  });
  expect(waiting).toBe(false);
});
