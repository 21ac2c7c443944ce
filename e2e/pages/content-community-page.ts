import { expect, type Locator, type Page } from '@playwright/test';

/** `/community`: filters by type and tag, a heatmap legend and one card per pattern or script. */
export class ContentCommunityPage {
  readonly heading: Locator;
  readonly types: Locator;
  readonly tags: Locator;
  readonly legend: Locator;
  readonly cards: Locator;
  readonly heatmaps: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Community showcase' });
    this.types = page.getByRole('group', { name: 'Type' });
    this.tags = page.getByRole('group', { name: 'Tag' });
    this.legend = page.getByRole('figure', {
      name: 'Heatmap colours: speed in % of the stroke per second',
    });
    this.cards = page.locator('.showcase-card');
    this.heatmaps = this.cards.getByRole('img', { name: /^Heatmap of / });
  }

  async open(): Promise<void> {
    await this.page.goto('/community');
    await expect(this.heading).toBeVisible();
  }

  type(name: string): Locator {
    return this.types.getByRole('button', { name, exact: true });
  }

  tag(name: string): Locator {
    return this.tags.getByRole('button', { name, exact: true });
  }

  /** The entries shown, by name. */
  async names(): Promise<string[]> {
    return this.cards.getByRole('heading', { level: 2 }).allTextContents();
  }

  card(name: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { level: 2, name }) });
  }
}
