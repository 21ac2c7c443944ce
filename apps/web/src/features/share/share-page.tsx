import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { connectionStore } from '../../device/connection-instance';
import { ConnectionError } from '../../device/connection-store';
import { toErrorMessage, type ErrorMessage } from '../../device/error-message';
import { useConnection } from '../../device/use-connection';
import { Button, PageHeader } from '../../ui';
import { sharedKey, shareTargetPath } from './share-target';
import './share.css';

/** A failed connect, and which attempt it belongs to (a retry starts a new one). */
interface Failure {
  readonly attempt: number;
  readonly error: ErrorMessage;
}

/**
 * `/share/:key/:route?`: a link someone shared. Connects to the device with the link's key, then
 * replaces this address with the shared page (one of `SHARE_ROUTES`, the remote control by
 * default), so that the key stays neither in the address bar nor in the history. The key is never
 * shown: it is a credential.
 */
export default function SharePage({ route }: { route?: string }) {
  const { t } = useTranslation('share');
  const { t: tc } = useTranslation('common');
  const key = sharedKey(useParams().key);
  const target = shareTargetPath(route);
  const navigate = useNavigate();
  const connection = useConnection();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);

  useEffect(() => {
    if (key === undefined) return;
    const store = connectionStore();
    const state = store.get();
    if (state.status === 'connected' && state.connectionKey === key) return;
    let current = true;
    store.connect(key).catch((error: unknown) => {
      if (!current) return;
      const detail = error instanceof ConnectionError ? error.detail : toErrorMessage(error);
      setFailure({ attempt, error: detail });
    });
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const ours = key !== undefined && connection.connectionKey === key;
  const arrived = ours && connection.status === 'connected';
  useEffect(() => {
    if (arrived) void navigate(target, { replace: true });
  }, [arrived, navigate, target]);

  const ownFailure = failure?.attempt === attempt ? failure.error : undefined;
  // The live state says why at once (an offline device), before the connect gives up.
  const liveFailure =
    ours && (connection.status === 'disconnected' || connection.status === 'error')
      ? connection.errorMessage
      : undefined;
  const reason =
    liveFailure ?? (ownFailure ? tc(`errors.${ownFailure.key}`, ownFailure.values) : undefined);

  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className="card stack share" data-testid="share-progress">
        {key === undefined ? (
          <p role="alert" className="error">
            {t('invalidKey')}
          </p>
        ) : reason !== undefined ? (
          <>
            <p role="alert" className="error">
              {t('failed', { reason })}
            </p>
            <div className="row">
              <Button onClick={() => setAttempt((value) => value + 1)}>{t('retry')}</Button>
            </div>
          </>
        ) : (
          <p role="status" className="share__progress">
            <span className="share__spinner" aria-hidden />
            {arrived ? t('opening') : t('connecting')}
          </p>
        )}
        <p>
          <Link to="/">{t('home')}</Link>
        </p>
      </div>
    </>
  );
}
