import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { pickJsonObject } from '../../../lib/json-schemas';
import { preferencesSchema, type Preferences } from '../../../preferences';
import { TextField } from '../../../ui';
import { SwitchField } from '../form/switch-field';
import { useAutosaveForm, type AutosaveSpec } from '../form/use-autosave-form';
import { SettingsSection } from '../settings-section';

const UNITS = ['loop', 'videoUrl', 'scriptUrl', 'showSimulator', 'showEmulator'] as const;

/*
 * Only the fields shown here: the player's own memory (last file names, transport) is written by
 * the player, and a save from this form must not put back an older copy of it.
 */
const schema = pickJsonObject(preferencesSchema.entries.localPlayer, UNITS);

const spec: AutosaveSpec<v.InferOutput<typeof schema>> = {
  schema,
  units: UNITS,
  fromPreferences: ({ localPlayer }: Preferences) => ({
    loop: localPlayer.loop,
    videoUrl: localPlayer.videoUrl,
    scriptUrl: localPlayer.scriptUrl,
    showSimulator: localPlayer.showSimulator,
    showEmulator: localPlayer.showEmulator,
  }),
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
