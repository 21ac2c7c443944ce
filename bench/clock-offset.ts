/**
 * Clock-offset error: how far the estimated server-clock offset is from the truth, for the spec's
 * estimator and ours, on the same samples. The emulator (own process) adds 40 ± 20 ms of symmetric
 * jitter to each request and runs its server clock a known offset ahead, so the truth is known.
 */
import { estimateOffsetGlide, estimateOffsetSpec, systemClock, type TimeSample } from '@glide/core';
import { createHandyClient } from '@glide/handy';
import type { BenchFigure } from './script-parse';
import { startEmulatorChild } from './emulator-child';
import { quantile, round } from './stats';

const SYNCS = 120;
const SAMPLES_PER_SYNC = 10;
const PARALLEL = 4;
const TRUE_OFFSET_MS = 12_345;

export async function benchClockOffset(): Promise<BenchFigure[]> {
  const emulator = await startEmulatorChild();
  try {
    await emulator.control('PUT', '/server-clock', { offsetMs: TRUE_OFFSET_MS });
    await emulator.control('PUT', '/faults', { latencyMs: 40, jitterMs: 20 });
    const client = createHandyClient({ baseUrl: emulator.apiBase, clock: systemClock });
    const specErrors: number[] = [];
    const glideErrors: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < SYNCS) {
        next++;
        const samples: TimeSample[] = [];
        // Samples of one sync are taken one after another, as a real sync does.
        for (let i = 0; i < SAMPLES_PER_SYNC; i++) samples.push(await client.sampleServerTime());
        specErrors.push(Math.abs(estimateOffsetSpec(samples).offsetMs - TRUE_OFFSET_MS));
        glideErrors.push(Math.abs(estimateOffsetGlide(samples).offsetMs - TRUE_OFFSET_MS));
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    const label = `${specErrors.length} syncs × ${SAMPLES_PER_SYNC} samples, 40 ± 20 ms jitter`;
    return [
      {
        name: `clock offset error, spec estimator, median (${label})`,
        value: round(quantile(specErrors, 0.5)),
        unit: 'ms',
      },
      {
        name: 'clock offset error, spec estimator, p95',
        value: round(quantile(specErrors, 0.95)),
        unit: 'ms',
      },
      {
        name: 'clock offset error, Glide estimator, median',
        value: round(quantile(glideErrors, 0.5)),
        unit: 'ms',
      },
      {
        name: 'clock offset error, Glide estimator, p95',
        value: round(quantile(glideErrors, 0.95)),
        unit: 'ms',
        target: '≤ 3 ms',
      },
      {
        name: 'clock offset p95 error, Glide ÷ spec',
        value: round(quantile(glideErrors, 0.95) / quantile(specErrors, 0.95)),
        unit: '×',
      },
    ];
  } finally {
    await emulator.stop();
  }
}
