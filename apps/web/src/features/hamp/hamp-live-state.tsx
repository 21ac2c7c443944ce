import { useTranslation } from 'react-i18next';
import { useConnection } from '../../device/use-connection';
import { useDeviceState } from '../../device/use-device-state';
import { percentOfVelocity } from './hamp-velocity';

/** `play_state` of a running HAMP (the SDK's `HampPlayState.PLAYING`, kept out of this chunk). */
const PLAYING = 1;

/**
 * What HAMP does now, as the event stream reports it: play state, direction and speed. A polite
 * live region, so that a change made elsewhere (the device's buttons, another app) is read out.
 */
export function HampLiveState() {
  const { t } = useTranslation('hamp');
  const { status } = useConnection();
  const hamp = useDeviceState((state) => state.hamp);
  const connected = status === 'connected';
  const playing = connected && hamp.play_state === PLAYING;
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
