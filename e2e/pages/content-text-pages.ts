import { expect, type Locator, type Page } from '@playwright/test';

/** `/changelog`: the project's CHANGELOG.md, one section per version. */
export class ContentChangelogPage {
  readonly heading: Locator;
  readonly versions: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Changelog' });
    this.versions = page.locator('.changelog__version').getByRole('heading', { level: 2 });
  }

  async open(): Promise<void> {
    await this.page.goto('/changelog');
    await expect(this.heading).toBeVisible();
  }
}

/** `/fw-release-notes`: Glide's notes on each firmware release, newest first. */
export class ContentFirmwareNotesPage {
  readonly heading: Locator;
  readonly versions: Locator;
  readonly updateLink: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Firmware release notes' });
    this.versions = page.locator('.fw-release').getByRole('heading', { level: 2 });
    this.updateLink = page.getByRole('link', { name: 'Update your device' });
  }

  async open(): Promise<void> {
    await this.page.goto('/fw-release-notes');
    await expect(this.heading).toBeVisible();
  }

  release(version: string): Locator {
    return this.page
      .locator('.fw-release')
      .filter({ has: this.page.getByRole('heading', { name: `Firmware ${version}` }) });
  }
}

/** `/about`: version and build, links, privacy and the licence table. */
export class ContentAboutPage {
  readonly heading: Locator;
  readonly version: Locator;
  readonly build: Locator;
  readonly licences: Locator;
  readonly licenceRows: Locator;
  readonly licenceFilter: Locator;
  readonly links: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'About Glide' });
    this.version = page.getByTestId('about-version');
    this.build = page.getByTestId('about-build');
    this.licences = page.getByRole('table', {
      name: 'Packages Glide uses, with their versions and licences',
    });
    this.licenceRows = this.licences.locator('tbody tr');
    this.licenceFilter = page.getByRole('searchbox', { name: 'Filter packages' });
    this.links = page.getByRole('region', { name: 'Links' });
  }

  async open(): Promise<void> {
    await this.page.goto('/about');
    await expect(this.heading).toBeVisible();
  }

  /** The row of one package, found by its exact name. */
  licenceRow(name: string): Locator {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.licenceRows.filter({
      has: this.page.getByRole('rowheader', { name: new RegExp(`^${escaped} \\(opens`) }),
    });
  }
}

/** `/uui`: the compact connect button live, its colours explained, embedding samples. */
export class ContentUuiPage {
  readonly heading: Locator;
  readonly tryIt: Locator;
  readonly liveButton: Locator;
  readonly statuses: Locator;
  readonly embed: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Connect button' });
    this.tryIt = page.getByRole('region', { name: 'Try it' });
    this.liveButton = this.tryIt.locator('.connect-button');
    this.statuses = page
      .getByRole('region', { name: 'What the colours mean' })
      .getByRole('listitem');
    this.embed = page.getByRole('region', { name: 'How to embed it' });
  }

  async open(): Promise<void> {
    await this.page.goto('/uui');
    await expect(this.heading).toBeVisible();
  }
}
