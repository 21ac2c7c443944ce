/**
 * `npm run contract:generate`: writes what the tests need of the provider's published OpenAPI file
 * (`../shared/reference/handy-api-v3.openapi.yaml`) into `packages/handy/contract/`, so that a clone
 * without `../shared` still checks the SDK and the emulator against it. Kept: paths, methods,
 * parameters, request bodies, responses, schemas, security and the examples; left out: the prose
 * (descriptions, summaries, tags, links). The corrections live apart, in
 * `packages/handy/test/contract/corrections.ts`, and are applied when the contract is loaded.
 *
 * `--check` writes nothing and exits 1 when the committed file differs from what the YAML gives.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractFromYaml } from './contract/contract-from-yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, '..', 'shared', 'reference', 'handy-api-v3.openapi.yaml');
const target = join(root, 'packages', 'handy', 'contract', 'handy-api-v3.json');

const yamlText = readFileSync(source, 'utf8');
const contract = contractFromYaml(yamlText, {
  source: relative(root, source).split('\\').join('/'),
  sha256: createHash('sha256').update(yamlText).digest('hex'),
});
const text = `${JSON.stringify(contract, null, 2)}\n`;

if (process.argv.includes('--check')) {
  const committed = readFileSync(target, 'utf8');
  if (committed !== text) {
    console.error(
      `${relative(root, target)} is not what the YAML gives: run npm run contract:generate`,
    );
    process.exit(1);
  }
  console.log(`${relative(root, target)} matches ${relative(root, source)}`);
} else {
  writeFileSync(target, text);
  console.log(`wrote ${relative(root, target)} (${text.length} characters)`);
}
