import type * as v from 'valibot';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseDevice } from '../../../device';
import { pickJsonObject } from '../../../lib/json-schemas';
import { preferencesStore } from '../../../preferences/preferences-instance';
import { preferencesSchema, type DeviceKind, type Preferences } from '../../../preferences';
import { usePreferences } from '../../../preferences/use-preferences';
import { Select } from '../../../ui';
import { SwitchField } from '../form/switch-field';
import { useAutosaveForm, type AutosaveSpec } from '../form/use-autosave-form';
import { SettingsSection } from '../settings-section';

/*
 * The device is not a unit of this form: choosing one goes through the rule of spec §4
 * (`chooseDevice`), which sets its theme and filter with it; the form then shows what was stored.
 */
const schema = pickJsonObject(preferencesSchema, [
  'darkMode',
  'femaleContentFilter',
  'japaneseContentFilter',
]);

const spec: AutosaveSpec<v.InferOutput<typeof schema>> = {
  schema,
  units: ['darkMode', 'femaleContentFilter', 'japaneseContentFilter'],
  fromPreferences: (p: Preferences) => ({
    darkMode: p.darkMode,
    femaleContentFilter: p.femaleContentFilter,
    japaneseContentFilter: p.japaneseContentFilter,
  }),
  toPatch: (values) => values,
};

/** What the status line says after a device was chosen here. */
type ChoiceNote =
  | { readonly kind: 'chosen'; readonly device: DeviceKind }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * Device kind, dark mode and the content filters. Choosing a device sets dark mode and the women's
 * filter as spec §4 says (the same rule as the first visit's device selection); both can be
 * changed again below it.
 */
export function DeviceSection() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const autosave = useAutosaveForm(spec);
  const { device } = usePreferences();
  const [note, setNote] = useState<ChoiceNote | null>(null);
  const deviceName = (kind: DeviceKind) =>
    kind === 'handy' ? t('device.kindHandy') : t('device.kindOh');

  const choose = (next: unknown) => {
    const chosen = chooseDevice(preferencesStore(), next);
    setNote(
      chosen.ok
        ? { kind: 'chosen', device: preferencesStore().get().device }
        : { kind: 'failed', message: tc(`errors.${chosen.error.key}`, chosen.error.values) },
    );
  };

  return (
    <SettingsSection
      id="settings-device"
      title={t('device.heading')}
      saveFailed={autosave.saveFailed}
    >
      <Select<DeviceKind>
        label={t('device.kind')}
        value={device}
        options={[
          { value: 'handy', label: t('device.kindHandy') },
          { value: 'oh', label: t('device.kindOh') },
        ]}
        onValueChange={choose}
      />
      <p className="muted">{t('device.kindHelp')}</p>
      {note?.kind === 'failed' ? (
        <p role="alert" className="error">
          {note.message}
        </p>
      ) : (
        <p role="status" className="muted">
          {note && t('device.lookSet', { device: deviceName(note.device) })}
        </p>
      )}
      <SwitchField autosave={autosave} name="darkMode" label={t('device.darkMode')} />
      <SwitchField
        autosave={autosave}
        name="femaleContentFilter"
        label={t('device.femaleFilter')}
        description={t('device.femaleFilterHelp')}
      />
      <SwitchField
        autosave={autosave}
        name="japaneseContentFilter"
        label={t('device.japaneseFilter')}
        description={t('device.japaneseFilterHelp')}
      />
    </SettingsSection>
  );
}
