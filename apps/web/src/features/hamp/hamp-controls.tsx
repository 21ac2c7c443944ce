import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../device/use-connection';
import type { DeviceCommand } from '../../device/use-device-command';
import { useDeviceState } from '../../device/use-device-state';
import { Button, Slider } from '../../ui';
import { useLatestOnlyCommand } from './use-latest-only-command';
import {
  DEFAULT_SPEED_PCT,
  hampLoaded,
  percentOfVelocity,
  setVelocityCommand,
  startCommand,
} from './hamp-velocity';

/** `play_state` of a running HAMP (the SDK's `HampPlayState.PLAYING`, kept out of this chunk). */
const PLAYING = 1;

/**
 * Start, stop and speed of HAMP. The play state comes from the live session state; every command
 * goes through `useDeviceCommand`, so linked devices follow while multicast is on and each
 * answer of the current device is recorded (`hamp_loaded`).
 */
export function HampControls() {
  const { t } = useTranslation('hamp');
  const { status } = useConnection();
  const hamp = useDeviceState((state) => state.hamp);
  const connected = status === 'connected';
  const playing = connected && hamp.play_state === PLAYING;
  // The speed to run at: the device's when it already strokes (e.g. started from another app).
  const [speedPct, setSpeedPct] = useState(() =>
    playing ? percentOfVelocity(hamp.velocity) : DEFAULT_SPEED_PCT,
  );

  // A dragged slider fires faster than the device answers: only the newest speed is sent.
  const sendSpeed = useCallback(async (command: DeviceCommand, percent: number) => {
    await command.send(setVelocityCommand(percent), { toAction: hampLoaded });
  }, []);
  const { command, sendLatest } = useLatestOnlyCommand(sendSpeed);

  return (
    <div className="stack">
      <div className="row">
        <Button
          onClick={() => void command.send(startCommand(speedPct), { toAction: hampLoaded })}
          disabled={!connected || playing}
        >
          {t('controls.start')}
        </Button>
        {/* Stop stays available while connected: stopping must never wait for a state report. */}
        <Button
          variant="secondary"
          onClick={() => void command.send((api) => api.hamp.stop(), { toAction: hampLoaded })}
          disabled={!connected}
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
          if (playing) sendLatest(percent);
        }}
      />
      <p className="muted">{t('controls.speedHint')}</p>
    </div>
  );
}
