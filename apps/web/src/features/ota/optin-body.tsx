import { useTranslation } from 'react-i18next';
import type { OtaChannelChoice } from '@glide/handy';
import { useConnection, useOtaChannel } from '../../device';
import { Button } from '../../ui';
import { ChannelReleases } from './channel-releases';
import { OtaOffline } from './ota-cards';

/** The channels a user may choose, regular releases first. */
const CHOICES: readonly OtaChannelChoice[] = ['production', 'staging', 'development'];

/**
 * `/ota-optin`'s content: the device's release channel, opting in to a pre-release channel (beta or
 * development builds) and back out to the regular releases, with the releases the channel offers.
 */
export function OptinBody() {
  const { t } = useTranslation('ota');
  const { t: tc } = useTranslation('common');
  const { status } = useConnection();
  const { state, changing, changeError, reload, choose } = useOtaChannel();
  if (status !== 'connected') return <OtaOffline />;
  return (
    <div className="ota-cards">
      <section className="card stack" aria-labelledby="ota-channel-heading">
        <h2 id="ota-channel-heading">{t('optin.heading')}</h2>
        <p>{t('optin.explain')}</p>
        {state.status === 'loading' && (
          <p className="muted" role="status">
            {t('optin.loading')}
          </p>
        )}
        {state.status === 'failed' && (
          <div className="stack">
            <p role="alert" className="error">
              {tc(`errors.${state.error.key}`, state.error.values)}
            </p>
            <div className="row">
              <Button variant="secondary" onClick={reload}>
                {t('latest.retryCheck')}
              </Button>
            </div>
          </div>
        )}
        {state.status === 'ready' && (
          <>
            <p role="status" data-testid="ota-channel">
              {t('optin.current', { channel: t(`optin.channels.${state.channel}`) })}
            </p>
            {state.channel !== 'production' && <p>{t('optin.preReleaseNote')}</p>}
            <div className="row">
              {CHOICES.filter((choice) => choice !== state.channel).map((choice) => (
                <Button
                  key={choice}
                  variant={choice === 'production' ? 'primary' : 'secondary'}
                  disabled={changing}
                  onClick={() => void choose(choice)}
                >
                  {t(`optin.choose.${choice}`)}
                </Button>
              ))}
            </div>
          </>
        )}
        {changeError && (
          <p role="alert" className="error">
            {tc(`errors.${changeError.key}`, changeError.values)}
          </p>
        )}
      </section>
      {state.status === 'ready' && <ChannelReleases versions={state.versions} />}
    </div>
  );
}
