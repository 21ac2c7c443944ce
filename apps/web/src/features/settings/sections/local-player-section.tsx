import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { preferencesSchema, type Preferences } from '../../../preferences';
import { TextField } from '../../../ui';
import { SwitchField } from '../form/switch-field';
import { useAutosaveForm, type AutosaveSpec } from '../form/use-autosave-form';
import { SettingsSection } from '../settings-section';

const schema = preferencesSchema.entries.localPlayer;

const spec: AutosaveSpec<v.InferOutput<typeof schema>> = {
  schema,
  units: ['loop', 'videoUrl', 'scriptUrl', 'showSimulator', 'showEmulator'],
  fromPreferences: ({ localPlayer }: Preferences) => ({ ...localPlayer }),
  toPatch: (localPlayer) => ({ localPlayer }),
};

/** The local player's remembered addresses and helpers. */
export function LocalPlayerSection() {
  const { t } = useTranslation('settings');
  const autosave = useAutosaveForm(spec);
  const { errors } = autosave.form.formState;
  return (
    <SettingsSection
      id="settings-local-player"
      title={t('localPlayer.heading')}
      saveFailed={autosave.saveFailed}
    >
      <SwitchField autosave={autosave} name="loop" label={t('localPlayer.loop')} />
      <TextField
        label={t('localPlayer.videoUrl')}
        type="url"
        inputMode="url"
        autoComplete="off"
        description={t('localPlayer.urlHelp')}
        error={errors.videoUrl && t('localPlayer.urlInvalid')}
        {...autosave.bind('videoUrl')}
      />
      <TextField
        label={t('localPlayer.scriptUrl')}
        type="url"
        inputMode="url"
        autoComplete="off"
        description={t('localPlayer.urlHelp')}
        error={errors.scriptUrl && t('localPlayer.urlInvalid')}
        {...autosave.bind('scriptUrl')}
      />
      <SwitchField
        autosave={autosave}
        name="showSimulator"
        label={t('localPlayer.showSimulator')}
      />
      <SwitchField autosave={autosave} name="showEmulator" label={t('localPlayer.showEmulator')} />
    </SettingsSection>
  );
}
