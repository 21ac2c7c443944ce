import type * as v from 'valibot';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickJsonObject } from '../../../lib/json-schemas';
import { preferencesStore } from '../../../lib/preferences-instance';
import { preferencesSchema, type DeviceKind, type Preferences } from '../../../preferences';
import { Button, Select } from '../../../ui';
import { deviceLook } from '../device-look';
import { SwitchField } from '../form/switch-field';
import { useAutosaveForm, type AutosaveSpec } from '../form/use-autosave-form';
import { SettingsSection } from '../settings-section';

const schema = pickJsonObject(preferencesSchema, [
  'device',
  'darkMode',
  'femaleContentFilter',
  'japaneseContentFilter',
]);

const spec: AutosaveSpec<v.InferOutput<typeof schema>> = {
  schema,
  units: ['device', 'darkMode', 'femaleContentFilter', 'japaneseContentFilter'],
  fromPreferences: (p: Preferences) => ({
    device: p.device,
    darkMode: p.darkMode,
    femaleContentFilter: p.femaleContentFilter,
    japaneseContentFilter: p.japaneseContentFilter,
  }),
  toPatch: (values) => values,
};

/** Device kind, dark mode and the content filters. */
export function DeviceSection() {
  const { t } = useTranslation('settings');
  const autosave = useAutosaveForm(spec);
  const { form } = autosave;
  const device = form.watch('device');
  const [appliedFor, setAppliedFor] = useState<DeviceKind | null>(null);
  const deviceName = (kind: DeviceKind) =>
    kind === 'handy' ? t('device.kindHandy') : t('device.kindOh');

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
        onValueChange={(next) => {
          form.setValue('device', next);
          setAppliedFor(null);
          void autosave.commit();
        }}
      />
      <p className="muted">{t('device.kindHelp')}</p>
      <div className="row">
        <Button
          variant="secondary"
          onClick={() => {
            preferencesStore().update(deviceLook(device));
            setAppliedFor(device);
          }}
        >
          {t('device.applyLook', { device: deviceName(device) })}
        </Button>
      </div>
      <p role="status" className="muted">
        {appliedFor && t('device.lookApplied', { device: deviceName(appliedFor) })}
      </p>
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
