import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_SPEED_PCT,
  isHampPlaying,
  MulticastResults,
  percentOfVelocity,
  useDeviceState,
  useHamp,
} from '../../device';
import { Button, Slider } from '../../ui';

/** One tap of Slower or Faster. */
const SPEED_STEP_PCT = 10;

const clampPct = (pct: number) => Math.min(100, Math.max(0, Math.round(pct)));

/**
 * HAMP for a thumb: big Start and Stop, a big speed control with Slower and Faster steps, and the
 * device's own play state from the event stream. Commands go through `useHamp`, so with
 * multicast on they reach every linked device, and each device's answer is listed.
 */
export function RemoteControls() {
  const { t } = useTranslation('remote');
  const command = useHamp();
  const hamp = useDeviceState((state) => state.hamp);
  const playing = isHampPlaying(hamp);
  const [speedPct, setSpeedPct] = useState(DEFAULT_SPEED_PCT);

  // Quick taps and drags send only the newest speed, within the device's budget.
  const changeSpeed = (pct: number) => {
    const next = clampPct(pct);
    setSpeedPct(next);
    if (playing) command.setVelocity(next);
  };

  // HAMP starts at velocity 0, so the chosen speed follows the start in the same command.
  const start = () => command.start(speedPct);
  const stop = () => command.stop();

  return (
    <div className="remote" aria-busy={command.busy}>
      <p className="remote__state" data-playing={playing} aria-live="polite">
        <span data-testid="remote-hamp-state">
          {playing ? t('controls.playing') : t('controls.stopped')}
        </span>
        {playing && (
          <span className="remote__state-speed">
            {t('controls.deviceSpeed', { percent: percentOfVelocity(hamp.velocity) })}
          </span>
        )}
      </p>
      {command.multicast && <p className="remote__multicast">{t('controls.multicast')}</p>}
      <div className="remote__buttons">
        <Button className="remote__big" onClick={() => void start()}>
          {t('controls.start')}
        </Button>
        <Button
          className="remote__big remote__big--stop"
          variant="danger"
          onClick={() => void stop()}
        >
          {t('controls.stop')}
        </Button>
      </div>
      <div className="remote__speed">
        <Slider
          label={t('controls.speed')}
          value={[speedPct]}
          min={0}
          max={100}
          formatValue={(percent) => t('controls.speedValue', { percent })}
          onValueChange={([pct]) => {
            if (pct !== undefined) setSpeedPct(pct);
          }}
          onValueCommit={([pct]) => {
            if (pct !== undefined) changeSpeed(pct);
          }}
        />
        <div className="remote__steps">
          <Button variant="secondary" onClick={() => changeSpeed(speedPct - SPEED_STEP_PCT)}>
            {t('controls.slower')}
          </Button>
          <Button variant="secondary" onClick={() => changeSpeed(speedPct + SPEED_STEP_PCT)}>
            {t('controls.faster')}
          </Button>
        </div>
      </div>
      <MulticastResults outcome={command.lastOutcome} />
    </div>
  );
}
