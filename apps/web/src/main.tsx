import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { keyFragment, takeKeysFromPageAddress } from './app/address-keys';
import { App } from './app/app';
import { firstPageReady } from './app/first-page-ready';
import { followThemePreference } from './app/follow-theme';
import { createAppRouter } from './app/router';
import { preloadDeviceRuntime } from './device/connection/connection-instance';
import { startRegional } from './i18n/regional-start';
import { setupI18n } from './i18n/setup';
import { replacePage } from './lib/leave-page';
import { logger } from './lib/logger';
import { migrateLegacySettings } from './preferences/migrate-legacy-settings';
import { preferencesStore } from './preferences/preferences-instance';
import { readStoredLanguage } from './lib/storage';
import { notify } from './ui/notifications/notify';
import './ui/global.css';
// In the start-up styles, not the lazy chunk: a style sheet's address there costs start-up script.
import './app/installed/installed-app.css';

// First of all: a connection key in the address (`#k=`, or an old link's `?k=` or `/share/<key>`)
// leaves the address bar and this history entry before anything else runs or loads. The
// navigation acts on it from memory.
const startupKeys = takeKeysFromPageAddress();

const container = document.getElementById('root');
if (!container) throw new Error('Glide needs an element with id "root".');

const preferences = preferencesStore();
// Before anything renders: the stored theme (spec §4 start-up), so the first paint is right.
followThemePreference(preferences);
migrateLegacySettings(preferences);

// Spec §6: a `jp` language on another host goes to the Japanese site (none unless the build names
// one), same path and query; a `.jp` host turns the Japanese filter on.
const goOn = startRegional({
  href: window.location.href,
  storedLanguage: readStoredLanguage(),
  browserLanguage: navigator.language,
  japaneseSiteUrl: import.meta.env.VITE_JAPANESE_SITE_URL,
  preferences,
  redirect: (url) => {
    // A key goes along in the fragment, which no server sees.
    const target = new URL(url);
    const keys = keyFragment(startupKeys);
    if (keys !== '') target.hash = keys;
    replacePage(target.href);
  },
  warn: (message, problems) => logger.warn(message, problems),
});
/**
 * Renders the app once its texts are in and its first page is ready (or has failed): the page in one
 * render, not a loading notice and then the page. A slow first page shows the notice after all.
 */
async function startApp(root: HTMLElement) {
  // The texts are asked for first; the first navigation starts beside them: the guard runs, a link's
  // connect begins and the page's code loads while i18next starts, not after the first render.
  const texts = setupI18n({ notify });
  const router = createAppRouter();
  await texts;
  await firstPageReady(router);
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  // After the first render, in a chunk of its own: the installed app's service worker, offline
  // note, update prompt and theme colour (app/installed).
  import('./app/installed/start-installed-app').then((installed) => installed.start(), logger.warn);
}

if (goOn) {
  const { connectionKey, sharedLink } = startupKeys;
  if (connectionKey || sharedLink || preferences.get().connectionKey !== '') {
    preloadDeviceRuntime();
  }
  // Not a top-level await: the page's chunk imports from this one, and would wait for it to finish.
  startApp(container).catch((error: unknown) => logger.error('Glide could not start', error));
}
