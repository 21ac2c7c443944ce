import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { apiConfigFrom } from '../../../lib/config';
import { preferencesStore } from '../../../preferences/preferences-instance';
import { usePreferences } from '../../../preferences/use-preferences';
import type { PreferencesData } from '../../../preferences';
import { Button, Select, TextField } from '../../../ui';
import { SwitchField } from '../form/switch-field';
import { useAutosaveForm } from '../form/use-autosave-form';
import { SettingsSection } from '../settings-section';
import type { ConnectionTestDeps } from '../../../device';
import { TestConnectionButton } from '../test-connection-button';
import { developerFormSchema, developerSpec } from './developer-form';

/** What the connection test needs of the form: the address and key, when both are valid. */
const testTargetSchema = v.pick(developerFormSchema, ['baseUrl', 'applicationKey']);

/** Props of {@link DeveloperSection}. */
export interface DeveloperSectionProps {
  /** What the connection test runs on (tests pass a fake `fetch` and clock). */
  connectionTest?: ConnectionTestDeps | undefined;
}

type Estimator = PreferencesData['clockSyncEstimator'];

/**
 * Developer mode, the client clock estimator (Glide's or the spec's), and where the app sends its
 * calls (the emulator or the provider's cloud).
 */
export function DeveloperSection({ connectionTest }: DeveloperSectionProps) {
  const { t } = useTranslation('settings');
  const autosave = useAutosaveForm(developerSpec);
  const { form } = autosave;
  const { errors } = form.formState;
  const { overridden } = apiConfigFrom(usePreferences());

  const testTarget = () => {
    const parsed = v.safeParse(testTargetSchema, form.getValues());
    // The stored device key goes along, so that the key check also says whether it is online.
    const { connectionKey } = preferencesStore().get();
    return parsed.success ? { ...parsed.output, connectionKey } : null;
  };

  return (
    <SettingsSection
      id="settings-developer"
      title={t('developer.heading')}
      saveFailed={autosave.saveFailed}
    >
      <SwitchField
        autosave={autosave}
        name="developerMode"
        label={t('developer.mode')}
        description={t('developer.modeHelp')}
      />
      <Select<Estimator>
        label={t('developer.clockEstimator')}
        value={form.watch('clockSyncEstimator')}
        options={[
          { value: 'glide', label: t('developer.clockEstimatorGlide') },
          { value: 'spec', label: t('developer.clockEstimatorSpec') },
        ]}
        onValueChange={(next) => {
          form.setValue('clockSyncEstimator', next);
          void autosave.commit();
        }}
      />
      <p className="muted">{t('developer.clockEstimatorHelp')}</p>
      <p className="muted">{t('developer.apiHelp')}</p>
      <TextField
        label={t('developer.baseUrl')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        error={errors.baseUrl && t('developer.baseUrlInvalid')}
        {...autosave.bind('baseUrl')}
      />
      <TextField
        label={t('developer.applicationKey')}
        autoComplete="off"
        spellCheck={false}
        error={errors.applicationKey && t('developer.applicationKeyInvalid')}
        {...autosave.bind('applicationKey')}
      />
      <div className="row">
        <Button
          variant="secondary"
          onClick={() => {
            preferencesStore().update({ api: { baseUrl: undefined, applicationKey: undefined } });
            autosave.resetToStored();
          }}
        >
          {t('developer.useEmulator')}
        </Button>
        <TestConnectionButton target={testTarget} deps={connectionTest} />
      </div>
      <p role="status" className="muted">
        {!overridden && t('developer.usingDefaults')}
      </p>
    </SettingsSection>
  );
}
