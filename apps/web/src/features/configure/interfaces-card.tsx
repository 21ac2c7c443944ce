import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeviceRead, useDeviceState, useSystem } from '../../device';
import { Button, ConfirmDialog, Switch } from '../../ui';
import { ConfigureCard } from './configure-card';
import {
  bleStateKey,
  isLastInterface,
  turnOffRisk,
  wifiStateKey,
  type InterfaceName,
  type TurnOffRisk,
} from './interfaces';
import { ReadNotice } from './read-notice';
import { useConfigureDevice } from './use-configure-device';

/** Wi-Fi and Bluetooth: their state, and switches that ask before cutting a link in use. */
export function InterfacesCard() {
  const { t } = useTranslation('configure');
  const { connected } = useConfigureDevice();
  const { state, refresh } = useDeviceRead('interfaces');
  const system = useDeviceState((s) => s.system);
  const command = useSystem();
  const { busy } = command;
  const [pending, setPending] = useState<{ name: InterfaceName; risk: TurnOffRisk } | null>(null);

  const change = (name: InterfaceName, enabled: boolean) => {
    void command.setInterfaces({ [name]: enabled });
  };

  const request = (name: InterfaceName, enabled: boolean) => {
    const risk = enabled ? undefined : turnOffRisk(name, system);
    if (risk) setPending({ name, risk });
    else change(name, enabled);
  };

  const known = system.wifi !== undefined && system.ble !== undefined;
  const wifiState = wifiStateKey(system.wifi_state);
  const bleState = bleStateKey(system.ble_state);
  const lastOn = (name: InterfaceName) => known && isLastInterface(name, system);
  // No switching without a device, before its radios are known, or while a change is on its way.
  const off = !connected || !known || busy;
  return (
    <ConfigureCard
      title={t('interfaces.title')}
      description={t('interfaces.description')}
      testId="configure-interfaces"
      actions={
        <Button variant="ghost" onClick={refresh} disabled={!connected}>
          {t('interfaces.refresh')}
        </Button>
      }
    >
      {(!known || state.status === 'failed') && <ReadNotice state={state} />}
      <Switch
        label={t('interfaces.wifi')}
        checked={system.wifi === true}
        onCheckedChange={(enabled) => request('wifi', enabled)}
        disabled={off || lastOn('wifi')}
        description={
          <span data-testid="wifi-state">
            {wifiState ? t(`interfaces.wifiState.${wifiState}`) : t('interfaces.unknown')}
          </span>
        }
      />
      <Switch
        label={t('interfaces.ble')}
        checked={system.ble === true}
        onCheckedChange={(enabled) => request('ble', enabled)}
        disabled={off || lastOn('ble')}
        description={
          <span data-testid="ble-state">
            {bleState ? t(`interfaces.bleState.${bleState}`) : t('interfaces.unknown')}
          </span>
        }
      />
      {(lastOn('wifi') || lastOn('ble')) && <p className="muted">{t('interfaces.oneStaysOn')}</p>}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={
          pending?.name === 'wifi'
            ? t('interfaces.confirmWifiTitle')
            : t('interfaces.confirmBleTitle')
        }
        description={
          pending?.risk === 'bleLink' ? t('interfaces.bleLinkRisk') : t('interfaces.cloudLinkRisk')
        }
        confirmLabel={t('interfaces.turnOff')}
        cancelLabel={t('actions.cancel')}
        destructive
        onConfirm={() => {
          if (pending) change(pending.name, false);
          setPending(null);
        }}
      />
    </ConfigureCard>
  );
}
