import { expect, type Locator, type Page } from '@playwright/test';
import { returningVisitor, seedLocalStorage } from '../support/browser-storage';
import { AppShell } from './app-shell';

/**
 * `/community`: filters by type and tag, a heatmap legend and one card per pattern or script, each
 * with Play (Stop while it plays); the player bar docked at the bottom once something played.
 */
export class ContentCommunityPage {
  readonly shell: AppShell;
  readonly heading: Locator;
  readonly types: Locator;
  readonly tags: Locator;
  readonly legend: Locator;
  readonly cards: Locator;
  readonly heatmaps: Locator;
  readonly player: Locator;
  readonly playerHeading: Locator;
  readonly pauseReason: Locator;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Community showcase' });
    this.types = page.getByRole('group', { name: 'Type' });
    this.tags = page.getByRole('group', { name: 'Tag' });
    this.legend = page.getByRole('figure', {
      name: 'Heatmap colours: speed in % of the stroke per second',
    });
    this.cards = page.locator('.showcase-card');
    this.heatmaps = this.cards.getByRole('img', { name: /^Heatmap of / });
    this.player = page.getByTestId('community-player');
    this.playerHeading = this.player.getByRole('heading', { level: 2 }).first();
    this.pauseReason = this.player.getByTestId('player-pause-reason');
  }

  async open(): Promise<void> {
    await this.page.goto('/community');
    await expect(this.heading).toBeVisible();
  }

  /** A returning visitor with `connectionKey` stored, so that the address's key connects at once. */
  async arrive(connectionKey: string): Promise<void> {
    await seedLocalStorage(this.page, returningVisitor({ connectionKey }));
  }

  /** Opens the page connecting with `connectionKey` from the address, and waits for the device. */
  async openConnected(connectionKey: string): Promise<void> {
    await this.page.goto(`/community?key=${connectionKey}`);
    await expect(this.heading).toBeVisible();
    await expect(this.shell.connectButton).toHaveAttribute('data-status', 'connected');
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

  /** The card's Play button, which says Stop (pressed) while its entry plays. */
  playButton(name: string): Locator {
    return this.card(name).getByRole('button', { name: new RegExp(`^(Play|Stop) ${name}$`) });
  }

  /** Presses a key with the focus on the page itself (not in a field or on a button). */
  async pressOnPage(key: string): Promise<void> {
    await this.page.locator('body').evaluate((body) => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      body.focus();
    });
    await this.page.keyboard.press(key);
  }
}
