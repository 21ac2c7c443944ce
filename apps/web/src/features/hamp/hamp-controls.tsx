import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_SPEED_PCT,
  isHampPlaying,
  percentOfVelocity,
  useConnection,
  useDeviceState,
  canStop,
  useHamp,
} from '../../device';
import { Button, Slider } from '../../ui';

/**
 * Start, stop and speed of HAMP. The play state comes from the live session state; every command
 * goes through `useHamp`, so linked devices follow while multicast is on, each answer of the
 * current device is recorded, a dragged speed sends only its newest value within the device's
 * budget, and Stop goes at once.
 */
export function HampControls() {
  const { t } = useTranslation('hamp');
  const { status, connectionKey } = useConnection();
  const hamp = useDeviceState((state) => state.hamp);
  const connected = status === 'connected';
  const playing = connected && isHampPlaying(hamp);
  // The speed to run at: the device's when it already strokes (e.g. started from another app).
  const [speedPct, setSpeedPct] = useState(() =>
    playing ? percentOfVelocity(hamp.velocity) : DEFAULT_SPEED_PCT,
  );

  const hampCommands = useHamp();

  return (
    <div className="stack">
      <div className="row">
        <Button onClick={() => void hampCommands.start(speedPct)} disabled={!connected || playing}>
          {t('controls.start')}
        </Button>
        {/* Stop stays available for the device in use, connected or reconnecting: stopping must
            never wait for a state report or a connect. */}
        <Button
          variant="secondary"
          onClick={() => void hampCommands.stop()}
          disabled={!canStop(status, connectionKey)}
        >
          {t('controls.stop')}
        </Button>
      </div>
      <Slider
        label={t('controls.speed')}
        value={[speedPct]}
        min={0}
        max={100}
        disabled={!connected}
        formatValue={(percent) => t('controls.speedValue', { percent })}
        onValueChange={([percent]) => {
          if (percent === undefined) return;
          setSpeedPct(percent);
          // A dragged slider fires far faster than the device may be sent to: the lane keeps the newest.
          if (playing) hampCommands.setVelocity(percent);
        }}
      />
      <p className="muted">{t('controls.speedHint')}</p>
    </div>
  );
}
