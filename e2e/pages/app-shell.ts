import { expect, type Locator, type Page } from '@playwright/test';

/** The frame around every page of the main layout: header, menu, connection, language. */
export class AppShell {
  readonly header: Locator;
  readonly menu: Locator;
  readonly menuButton: Locator;
  readonly connectButton: Locator;
  readonly languagePicker: Locator;
  readonly heading: Locator;
  readonly notifications: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.menu = page.getByRole('navigation', { name: 'Main menu' });
    this.menuButton = this.header.getByRole('button', { name: 'Menu' });
    this.connectButton = this.header.locator('.connect-button');
    this.languagePicker = page.getByRole('combobox', { name: 'Language' });
    this.heading = page.getByRole('heading', { level: 1 });
    this.notifications = page.getByRole('region', { name: /^Notifications/ });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** One section of the menu (Products, Content, Apps, Settings): its list of links. */
  menuSection(name: string): Locator {
    return this.menu.getByRole('list', { name, exact: true });
  }

  /** The menu's link to a page, in the sidebar (wide) or the drawer (narrow, opened first). */
  async menuLink(name: string): Promise<Locator> {
    await expect(this.header).toBeVisible();
    if (await this.menuButton.isVisible()) await this.menuButton.click();
    return this.menu.getByRole('link', { name, exact: true });
  }

  /**
   * Picks a language by its own name (English, Norsk, 日本語 …): in the header on wide screens, in
   * the menu on narrow ones (closed again afterwards).
   */
  async chooseLanguage(label: string): Promise<void> {
    await expect(this.header).toBeVisible();
    const inMenu = await this.menuButton.isVisible();
    if (inMenu) await this.menuButton.click();
    await this.languagePicker.selectOption({ label });
    // Closed by its corner button (named in the new language by now), not by Escape, which stops.
    if (inMenu) await this.page.getByRole('dialog').locator('.ui-dialog__head button').click();
  }

  /** The theme the app applied (`dark` or `light`). */
  async theme(): Promise<string | null> {
    return this.page.locator('html').getAttribute('data-theme');
  }

  async expectNoHorizontalOverflow(): Promise<void> {
    expect(await this.horizontalOverflowPx()).toBeLessThanOrEqual(0);
  }

  /** How far the page is wider than the window (0 or less: no sideways scrolling). */
  async horizontalOverflowPx(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  }
}
