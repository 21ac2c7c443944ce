/**
 * The player library's pure logic (`@glide/core`'s `library/`):
 * - pairing a generated folder of 5,000 files (videos, scripts, variants, axes, a scripts folder
 *   beside the videos, junk, nested folders): median time of 15 runs (target < 100 ms);
 * - preflight against parsing, on 1,000,000-action funscripts: a typical one (actions 80–400 ms
 *   apart at random positions, many moves too fast) and a per-frame one (16–40 ms apart on smooth
 *   strokes, so the density check runs `simplify` over all of it); medians of 5 runs and the
 *   ratio (target ≤ 2×);
 * - the measurement behind preflight's `tooDense` threshold, on the emulator's motion model: for
 *   alternating targets of several amplitudes, the shortest interval at which every target is
 *   reached, the share reached 10 ms below it, and the largest alternation reached at the
 *   threshold.
 * Not here: the time from the end of one video to the device in sync with the next, which needs the
 * browser's media element and belongs with the web app's benches.
 * Run alone with `npx tsx bench/library.ts`.
 */
import { pathToFileURL } from 'node:url';
import {
  createRandom,
  DEVICE_MAX_SPEED_MM_PER_S,
  FakeClock,
  pairLibrary,
  parseScript,
  preflight,
  TOO_DENSE_INTERVAL_MS,
  type Action,
  type Finding,
  type LibraryFileRef,
} from '@glide/core';
import { createEmulator, DEFAULT_SPEED_LIMITS } from '@glide/emulator';
import { rawFunscriptParse, type BenchFigure } from './script-parse';
import { quantile, round } from './stats';

const LIBRARY_FILES = 5_000;
const PAIRING_RUNS = 15;
const ACTIONS = 1_000_000;
const PARSE_RUNS = 5;

/** Median wall time of `runs` calls, after one warm-up call. */
function medianMs(runs: number, run: () => void): number {
  run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const startedAt = performance.now();
    run();
    times.push(performance.now() - startedAt);
  }
  return quantile(times, 0.5);
}

/** A folder as people keep one: seasons with extras, variants, multi-axis packs, thumbnails. */
function libraryFolder(): LibraryFileRef[] {
  const random = createRandom(5_000);
  const files: LibraryFileRef[] = [];
  const add = (path: string) => files.push({ path, size: Math.floor(random() * 1e9) });
  const chance = (p: number) => random() < p;
  for (let title = 1; files.length < LIBRARY_FILES; title++) {
    const folder = `Season ${1 + (title % 12)}${chance(0.2) ? '/Extras' : ''}`;
    const name = `Clip ${title}${chance(0.1) ? '.2023.1080p' : ''}`;
    add(`${folder}/${name}.${chance(0.8) ? 'mp4' : chance(0.5) ? 'mkv' : 'webm'}`);
    if (chance(0.05)) add(`${folder}/${name}.mkv`);
    if (chance(0.75)) add(`${folder}/${name}.funscript`);
    else if (chance(0.3)) add(`Scripts/${name}.funscript`);
    if (chance(0.05)) add(`${folder}/${name}.csv`);
    if (chance(0.2)) add(`${folder}/${name}.soft.funscript`);
    if (chance(0.1)) add(`${folder}/${name} (hard).funscript`);
    for (const axis of ['twist', 'roll', 'pitch', 'R0', 'surge']) {
      if (chance(0.08)) add(`${folder}/${name}.${axis}.funscript`);
    }
    if (chance(0.3)) add(`${folder}/${name}.jpg`);
    if (chance(0.1)) add(`${folder}/._${name}.mp4`);
    if (chance(0.05)) add(`${folder}/Orphan ${title}.funscript`);
    if (chance(0.02)) add(`${folder}/.DS_Store`);
  }
  return files.slice(0, LIBRARY_FILES);
}

/**
 * A million actions `minGapMs`–`maxGapMs` apart; seeded. `random` positions make every action a
 * turn; `smooth` ones follow strokes 400–1,200 ms long, sampled the way motion-tracking tools
 * write a point per video frame, so most actions lie on a curve and `simplify` has real work.
 */
function funscriptText(minGapMs: number, maxGapMs: number, shape: 'random' | 'smooth'): string {
  const random = createRandom(20_240_601 + minGapMs);
  const actions: Action[] = [];
  let atMs = 0;
  let phase = 0;
  for (let i = 0; i < ACTIONS; i++) {
    const pos = shape === 'random' ? random() * 100 : 50 - 50 * Math.cos(phase);
    actions.push({ at: atMs, pos: Math.round(pos) });
    const gapMs = minGapMs + Math.floor(random() * (maxGapMs - minGapMs));
    atMs += gapMs;
    phase += (Math.PI * gapMs) / (400 + random() * 800);
  }
  return JSON.stringify({ version: '1.0', inverted: false, range: 100, actions });
}

/** Parse and preflight medians on one script, and what preflight found. */
function parseAgainstPreflight(text: string) {
  let script = parseScript(text);
  if (script.actions.length !== ACTIONS) throw new Error(`parsed ${script.actions.length} actions`);
  const rawParseMs = medianMs(PARSE_RUNS, () => {
    if (rawFunscriptParse(text) !== ACTIONS) throw new Error('JSON.parse lost actions');
  });
  const parseMs = medianMs(PARSE_RUNS, () => {
    script = parseScript(text);
  });
  const videoDurationMs = (script.actions.at(-1)?.at ?? 0) + 1_000;
  let findings: Finding[] = [];
  const preflightMs = medianMs(PARSE_RUNS, () => {
    findings = preflight(script, { transport: 'hssp', videoDurationMs, variantCount: 2 });
  });
  const dense = findings.find((f) => f.kind === 'tooDense');
  const kinds = findings.map((f) => f.kind).join(', ');
  return {
    rawParseMs,
    parseMs,
    preflightMs,
    kinds,
    simplifiedAway: dense?.simplifiedAwayCount ?? 0,
  };
}

/** The parse and preflight times of one script, and their ratio. */
function parseFigures(
  spacing: string,
  result: ReturnType<typeof parseAgainstPreflight>,
): BenchFigure[] {
  return [
    {
      name: `parse funscript, 1,000,000 actions ${spacing} (baseline: JSON.parse)`,
      value: round(result.parseMs, 0),
      unit: 'ms',
      baseline: round(result.rawParseMs, 0),
    },
    {
      name: `  preflight of it (${result.kinds})`,
      value: round(result.preflightMs, 0),
      unit: 'ms',
    },
    {
      name: '  preflight ÷ parse',
      value: round(result.preflightMs / result.parseMs, 2),
      unit: '×',
      target: '≤ 2×',
    },
  ];
}

/** The emulator's slider, driven directly through its motion model. */
function motionModel() {
  const clock = new FakeClock(1_000_000);
  const instance = createEmulator({ clock, seed: 1, quiet: true });
  const { motion } = instance.emulator.createDevice({ connectionKey: 'BenchDense1' });
  let startMs = clock.now();
  /** Share (0–1) of alternating 0 ↔ `amplitudeMm` targets every `intervalMs` reached in time. */
  return (amplitudeMm: number, intervalMs: number, durationMs = 10_000): number => {
    startMs += 2 * durationMs;
    // Settle at 0, then alternate: the slider is at 0 when the first target is set.
    motion.retarget(startMs - 1_000, [{ atMs: startMs, posMm: 0 }]);
    const targets = [];
    for (let i = 1; i * intervalMs <= durationMs; i++) {
      targets.push({ atMs: startMs + i * intervalMs, posMm: i % 2 === 1 ? amplitudeMm : 0 });
    }
    motion.retarget(startMs, targets);
    const reached = targets.filter((t) => Math.abs(motion.positionAt(t.atMs) - t.posMm) <= 0.5);
    return reached.length / targets.length;
  };
}

/** The motion model's figures behind `TOO_DENSE_INTERVAL_MS`. */
function densityFigures(): BenchFigure[] {
  const reachedShare = motionModel();
  const figures: BenchFigure[] = [];
  for (const amplitudeMm of [100, 50, 20, 10]) {
    let shortestMs = 0;
    for (let intervalMs = 400; intervalMs >= 1 && reachedShare(amplitudeMm, intervalMs) === 1;) {
      shortestMs = intervalMs--;
    }
    figures.push({
      name: `emulator motion: alternating 0 ↔ ${amplitudeMm} mm targets, shortest interval all reached`,
      value: shortestMs,
      unit: 'ms',
      target: `= ${(amplitudeMm / DEFAULT_SPEED_LIMITS.maxMmPerS) * 1000} ms (amplitude ÷ ${DEFAULT_SPEED_LIMITS.maxMmPerS} mm/s)`,
    });
    figures.push({
      name: `  … share of those targets reached 10 ms faster (every ${shortestMs - 10} ms)`,
      value: round(reachedShare(amplitudeMm, shortestMs - 10) * 100, 1),
      unit: '%',
    });
  }
  let largestMm = 0;
  for (let amplitudeMm = 100; amplitudeMm >= 1 && largestMm === 0; amplitudeMm--) {
    if (reachedShare(amplitudeMm, TOO_DENSE_INTERVAL_MS) === 1) largestMm = amplitudeMm;
  }
  figures.push({
    name: `emulator motion: largest alternation reached every ${TOO_DENSE_INTERVAL_MS} ms (tooDense threshold)`,
    value: largestMm,
    unit: 'mm',
    target: `${(DEVICE_MAX_SPEED_MM_PER_S * TOO_DENSE_INTERVAL_MS) / 1000} mm (a fifth of the stroke)`,
  });
  return figures;
}

/** Pairing, preflight against parsing, and the density measurement. */
export async function benchLibrary(): Promise<BenchFigure[]> {
  const folder = libraryFolder();
  let pairing = pairLibrary(folder);
  // The baseline: the same paths lower-cased and sorted, which any pairing at least does.
  const sortMs = medianMs(PAIRING_RUNS, () => {
    folder.map((file) => file.path.toLowerCase()).sort();
  });
  const pairingMs = medianMs(PAIRING_RUNS, () => {
    pairing = pairLibrary(folder);
  });
  await Promise.resolve();
  const typical = parseAgainstPreflight(funscriptText(80, 400, 'random'));
  await Promise.resolve();
  const perFrame = parseAgainstPreflight(funscriptText(16, 40, 'smooth'));
  await Promise.resolve();
  return [
    {
      name: `pair a folder of ${folder.length.toLocaleString('en-US')} files (${pairing.entries.length} videos, ${pairing.unpaired.length} unpaired), median of ${PAIRING_RUNS} (baseline: the paths lower-cased and sorted)`,
      value: round(pairingMs, 1),
      unit: 'ms',
      baseline: round(sortMs, 2),
      target: '< 100 ms',
    },
    ...parseFigures('80–400 ms apart', typical),
    ...parseFigures('16–40 ms apart on smooth strokes (per frame)', perFrame),
    {
      name: `  actions simplify at 2 % would drop (counted by that preflight)`,
      value: perFrame.simplifiedAway,
      unit: 'actions',
    },
    ...densityFigures(),
  ];
}

const invokedPath = process.argv[1];
if (invokedPath !== undefined && import.meta.url === pathToFileURL(invokedPath).href) {
  for (const figure of await benchLibrary()) {
    const target = figure.target === undefined ? '' : `  (target ${figure.target})`;
    console.log(`${figure.name}: ${figure.value} ${figure.unit}${target}`);
  }
}
