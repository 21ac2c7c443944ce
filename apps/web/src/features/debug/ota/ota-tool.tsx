import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ConnectionStatus,
  useConnection,
  useDeviceState,
  useFirmwareVersions,
} from '../../../device';
import { Button } from '../../../ui';
import { EmulatorOtaSwitchCard } from './emulator-ota-switch-card';

/**
 * `/debug/ota`: the session's OTA state live (spec §3: ongoing, done, failed, progress, the latest
 * release and the offered versions) and, against the emulator, its switch for how the next update
 * ends. The update itself runs from `/ota` (the session keeps its state across pages); the tool
 * shares no code with that page, so the start-up chunk's list of chunks to preload stays as short.
 */
export default function OtaTool() {
  const { t } = useTranslation('ota');
  const { t: td } = useTranslation('debug');
  const { t: tc } = useTranslation('common');
  const connected = useConnection().status === 'connected';
  const ota = useDeviceState((state) => state.ota);
  const fwVersion = useDeviceState((state) => state.device.fw_version);
  const { read, reload } = useFirmwareVersions();
  const yesNo = (value: boolean) => (value ? td('values.yes') : td('values.no'));
  const facts: readonly [label: string, value: string, id: string][] = [
    [t('debugTool.installed'), fwVersion ?? td('values.none'), 'installed'],
    [t('debugTool.ongoing'), yesNo(ota.ongoing), 'ongoing'],
    [t('debugTool.done'), yesNo(ota.done), 'done'],
    [t('debugTool.failed'), yesNo(ota.failed), 'failed'],
    [t('debugTool.progress'), `${Math.round(ota.progress * 100)} %`, 'progress'],
    [t('debugTool.latest'), ota.latestFirmwareVersion?.version ?? td('values.none'), 'latest'],
  ];
  return (
    <>
      <ConnectionStatus />
      <section className="debug-card" aria-labelledby="debug-ota-state">
        <h2 id="debug-ota-state">{t('debugTool.stateHeading')}</h2>
        <dl className="debug-facts">
          {facts.map(([label, value, id]) => (
            <div key={id} className="debug-facts__row">
              <dt>{label}</dt>
              <dd data-testid={`debug-ota-${id}`}>{value}</dd>
            </div>
          ))}
        </dl>
        <p>
          <Link to="/ota">{t('debugTool.toUpdate')}</Link>
        </p>
      </section>
      <section className="debug-card" aria-labelledby="debug-ota-versions">
        <h2 id="debug-ota-versions">{t('debugTool.versionsHeading')}</h2>
        {read.status === 'failed' && (
          <p role="alert" className="error">
            {tc(`errors.${read.error.key}`, read.error.values)}
          </p>
        )}
        {ota.firmwareVersions.length === 0 ? (
          <p className="muted">
            {read.status === 'loading' ? t('debugTool.versionsLoading') : t('debugTool.noVersions')}
          </p>
        ) : (
          <ul data-testid="debug-ota-versions">
            {ota.firmwareVersions.map((release) => (
              <li key={`${release.feature_flags} ${release.version}`}>
                <code>{release.version}</code> ({release.feature_flags})
              </li>
            ))}
          </ul>
        )}
        <div className="row">
          <Button variant="secondary" disabled={!connected} onClick={reload}>
            {t('debugTool.reloadVersions')}
          </Button>
        </div>
      </section>
      <EmulatorOtaSwitchCard />
    </>
  );
}
