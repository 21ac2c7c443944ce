import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Start-up as `index.html` runs it, with the parts that need a real browser replaced: leaving the
// page, rendering and the texts.
const replacePage = vi.hoisted(() => vi.fn<(url: string) => void>());
const render = vi.hoisted(() => vi.fn());
const startInstalled = vi.hoisted(() => vi.fn());
vi.mock('./lib/leave-page', () => ({ replacePage }));
vi.mock('react-dom/client', () => ({ createRoot: () => ({ render }) }));
vi.mock('./i18n/setup', () => ({ setupI18n: () => Promise.resolve() }));
vi.mock('./app/app', () => ({ App: () => null }));
// Started after the first render without being awaited: a test that ended before it ran would leave
// it touching a document that is gone.
vi.mock('./app/installed/start-installed-app', () => ({ start: startInstalled }));

let browserLanguage = 'en-US';

beforeEach(() => {
  vi.resetModules();
  replacePage.mockClear();
  render.mockClear();
  startInstalled.mockClear();
  localStorage.clear();
  document.body.innerHTML = '<div id="root"></div>';
  vi.spyOn(navigator, 'language', 'get').mockImplementation(() => browserLanguage);
});

afterEach(() => {
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
    expect(render).toHaveBeenCalledOnce();
    // The installed app's parts (service worker, theme colour) start after the first render.
    await vi.waitFor(() => expect(startInstalled).toHaveBeenCalledOnce());
  });

  it('a build without a Japanese site redirects nobody (the default)', async () => {
    await startUp({ browser: 'ja-JP' });
    expect(replacePage).not.toHaveBeenCalled();
    expect(render).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(startInstalled).toHaveBeenCalledOnce());
  });
});
