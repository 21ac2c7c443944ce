/**
 * Writes `packages/stash/schema/stash.graphql`: the part of Stash's GraphQL schema that Glide's
 * documents (`packages/stash/src/documents.ts`) use, derived from Stash's own schema files
 * (`graphql/schema/` in Stash's repository) by `stash-schema/derive.ts`, with the Stash version and
 * commit it came from. The tests validate the documents against that file and fetch nothing.
 *
 *   npx tsx scripts/extract-stash-schema.ts <a clone of github.com/stashapp/stash> [--ref v0.30.1]
 *
 * With `--ref` the files are read at that tag or commit of the clone (`git show`), else from its
 * working tree. Run it again after changing a document, or to follow a new Stash release.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { STASH_DOCUMENTS } from '../packages/stash/src/documents';
import { deriveUsedSchema } from './stash-schema/derive';

const SCHEMA_DIR = 'graphql/schema';
const OUTPUT = fileURLToPath(new URL('../packages/stash/schema/stash.graphql', import.meta.url));

const git = (clone: string, ...args: string[]) =>
  execFileSync('git', ['-C', clone, ...args], { encoding: 'utf8' }).trim();

/** Stash's schema files, joined, at `ref` of the clone or from its working tree. */
function readStashSchema(clone: string, ref: string | undefined): string {
  if (ref !== undefined) {
    const files = git(clone, 'ls-tree', '-r', '--name-only', ref, SCHEMA_DIR)
      .split('\n')
      .filter((path) => path.endsWith('.graphql'))
      .sort();
    return files.map((path) => git(clone, 'show', `${ref}:${path}`)).join('\n\n');
  }
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(join(dir, entry.name))
        : entry.name.endsWith('.graphql')
          ? [join(dir, entry.name)]
          : [],
    );
  return walk(join(clone, SCHEMA_DIR))
    .sort((a, b) => relative(clone, a).localeCompare(relative(clone, b)))
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n\n');
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { ref: { type: 'string' } },
});
const clone = positionals[0];
if (clone === undefined) {
  console.error('usage: extract-stash-schema.ts <clone of stashapp/stash> [--ref <tag or commit>]');
  process.exit(2);
}
const ref = values.ref;
const commit = git(clone, 'rev-parse', `${ref ?? 'HEAD'}^{commit}`);
const version = git(clone, 'describe', '--tags', '--always', commit);
const sdl = deriveUsedSchema(readStashSchema(clone, ref), STASH_DOCUMENTS);
const header = [
  "# The part of Stash's GraphQL schema that Glide's documents (packages/stash/src/documents.ts) use:",
  "# names and types only, derived from Stash's graphql/schema/ files by",
  '# scripts/extract-stash-schema.ts. Do not edit; run the script again.',
  `# stash-version: ${version}`,
  `# stash-commit: ${commit}`,
  '',
].join('\n');
writeFileSync(OUTPUT, `${header}\n${sdl}`);
console.log(`wrote ${relative(process.cwd(), OUTPUT)} from Stash ${version} (${commit})`);
