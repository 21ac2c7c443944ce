/**
 * Where a connection key went while a link was opened: every request's address and Referer, every
 * address the page committed, and the tab's history afterwards. The key may reach the API host
 * (that is what it is for), but never in a URL or a Referer anywhere else.
 */
import { expect, type Page, type Request } from '@playwright/test';
import { E2E_EMULATOR_URL } from './ports';

/** One request as the browser sent it. */
interface SentRequest {
  readonly url: string;
  readonly referer: string | undefined;
  readonly navigation: boolean;
  /** Its headers could not be read. */
  readonly unread: boolean;
}

/** The provider's event stream takes the key as its `ck` parameter (API reference, SSE). */
const isEventStream = (url: URL) =>
  url.origin === E2E_EMULATOR_URL && url.pathname.endsWith('/sse') && url.searchParams.has('ck');

export class KeyTrail {
  private readonly pending: Promise<SentRequest>[] = [];
  private readonly committed: string[] = [];
  /** The history's length before the link was followed ({@link ready}). */
  private historyBefore: number | undefined;

  constructor(
    private readonly page: Page,
    private readonly key: string,
  ) {
    page.on('request', (request: Request) => {
      const sent = {
        url: request.url(),
        navigation: request.isNavigationRequest() && request.frame() === page.mainFrame(),
      };
      this.pending.push(
        request.allHeaders().then(
          (headers) => ({ ...sent, referer: headers.referer, unread: false }),
          // Only a request still open when the test ends (after the checks) is left unread.
          () => ({ ...sent, referer: undefined, unread: true }),
        ),
      );
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.committed.push(frame.url());
    });
  }

  /** Notes the history as it is before the link is followed: call it right before. */
  async ready(): Promise<void> {
    this.historyBefore = await this.page.evaluate(() => window.history.length);
  }

  private has(text: string | undefined): boolean {
    return text !== undefined && text.toLowerCase().includes(this.key.toLowerCase());
  }

  /** Every request sent so far. */
  async requests(): Promise<SentRequest[]> {
    return Promise.all(this.pending);
  }

  /**
   * No request carried the key in its URL or Referer, except the link's own document request for
   * an `old` link (its key is in the path or query: a server sees it, which is why links moved to
   * the fragment) and the API's event stream. A `new` link's document request is checked like any
   * other; `none` is a link within the open page, which loads no document of its own.
   */
  async expectNoKeyInRequests(link: 'old' | 'new' | 'none'): Promise<void> {
    const requests = await this.requests();
    // The link's document request: the first navigation. The start page may still send a request
    // of its own before it (a chunk fetched when the browser is idle), and that is checked like
    // any other.
    const linkIndex = requests.findIndex((request) => request.navigation);
    const linkRequest = requests[linkIndex];
    if (link !== 'none') {
      expect(linkRequest, 'the link loaded a document').toBeDefined();
      expect(this.has(linkRequest?.url), `the link's own request: ${linkRequest?.url}`).toBe(
        link === 'old',
      );
    }
    const checked = link === 'old' ? requests.filter((_, index) => index !== linkIndex) : requests;
    for (const request of checked) {
      expect(request.unread, `headers of ${request.url}`).toBe(false);
      expect(this.has(request.referer), `Referer of ${request.url}`).toBe(false);
      const url = new URL(request.url);
      if (isEventStream(url)) {
        expect(url.searchParams.get('ck')).toBe(this.key);
        continue;
      }
      expect(this.has(request.url), `URL of a request: ${request.url}`).toBe(false);
    }
    // Every page of the app asks for no Referer at all (a request served from the cache shows an
    // empty one).
    expect(requests.filter((r) => r.referer).map((r) => `${r.url} <- ${r.referer ?? ''}`)).toEqual(
      [],
    );
  }

  /**
   * Neither the address bar nor any entry of the history holds the key: walks back through the
   * history to its first entry and forward again. Only the link's own first commit held it, until
   * the app replaced that entry. Start the trail right before following the link.
   */
  async expectNoKeyInAddressOrHistory(): Promise<void> {
    expect(this.has(this.page.url()), `address bar: ${this.page.url()}`).toBe(false);
    const length = await this.page.evaluate(() => window.history.length);
    // One entry for the link (replaced, never added to), none for the app's own redirects.
    expect(this.historyBefore, 'ready() was called').toBeDefined();
    expect(length).toBe((this.historyBefore ?? 0) + 1);
    const entries = [this.page.url()];
    for (let i = 1; i < length; i += 1) {
      await this.page.goBack();
      entries.push(this.page.url());
    }
    for (let i = 1; i < length; i += 1) {
      await this.page.goForward();
      entries.push(this.page.url());
    }
    expect(
      entries.filter((url) => this.has(url)),
      'history entries',
    ).toEqual([]);
    // Chromium may report the first load's commit more than once.
    const withKey = new Set(this.committed.filter((url) => this.has(url)));
    expect(withKey.size, `committed: ${[...withKey].join(', ')}`).toBeLessThanOrEqual(1);
  }
}
