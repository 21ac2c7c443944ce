// The locale files plugin (apps/web/build) runs in Node inside Vite; it is tested here because the
// web test project only collects tests under src/.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@glide/core';
import {
  findLocaleFiles,
  LOCALE_FILES_MODULE,
  localeFilesPlugin,
} from '../../build/locale-files-plugin';
import { indexLocaleAddresses } from './locale-files';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'glide-locales-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  vi.unstubAllGlobals();
});

function write(path: string, value: unknown): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), JSON.stringify(value, null, 2));
}

interface Emitted {
  fileName: string;
  source: string;
}

/** Runs the plugin's build over `root`: the module it answers and the files it emits. */
function runBuild(): {
  module: { base: string; files: Record<string, string[]> };
  emitted: Emitted[];
} {
  const plugin = localeFilesPlugin(root);
  const emitted: Emitted[] = [];
  const call = <T>(hook: unknown, ...args: unknown[]): T =>
    (hook as (...a: unknown[]) => T).apply(
      {
        emitFile: (file: Emitted) => void emitted.push(file),
        addWatchFile: () => undefined,
      },
      args,
    );
  call(plugin.configResolved, { command: 'build', base: '/app/' });
  const id = call<string>(plugin.resolveId, LOCALE_FILES_MODULE);
  const code = call<string>(plugin.load, id);
  const module = JSON.parse(code.replace(/^export default /, '').replace(/;$/, '')) as {
    base: string;
    files: Record<string, string[]>;
  };
  return { module, emitted };
}

describe('the locale files plugin', () => {
  it('finds every namespace of the app in every shipped language', () => {
    const files = findLocaleFiles(join(import.meta.dirname, '..'));
    const namespaces = new Set(files.map((f) => f.namespace));
    expect(namespaces).toContain('common');
    expect(namespaces).toContain('player');
    expect(namespaces).toContain('home');
    for (const namespace of namespaces) {
      const languages = files.filter((f) => f.namespace === namespace).map((f) => f.language);
      expect(languages.sort(), namespace).toEqual(SUPPORTED_LANGUAGES.map((l) => l.code).sort());
    }
  });

  it('emits each file compacted under one hashed folder, and names them in the module', () => {
    write('i18n/locales/en-US.json', { app: { name: 'Glide' } });
    write('features/hamp/locales/de.json', { title: 'Automatisch' });
    write('app/tips/locales/ja.json', { tip: 'ヒント' });
    write('player/locales/en-US.json', { play: 'Play' });
    const { module, emitted } = runBuild();
    expect(module.base).toMatch(/^\/app\/assets\/locales-[0-9a-f]{10}\/$/);
    expect(module.files).toEqual({
      common: ['en-US'],
      hamp: ['de'],
      tips: ['ja'],
      player: ['en-US'],
    });
    const folder = module.base.slice('/app/'.length);
    expect(emitted.map((e) => e.fileName).sort()).toEqual(
      [
        `${folder}common/en-US.json`,
        `${folder}hamp/de.json`,
        `${folder}player/en-US.json`,
        `${folder}tips/ja.json`,
      ].sort(),
    );
    expect(emitted.find((e) => e.fileName.endsWith('hamp/de.json'))?.source).toBe(
      '{"title":"Automatisch"}',
    );
  });

  it('gives a changed text a new folder', () => {
    write('features/hamp/locales/de.json', { title: 'Automatisch' });
    const before = runBuild().module.base;
    write('features/hamp/locales/de.json', { title: 'Automatisches Streicheln' });
    expect(runBuild().module.base).not.toBe(before);
  });

  it('refuses a locale file that is not JSON', () => {
    mkdirSync(join(root, 'features/hamp/locales'), { recursive: true });
    writeFileSync(join(root, 'features/hamp/locales/de.json'), '{ title: ');
    expect(() => runBuild()).toThrow();
  });
});

describe('indexLocaleAddresses', () => {
  it('fetches <base><namespace>/<language>.json, and skips languages not shipped', async () => {
    const requested: string[] = [];
    vi.stubGlobal('fetch', (input: string) => {
      requested.push(input);
      return Promise.resolve(new Response('{"title":"Automatisch"}'));
    });
    const index = indexLocaleAddresses('/assets/locales-abc/', { hamp: ['de', 'xx-YY'] });
    expect([...(index.get('hamp')?.keys() ?? [])]).toEqual(['de']);
    await expect(index.get('hamp')?.get('de')?.()).resolves.toEqual({ title: 'Automatisch' });
    expect(requested).toEqual(['/assets/locales-abc/hamp/de.json']);
  });
});
