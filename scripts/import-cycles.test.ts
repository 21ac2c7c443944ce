import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findImportCycles, importGraph, sourceRoots } from './import-cycles';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('findImportCycles', () => {
  it('finds a circle, type-only imports and re-exports included', () => {
    const dir = mkdtempSync(join(tmpdir(), 'glide-cycles-'));
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = b;\n");
    writeFileSync(join(dir, 'b.ts'), "export * from './c';\nexport const b = 1;\n");
    writeFileSync(join(dir, 'c.ts'), "import type { A } from './a';\nexport type C = A;\n");
    writeFileSync(join(dir, 'd.ts'), "import { a } from './a';\nimport { x } from 'elsewhere';\n");
    expect(findImportCycles(dir)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('follows imports between the folders it is given, and reads no node_modules', () => {
    const dir = mkdtempSync(join(tmpdir(), 'glide-cycles-'));
    for (const folder of ['one', 'two', 'two/node_modules/pkg'])
      mkdirSync(join(dir, folder), { recursive: true });
    writeFileSync(join(dir, 'one/a.ts'), "import { b } from '../two/b';\nexport const a = b;\n");
    writeFileSync(join(dir, 'two/b.ts'), "export { a as b } from '../one/a';\n");
    writeFileSync(join(dir, 'two/node_modules/pkg/c.ts'), "import './d';\n");
    writeFileSync(join(dir, 'two/node_modules/pkg/d.ts'), "import './c';\n");
    expect(findImportCycles(join(dir, 'one'))).toEqual([]);
    expect(findImportCycles([join(dir, 'one'), join(dir, 'two')], dir)).toEqual([
      ['one/a.ts', 'two/b.ts', 'one/a.ts'],
    ]);
  });
});

describe('the repository imports no circle', () => {
  const roots = sourceRoots(root);

  it('looks at every source root', () => {
    expect(roots).toEqual(
      expect.arrayContaining([
        'packages/core/src',
        'packages/handy/src',
        'packages/emulator/src',
        'apps/web/src',
        'e2e',
        'bench',
        'scripts',
      ]),
    );
  });

  it.each(roots)('in %s', (dir) => {
    expect(importGraph(join(root, dir)).size).toBeGreaterThan(0);
    expect(findImportCycles(join(root, dir))).toEqual([]);
  });

  it('across the source roots either', () => {
    expect(
      findImportCycles(
        roots.map((dir) => join(root, dir)),
        root,
      ),
    ).toEqual([]);
  });
});
