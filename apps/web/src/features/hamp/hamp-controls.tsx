import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceApi } from '@glide/handy';
import { toErrorMessage, type ErrorMessage } from '../../device/error-message';
import { latestOnly } from '../../lib/latest-only';
import { Button, Slider } from '../../ui';

/** HAMP's velocity is 0–1 on the wire; people set a percentage. */
const DEFAULT_SPEED_PCT = 50;

/** Start, stop and speed of HAMP for one connected device. */
export function HampControls({ device }: { device: DeviceApi }) {
  const { t } = useTranslation('hamp');
  const { t: tc } = useTranslation('common');
  const [playing, setPlaying] = useState(false);
  const [speedPct, setSpeedPct] = useState(DEFAULT_SPEED_PCT);
  const [error, setError] = useState<ErrorMessage | null>(null);

  // What the device does now, once per device: it may already be stroking from another app.
  useEffect(() => {
    let current = true;
    device.hamp.state().then(
      (state) => {
        if (!current) return;
        setPlaying(state.play_state === 1);
        if (state.play_state === 1) setSpeedPct(Math.round(state.velocity * 100));
      },
      (failure: unknown) => {
        if (current) setError(toErrorMessage(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [device]);

  // A dragged slider fires faster than the device answers: only the newest speed is sent.
  const sendSpeed = useMemo(
    () =>
      latestOnly(async (pct: number) => {
        try {
          await device.hamp.setVelocity(pct / 100);
        } catch (failure) {
          setError(toErrorMessage(failure));
        }
      }),
    [device],
  );

  const run = async (action: 'start' | 'stop') => {
    setError(null);
    try {
      const state = action === 'start' ? await device.hamp.start() : await device.hamp.stop();
      setPlaying(state.play_state === 1);
      if (action === 'start') sendSpeed(speedPct);
    } catch (failure) {
      setError(toErrorMessage(failure));
    }
  };

  return (
    <div className="stack">
      <p data-testid="hamp-state" aria-live="polite">
        {playing ? t('controls.playing') : t('controls.stopped')}
      </p>
      <div className="row">
        <Button onClick={() => void run('start')} disabled={playing}>
          {t('controls.start')}
        </Button>
        <Button variant="secondary" onClick={() => void run('stop')} disabled={!playing}>
          {t('controls.stop')}
        </Button>
      </div>
      <Slider
        label={t('controls.speed')}
        value={[speedPct]}
        min={0}
        max={100}
        formatValue={(percent) => t('controls.speedValue', { percent })}
        onValueChange={([pct]) => {
          if (pct === undefined) return;
          setSpeedPct(pct);
          if (playing) sendSpeed(pct);
        }}
      />
      {error && (
        <p role="alert" className="error">
          {tc(`errors.${error.key}`, error.values)}
        </p>
      )}
    </div>
  );
}
