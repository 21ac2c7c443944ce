import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadDeviceRuntime } from './device/connection-instance';
import { startRegional } from './i18n/regional-start';
import { setupI18n } from './i18n/setup';
import { replacePage } from './lib/leave-page';
import { logger } from './lib/logger';
import { migrateLegacySettings } from './lib/migrate-legacy-settings';
import { preferencesStore } from './lib/preferences-instance';
import { readStoredLanguage } from './lib/storage';
import { followThemePreference } from './lib/theme';
import './ui/global.css';

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
  redirect: replacePage,
  warn: (message, problems) => logger.warn(message, problems),
});
if (goOn) {
  const search = new URLSearchParams(window.location.search);
  if (search.has('k') || search.has('key') || preferences.get().connectionKey !== '') {
    preloadDeviceRuntime();
  }
  await setupI18n();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
