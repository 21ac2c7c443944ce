import { expect, type Locator, type Page } from '@playwright/test';

/** `/`: the dashboard — device card, mode shortcuts, tip, links to the content pages. */
export class ContentHomePage {
  readonly heading: Locator;
  readonly device: Locator;
  readonly deviceKind: Locator;
  readonly firmwareAdvice: Locator;
  readonly modes: Locator;
  readonly modeLinks: Locator;
  readonly explore: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Welcome to Glide' });
    this.device = page.getByRole('region', { name: 'Your device' });
    this.deviceKind = this.device.getByTestId('home-device-kind');
    this.firmwareAdvice = this.device.getByRole('note');
    this.modes = page.getByRole('region', { name: 'Modes' });
    this.modeLinks = this.modes.getByRole('link');
    this.explore = page.getByRole('region', { name: 'Explore' });
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/${query}`);
    await expect(this.heading).toBeVisible();
  }

  /** The modes' addresses in the order the page offers them. */
  async modePaths(): Promise<string[]> {
    const hrefs = await this.modeLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    );
    return hrefs;
  }

  /** The shortcut card of a mode, by its title. */
  mode(title: string): Locator {
    return this.modes.getByRole('link', { name: new RegExp(`^${title}`) });
  }
}
