import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createHandyClient } from '@glide/handy';
import { currentApiConfig } from '../lib/config';
import { LanguagePicker } from '../features/quick-connect/language-picker';
import { QuickConnect } from '../features/quick-connect/quick-connect';
import { DeveloperSettingsPanel } from '../features/quick-connect/developer-settings-panel';

/** The first page of Glide: a device check, HAMP controls and where the app sends its calls. */
export function App() {
  const { t } = useTranslation();
  // Re-read whenever the developer settings change; the client is rebuilt from it.
  const [config, setConfig] = useState(currentApiConfig);
  const client = useMemo(
    () =>
      createHandyClient({ baseUrl: config.apiBaseUrl, auth: { apiKey: config.applicationKey } }),
    [config],
  );

  return (
    <div className="page">
      <header className="header">
        <div>
          <h1>{t('app.title')}</h1>
          <p className="tagline">{t('app.tagline')}</p>
        </div>
        <LanguagePicker />
      </header>
      <main className="main">
        {/* Remounted for a new client so nothing shown for the old target survives. */}
        <QuickConnect key={`${config.apiBaseUrl}|${config.applicationKey}`} client={client} />
        <DeveloperSettingsPanel config={config} onChange={() => setConfig(currentApiConfig())} />
      </main>
      <footer className="footer">{t('app.target', { base: config.apiBaseUrl })}</footer>
    </div>
  );
}
