import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusDot } from '../ui/status-dot';
import { deviceWarnings } from './device-warnings';
import type { DeviceSessionState } from './session/state';
import { STATUS_TONES } from './status-tone';
import { useConnection } from './use-connection';
import { useDeviceState } from './use-device-state';
import { useWarningText } from './use-warning-text';
import './device.css';

const whole = (state: DeviceSessionState) => state;

/**
 * The live connection state in a line of text with its colour; once connected, the device's kind,
 * model, firmware and its status, network, battery, and every warning (heat, a blocked slider,
 * legacy firmware with the way forward, a dropped event stream). A polite live region, so a change
 * is read out without moving focus.
 */
export function ConnectionStatus() {
  const { t } = useTranslation('common');
  const { status, deviceKind, info, errorMessage } = useConnection();
  const session = useDeviceState(whole);
  const warnings = useMemo(() => deviceWarnings(session), [session]);
  const warningText = useWarningText();
  const reconnecting = warnings.some((warning) => warning.kind === 'streamReconnecting');
  const shown = warnings.filter((warning) => warning.kind !== 'streamReconnecting');
  const { battery, system } = session;
  const connected = status === 'connected' && info !== undefined;
  return (
    <div className="connection-status" data-status={status}>
      <p className="connection-status__line" role="status">
        <StatusDot tone={STATUS_TONES[status]} />
        <span>
          {t('connection.label')}{' '}
          <strong data-testid="connection-state">{t(`connection.status.${status}`)}</strong>
        </span>
        {reconnecting && (
          <span className="connection-status__reconnecting">
            {' '}
            {t('connection.streamReconnecting')}
          </span>
        )}
      </p>
      {connected && (
        <dl className="facts connection-status__facts">
          <dt>{t('connection.kind')}</dt>
          <dd>{t(`device.kind.${deviceKind}`)}</dd>
          <dt>{t('connection.model')}</dt>
          <dd translate="no">{info.hw_model_name ?? String(info.hw_model_no ?? '')}</dd>
          <dt>{t('connection.firmware')}</dt>
          <dd translate="no" data-testid="device-firmware">
            {info.fw_version}
          </dd>
          {info.fw_status !== undefined && (
            <>
              <dt>{t('connection.firmwareStatus')}</dt>
              <dd data-testid="device-firmware-status">
                {t(`connection.firmwareState.${info.fw_status}`)}
              </dd>
            </>
          )}
          {system.wifi_state !== undefined && (
            <>
              <dt>{t('connection.wifi')}</dt>
              <dd>{t(`connection.wifiState.${system.wifi_state}`)}</dd>
            </>
          )}
          {system.ble_state !== undefined && (
            <>
              <dt>{t('connection.bluetooth')}</dt>
              <dd>{t(`connection.bleState.${system.ble_state}`)}</dd>
            </>
          )}
          {battery.level !== undefined && (
            <>
              <dt>{t('connection.battery')}</dt>
              <dd data-testid="device-battery">
                {t('connection.batteryLevel', { level: Math.round(battery.level) })}
                {battery.charging_complete
                  ? ` · ${t('connection.charged')}`
                  : battery.charger_connected
                    ? ` · ${t('connection.charging')}`
                    : ''}
              </dd>
            </>
          )}
        </dl>
      )}
      {connected && shown.length > 0 && (
        <ul className="connection-status__warnings" aria-label={t('connection.warnings.badge')}>
          {shown.map((warning) => (
            <li key={warning.kind} className="error" data-warning={warning.kind}>
              {warning.kind === 'legacyFirmware' ? (
                <>
                  {t('connection.warnings.legacyFirmware', { version: warning.version })}{' '}
                  <Link to="/ota">{t('connection.warnings.updateFirmware')}</Link>
                </>
              ) : (
                warningText(warning)
              )}
            </li>
          ))}
        </ul>
      )}
      {errorMessage && status !== 'connecting' && (
        <p className="error connection-status__error">{errorMessage}</p>
      )}
    </div>
  );
}
