import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findImportCycles } from './import-cycles';

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

  it('finds none in the playback engine (ADR 0001)', () => {
    expect(findImportCycles(join(root, 'packages/core/src/playback'))).toEqual([]);
  });
});
