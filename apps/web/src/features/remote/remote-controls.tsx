import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceApi, HampState } from '@glide/handy';
import { useDeviceCommand } from '../../device/use-device-command';
import { useDeviceState } from '../../device/use-device-state';
import { latestOnly } from '../../lib/latest-only';
import { Button, Slider } from '../../ui';
import { MulticastResults } from '../link/multicast-results';

/** HAMP's velocity is 0–1 on the wire; people set a percentage. */
const DEFAULT_SPEED_PCT = 50;
/** One tap of Slower or Faster. */
const SPEED_STEP_PCT = 10;

const hampLoaded = (hamp: HampState) => ({ type: 'hamp_loaded', hamp }) as const;

/**
 * HAMP's playing state on the wire (the SDK's `HampPlayState.PLAYING`); a value import of the SDK
 * would pull it into this page's chunk, which otherwise gets it only with the first connect.
 */
const HAMP_PLAYING = 1;

const clampPct = (pct: number) => Math.min(100, Math.max(0, Math.round(pct)));

/**
 * HAMP for a thumb: big Start and Stop, a big speed control with Slower and Faster steps, and the
 * device's own play state from the event stream. Commands go through `useDeviceCommand`, so with
 * multicast on they reach every linked device, and each device's answer is listed.
 */
export function RemoteControls() {
  const { t } = useTranslation('remote');
  const command = useDeviceCommand();
  const { send } = command;
  const hamp = useDeviceState((state) => state.hamp);
  const playing = hamp.play_state === HAMP_PLAYING;
  const [speedPct, setSpeedPct] = useState(DEFAULT_SPEED_PCT);

  // A dragged slider fires faster than the device answers: only the newest speed is sent.
  const sendSpeed = useMemo(
    () =>
      latestOnly(async (pct: number) => {
        await send((api: DeviceApi) => api.hamp.setVelocity(pct / 100), { toAction: hampLoaded });
      }),
    [send],
  );

  const changeSpeed = (pct: number) => {
    const next = clampPct(pct);
    setSpeedPct(next);
    if (playing) sendSpeed(next);
  };

  // HAMP starts at velocity 0, so the chosen speed follows the start in the same command.
  const start = () =>
    send(
      async (api: DeviceApi) => {
        await api.hamp.start();
        return api.hamp.setVelocity(speedPct / 100);
      },
      { toAction: hampLoaded },
    );
  const stop = () => send((api: DeviceApi) => api.hamp.stop(), { toAction: hampLoaded });

  return (
    <div className="remote" aria-busy={command.busy}>
      <p className="remote__state" data-playing={playing} aria-live="polite">
        <span data-testid="remote-hamp-state">
          {playing ? t('controls.playing') : t('controls.stopped')}
        </span>
        {playing && (
          <span className="remote__state-speed">
            {t('controls.deviceSpeed', { percent: Math.round(hamp.velocity * 100) })}
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
