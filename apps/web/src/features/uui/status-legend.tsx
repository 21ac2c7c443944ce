import { useTranslation } from 'react-i18next';
import { type DeviceConnectionStatus as ConnectionStatus, STATUS_TONES } from '../../device';
import { StatusDot } from '../../ui';

const STATUSES: readonly ConnectionStatus[] = [
  'idle',
  'connecting',
  'connected',
  'disconnected',
  'error',
];

/**
 * Each state of the connect button: the same dot and the same words it shows (from the shared
 * texts, so they cannot drift apart), the colour named in words and what the state means — the
 * meaning never rests on colour alone.
 */
export function StatusLegend() {
  const { t } = useTranslation(['uui', 'common']);
  return (
    <ul className="uui-statuses">
      {STATUSES.map((status) => (
        <li key={status} className="uui-status" data-status={status}>
          <StatusDot tone={STATUS_TONES[status]} />
          <span>
            <strong>{t(`connection.status.${status}`, { ns: 'common' })}</strong>{' '}
            <span className="muted">{t(`statuses.${status}.colour`)}</span>
            <br />
            {t('buttonReads', { text: t(`connect.button.${status}`, { ns: 'common' }) })}{' '}
            {t(`statuses.${status}.meaning`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
