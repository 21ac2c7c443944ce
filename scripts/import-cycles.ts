/**
 * Finds circular imports among the TypeScript files of one or more folders (their subfolders
 * included, `node_modules` and dot-folders such as `.tsbuild` left out), with the TypeScript
 * compiler's own import scanner: `import`, `import type`, `export … from` and dynamic `import()` of
 * relative paths all count, since a type-only circle still ties the files' designs together.
 * Imports that leave the folders are not followed.
 *
 *   npx tsx scripts/import-cycles.ts                        # every source root of the repository
 *   npx tsx scripts/import-cycles.ts packages/core/src/pattern
 *
 * prints each circle it finds and exits with 1, or says there is none; scripts/import-cycles.test.ts
 * holds every source root ({@link sourceRoots}) to none with the unit tests.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Folders that hold no source of ours: installed packages, build output and caches. */
const skipped = (name: string) => name === 'node_modules' || name.startsWith('.');

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return skipped(name) ? [] : tsFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * The repository's source roots, relative to `root`: every package's and app's `src`, the e2e
 * suite, the benchmarks and the scripts.
 */
export function sourceRoots(root: string): string[] {
  const srcOf = (parent: string) =>
    readdirSync(join(root, parent))
      .sort()
      .map((name) => join(parent, name, 'src'))
      .filter((dir) => existsSync(join(root, dir)));
  return [...srcOf('packages'), ...srcOf('apps'), 'e2e', 'bench', 'scripts'];
}

/** The file a relative specifier names (`./x` → `x.ts`, `x.tsx` or `x/index.ts`), if any. */
function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** Each file of `dirs` with the files of `dirs` it imports. */
export function importGraph(dirs: string | readonly string[]): Map<string, string[]> {
  const files = (typeof dirs === 'string' ? [dirs] : dirs).flatMap((dir) => tsFiles(resolve(dir)));
  const inside = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((imported) => resolveRelative(file, imported.fileName))
      .filter((path): path is string => path !== undefined && inside.has(path));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The circles of imports in `dirs`, each as its files relative to `base` (the folder itself when
 * one is given), the first repeated last.
 */
export function findImportCycles(
  dirs: string | readonly string[],
  base: string = typeof dirs === 'string' ? dirs : process.cwd(),
): string[][] {
  const graph = importGraph(dirs);
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  const root = resolve(base);
  return cycles.map((cycle) => cycle.map((file) => relative(root, file)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const repoRoot = fileURLToPath(new URL('..', import.meta.url));
  const args = process.argv.slice(2);
  const dirs = args.length > 0 ? args : sourceRoots(repoRoot).map((dir) => join(repoRoot, dir));
  const cycles = findImportCycles(dirs);
  for (const cycle of cycles) console.log(cycle.join(' → '));
  if (cycles.length === 0) {
    console.log(`${importGraph(dirs).size} files in ${dirs.length} folders, no circular imports`);
  }
  process.exitCode = cycles.length > 0 ? 1 : 0;
}
