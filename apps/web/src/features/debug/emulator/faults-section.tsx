import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '../../../ui';
import { ActionResultLine } from './action-result';
import type { EmulatorControl, FaultSettings } from './emulator-control';
import { parseNumberInRange } from './parse-number';
import { useControlAction } from './use-control-action';

/** The ranges the emulator takes (`packages/emulator` control schemas). */
const RANGES = {
  errorRatePct: { min: 0, max: 100 },
  errorStatus: { min: 400, max: 599 },
  latencyMs: { min: 0, max: 60_000 },
  sseDropEveryMs: { min: 0, max: 3_600_000 },
} as const;

type Field = keyof typeof RANGES;

/**
 * Faults for the connected device's API calls (error rate and status, latency) and its event
 * stream (dropped every so often, or once now); clearing them takes the device back to normal.
 */
export function FaultsSection({ control }: { readonly control: EmulatorControl }) {
  const { t } = useTranslation('debug');
  const action = useControlAction();
  const [current, setCurrent] = useState<FaultSettings>();
  const [text, setText] = useState<Record<Field, string>>({
    errorRatePct: '100',
    errorStatus: '503',
    latencyMs: '0',
    sseDropEveryMs: '0',
  });

  useEffect(() => {
    let live = true;
    void control.faults().then((result) => {
      if (live && result.ok) setCurrent(result.value);
    });
    return () => {
      live = false;
    };
  }, [control]);

  const values = {
    errorRatePct: parseNumberInRange(text.errorRatePct, 0, 100),
    errorStatus: parseNumberInRange(text.errorStatus, 400, 599),
    latencyMs: parseNumberInRange(text.latencyMs, 0, 60_000),
    // The emulator takes 0 (off) or at least 100 ms, so that a tiny period cannot spin it.
    sseDropEveryMs: ((ms) => (ms === undefined || (ms > 0 && ms < 100) ? undefined : ms))(
      parseNumberInRange(text.sseDropEveryMs, 0, 3_600_000),
    ),
  };
  const valid = Object.values(values).every((value) => value !== undefined);

  const apply = async (change: Parameters<EmulatorControl['setFaults']>[0], done: string) => {
    const faults = await action.run(
      () => control.setFaults(change),
      () => done,
    );
    if (faults) setCurrent(faults);
  };
  const inject = () => {
    const { errorRatePct, errorStatus, latencyMs, sseDropEveryMs } = values;
    if (
      errorRatePct === undefined ||
      errorStatus === undefined ||
      latencyMs === undefined ||
      sseDropEveryMs === undefined
    )
      return;
    void apply(
      { errorRate: errorRatePct / 100, errorStatus, latencyMs, sseDropEveryMs },
      t('emulator.faults.injected'),
    );
  };
  const clear = async () => {
    const faults = await action.run(
      () => control.clearFaults(),
      () => t('emulator.faults.cleared'),
    );
    if (faults) setCurrent(faults);
  };

  const field = (name: Field) => (
    <TextField
      key={name}
      label={t(`emulator.faults.${name}`)}
      inputMode="numeric"
      value={text[name]}
      onChange={(e) => setText({ ...text, [name]: e.target.value })}
      error={
        values[name] === undefined
          ? t(
              name === 'sseDropEveryMs' ? 'emulator.faults.dropRange' : 'emulator.range',
              RANGES[name],
            )
          : undefined
      }
    />
  );

  return (
    <section className="debug-card" aria-labelledby="emulator-faults">
      <h2 id="emulator-faults">{t('emulator.faults.heading')}</h2>
      <p className="muted" data-testid="faults-in-force">
        {current &&
        (current.errorRate ?? 0) + (current.latencyMs ?? 0) + (current.sseDropEveryMs ?? 0) > 0
          ? t('emulator.faults.inForce', {
              errorRatePct: Math.round((current.errorRate ?? 0) * 100),
              errorStatus: current.errorStatus ?? 500,
              latencyMs: current.latencyMs ?? 0,
              sseDropEveryMs: current.sseDropEveryMs ?? 0,
            })
          : t('emulator.faults.none')}
      </p>
      <div className="debug-toolbar">
        {(Object.keys(RANGES) as Field[]).map(field)}
        <div className="debug-actions">
          <Button disabled={action.pending || !valid} onClick={inject}>
            {t('emulator.faults.inject')}
          </Button>
          <Button
            variant="secondary"
            disabled={action.pending}
            onClick={() => void apply({ sseDropNow: true }, t('emulator.faults.dropped'))}
          >
            {t('emulator.faults.dropNow')}
          </Button>
          <Button variant="secondary" disabled={action.pending} onClick={() => void clear()}>
            {t('emulator.faults.clear')}
          </Button>
        </div>
      </div>
      <ActionResultLine result={action.result} />
    </section>
  );
}
