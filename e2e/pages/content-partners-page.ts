import { expect, type Locator, type Page } from '@playwright/test';

/** `/partners` and `/partners/:filter`: category chips, a search field and partner cards. */
export class ContentPartnersPage {
  readonly heading: Locator;
  readonly categories: Locator;
  readonly search: Locator;
  readonly cards: Locator;
  readonly note: Locator;
  readonly count: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Partners' });
    this.categories = page.getByRole('group', { name: 'Category' });
    this.search = page.getByRole('searchbox', { name: 'Search apps and sites' });
    this.cards = page.locator('.partner-card');
    this.note = page.getByText(/^There is no category called/);
    this.count = page.getByText(/^Showing \d+ of \d+\.$/);
  }

  async open(filter?: string): Promise<void> {
    await this.page.goto(filter === undefined ? '/partners' : `/partners/${filter}`);
    await expect(this.heading).toBeVisible();
  }

  category(name: string): Locator {
    return this.categories.getByRole('link', { name, exact: true });
  }

  /** The partners listed, by name. */
  async names(): Promise<string[]> {
    return this.cards.locator('h2 [translate="no"]').allTextContents();
  }

  /** The categories shown on every listed card. */
  async categoriesOfCards(): Promise<string[][]> {
    return this.cards.evaluateAll((cards) =>
      cards.map((card) =>
        [...card.querySelectorAll('.tag-list:not(.tag-list--outline) li')].map(
          (li) => li.textContent ?? '',
        ),
      ),
    );
  }
}
