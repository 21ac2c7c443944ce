import { useTranslation } from 'react-i18next';
import { StatusDot } from '../ui/status-dot';
import { STATUS_TONES } from './status-tone';
import { useConnection } from './use-connection';
import './device.css';

/**
 * The live connection state in a line of text with its colour, plus the device's kind, model and
 * firmware once connected and the reason when it is not. A polite live region, so a change is read
 * out without moving focus.
 */
export function ConnectionStatus() {
  const { t } = useTranslation('common');
  const { status, deviceKind, info, errorMessage } = useConnection();
  return (
    <div className="connection-status" data-status={status}>
      <p className="connection-status__line" role="status">
        <StatusDot tone={STATUS_TONES[status]} />
        <span>
          {t('connection.label')}{' '}
          <strong data-testid="connection-state">{t(`connection.status.${status}`)}</strong>
        </span>
      </p>
      {status === 'connected' && info && (
        <dl className="facts connection-status__facts">
          <dt>{t('connection.kind')}</dt>
          <dd>{t(`device.kind.${deviceKind}`)}</dd>
          <dt>{t('connection.model')}</dt>
          <dd translate="no">{info.hw_model_name ?? String(info.hw_model_no ?? '')}</dd>
          <dt>{t('connection.firmware')}</dt>
          <dd translate="no" data-testid="device-firmware">
            {info.fw_version}
          </dd>
        </dl>
      )}
      {errorMessage && status !== 'connecting' && (
        <p className="error connection-status__error">{errorMessage}</p>
      )}
    </div>
  );
}
