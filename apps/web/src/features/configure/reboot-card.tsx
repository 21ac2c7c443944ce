import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionType, useConnection, useDeviceState, useSystem } from '../../device';
import { Button, ConfirmDialog, Select } from '../../ui';
import { ConfigureCard } from './configure-card';

/** A connection mode by name (the select's values are strings). */
type ModeName = keyof typeof ConnectionType;

/** The modes in the order offered: the usual ones first. */
const MODES: readonly ModeName[] = ['WIFI_BLE', 'WIFI', 'BLE', 'LEGACY_BLE', 'OFFLINE', 'NONE'];

/** Modes in which the device reaches the cloud again, so Glide can reconnect to it. */
const CLOUD_MODES: ReadonlySet<ModeName> = new Set(['WIFI', 'WIFI_BLE']);

/**
 * Restarts the device into a connection mode, after a confirmation. The device then disconnects;
 * the session reconnects by itself when it is back (a new `session_id`), and the card follows that.
 */
export function RebootCard() {
  const { t } = useTranslation('configure');
  const { status, info } = useConnection();
  const bleOn = useDeviceState((s) => s.system.ble);
  const command = useSystem();
  const { busy } = command;
  const [choice, setChoice] = useState<ModeName | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The session the reboot was sent in: a connected device with another one has come back.
  const [sent, setSent] = useState<{ mode: ModeName; sessionId: string | undefined } | null>(null);

  const connected = status === 'connected';
  const mode = choice ?? (bleOn === false ? 'WIFI' : 'WIFI_BLE');
  const reachable = CLOUD_MODES.has(mode);
  const back = sent !== null && connected && info?.session_id !== sent.sessionId;

  const reboot = async () => {
    const sessionId = info?.session_id;
    const outcome = await command.reboot(ConnectionType[mode]);
    if (outcome?.allOk) setSent({ mode, sessionId });
  };

  return (
    <ConfigureCard
      title={t('reboot.title')}
      description={t('reboot.description')}
      testId="configure-reboot"
    >
      <Select<ModeName>
        label={t('reboot.mode')}
        value={mode}
        options={MODES.map((name) => ({ value: name, label: t(`reboot.modes.${name}`) }))}
        onValueChange={setChoice}
        disabled={!connected || busy}
      />
      <p className={reachable ? 'muted' : 'error'}>
        {reachable ? t('reboot.reconnects') : t('reboot.unreachable')}
      </p>
      <div className="row">
        <Button variant="danger" onClick={() => setConfirming(true)} disabled={!connected || busy}>
          {t('reboot.reboot')}
        </Button>
      </div>
      {!connected && sent === null && <p className="muted">{t('state.offline')}</p>}
      <p role="status" data-testid="reboot-progress">
        {sent === null
          ? ''
          : back
            ? t('reboot.back')
            : CLOUD_MODES.has(sent.mode)
              ? t('reboot.restarting')
              : t('reboot.gone')}
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('reboot.confirmTitle')}
        description={t('reboot.confirmText', { mode: t(`reboot.modes.${mode}`) })}
        confirmLabel={t('reboot.reboot')}
        cancelLabel={t('actions.cancel')}
        destructive
        onConfirm={() => {
          setConfirming(false);
          void reboot();
        }}
      />
    </ConfigureCard>
  );
}
