import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  type SupportedLanguage,
} from '@glide/core';
import { logger } from '../../../lib/logger';
import { storeLanguage } from '../../../lib/storage';
import { Select, notify } from '../../../ui';
import { SettingsSection } from '../settings-section';

const options = SUPPORTED_LANGUAGES.map((language) => ({
  value: language.code,
  label: language.label,
  lang: language.code,
}));

/** The UI language: stored under `userLanguage` (spec §3) and applied at once. */
export function LanguageSection() {
  const { t, i18n } = useTranslation('settings');
  // The language asked for; one Glide has no texts for is shown with English, which it falls back to.
  const current = isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <SettingsSection id="settings-language" title={t('language.heading')}>
      <Select<SupportedLanguage>
        label={t('language.label')}
        value={current}
        options={options}
        translate="no"
        onValueChange={(code) => {
          storeLanguage(code);
          i18n.changeLanguage(code).catch((error: unknown) => {
            // The new language's texts load over the network; the old ones stay in use meanwhile.
            logger.error('settings: language change failed', error);
            notify({ kind: 'negative', message: t('language.failed') });
          });
        }}
      />
      <p className="muted">{t('language.help')}</p>
    </SettingsSection>
  );
}
