import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAGE_WAIT_MS } from './app/first-page-ready';

// Start-up as `index.html` runs it, with the parts that need a real browser replaced: leaving the
// page, rendering and the texts.
const replacePage = vi.hoisted(() => vi.fn<(url: string) => void>());
const render = vi.hoisted(() => vi.fn());
const startInstalled = vi.hoisted(() => vi.fn());
vi.mock('./lib/leave-page', () => ({ replacePage }));
vi.mock('react-dom/client', () => ({ createRoot: () => ({ render }) }));
// The texts and the first navigation finish when a test says so (`finishTexts`, `finishNavigation`),
// or at once by default.
const start = vi.hoisted(() => ({
  texts: Promise.resolve(),
  initialized: true,
  listeners: new Set<(state: { initialized: boolean }) => void>(),
  order: [] as string[],
}));
vi.mock('./i18n/setup', () => ({
  setupI18n: () => {
    start.order.push('texts');
    return start.texts;
  },
}));
vi.mock('./app/router', () => ({
  createAppRouter: () => {
    start.order.push('router');
    return {
      state: {
        get initialized() {
          return start.initialized;
        },
      },
      subscribe: (listener: (state: { initialized: boolean }) => void) => {
        start.listeners.add(listener);
        return () => start.listeners.delete(listener);
      },
    };
  },
}));
vi.mock('./app/app', () => ({ App: () => null }));
// Started after the first render without being awaited: a test that ended before it ran would leave
// it touching a document that is gone.
vi.mock('./app/installed/start-installed-app', () => ({ start: startInstalled }));

let browserLanguage = 'en-US';

/** Lets the promises start-up chains settle (start-up waits on no timer of its own here). */
async function settle() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

beforeEach(() => {
  vi.resetModules();
  replacePage.mockClear();
  render.mockClear();
  startInstalled.mockClear();
  start.texts = Promise.resolve();
  start.initialized = true;
  start.listeners.clear();
  start.order = [];
  localStorage.clear();
  document.body.innerHTML = '<div id="root"></div>';
  vi.spyOn(navigator, 'language', 'get').mockImplementation(() => browserLanguage);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

async function startUp(options: { site?: string; stored?: string; browser: string }) {
  if (options.site !== undefined) vi.stubEnv('VITE_JAPANESE_SITE_URL', options.site);
  if (options.stored !== undefined) localStorage.setItem('userLanguage', options.stored);
  browserLanguage = options.browser;
  await import('./main');
}

describe('start-up and the regional rule (spec §6)', () => {
  it('a jp language leaves for the Japanese site, keeping path and query, and renders nothing', async () => {
    window.history.replaceState(null, '', '/hamp?female=true');
    await startUp({ site: 'https://glide.example.jp', browser: 'ja-JP' });
    expect(replacePage).toHaveBeenCalledExactlyOnceWith(
      'https://glide.example.jp/hamp?female=true',
    );
    expect(render).not.toHaveBeenCalled();
    expect(startInstalled).not.toHaveBeenCalled();
  });

  it('a key in the address goes along in the fragment only, and leaves this address', async () => {
    window.history.replaceState(null, '', '/hamp#k=Abc12345');
    await startUp({ site: 'https://glide.example.jp', browser: 'ja-JP' });
    expect(replacePage).toHaveBeenCalledExactlyOnceWith('https://glide.example.jp/hamp#k=Abc12345');
    expect(window.location.href).not.toContain('Abc12345');
  });

  it('a stored empty language leaves the decision to the browser language', async () => {
    await startUp({ site: 'https://glide.example.jp', stored: '', browser: 'ja-JP' });
    expect(replacePage).toHaveBeenCalledOnce();
  });

  it('another language renders the app where it is', async () => {
    await startUp({ site: 'https://glide.example.jp', stored: 'de', browser: 'ja-JP' });
    expect(replacePage).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(render).toHaveBeenCalledOnce());
    // The installed app's parts (service worker, theme colour) start after the first render.
    await vi.waitFor(() => expect(startInstalled).toHaveBeenCalledOnce());
  });

  it('a build without a Japanese site redirects nobody (the default)', async () => {
    await startUp({ browser: 'ja-JP' });
    expect(replacePage).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(render).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(startInstalled).toHaveBeenCalledOnce());
  });
});

describe('start-up order', () => {
  it('asks for the texts, starts the first navigation beside them, and renders once both are done', async () => {
    let finishTexts = () => {};
    start.texts = new Promise<void>((resolve) => {
      finishTexts = resolve;
    });
    start.initialized = false;
    // The wait for a slow page is not what this test is about: time stands still.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await startUp({ browser: 'en-US' });
    expect(start.order).toEqual(['texts', 'router']);
    finishTexts();
    await settle();
    expect(start.listeners.size).toBe(1);
    expect(render).not.toHaveBeenCalled();
    // A state of the navigation still under way does not render.
    for (const listener of start.listeners) listener({ initialized: false });
    await Promise.resolve();
    expect(render).not.toHaveBeenCalled();
    start.initialized = true;
    for (const listener of [...start.listeners]) listener({ initialized: true });
    await vi.waitFor(() => expect(render).toHaveBeenCalledOnce());
    expect(start.listeners.size).toBe(0);
    await vi.waitFor(() => expect(startInstalled).toHaveBeenCalledOnce());
  });

  it('renders after the longest wait when the first page is slow (its loading notice shows)', async () => {
    start.initialized = false;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await startUp({ browser: 'en-US' });
    // Not `vi.waitFor`: with fake timers it moves them on.
    await settle();
    expect(start.listeners.size).toBe(1);
    vi.advanceTimersByTime(FIRST_PAGE_WAIT_MS - 1);
    await Promise.resolve();
    expect(render).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(render).toHaveBeenCalledOnce());
    expect(start.listeners.size).toBe(0);
  });
});
