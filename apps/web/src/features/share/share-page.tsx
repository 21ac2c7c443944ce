import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  SHARE_PATH,
  sharedVisit,
  useConnection,
  visitSharedDevice,
  type ErrorMessage,
} from '../../device';
import { usePreferences } from '../../preferences/use-preferences';
import { Button, PageHeader } from '../../ui';
import { sharedKey, shareTargetPath } from './share-target';
import './share.css';

/** A failed connect, and which attempt it belongs to (a retry starts a new one). */
interface Failure {
  readonly attempt: number;
  readonly error: ErrorMessage;
}

/** What the visitor decided about a link to another device than their own. */
type Choice = 'ask' | 'shared';

/**
 * `/share`: a link someone shared (`/share#k=<key>&to=<page>`, or the older `/share/<key>/<page>`),
 * whose key start-up or the navigation already took out of the address and keeps in memory. A visitor without a device of their own is connected
 * to the shared device at once; one with their own device is asked first (use the shared device
 * for this visit, or keep theirs). Either way the shared key is used for this visit only: it is
 * never stored, shown or put back in an address, and a reload returns to the visitor's own key.
 * Then the page replaces itself with the shared page (one of `SHARE_ROUTES`, the remote control
 * by default).
 */
export default function SharePage({ route }: { route?: string }) {
  const { t } = useTranslation('share');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const addressKey = useParams().key;
  const pending = useSyncExternalStore(
    sharedVisit.subscribe,
    sharedVisit.pending,
    sharedVisit.pending,
  );
  const { connectionKey: ownKey } = usePreferences();
  const connection = useConnection();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [choice, setChoice] = useState<Choice>('ask');
  // Where the page goes once done (the shared page); from then on it only says so.
  const [leftFor, setLeftFor] = useState<string | undefined>(undefined);

  // Should the key still be in the address, take it out at once.
  useEffect(() => {
    if (addressKey === undefined) return;
    sharedVisit.hold({ key: addressKey, route });
    void navigate(SHARE_PATH, { replace: true });
  }, [addressKey, route, navigate]);

  const key = sharedKey(pending?.key);
  const target = shareTargetPath(pending?.route);
  const own = key !== undefined && ownKey === key;
  const asking = key !== undefined && !own && ownKey !== '' && choice === 'ask';
  const useShared = key !== undefined && !own && !asking;

  useEffect(() => {
    if (!useShared) return;
    let current = true;
    void visitSharedDevice(key).then((error) => {
      if (current && error) setFailure({ attempt, error });
    });
    return () => {
      current = false;
    };
  }, [useShared, key, attempt]);

  const ours = useShared && connection.connectionKey === key;
  const arrived = ours && connection.status === 'connected';
  // The visitor's own device (nothing to connect or ask), or the shared one connected: done.
  if ((own || arrived) && leftFor === undefined) setLeftFor(target);
  useEffect(() => {
    if (leftFor === undefined) return;
    sharedVisit.dropPending();
    void navigate(leftFor, { replace: true });
  }, [leftFor, navigate]);

  const ownFailure = failure?.attempt === attempt ? failure.error : undefined;
  // The live state says why at once (an offline device), before the connect gives up.
  const liveFailure =
    ours && (connection.status === 'disconnected' || connection.status === 'error')
      ? connection.errorMessage
      : undefined;
  const reason =
    liveFailure ?? (ownFailure ? tc(`errors.${ownFailure.key}`, ownFailure.values) : undefined);

  const keepMine = () => setLeftFor(target);

  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className="card stack share" data-testid="share-progress">
        {leftFor !== undefined ? (
          <p role="status" className="share__progress">
            <span className="share__spinner" aria-hidden />
            {t('opening')}
          </p>
        ) : pending === undefined && addressKey === undefined ? (
          <p role="alert" className="error">
            {t('nothingPending')}
          </p>
        ) : pending !== undefined && key === undefined ? (
          <p role="alert" className="error">
            {t('invalidKey')}
          </p>
        ) : asking ? (
          <section className="stack" aria-labelledby="share-choice-heading">
            <h2 id="share-choice-heading">{t('choice.heading')}</h2>
            <p>{t('choice.body')}</p>
            <div className="row share__choices">
              <Button onClick={() => setChoice('shared')}>{t('choice.useShared')}</Button>
              <Button variant="secondary" onClick={keepMine}>
                {t('choice.keepMine')}
              </Button>
            </div>
          </section>
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
