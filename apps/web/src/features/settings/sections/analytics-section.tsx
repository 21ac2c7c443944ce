import type * as v from 'valibot';
import { useTranslation } from 'react-i18next';
import { pickJsonObject } from '../../../lib/json-schemas';
import { preferencesSchema, type Preferences } from '../../../preferences';
import { SwitchField } from '../form/switch-field';
import { useAutosaveForm, type AutosaveSpec } from '../form/use-autosave-form';
import { SettingsSection } from '../settings-section';

const schema = pickJsonObject(preferencesSchema, ['analyticsConsent']);

const spec: AutosaveSpec<v.InferOutput<typeof schema>> = {
  schema,
  units: ['analyticsConsent'],
  fromPreferences: ({ analyticsConsent }: Preferences) => ({ analyticsConsent }),
  toPatch: (values) => values,
};

/** The analytics consent switch (off by default) and what it allows. */
export function AnalyticsSection() {
  const { t } = useTranslation('settings');
  const autosave = useAutosaveForm(spec);
  return (
    <SettingsSection
      id="settings-analytics"
      title={t('analytics.heading')}
      saveFailed={autosave.saveFailed}
    >
      <SwitchField
        autosave={autosave}
        name="analyticsConsent"
        label={t('analytics.consent')}
        description={t('analytics.statement')}
      />
    </SettingsSection>
  );
}
