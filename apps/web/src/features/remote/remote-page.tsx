import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionStatus, useConnection, useSharedVisit } from '../../device';
import { PageHeader } from '../../ui';
import { RemoteControls } from './remote-controls';
import { ShareDevice } from './share-device';
import './remote.css';

/**
 * `/remote`: a touch-first HAMP control for whoever holds the device's key (the owner, or a partner
 * who opened a shared link), and the owner's "share this device" link.
 */
export default function RemotePage() {
  const { t } = useTranslation('remote');
  const { status, connectionKey } = useConnection();
  const { shared } = useSharedVisit();
  const headingId = useId();
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ConnectionStatus />
      <div className="remote-layout">
        <section className="card" aria-labelledby={headingId}>
          <h2 id={headingId}>{t('controls.heading')}</h2>
          {status === 'connected' ? <RemoteControls /> : <p>{t('controls.connectFirst')}</p>}
        </section>
        <ShareDevice
          connectionKey={status === 'connected' ? connectionKey : ''}
          sharedWithMe={shared}
        />
      </div>
    </>
  );
}
