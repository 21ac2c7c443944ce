import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedNames, SURFACES, unusedExports } from './public-surface';

describe('exportedNames', () => {
  it('follows `export *` and names types and values alike', () => {
    const dir = mkdtempSync(join(tmpdir(), 'glide-surface-'));
    writeFileSync(join(dir, 'a.ts'), 'export const a = 1;\nexport type A = number;\n');
    writeFileSync(join(dir, 'index.ts'), "export * from './a';\nexport { b } from './b';\n");
    writeFileSync(join(dir, 'b.ts'), 'export const b = 2;\nexport const hidden = 3;\n');
    expect(exportedNames(join(dir, 'index.ts'))).toEqual(['A', 'a', 'b']);
  });
});

describe.each(SURFACES)('the entry of $name', (surface) => {
  it('exports only what others import', { timeout: 60_000 }, () => {
    expect(unusedExports(surface)).toEqual([]);
  });
});
