/**
 * Script parse time for large files (a figure that matters, see conventions): a 1,000,000-action
 * funscript and a 1,000,000-line Handy CSV through `parseScript`, median of 5 runs each.
 * Run alone with `npx tsx bench/script-parse.ts`.
 */
import { pathToFileURL } from 'node:url';
import { createRandom, parseScript, toCsv, type Action } from '@glide/core';

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

function medianMs(parse: () => number): number {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const startedAt = performance.now();
    const parsed = parse();
    times.push(performance.now() - startedAt);
    // A parser that silently dropped actions would look fast; refuse to report it.
    if (parsed !== ACTIONS) throw new Error(`parsed ${parsed} actions, expected ${ACTIONS}`);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(RUNS / 2)] ?? Number.NaN);
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
  const funscriptMs = medianMs(() => parseScript(funscript).actions.length);
  const csvMs = medianMs(() => parseScript(csv).actions.length);
  return [
    {
      name: `parse funscript, ${ACTIONS.toLocaleString('en-US')} actions (${(funscript.length / 1e6).toFixed(1)} MB)`,
      value: funscriptMs,
      unit: 'ms',
      target: TARGET,
    },
    {
      name: `parse CSV, ${ACTIONS.toLocaleString('en-US')} lines (${(csv.length / 1e6).toFixed(1)} MB)`,
      value: csvMs,
      unit: 'ms',
      target: TARGET,
    },
  ];
}

const invokedPath = process.argv[1];
if (invokedPath !== undefined && import.meta.url === pathToFileURL(invokedPath).href) {
  for (const figure of await benchScriptParse()) {
    const target = figure.target === undefined ? '' : `  (target ${figure.target})`;
    console.log(`${figure.name}: ${figure.value} ${figure.unit}${target}`);
  }
}
