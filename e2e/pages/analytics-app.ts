import { expect, type Locator, type Page } from '@playwright/test';

/** The storage key of the app's settings (`apps/web/src/preferences/store.ts`). */
const PREFERENCES_KEY = 'glide.preferences';

/** The user agent of a desktop Chrome, which the e2e browser presents itself as. */
export const DESKTOP_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** The app as the analytics e2e spec drives it: first visit, connection, navigation, consent. */
export class AnalyticsApp {
  readonly connectionStatus: Locator;

  constructor(readonly page: Page) {
    this.connectionStatus = page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: 'Connection:' });
  }

  /**
   * PostHog drops the events of browsers that look automated (`navigator.webdriver`, a headless
   * user agent), and so it should in production. The e2e browser presents itself as the person's
   * desktop browser it stands for. The user agent is also set here in the page because Chromium
   * shows its own (headless) one again while a page unloads, when the pageleave is sent.
   */
  async presentAsPersonsBrowser(): Promise<void> {
    await this.page.addInitScript((userAgent) => {
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
      Object.defineProperty(Navigator.prototype, 'userAgent', { get: () => userAgent });
    }, DESKTOP_USER_AGENT);
  }

  /**
   * Starts every page of this test with `analyticsConsent` as given, unless the app has stored
   * settings of its own by then: a first visit with the consent already given (or refused) in
   * settings, without fixing the settings for the rest of the test.
   */
  async startWithConsent(consent: boolean): Promise<void> {
    await this.page.addInitScript(
      ({ key, consent }) => {
        if (window.localStorage.getItem(key) === null) {
          window.localStorage.setItem(
            key,
            JSON.stringify({ version: 1, analyticsConsent: consent }),
          );
        }
      },
      { key: PREFERENCES_KEY, consent },
    );
  }

  /** Opens `path` as a first visit would: typed or followed from another site. */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** On device selection: chooses The Handy and continues to the page first asked for. */
  async chooseTheHandy(): Promise<void> {
    await expect(this.page).toHaveURL(/\/device-selection\?redirect=/);
    await this.page.getByRole('radio', { name: /The Handy/ }).check();
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }

  async expectConnected(): Promise<void> {
    await expect(this.connectionStatus).toContainText('Connected', { timeout: 10_000 });
  }

  /** Follows a link on the page, as a person would: an in-app navigation. */
  async follow(name: string | RegExp): Promise<void> {
    await this.page.getByRole('main').getByRole('link', { name }).first().click();
  }

  /** Opens Settings through the app's menu (in-app navigation). */
  async openSettingsFromMenu(): Promise<void> {
    const menuButton = this.page.getByRole('button', { name: 'Menu' });
    if (await menuButton.isVisible()) await menuButton.click();
    await this.page.getByRole('navigation').getByRole('link', { name: 'Settings' }).first().click();
    await expect(this.page).toHaveURL(/\/settings$/);
  }

  /** The analytics consent switch of the settings page. */
  consentSwitch(): Locator {
    return this.page.getByRole('switch', { name: 'Share anonymous usage statistics' });
  }

  /** Leaves the app entirely (the browser unloads the page). */
  async unload(): Promise<void> {
    await this.page.goto('about:blank');
  }
}
