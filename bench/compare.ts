// `npm run bench:compare -- <revision> [group words…]`: the bench's figures for another revision
// and for this working tree, side by side in one run, so a change is measured against what it
// changed on the same machine at the same hour. The other revision is checked out in a temporary git
// worktree with its own `npm ci` (its own packages and build), then the chosen groups run there and
// here, one after the other, each in a process of its own; the table pairs the figures by name.
//
//   npm run bench:compare -- main~3 "sync playback" beatbox
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One figure line of the bench's output. */
export interface FigureLine {
  readonly group: string;
  readonly name: string;
  /** The value as printed, with its unit and what follows it (baseline, target). */
  readonly value: string;
}

/**
 * Splits a figure line into its name and what follows it (value, unit, baseline, target): names
 * have single spaces, and the bench pads them (and the value) so at least two come after a name.
 */
function splitFigure(line: string): [string, string] {
  const match = /^ {2,}(\S(?:.*?\S)?)\s{2,}(\S.*)$/.exec(line);
  return match ? [match[1] ?? '', (match[2] ?? '').trim()] : [line.trim(), ''];
}

/** The figure lines of `npm run bench`'s output, each with the group it is under. */
export function parseBenchOutput(text: string): FigureLine[] {
  const figures: FigureLine[] = [];
  let group = '';
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (!line.startsWith(' ')) {
      group = line.trim();
      continue;
    }
    if (line.trimStart().startsWith('(')) continue; // the group's duration
    const [name, value] = splitFigure(line);
    if (name !== '' && value !== '') figures.push({ group, name, value });
  }
  return figures;
}

/**
 * Keys that pair a figure with the same figure of another run: its group, its name with the counts
 * in it left out (a run may count 1503 frames where the other counted 1505), and which of the
 * figures so named it is (several groups print "same, p95 |lag|" more than once).
 */
function pairingKeys(figures: readonly FigureLine[]): string[] {
  const seen = new Map<string, number>();
  return figures.map((figure) => {
    const base = `${figure.group}\u0000${figure.name.replace(/\d+(\.\d+)?/g, '#')}`;
    const nth = seen.get(base) ?? 0;
    seen.set(base, nth + 1);
    return `${base}\u0000${nth}`;
  });
}

/** The two runs' figures as one table, in the order the later run printed them. */
export function sideBySide(
  before: readonly FigureLine[],
  after: readonly FigureLine[],
  labels: readonly [string, string],
): string {
  const beforeKeys = pairingKeys(before);
  const afterKeys = pairingKeys(after);
  const earlier = new Map(beforeKeys.map((key, i) => [key, before[i]]));
  const later = new Map(afterKeys.map((key, i) => [key, after[i]]));
  const order = [...afterKeys, ...beforeKeys.filter((key) => !later.has(key))];
  const rows: string[] = [];
  let group: string | undefined;
  for (const key of order) {
    const figure = later.get(key) ?? earlier.get(key);
    if (!figure) continue;
    if (figure.group !== group) {
      group = figure.group;
      rows.push('', group, `  ${''.padEnd(70)} ${labels[0].padEnd(44)} ${labels[1]}`);
    }
    const was = earlier.get(key)?.value ?? '—';
    const now = later.get(key)?.value ?? '—';
    rows.push(`  ${figure.name.slice(0, 70).padEnd(70)} ${was.slice(0, 44).padEnd(44)} ${now}`);
  }
  return rows.join('\n');
}

function runBench(cwd: string, groups: string[]): string {
  const result = spawnSync('npx', ['tsx', 'bench/run.ts', ...groups], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`the bench failed in ${cwd}`);
  return result.stdout;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [revision, ...groups] = process.argv.slice(2);
  if (!revision) {
    console.error('usage: npm run bench:compare -- <revision> [group words…]');
    process.exit(2);
  }
  const here = fileURLToPath(new URL('..', import.meta.url));
  const commit = execFileSync('git', ['rev-parse', '--short', revision], { cwd: here })
    .toString()
    .trim();
  const tree = mkdtempSync(join(tmpdir(), 'glide-bench-'));
  try {
    execFileSync('git', ['worktree', 'add', '--detach', tree, commit], {
      cwd: here,
      stdio: 'ignore',
    });
    console.error(`npm ci in a worktree of ${commit}…`);
    execFileSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: tree,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    console.error(`bench of ${commit}…`);
    const before = parseBenchOutput(runBench(tree, groups));
    console.error('bench of this working tree…');
    const after = parseBenchOutput(runBench(here, groups));
    console.log(sideBySide(before, after, [commit, 'this tree']));
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: here, stdio: 'ignore' });
    rmSync(tree, { recursive: true, force: true });
  }
}
