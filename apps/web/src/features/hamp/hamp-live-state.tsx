import { useTranslation } from 'react-i18next';
import { isHampPlaying, percentOfVelocity, useConnection, useDeviceState } from '../../device';

/**
 * What HAMP does now, as the event stream reports it: play state, direction and speed. A polite
 * live region, so that a change made elsewhere (the device's buttons, another app) is read out.
 */
export function HampLiveState() {
  const { t } = useTranslation('hamp');
  const { status } = useConnection();
  const hamp = useDeviceState((state) => state.hamp);
  const connected = status === 'connected';
  const playing = connected && isHampPlaying(hamp);
  const direction = !playing ? t('live.still') : hamp.direction ? t('live.up') : t('live.down');
  const percent = playing ? percentOfVelocity(hamp.velocity) : 0;
  return (
    <dl className="facts hamp-live" aria-live="polite">
      <dt>{t('live.state')}</dt>
      <dd data-testid="hamp-state" data-playing={playing}>
        {playing ? t('live.playing') : t('live.stopped')}
      </dd>
      <dt>{t('live.direction')}</dt>
      <dd data-testid="hamp-direction">{direction}</dd>
      <dt>{t('live.velocity')}</dt>
      <dd data-testid="hamp-velocity">{t('live.velocityValue', { percent })}</dd>
    </dl>
  );
}
