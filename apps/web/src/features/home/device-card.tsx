import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConnectionStatus, useConnection } from '../../device';
import { firmwareAdvice } from './firmware';

/**
 * The device at a glance: which kind, the live connection (with model and firmware once
 * connected), and what to do about old firmware. Legacy firmware is flagged with the way forward.
 */
export function DeviceCard() {
  const { t } = useTranslation('home');
  const { status, deviceKind, info } = useConnection();
  const advice = status === 'connected' && info ? firmwareAdvice(info) : null;
  return (
    <section className="card home-device" aria-labelledby="home-device-heading">
      <h2 id="home-device-heading">{t('device.heading')}</h2>
      <p className="home-device__kind" data-testid="home-device-kind">
        {t(`device.kind.${deviceKind}`)}
      </p>
      <ConnectionStatus />
      {advice === null && status !== 'connected' && (
        <p className="muted">{t('device.connectHint')}</p>
      )}
      {advice !== null && info && (
        <div
          className={`home-device__advice notice${advice === 'legacy' || advice === 'required' ? ' notice--danger' : ''}`}
          role="note"
        >
          <p>
            <strong>{t(`device.advice.${advice}.title`)}</strong>{' '}
            {t(`device.advice.${advice}.text`, { version: info.fw_version })}
          </p>
          <Link to={advice === 'legacy' ? '/ota-fw3' : '/ota'}>
            {t(`device.advice.${advice}.action`)}
          </Link>
        </div>
      )}
      <p className="home-device__links">
        <Link to="/device-selection">{t('device.change')}</Link>
        <Link to="/fw-release-notes">{t('device.releaseNotes')}</Link>
      </p>
    </section>
  );
}
