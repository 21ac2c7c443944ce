import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ButtonEventName,
  ButtonName,
  ConnectionStatus,
  sdkFlags,
  useDeviceSessionState,
} from '../../../device';
import { FactList, type Fact } from './fact-list';

/**
 * `/debug/channel-sdk`: spec §3's SDK state, live: the connect flow, the event stream, the clock
 * sync figures and the last button event.
 */
export default function SdkTool() {
  const { t } = useTranslation('debug');
  const state = useDeviceSessionState();
  const flags = sdkFlags(state);
  const { clock, sdk } = state;
  const yesNo = (value: boolean) => (value ? t('values.yes') : t('values.no'));
  const ms = (value: number | undefined) =>
    value === undefined ? t('values.none') : t('values.ms', { value: Math.round(value * 10) / 10 });
  const at = (value: number | undefined) =>
    value === undefined ? t('values.none') : new Date(value).toISOString();
  const code = (value: string): ReactNode => <code>{value}</code>;

  const connection: Fact[] = [
    ['connectionState', code(flags.connectionState)],
    ['connecting', yesNo(flags.connecting)],
    ['connectingTimeout', yesNo(flags.connectingTimeout)],
    ['infoUpdated', yesNo(flags.infoUpdated)],
    ['clientClockSynced', yesNo(flags.clientClockSynced)],
    ['connectError', flags.connectError?.message ?? t('values.none')],
  ];
  const stream: Fact[] = [
    ['sseConnected', yesNo(flags.sseConnected)],
    ['streamStatus', t(`sdk.streamStatus.${sdk.stream.status}`)],
    ['sseError', flags.sseError?.message ?? t('values.none')],
    ['attempt', String(sdk.stream.attempt)],
  ];
  const clockFacts: Fact[] = [
    ['synced', yesNo(clock.synced)],
    ['rtd', ms(clock.rtdMs)],
    ['clockOffset', ms(clock.clockOffsetMs)],
    ['lastClockSync', at(clock.lastClockSyncAtMs)],
    ['deviceTime', ms(clock.deviceTimeMs)],
    ['deviceClockOffset', ms(clock.deviceClockOffsetMs)],
    ['deviceRtd', ms(clock.deviceRtdMs)],
    ['deviceUserTimeOffset', ms(clock.deviceUserTimeOffsetMs)],
    ['clockSyncError', sdk.clockSyncError?.message ?? t('values.none')],
  ];
  const button = sdk.lastButtonEvent;
  const buttonFacts: Fact[] = button
    ? [
        ['button', code(ButtonName[button.button])],
        ['buttonEvent', code(ButtonEventName[button.event])],
        ['timestamp', at(button.timestampMs)],
      ]
    : [];

  return (
    <>
      <ConnectionStatus />
      <div className="debug-grid">
        <FactList title={t('sdk.connectionHeading')} facts={connection} />
        <FactList title={t('sdk.streamHeading')} facts={stream} />
        <FactList title={t('sdk.clockHeading')} facts={clockFacts} />
        <FactList
          title={t('sdk.buttonHeading')}
          facts={buttonFacts}
          empty={t('sdk.noButtonEvent')}
        />
      </div>
    </>
  );
}
