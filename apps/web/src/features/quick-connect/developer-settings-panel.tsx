import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiConfig } from '../../lib/config';
import { developerSettingsSchema, storeDeveloperSettings } from '../../lib/storage';

/** Lets a developer point the app at the provider's cloud (or back at the emulator). */
export function DeveloperSettingsPanel({
  config,
  onChange,
}: {
  config: ApiConfig;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const keyId = useId();
  const [apiBaseUrl, setApiBaseUrl] = useState(config.apiBaseUrl);
  const [applicationKey, setApplicationKey] = useState(config.applicationKey);
  const [message, setMessage] = useState<'saved' | 'invalid' | null>(null);

  return (
    <details className="card" open={config.overridden}>
      <summary>{t('developer.heading')}</summary>
      <p>{t('developer.help')}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = developerSettingsSchema.safeParse({ apiBaseUrl, applicationKey });
          if (!parsed.success) return setMessage('invalid');
          storeDeveloperSettings(parsed.data);
          setMessage('saved');
          onChange();
        }}
      >
        <div className="field">
          <label htmlFor={baseId}>{t('developer.apiBase')}</label>
          <input
            id={baseId}
            type="url"
            inputMode="url"
            value={apiBaseUrl}
            onChange={(event) => setApiBaseUrl(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={keyId}>{t('developer.appKey')}</label>
          <input
            id={keyId}
            autoComplete="off"
            value={applicationKey}
            onChange={(event) => setApplicationKey(event.target.value)}
          />
        </div>
        <div className="row">
          <button type="submit">{t('developer.save')}</button>
          <button
            type="button"
            className="secondary"
            onClick={() => {
              storeDeveloperSettings(null);
              setMessage(null);
              onChange();
            }}
          >
            {t('developer.reset')}
          </button>
        </div>
        {message === 'saved' && <p role="status">{t('developer.saved')}</p>}
        {message === 'invalid' && (
          <p role="alert" className="error">
            {t('developer.invalidUrl')}
          </p>
        )}
      </form>
    </details>
  );
}
