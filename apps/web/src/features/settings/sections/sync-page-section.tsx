import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { preferencesSchema, type Preferences } from '../../../preferences';
import { SwitchField } from '../form/switch-field';
import { useAutosaveForm, type AutosaveSpec } from '../form/use-autosave-form';
import { SettingsSection } from '../settings-section';

const schema = preferencesSchema.entries.syncPage;

const spec: AutosaveSpec<v.InferOutput<typeof schema>> = {
  schema,
  units: ['simulator', 'loop'],
  fromPreferences: ({ syncPage }: Preferences) => ({ ...syncPage }),
  toPatch: (syncPage) => ({ syncPage }),
};

/** The sync test page's options. */
export function SyncPageSection() {
  const { t } = useTranslation('settings');
  const autosave = useAutosaveForm(spec);
  return (
    <SettingsSection
      id="settings-sync-page"
      title={t('syncPage.heading')}
      saveFailed={autosave.saveFailed}
    >
      <SwitchField autosave={autosave} name="simulator" label={t('syncPage.simulator')} />
      <SwitchField autosave={autosave} name="loop" label={t('syncPage.loop')} />
    </SettingsSection>
  );
}
