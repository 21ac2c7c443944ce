/**
 * Script parse time for large files (a figure that matters, see conventions): a 1,000,000-action
 * funscript and a 1,000,000-line Handy CSV through `parseScript`, median of 5 runs each. Each prints
 * beside a baseline timed in the same run on the same text: the platform's own reading of it with
 * no checks (`JSON.parse`; for the CSV, one pass over its characters), so the ratio is what Glide's
 * parsing and validation cost, whatever the machine's speed that day.
 * Run alone with `npx tsx bench/script-parse.ts`.
 */
import { pathToFileURL } from 'node:url';
import { createRandom, parseScript, toCsv, type Action } from '@glide/core';
import { round } from './stats';

/** One measured figure. */
export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  target?: string;
  /**
   * A time figure's baseline, in the same unit, measured in the same run beside it (its own line
   * says what it is): `npm run bench` prints the ratio, which compares across days and machines
   * where the raw figure moves with the machine's load.
   */
  baseline?: number;
}

/** How a figure compares with its baseline (`= 1.36× baseline 163 ms`); empty without one. */
export function baselineText(figure: BenchFigure): string {
  return figure.baseline === undefined
    ? ''
    : `= ${round(figure.value / figure.baseline, 2)}× baseline ${figure.baseline} ${figure.unit}`;
}

const ACTIONS = 1_000_000;
const RUNS = 5;
const TARGET = '≤ 1000 ms';

/** A plausible script: strokes 80–400 ms apart between random positions. Seeded, so reproducible. */
function buildActions(): Action[] {
  const random = createRandom(20_240_601);
  const actions: Action[] = [];
  let atMs = 0;
  for (let i = 0; i < ACTIONS; i++) {
    actions.push({ at: atMs, pos: Math.round(random() * 100) });
    atMs += 80 + Math.floor(random() * 320);
  }
  return actions;
}

function medianMs(parse: () => number, expected = ACTIONS): number {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const startedAt = performance.now();
    const parsed = parse();
    times.push(performance.now() - startedAt);
    // A parser that silently dropped actions would look fast; refuse to report it.
    if (parsed !== expected) throw new Error(`parsed ${parsed} items, expected ${expected}`);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(RUNS / 2)] ?? Number.NaN);
}

/** The funscript read by `JSON.parse` alone: how many actions it holds. */
export function rawFunscriptParse(text: string): number {
  const parsed = JSON.parse(text) as { actions: unknown[] };
  return parsed.actions.length;
}

/** One pass over the CSV's characters, counting its lines (the least any reading of it does). */
function rawCsvParse(text: string): number {
  let lines = 0;
  let inLine = false;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      if (inLine) lines += 1;
      inLine = false;
    } else inLine = true;
  }
  return inLine ? lines + 1 : lines;
}

/** Times `parseScript` on a 1,000,000-action funscript and a 1,000,000-line CSV. */
export async function benchScriptParse(): Promise<BenchFigure[]> {
  const actions = buildActions();
  const funscript = JSON.stringify({
    version: '1.0',
    inverted: false,
    range: 100,
    metadata: { title: 'bench', creator: 'glide', duration: (actions.at(-1)?.at ?? 0) / 1000 },
    actions,
  });
  const csv = toCsv(actions);
  // Yield once so a caller running several benchmarks gets a responsive event loop between them.
  await Promise.resolve();
  // `toCsv` writes a header line, then one line an action.
  const csvLines = ACTIONS + 1;
  // Baseline and figure alternate, so that a change of load meets both.
  const funscriptRawMs = medianMs(() => rawFunscriptParse(funscript));
  const funscriptMs = medianMs(() => parseScript(funscript).actions.length);
  const csvRawMs = medianMs(() => rawCsvParse(csv), csvLines);
  const csvMs = medianMs(() => parseScript(csv).actions.length);
  return [
    {
      name: `parse funscript, ${ACTIONS.toLocaleString('en-US')} actions (${(funscript.length / 1e6).toFixed(1)} MB; baseline: JSON.parse)`,
      value: funscriptMs,
      unit: 'ms',
      target: TARGET,
      baseline: funscriptRawMs,
    },
    {
      name: `parse CSV, ${ACTIONS.toLocaleString('en-US')} lines (${(csv.length / 1e6).toFixed(1)} MB; baseline: one pass over its characters)`,
      value: csvMs,
      unit: 'ms',
      target: TARGET,
      baseline: csvRawMs,
    },
  ];
}

const invokedPath = process.argv[1];
if (invokedPath !== undefined && import.meta.url === pathToFileURL(invokedPath).href) {
  for (const figure of await benchScriptParse()) {
    const target = figure.target === undefined ? '' : `  (target ${figure.target})`;
    const baseline = figure.baseline === undefined ? '' : ` ${baselineText(figure)}`;
    console.log(`${figure.name}: ${figure.value} ${figure.unit}${baseline}${target}`);
  }
}
