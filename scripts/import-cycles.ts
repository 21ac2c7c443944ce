/**
 * Finds circular imports among the TypeScript files of a folder (its subfolders included), with the
 * TypeScript compiler's own import scanner: `import`, `import type`, `export … from` and dynamic
 * `import()` of relative paths all count, since a type-only circle still ties the files' designs
 * together. Imports that leave the folder are not followed.
 *
 *   npx tsx scripts/import-cycles.ts packages/core/src/playback
 *
 * prints each circle it finds and exits with 1, or says there is none; scripts/import-cycles.test.ts
 * runs it on the playback engine with the unit tests.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names (`./x` → `x.ts`, `x.tsx` or `x/index.ts`), if any. */
function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** Each file of `dir` with the files of `dir` it imports. */
export function importGraph(dir: string): Map<string, string[]> {
  const files = tsFiles(resolve(dir));
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

/** The circles of imports in `dir`, each as its files relative to `dir`, the first repeated last. */
export function findImportCycles(dir: string): string[][] {
  const graph = importGraph(dir);
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
  const root = resolve(dir);
  return cycles.map((cycle) => cycle.map((file) => relative(root, file)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.slice(2);
  let found = 0;
  for (const dir of dirs) {
    const cycles = findImportCycles(dir);
    found += cycles.length;
    for (const cycle of cycles) console.log(`${dir}: ${cycle.join(' → ')}`);
    const files = importGraph(dir).size;
    if (cycles.length === 0) console.log(`${dir}: ${files} files, no circular imports`);
  }
  process.exitCode = found > 0 ? 1 : 0;
}
