import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';
import { ActionResultLine } from './action-result';
import type { DeviceDetail, DeviceSummary, EmulatorControl } from './emulator-control';
import { useControlAction, type ActionResult } from './use-control-action';

/** Props of {@link DeviceSection}. */
export interface DeviceSectionProps {
  readonly control: EmulatorControl;
  readonly connectionKey: string;
  /** Bumped by the other sections after a change, so the figures here follow. */
  readonly revision: number;
  readonly onChanged: () => void;
}

/** A key shown without giving it away: its first two characters. */
const masked = (key: string) => `${key.slice(0, 2)}…`;

/**
 * The emulated device this app is connected to (its figures as the emulator holds them), the
 * emulator's other devices, and the switch that takes the device offline and back.
 */
export function DeviceSection({ control, connectionKey, revision, onChanged }: DeviceSectionProps) {
  const { t } = useTranslation('debug');
  const action = useControlAction();
  const [device, setDevice] = useState<DeviceDetail>();
  const [devices, setDevices] = useState<readonly DeviceSummary[]>([]);
  const [reload, setReload] = useState(0);
  const [loadFailure, setLoadFailure] = useState<ActionResult>();

  useEffect(() => {
    let current = true;
    void (async () => {
      const [one, all] = await Promise.all([control.device(), control.devices()]);
      if (!current) return;
      if (one.ok) setDevice(one.value);
      if (all.ok) setDevices(all.value);
      setLoadFailure(one.ok ? undefined : one);
    })();
    return () => {
      current = false;
    };
  }, [control, revision, reload]);

  const setOnline = async (online: boolean) => {
    await action.run(
      () => control.setOnline(online),
      (value) => (value ? t('emulator.device.nowOnline') : t('emulator.device.nowOffline')),
    );
    onChanged();
  };

  const yesNo = (value: boolean) => (value ? t('values.yes') : t('values.no'));
  return (
    <section className="debug-card" aria-labelledby="emulator-device">
      <h2 id="emulator-device">{t('emulator.device.heading')}</h2>
      {device ? (
        <dl className="debug-facts">
          <div className="debug-facts__row">
            <dt>{t('emulator.device.online')}</dt>
            <dd>{yesNo(device.online)}</dd>
          </div>
          <div className="debug-facts__row">
            <dt>{t('emulator.device.model')}</dt>
            <dd>{device.model}</dd>
          </div>
          <div className="debug-facts__row">
            <dt>{t('emulator.device.firmware')}</dt>
            <dd>{device.fwVersion}</dd>
          </div>
          <div className="debug-facts__row">
            <dt>{t('emulator.device.battery')}</dt>
            <dd>
              {typeof device.battery.level === 'number' && Number.isFinite(device.battery.level)
                ? t('emulator.device.batteryLevel', {
                    levelPct: Math.round(device.battery.level * 100),
                  })
                : t('values.none')}
              {device.battery.charging ? ` · ${t('emulator.device.charging')}` : ''}
            </dd>
          </div>
          <div className="debug-facts__row">
            <dt>{t('emulator.device.temperature')}</dt>
            <dd>
              {t('emulator.device.celsius', { value: device.temperature.motorTempC })}
              {device.temperature.high ? ` · ${t('emulator.device.hot')}` : ''}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="muted">{t('emulator.device.loading')}</p>
      )}
      <div className="debug-actions">
        <Button variant="secondary" onClick={() => setReload((n) => n + 1)}>
          {t('emulator.device.refresh')}
        </Button>
        <Button
          variant="secondary"
          disabled={action.pending}
          onClick={() => void setOnline(!(device?.online ?? true))}
        >
          {device?.online === false
            ? t('emulator.device.connect')
            : t('emulator.device.disconnect')}
        </Button>
      </div>
      <ActionResultLine result={loadFailure ?? action.result} />
      <h3>{t('emulator.device.listHeading', { count: devices.length })}</h3>
      <ul className="debug-device-list">
        {devices.map((item) => (
          <li key={item.connectionKey}>
            <code>{masked(item.connectionKey)}</code> {item.model} · {item.fwVersion} ·{' '}
            {item.online ? t('emulator.device.listOnline') : t('emulator.device.listOffline')}
            {item.connectionKey === connectionKey ? ` · ${t('emulator.device.thisOne')}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
