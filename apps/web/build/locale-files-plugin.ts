// Build-time only: the app's locale files as one folder of JSON assets under a single content hash,
// and a virtual module that tells the app where they are and which exist. The start-up bundle then
// carries one address and a list of names, instead of an address with a hash of its own for each of
// some two hundred files (9.6 KB of the start-up chunk, 2 KB of it gzipped, hashes being noise).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The virtual module: `{ base, files }` (see `src/i18n/locale-files.ts`). */
export const LOCALE_FILES_MODULE = 'virtual:glide-locale-files';
const RESOLVED_ID = `\0${LOCALE_FILES_MODULE}`;
/** Where the dev server serves the locale files from source. */
const DEV_PREFIX = '/@glide-locales/';

/** One locale file: its namespace, its language and where it is on disk. */
export interface LocaleFile {
  namespace: string;
  language: string;
  path: string;
}

function jsonFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

function subfolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * Every locale file under `srcDir`: `i18n/locales/<lang>.json` is the `common` namespace,
 * `features/<feature>/locales/<lang>.json` the namespace `<feature>`, `app/<part>/locales/<lang>.json`
 * the namespace `<part>` and `player/locales/<lang>.json` the namespace `player`.
 */
export function findLocaleFiles(srcDir: string): LocaleFile[] {
  const files: LocaleFile[] = [];
  const addFolder = (namespace: string, dir: string) => {
    for (const name of jsonFilesIn(dir)) {
      files.push({ namespace, language: name.slice(0, -'.json'.length), path: join(dir, name) });
    }
  };
  addFolder('common', join(srcDir, 'i18n', 'locales'));
  for (const area of ['features', 'app']) {
    for (const name of subfolders(join(srcDir, area))) {
      addFolder(name, join(srcDir, area, name, 'locales'));
    }
  }
  addFolder('player', join(srcDir, 'player', 'locales'));
  return files;
}

/** Namespace → its languages, as the virtual module gives it. */
export function localeFileList(files: readonly LocaleFile[]): Record<string, string[]> {
  const list: Record<string, string[]> = {};
  for (const file of files) (list[file.namespace] ??= []).push(file.language);
  return list;
}

/** The files' JSON, re-serialised without whitespace (and so checked to be JSON). */
function compact(file: LocaleFile): string {
  return JSON.stringify(JSON.parse(readFileSync(file.path, 'utf8')));
}

/**
 * Serves `virtual:glide-locale-files`. In a build, emits every locale file as
 * `assets/locales-<hash>/<namespace>/<language>.json`, the hash taken over all of them, so a new
 * text makes a new folder and no browser keeps an old one; under the dev server, serves them from
 * source under `/@glide-locales/`.
 */
export function localeFilesPlugin(
  srcDir = fileURLToPath(new URL('../src', import.meta.url)),
): Plugin {
  let command: 'build' | 'serve' = 'serve';
  let base = '/';
  return {
    name: 'glide-locale-files',
    configResolved(config) {
      command = config.command;
      base = config.base;
    },
    resolveId(id) {
      return id === LOCALE_FILES_MODULE ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const files = findLocaleFiles(srcDir);
      for (const file of files) this.addWatchFile(file.path);
      let folder = DEV_PREFIX;
      if (command === 'build') {
        const bodies = files.map((file) => ({ file, body: compact(file) }));
        const hash = createHash('sha256');
        for (const { file, body } of bodies)
          hash.update(`${file.namespace}/${file.language}\n${body}\n`);
        const dir = `assets/locales-${hash.digest('hex').slice(0, 10)}`;
        for (const { file, body } of bodies) {
          this.emitFile({
            type: 'asset',
            fileName: `${dir}/${file.namespace}/${file.language}.json`,
            source: body,
          });
        }
        folder = `${base}${dir}/`;
      }
      return `export default ${JSON.stringify({ base: folder, files: localeFileList(files) })};`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? '';
        if (!url.startsWith(DEV_PREFIX)) return next();
        const match = /^([^/]+)\/([^/?]+)\.json(?:\?.*)?$/.exec(url.slice(DEV_PREFIX.length));
        const file = findLocaleFiles(srcDir).find(
          (f) => f.namespace === match?.[1] && f.language === match[2],
        );
        if (!file) {
          response.statusCode = 404;
          response.end();
          return;
        }
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.setHeader('cache-control', 'no-cache');
        response.end(readFileSync(file.path));
      });
    },
  };
}
