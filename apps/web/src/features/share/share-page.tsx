import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConnectionStatus } from '../../device/connection-status';
import { PageHeader } from '../../ui';

/**
 * `/share/:key/:route?`: a link someone shared. The key is never shown (it is a credential); the
 * shared page, when the link names one, is offered as the next step.
 */
export default function SharePage({ route }: { route?: string }) {
  const { t } = useTranslation('share');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ConnectionStatus />
      {route !== undefined && (
        <div className="card stack">
          <p>
            {t('target')} <code translate="no">/{route}</code>
          </p>
          <p>
            <Link to={`/${route}`}>{t('open')}</Link>
          </p>
        </div>
      )}
    </>
  );
}
