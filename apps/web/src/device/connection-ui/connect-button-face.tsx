import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../ui/button';
import { StatusDot } from '../../ui/status-dot';
import type { ConnectionStatus } from '../connection/connection-store';
import { useDeviceState } from '../connection/use-device-state';
import type { DeviceSessionState } from '../session/state';
import { deviceWarnings } from '../status/device-warnings';
import { STATUS_TONES } from '../status/status-tone';
import './connection.css';

const whole = (state: DeviceSessionState) => state;

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
