import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../ui/button';
import { loadOnUse } from '../../ui/load-on-use';
import { StatusDot } from '../../ui/status-dot';
import type { ConnectionStatus } from './connection-store';
import { deviceWarnings } from '../status/device-warnings';
import type { DeviceSessionState } from '../session/state';
import { STATUS_TONES } from '../status/status-tone';
import { useConnection } from './use-connection';
import { useDeviceState } from './use-device-state';

const whole = (state: DeviceSessionState) => state;
import './connection.css';

/** The button's face: its colour and text give the connection status. */
export function ConnectButtonFace({
  status,
  ...props
}: ButtonProps & { status: ConnectionStatus }) {
  const { t } = useTranslation('common');
  const session = useDeviceState(whole);
  const attention = useMemo(() => deviceWarnings(session).length > 0, [session]);
  return (
    <Button variant="ghost" className="connect-button" data-status={status} {...props}>
      <StatusDot tone={STATUS_TONES[status]} />
      <span className="connect-button__text">
        {/* A device with warnings is not plainly "Connected": the face says to look. */}
        {status === 'connected' && attention
          ? t('connect.button.attention')
          : t(`connect.button.${status}`)}
      </span>
      {attention && (
        <span className="connect-button__badge" data-testid="device-attention">
          <span aria-hidden>!</span>
          <span className="visually-hidden">{t('connection.warnings.badge')}</span>
        </span>
      )}
    </Button>
  );
}

/**
 * The compact connect button: its colour and text give the connection status; it opens a popover
 * with the connection key and Connect / Disconnect. The header and the `uui` page show this same
 * component. The popover's script loads on first use.
 */
export const ConnectButton = loadOnUse(
  () => import('./connect-popover'),
  function ConnectButtonStandIn({ onActivate, onWarm }) {
    const { status } = useConnection();
    return (
      <ConnectButtonFace
        status={status}
        aria-haspopup="dialog"
        aria-expanded={false}
        onClick={onActivate}
        onPointerEnter={onWarm}
        onFocus={onWarm}
      />
    );
  },
);
