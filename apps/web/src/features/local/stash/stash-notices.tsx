import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStashErrorText } from '../../../player';
import { Button } from '../../../ui';
import { videoCodecName } from '../intake/video-codec';
import type { StashSource } from './use-stash-source';

/**
 * Where a Stash scene stands, above the player: where it comes from (with the way back to its
 * list), while it loads, and each thing that went wrong in its own words with what fixes it.
 */
export function StashNotices({ source }: { readonly source: StashSource }) {
  const { t } = useTranslation('local');
  const errorText = useStashErrorText();
  const { state, choice, baseUrl } = source;
  const reason = (failure: Parameters<typeof errorText>[0]) => errorText(failure, baseUrl);

  if (!source.client) {
    return (
      <div className="local-message notice" data-testid="stash-no-source">
        <p>{t('stash.noSource')}</p>
        <Link className="ui-button ui-button--primary" to="/settings#settings-stash">
          {t('stash.openSettings')}
        </Link>
      </div>
    );
  }
  return (
    <div className="local-messages" aria-live="polite" data-testid="stash-notices">
      <p className="local-stash-from">
        <span>{t('stash.from')}</span>{' '}
        <Link to={source.listHref} data-testid="stash-back">
          {t('stash.back')}
        </Link>
      </p>
      {state.kind === 'loading' && (
        <p className="local-muted" role="status">
          {t('stash.loading')}
        </p>
      )}
      {state.kind === 'missing' && (
        <p className="local-message notice notice--danger" role="alert">
          {t('stash.missing')}
        </p>
      )}
      {state.kind === 'failed' && (
        <div
          className="local-message notice notice--danger"
          role="alert"
          data-testid="stash-failed"
        >
          <p>{reason(state.failure)}</p>
          <div className="row">
            <Button variant="secondary" onClick={source.retry}>
              {t('stash.retry')}
            </Button>
            {state.failure.code === 'unauthorized' && (
              <Link className="ui-button ui-button--secondary" to="/settings#settings-stash">
                {t('stash.newKey')}
              </Link>
            )}
          </div>
        </div>
      )}
      {choice?.kind === 'transcode' && (
        <p className="local-message local-message--warning" data-testid="stash-transcode">
          {t('stash.transcode', { codec: videoCodecName(choice.videoCodec) })}
        </p>
      )}
      {choice?.kind === 'unplayable' && (
        <p
          className="local-message notice notice--danger"
          role="alert"
          data-testid="stash-unplayable"
        >
          {choice.videoCodec === ''
            ? t('stash.unplayableUnknown')
            : t('stash.unplayable', { codec: videoCodecName(choice.videoCodec) })}
        </p>
      )}
      {state.kind === 'ready' && !state.scene.interactive && (
        <p className="local-message local-message--warning" data-testid="stash-no-script">
          {t('stash.noScript')}
        </p>
      )}
      {source.scriptFailure && (
        <p
          className="local-message notice notice--danger"
          role="alert"
          data-testid="stash-script-failed"
        >
          {t('stash.scriptFailed', { reason: reason(source.scriptFailure) })}
        </p>
      )}
      {source.activityFailure && (
        <div
          className="local-message notice notice--danger"
          role="alert"
          data-testid={source.activityFailure.paused ? 'stash-lost' : 'stash-activity-failed'}
        >
          <p>
            {t(source.activityFailure.paused ? 'stash.lost' : 'stash.activityFailed', {
              reason: reason(source.activityFailure.failure),
            })}
          </p>
          {source.activityFailure.failure.code === 'unauthorized' && (
            <Link className="ui-button ui-button--secondary" to="/settings#settings-stash">
              {t('stash.newKey')}
            </Link>
          )}
        </div>
      )}
      {source.nextFailure && (
        <p className="local-message notice notice--danger" role="alert">
          {t('stash.nextFailed', { reason: reason(source.nextFailure) })}
        </p>
      )}
    </div>
  );
}
