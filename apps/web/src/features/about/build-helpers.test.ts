// The build helpers (apps/web/build) run in Node inside Vite; they are tested here because the
// web test project only collects tests under src/.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readBuildInfo, type GitReader } from '../../../build/build-info';
import { collectLicences, repositoryUrl } from '../../../build/licences';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'glide-licences-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function writePackage(dir: string, manifest: Record<string, unknown>): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest));
}

describe('collectLicences', () => {
  it('walks the production tree as Node resolves it, and lists each package once', () => {
    const app = join(root, 'apps', 'web');
    writePackage(app, {
      name: '@glide/web',
      version: '0.1.0',
      private: true,
      dependencies: { alpha: '^1', '@glide/core': '*' },
      optionalDependencies: { 'not-installed': '*' },
      devDependencies: { 'dev-only': '*' },
    });
    // A workspace: followed (its dependencies count) but not listed.
    const core = join(root, 'packages', 'core');
    writePackage(core, {
      name: '@glide/core',
      version: '0.1.0',
      private: true,
      dependencies: { beta: '^2' },
    });
    mkdirSync(join(root, 'node_modules', '@glide'), { recursive: true });
    symlinkSync(core, join(root, 'node_modules', '@glide', 'core'));
    writePackage(join(root, 'node_modules', 'alpha'), {
      name: 'alpha',
      version: '1.2.3',
      license: 'MIT',
      homepage: 'https://alpha.example',
      dependencies: { beta: '^1' },
    });
    // alpha needs beta 1 (nested); core needs beta 2 (hoisted): both versions are listed.
    writePackage(join(root, 'node_modules', 'alpha', 'node_modules', 'beta'), {
      name: 'beta',
      version: '1.0.0',
      licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }],
      repository: 'github:someone/beta',
    });
    writePackage(join(root, 'node_modules', 'beta'), {
      name: 'beta',
      version: '2.0.0',
      license: { type: 'ISC' },
      repository: { type: 'git', url: 'git+https://gitlab.com/someone/beta.git' },
      dependencies: { alpha: '^1' },
    });
    writePackage(join(root, 'node_modules', 'dev-only'), {
      name: 'dev-only',
      version: '9.9.9',
      license: 'MIT',
    });

    expect(collectLicences(app)).toEqual([
      { name: 'alpha', version: '1.2.3', licence: 'MIT', url: 'https://alpha.example' },
      {
        name: 'beta',
        version: '1.0.0',
        licence: '(MIT OR Apache-2.0)',
        url: 'https://github.com/someone/beta',
      },
      {
        name: 'beta',
        version: '2.0.0',
        licence: 'ISC',
        url: 'https://gitlab.com/someone/beta',
      },
    ]);
  });

  it('says when a package declares no licence and links to npm without a home page', () => {
    const app = join(root, 'app');
    writePackage(app, { name: 'app', version: '1.0.0', dependencies: { bare: '1' } });
    writePackage(join(app, 'node_modules', 'bare'), { name: 'bare', version: '1.0.0' });
    expect(collectLicences(app)).toEqual([
      { name: 'bare', version: '1.0.0', licence: null, url: 'https://www.npmjs.com/package/bare' },
    ]);
  });

  it('lists the real app: its direct dependencies with their licences', () => {
    const licences = collectLicences(join(import.meta.dirname, '..', '..', '..'));
    const byName = new Map(licences.map((l) => [l.name, l]));
    for (const name of ['react', 'react-dom', 'i18next', 'valibot', 'react-markdown']) {
      expect(byName.get(name)?.licence, name).toBe('MIT');
    }
    // The app ships one schema library; zod is a tool of the emulator and the tests only.
    expect(byName.has('zod')).toBe(false);
    expect(licences.some((l) => l.name.startsWith('@glide/'))).toBe(false);
  });
});

describe('repositoryUrl', () => {
  it.each([
    ['user/repo', 'https://github.com/user/repo'],
    ['github:user/repo', 'https://github.com/user/repo'],
    ['bitbucket:team/repo', 'https://bitbucket.org/team/repo'],
    ['git+https://github.com/user/repo.git', 'https://github.com/user/repo'],
    ['git://github.com/user/repo.git', 'https://github.com/user/repo'],
    ['git+ssh://git@github.com/user/repo.git', 'https://github.com/user/repo'],
    ['git@github.com:user/repo.git', 'https://github.com/user/repo'],
    ['https://example.com/a/b/', 'https://example.com/a/b'],
    ['not a url', null],
  ])('%s → %s', (input, expected) => {
    expect(repositoryUrl(input)).toBe(expected);
  });
});

describe('readBuildInfo', () => {
  const commit = 'a295b81ae582857cdd03defe6e2782195e3cf7b3';
  const now = () => new Date('2026-11-22T01:02:03.000Z');
  const git =
    (answers: Record<string, string | null>): GitReader =>
    (args) =>
      answers[args.join(' ')] ?? null;

  beforeEach(() => {
    writePackage(root, { name: '@glide/web', version: '1.4.0' });
  });

  it('names the commit, its date and the build time of a production build', () => {
    const info = readBuildInfo({
      appRoot: root,
      kind: 'production',
      now,
      git: git({
        'log -1 --format=%H%n%cI': `${commit}\n2026-11-22T00:34:29+00:00`,
        'remote get-url origin': 'git@github.com:glide/glide.git',
      }),
    });
    expect(info).toEqual({
      version: '1.4.0',
      kind: 'production',
      commit,
      commitDateIso: '2026-11-22T00:34:29+00:00',
      builtAtIso: '2026-11-22T01:02:03.000Z',
      sourceUrl: 'https://github.com/glide/glide',
    });
  });

  it('says "development" and names no commit under the dev server', () => {
    const info = readBuildInfo({
      appRoot: root,
      kind: 'development',
      now,
      git: git({ 'log -1 --format=%H%n%cI': `${commit}\n2026-11-22T00:34:29+00:00` }),
    });
    expect(info).toEqual({
      version: '1.4.0',
      kind: 'development',
      commit: null,
      commitDateIso: null,
      builtAtIso: null,
      sourceUrl: null,
    });
  });

  it('still builds without git, and prefers the declared repository', () => {
    writePackage(root, {
      name: '@glide/web',
      version: '1.4.0',
      repository: { type: 'git', url: 'https://example.org/glide.git' },
    });
    const info = readBuildInfo({ appRoot: root, kind: 'production', now, git: git({}) });
    expect(info).toMatchObject({
      commit: null,
      commitDateIso: null,
      builtAtIso: '2026-11-22T01:02:03.000Z',
      sourceUrl: 'https://example.org/glide',
    });
  });
});
