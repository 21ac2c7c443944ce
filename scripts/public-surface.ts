/**
 * What a module's entry exports against what the rest of the repository imports from it: an entry
 * (`@glide/core`'s index, `src/player`'s) should export what others use and nothing else, so its
 * surface says what the module is for and a name nobody needs can change freely inside.
 *
 *   npx tsx scripts/public-surface.ts
 *
 * prints, for each entry, the names it exports that nobody outside imports, and exits with 1 if there
 * are any; scripts/public-surface.test.ts holds the same with the unit tests.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));

/** An entry and who counts as outside it. */
export interface Surface {
  /** What people call it. */
  readonly name: string;
  /** The entry file, from the repository's root. */
  readonly entry: string;
  /** How others name it: a package name, or undefined for a folder reached by relative paths. */
  readonly specifier?: string;
  /** The folder that is the module itself (its own files are not "others"). */
  readonly inside: string;
  /** Folders whose files are the others, from the repository's root. */
  readonly consumers: readonly string[];
}

/** The entries held to their use. */
export const SURFACES: readonly Surface[] = [
  {
    name: '@glide/core',
    entry: 'packages/core/src/index.ts',
    specifier: '@glide/core',
    inside: 'packages/core',
    consumers: ['packages', 'apps', 'e2e', 'bench', 'scripts'],
  },
  {
    name: 'src/player',
    entry: 'apps/web/src/player/index.ts',
    inside: 'apps/web/src/player',
    consumers: ['apps/web/src'],
  },
];

const SKIPPED = new Set(['node_modules', 'dist', '.tsbuild', 'coverage', 'test-results']);

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The names `entry` exports, `export *` followed through. */
export function exportedNames(entry: string): string[] {
  const program = ts.createProgram([entry], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    allowImportingTsExtensions: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    resolveJsonModule: true,
  });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(entry);
  const symbol = file && checker.getSymbolAtLocation(file);
  if (!symbol) throw new Error(`${entry} is not a module`);
  return checker
    .getExportsOfModule(symbol)
    .map((exported) => exported.name)
    .sort();
}

/** Whether `specifier`, written in `from`, names `entry` (a package name, or a path to it). */
function names(specifier: string, from: string, surface: Surface): boolean {
  if (surface.specifier !== undefined) return specifier === surface.specifier;
  if (!specifier.startsWith('.')) return false;
  const target = resolve(dirname(from), specifier);
  const entry = resolve(root, surface.entry);
  return target === dirname(entry) || `${target}.ts` === entry || target === entry;
}

/** The names others import from the entry; `*` when one takes the whole namespace. */
export function importedNames(surface: Surface): Set<string> {
  const inside = resolve(root, surface.inside) + sep;
  const used = new Set<string>();
  const files = surface.consumers.flatMap((folder) => sourceFiles(resolve(root, folder)));
  for (const file of files) {
    if (file.startsWith(inside)) continue;
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    const visit = (node: ts.Node): void => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier) &&
        names(node.moduleSpecifier.text, file, surface)
      ) {
        if (ts.isImportDeclaration(node)) {
          const bindings = node.importClause?.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) used.add('*');
          if (bindings && ts.isNamedImports(bindings)) {
            for (const element of bindings.elements) {
              used.add((element.propertyName ?? element.name).text);
            }
          }
        } else if (node.exportClause && ts.isNamedExports(node.exportClause)) {
          for (const element of node.exportClause.elements) {
            used.add((element.propertyName ?? element.name).text);
          }
        } else {
          used.add('*');
        }
      }
      // `import('…')` and `typeof import('…')` take what they name off the namespace.
      if (
        ts.isImportTypeNode(node) &&
        ts.isLiteralTypeNode(node.argument) &&
        ts.isStringLiteral(node.argument.literal) &&
        names(node.argument.literal.text, file, surface)
      ) {
        if (node.qualifier) used.add(ts.isIdentifier(node.qualifier) ? node.qualifier.text : '*');
        else used.add('*');
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return used;
}

/** What `surface`'s entry exports that nobody outside it imports. */
export function unusedExports(surface: Surface): string[] {
  const used = importedNames(surface);
  if (used.has('*')) return [];
  return exportedNames(resolve(root, surface.entry)).filter((name) => !used.has(name));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let failed = false;
  for (const surface of SURFACES) {
    const exported = exportedNames(resolve(root, surface.entry));
    const unused = unusedExports(surface);
    console.log(
      `${surface.name}: ${exported.length} exports, ${unused.length} used by no one else`,
    );
    for (const name of unused) console.log(`  ${name}`);
    if (unused.length > 0) failed = true;
  }
  process.exitCode = failed ? 1 : 0;
}
