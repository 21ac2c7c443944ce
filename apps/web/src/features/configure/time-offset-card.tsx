import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clampUserTimeOffset,
  parseUserTimeOffset,
  USER_TIME_OFFSET_LIMIT_MS,
  useDeviceRead,
  useDeviceState,
  useHstp,
} from '../../device';
import { usePreferences } from '../../preferences/use-preferences';
import { Button, TextField } from '../../ui';
import { ConfigureCard } from './configure-card';
import { LegacyNotice, ReadNotice } from './read-notice';
import { useConfigureDevice } from './use-configure-device';

/** The user time offset: read from the device, set by typing or by steps of the user's increment. */
export function TimeOffsetCard() {
  const { t } = useTranslation('configure');
  const { connected, legacy } = useConfigureDevice();
  return (
    <ConfigureCard
      title={t('timeOffset.title')}
      description={t('timeOffset.description')}
      testId="configure-time-offset"
    >
      {legacy ? <LegacyNotice /> : <TimeOffsetControls connected={connected} />}
    </ConfigureCard>
  );
}

function TimeOffsetControls({ connected }: { connected: boolean }) {
  const { t, i18n } = useTranslation('configure');
  const { state } = useDeviceRead('userTimeOffset');
  const offsetMs = useDeviceState((s) => s.clock.deviceUserTimeOffsetMs);
  const stepMs = usePreferences().keyBinding.timeOffset.incrementMs;
  const command = useHstp();
  const { busy } = command;
  // What the user is typing; `null` shows the device's value.
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);

  const setOffset = async (next: number) => {
    const outcome = await command.setOffset(next);
    if (outcome?.allOk) setDraft(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = parseUserTimeOffset(draft ?? String(offsetMs ?? ''));
    setInvalid(next === undefined);
    if (next !== undefined) void setOffset(next);
  };

  const step = (direction: 1 | -1) => {
    setInvalid(false);
    void setOffset(clampUserTimeOffset((offsetMs ?? 0) + direction * stepMs));
  };

  const milliseconds = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'millisecond',
    signDisplay: 'exceptZero',
  });
  const disabled = !connected || busy;
  return (
    <>
      {state.status !== 'ready' && <ReadNotice state={state} />}
      {offsetMs !== undefined && (
        <p aria-live="polite">
          {t('timeOffset.current')}{' '}
          <strong data-testid="time-offset-current">{milliseconds.format(offsetMs)}</strong>
        </p>
      )}
      <form className="stack configure-offset" onSubmit={submit} noValidate>
        <TextField
          label={t('timeOffset.label')}
          type="number"
          inputMode="numeric"
          min={-USER_TIME_OFFSET_LIMIT_MS}
          max={USER_TIME_OFFSET_LIMIT_MS}
          step={stepMs}
          value={draft ?? (offsetMs === undefined ? '' : String(offsetMs))}
          onChange={(event) => {
            setInvalid(false);
            setDraft(event.target.value);
          }}
          description={t('timeOffset.help', {
            limit: USER_TIME_OFFSET_LIMIT_MS,
            step: stepMs,
          })}
          error={
            invalid ? t('timeOffset.invalid', { limit: USER_TIME_OFFSET_LIMIT_MS }) : undefined
          }
          disabled={!connected}
        />
        <div className="row">
          <Button type="submit" disabled={disabled}>
            {t('timeOffset.set')}
          </Button>
          <Button variant="secondary" onClick={() => step(-1)} disabled={disabled}>
            {t('timeOffset.decrease', { step: stepMs })}
          </Button>
          <Button variant="secondary" onClick={() => step(1)} disabled={disabled}>
            {t('timeOffset.increase', { step: stepMs })}
          </Button>
          <Button variant="ghost" onClick={() => void setOffset(0)} disabled={disabled}>
            {t('timeOffset.reset')}
          </Button>
        </div>
      </form>
    </>
  );
}
