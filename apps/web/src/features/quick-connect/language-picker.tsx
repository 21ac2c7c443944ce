import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, isSupportedLanguage } from '@glide/core';
import { storeLanguage } from '../../lib/storage';

/** Chooses the UI language and remembers it under `userLanguage`. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="field inline">
      <label htmlFor={id}>{t('app.language')}</label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          const code = event.target.value;
          if (!isSupportedLanguage(code)) return;
          storeLanguage(code);
          void i18n.changeLanguage(code);
        }}
      >
        {SUPPORTED_LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.label}
          </option>
        ))}
      </select>
    </div>
  );
}
