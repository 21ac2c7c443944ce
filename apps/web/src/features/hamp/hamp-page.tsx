import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionStatus } from '../../device/connection-status';
import { useDeviceApi } from '../../device/use-device-api';
import { PageHeader } from '../../ui';
import { HampControls } from './hamp-controls';

/**
 * `/hamp`: automatic stroking. Start, stop and speed work now (kept from the foundation's first
 * page); the full mode with live state from the event stream arrives with the live-device issue.
 */
export default function HampPage() {
  const { t } = useTranslation('hamp');
  const device = useDeviceApi();
  const headingId = useId();
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ConnectionStatus />
      <section className="card" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('controls.heading')}</h2>
        {device ? <HampControls device={device} /> : <p>{t('controls.connectFirst')}</p>}
      </section>
    </>
  );
}
