import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '../../../ui';
import { ActionResultLine } from './action-result';
import type { EmulatorControl } from './emulator-control';
import { parseNumberInRange } from './parse-number';
import { useControlAction } from './use-control-action';

/** The emulator takes server offsets of up to a day either way. */
const OFFSET_LIMIT_MS = 86_400_000;

/**
 * Moves the emulated server clock: every device's play clock follows, and the app's next clock
 * sync finds the new offset.
 */
export function ServerClockSection({ control }: { readonly control: EmulatorControl }) {
  const { t } = useTranslation('debug');
  const action = useControlAction();
  const [offsetMs, setOffsetMs] = useState<number>();
  const [text, setText] = useState('0');
  const typed = parseNumberInRange(text, -OFFSET_LIMIT_MS, OFFSET_LIMIT_MS);

  useEffect(() => {
    let live = true;
    void control.serverClock().then((result) => {
      if (live && result.ok) setOffsetMs(result.value.offsetMs);
    });
    return () => {
      live = false;
    };
  }, [control]);

  const set = async () => {
    if (typed === undefined) return;
    const clock = await action.run(
      () => control.setServerClock(typed),
      (value) => t('emulator.clock.set', { offsetMs: value.offsetMs }),
    );
    if (clock) setOffsetMs(clock.offsetMs);
  };

  return (
    <section className="debug-card" aria-labelledby="emulator-clock">
      <h2 id="emulator-clock">{t('emulator.clock.heading')}</h2>
      <p className="muted">
        {offsetMs === undefined
          ? t('emulator.device.loading')
          : t('emulator.clock.current', { offsetMs })}
      </p>
      <div className="debug-toolbar">
        <TextField
          label={t('emulator.clock.offset')}
          inputMode="numeric"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={
            typed === undefined
              ? t('emulator.range', { min: -OFFSET_LIMIT_MS, max: OFFSET_LIMIT_MS })
              : undefined
          }
        />
        <div className="debug-actions">
          <Button disabled={action.pending || typed === undefined} onClick={() => void set()}>
            {t('emulator.clock.apply')}
          </Button>
        </div>
      </div>
      <ActionResultLine result={action.result} />
    </section>
  );
}
