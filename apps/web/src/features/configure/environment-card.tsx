import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeviceEnvironment, DeviceEnvironmentName, useDeviceRead, useSystem } from '../../device';
import { Button, ConfirmDialog, Select } from '../../ui';
import { ConfigureCard } from './configure-card';
import { ReadNotice } from './read-notice';
import { useConfigureDevice } from './use-configure-device';

/** An environment by name (the select's values are strings). */
type EnvironmentName = keyof typeof DeviceEnvironment;

const ENVIRONMENTS: readonly EnvironmentName[] = ['production', 'staging', 'development'];

/** The device's back-end environment: shown, and changed only after a confirmation. */
export function EnvironmentCard() {
  const { t } = useTranslation('configure');
  const { connected } = useConfigureDevice();
  const { state, refresh, update } = useDeviceRead('environment');
  const command = useSystem();
  const { busy } = command;
  const [pending, setPending] = useState<EnvironmentName | null>(null);

  const current = state.status === 'ready' ? state.value : undefined;
  const currentName = current === undefined ? undefined : DeviceEnvironmentName[current];

  const apply = async (name: EnvironmentName) => {
    const outcome = await command.setEnvironment(DeviceEnvironment[name]);
    const answer = outcome?.results[0];
    if (answer?.ok) update(answer.value.environment);
  };

  return (
    <ConfigureCard
      title={t('environment.title')}
      description={t('environment.description')}
      testId="configure-environment"
      actions={
        <Button variant="ghost" onClick={refresh} disabled={!connected}>
          {t('environment.refresh')}
        </Button>
      }
    >
      {currentName === undefined ? (
        <ReadNotice state={state} />
      ) : (
        <>
          <Select<EnvironmentName>
            label={t('environment.label')}
            value={currentName}
            options={ENVIRONMENTS.map((name) => ({
              value: name,
              label: t(`environment.names.${name}`),
            }))}
            onValueChange={(name) => {
              if (name !== currentName) setPending(name);
            }}
            disabled={!connected || busy}
          />
          <p className="muted">{t(`environment.about.${currentName}`)}</p>
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={t('environment.confirmTitle', {
          name: pending ? t(`environment.names.${pending}`) : '',
        })}
        description={t('environment.confirmText')}
        confirmLabel={t('environment.confirm')}
        cancelLabel={t('actions.cancel')}
        destructive
        onConfirm={() => {
          if (pending) void apply(pending);
          setPending(null);
        }}
      />
    </ConfigureCard>
  );
}
