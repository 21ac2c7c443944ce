/**
 * The tap-calibration wizard's error (issue 21) on 1,000 simulated sessions with the seeded tapper
 * of `@glide/core`: reaction uniform in 150–350 ms, device lag uniform in −100…200 ms, jitter J
 * uniform in 10–60 ms. The main figures model the jitter as the issue does, uniform within ±J;
 * the same sessions are then run with Gaussian jitter of σ = J/2 (±J holds 95 % of taps) as a check
 * that the stopping rule does not lean on the uniform model. Every session also has 3 % double
 * taps, 3 % missed beats, 1 % stray taps and warm-up taps up to 100 ms further off. The tapper taps
 * until the module says a phase has enough, or the cap.
 * Figures: median and p95 of |proposed − true lag| (targets ≤ 5 ms and ≤ 12 ms), the share within
 * ±10 ms, taps per phase, how often the 95 % interval holds the true lag, how often a phase hit
 * the cap.
 * Run alone with `npx tsx bench/tap-calibration.ts`.
 */
import { pathToFileURL } from 'node:url';
import {
  CALIBRATION_MAX_TAPS,
  CALIBRATION_TRUSTED_UNCERTAINTY_MS,
  createRandom,
  simulateCalibrationSession,
  type JitterShape,
} from '@glide/core';
import type { BenchFigure } from './script-parse';
import { quantile, round } from './stats';

const SESSIONS = 1_000;

/** One session's setting, drawn once and run under both jitter shapes. */
interface Setting {
  readonly reactionMs: number;
  readonly jitterMs: number;
  readonly lagMs: number;
  readonly seed: number;
}

function settings(): Setting[] {
  const random = createRandom(2_021);
  return Array.from({ length: SESSIONS }, () => ({
    reactionMs: 150 + 200 * random(),
    jitterMs: 10 + 50 * random(),
    lagMs: -100 + 300 * random(),
    seed: Math.floor(random() * 2 ** 32),
  }));
}

interface Outcome {
  readonly errorsMs: number[];
  readonly taps: number[];
  readonly covered: number;
  readonly capped: number;
  readonly wide: number;
  readonly noResult: number;
}

function runAll(shape: JitterShape): Outcome {
  const errorsMs: number[] = [];
  const taps: number[] = [];
  let covered = 0;
  let capped = 0;
  let wide = 0;
  let noResult = 0;
  for (const setting of settings()) {
    const { result, video, device } = simulateCalibrationSession({
      tapper: {
        reactionMs: setting.reactionMs,
        jitterMs: setting.jitterMs,
        jitterShape: shape,
        doubleTapRate: 0.03,
        missRate: 0.03,
        strayTapRate: 0.01,
        warmUpErrorMs: 100,
      },
      deviceLagMs: setting.lagMs,
      random: createRandom(setting.seed),
    });
    taps.push(video.taps, device.taps);
    if (result.video === 'capped' || result.device === 'capped') capped++;
    if (result.wide) wide++;
    if (result.lagMs === null || result.uncertaintyMs === null) {
      noResult++;
      continue;
    }
    const errorMs = Math.abs(result.lagMs - setting.lagMs);
    errorsMs.push(errorMs);
    if (errorMs <= result.uncertaintyMs) covered++;
  }
  return { errorsMs, taps, covered, capped, wide, noResult };
}

const percent = (count: number) => round((100 * count) / SESSIONS, 1);

/** Runs the sessions under both jitter shapes. */
export async function benchTapCalibration(): Promise<BenchFigure[]> {
  await Promise.resolve();
  const figures: BenchFigure[] = [];
  for (const shape of ['uniform', 'gaussian'] as const) {
    const outcome = runAll(shape);
    const label =
      shape === 'uniform'
        ? `jitter uniform ±J, J 10–60 ms, ${SESSIONS.toLocaleString('en-US')} sessions`
        : 'same sessions, Gaussian jitter σ = J/2';
    const targets = shape === 'uniform';
    figures.push(
      {
        name: `|proposed − true lag|, median (${label})`,
        value: round(quantile(outcome.errorsMs, 0.5), 1),
        unit: 'ms',
        ...(targets ? { target: '≤ 5 ms' } : {}),
      },
      {
        name: '  same, p95',
        value: round(quantile(outcome.errorsMs, 0.95), 1),
        unit: 'ms',
        ...(targets ? { target: '≤ 12 ms' } : {}),
      },
      {
        name: '  sessions within ±10 ms of the true lag',
        value: percent(outcome.errorsMs.filter((e) => e <= 10).length),
        unit: '%',
      },
      { name: '  taps per phase, median', value: quantile(outcome.taps, 0.5), unit: 'taps' },
      { name: '  taps per phase, p95', value: quantile(outcome.taps, 0.95), unit: 'taps' },
      {
        name: '  sessions whose 95 % interval holds the true lag',
        value: percent(outcome.covered),
        unit: '%',
      },
      {
        name: `  sessions with a phase capped at ${CALIBRATION_MAX_TAPS} taps`,
        value: percent(outcome.capped),
        unit: '%',
      },
      {
        name: `  of all, flagged wide (capped, lag not known to ±${CALIBRATION_TRUSTED_UNCERTAINTY_MS} ms)`,
        value: percent(outcome.wide),
        unit: '%',
      },
      { name: '  sessions without a result', value: outcome.noResult, unit: 'sessions' },
    );
  }
  return figures;
}

const invokedPath = process.argv[1];
if (invokedPath !== undefined && import.meta.url === pathToFileURL(invokedPath).href) {
  for (const figure of await benchTapCalibration()) {
    const target = figure.target === undefined ? '' : `  (target ${figure.target})`;
    console.log(`${figure.name}: ${figure.value} ${figure.unit}${target}`);
  }
}
