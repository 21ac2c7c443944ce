import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { DisclosureButton } from '../../ui/disclosure-button';
import { StatusDot } from '../../ui/status-dot';
import { deviceWarnings } from '../status/device-warnings';
import type { DeviceSessionState } from '../session/state';
import { STATUS_TONES } from '../status/status-tone';
import { useConnection } from '../connection/use-connection';
import { backToOwnDevice, keepSharedDevice, useSharedVisit } from '../sharing/shared-visit';
import { useDeviceState } from '../connection/use-device-state';
import { useWarningText } from '../status/use-warning-text';
import './connection.css';

const whole = (state: DeviceSessionState) => state;

/**
 * The live connection in one line (design: "status in one line", so that a page shows its own
 * controls first): its colour and state, and once connected the device's kind and battery, with
 * the rest (model, firmware and its status, network) behind "Details". Every warning (heat, low
 * memory, a device error, a blocked slider, legacy firmware with the way forward) stays in view
 * under the line, as does why the device is not connected. The line is a polite live region, so a
 * change is read out without moving focus.
 */
export function ConnectionStatus() {
  const { t } = useTranslation('common');
  const { status, deviceKind, info, errorMessage } = useConnection();
  const session = useDeviceState(whole);
  const warnings = useMemo(() => deviceWarnings(session), [session]);
  const warningText = useWarningText();
  const [open, setOpen] = useState(false);
  const { shared, ownKey } = useSharedVisit();
  const detailsId = useId();
  const reconnecting = warnings.some((warning) => warning.kind === 'streamReconnecting');
  const shown = warnings.filter((warning) => warning.kind !== 'streamReconnecting');
  const { battery, system } = session;
  const connected = status === 'connected' && info !== undefined;
  const batteryText =
    battery.level === undefined
      ? undefined
      : `${t('connection.batteryLevel', { level: Math.round(battery.level) })}${
          battery.charging_complete
            ? ` · ${t('connection.charged')}`
            : battery.charger_connected
              ? ` · ${t('connection.charging')}`
              : ''
        }`;
  return (
    <div className="connection-status" data-status={status}>
      <div className="connection-status__summary">
        <p className="connection-status__line" role="status">
          <StatusDot tone={STATUS_TONES[status]} />
          <span>
            {/* The word "Connection:" is read out, not shown: the dot and the state say it. */}
            <span className="visually-hidden">{t('connection.label')} </span>
            <strong data-testid="connection-state">{t(`connection.status.${status}`)}</strong>
            {connected && (
              <span className="connection-status__brief">
                {' · '}
                <span className="connection-status__fact">{t(`device.kind.${deviceKind}`)}</span>
                {batteryText !== undefined && (
                  <>
                    {' · '}
                    <span className="connection-status__fact">
                      <span className="visually-hidden">{t('connection.battery')} </span>
                      {batteryText}
                    </span>
                  </>
                )}
              </span>
            )}
            {reconnecting && (
              <span className="connection-status__reconnecting">
                {' '}
                {t('connection.streamReconnecting')}
              </span>
            )}
          </span>
        </p>
        {connected && (
          <DisclosureButton
            className="connection-status__toggle"
            open={open}
            onOpenChange={setOpen}
            controls={detailsId}
            sign="chevron"
            signClassName="connection-status__chevron"
          >
            {t('connection.details')}
          </DisclosureButton>
        )}
      </div>
      {shared && (
        <div className="connection-status__shared" data-testid="shared-visit">
          <p>{t('connection.shared.note')}</p>
          <div className="row">
            <Button variant="secondary" onClick={keepSharedDevice}>
              {t('connection.shared.remember')}
            </Button>
            {ownKey !== '' && (
              <Button variant="ghost" onClick={() => backToOwnDevice(ownKey)}>
                {t('connection.shared.backToMine')}
              </Button>
            )}
          </div>
        </div>
      )}
      {connected && (
        // Kept in the page while closed (hidden), so that its facts stay one place to read them.
        <dl className="facts connection-status__facts" id={detailsId} hidden={!open}>
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
          {batteryText !== undefined && (
            <>
              <dt>{t('connection.battery')}</dt>
              <dd data-testid="device-battery">{batteryText}</dd>
            </>
          )}
        </dl>
      )}
      {connected && shown.length > 0 && (
        <ul className="connection-status__warnings" aria-label={t('connection.warnings.badge')}>
          {shown.map((warning) => (
            <li key={warning.kind} className="error" data-warning={warning.kind}>
              {warningText(warning)}
              {(warning.kind === 'legacyFirmware' || warning.kind === 'updateRequired') && (
                <>
                  {' '}
                  <Link to={warning.kind === 'legacyFirmware' ? '/ota-fw3' : '/ota'}>
                    {t('connection.warnings.updateFirmware')}
                  </Link>
                </>
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
