import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, isSupportedLanguage } from '@glide/core';
import { changeLanguage } from '../i18n/language';
import { logger } from '../lib/logger';
import { NativeSelect } from '../ui/native-select';
import { notify } from '../ui/notifications/notify';

const OPTIONS = SUPPORTED_LANGUAGES.map((language) => ({
  value: language.code,
  label: language.label,
  lang: language.code,
}));

/**
 * Chooses the UI language (languages are named in themselves, so the list is never translated).
 * A native select: the header is on every page, and the list component stays out of start-up.
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation('common');
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <NativeSelect
      label={t('language.label')}
      hideLabel
      translate="no"
      value={isSupportedLanguage(current) ? current : DEFAULT_LANGUAGE}
      options={OPTIONS}
      onValueChange={(code) => {
        changeLanguage(code).catch((error: unknown) => {
          logger.error('language change failed', error);
          notify({ kind: 'negative', message: String(error) });
        });
      }}
    />
  );
}
