import { useTranslation } from 'react-i18next';
import { useDeviceState } from '../../device';

/** The vibration as the device last reported it (answers and `hvp_state_changed`). */
export function HvpLiveState() {
  const { t } = useTranslation('hvp');
  const hvp = useDeviceState((session) => session.hvp);
  return (
    <dl className="facts hvp-live" aria-live="polite">
      <dt>{t('state.label')}</dt>
      <dd data-testid="hvp-state" data-enabled={hvp.enabled}>
        <strong>{hvp.enabled ? t('state.on') : t('state.off')}</strong>
      </dd>
      <dt>{t('controls.amplitude')}</dt>
      <dd data-testid="hvp-amplitude">
        {t('controls.amplitudeValue', { percent: Math.round(hvp.amplitude * 100) })}
      </dd>
      <dt>{t('controls.frequency')}</dt>
      <dd data-testid="hvp-frequency">
        {t('controls.frequencyValue', { hz: Math.round(hvp.frequency) })}
      </dd>
      <dt>{t('controls.position')}</dt>
      <dd data-testid="hvp-position">
        {t('controls.positionValue', { mm: Math.round(hvp.position) })}
      </dd>
    </dl>
  );
}
