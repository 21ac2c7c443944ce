/**
 * Where the contract tests say what they checked: on the test's output and, when `npm test` runs
 * them (it sets `GLIDE_TEST_REPORTS`), in a file that `npm test` prints again beside its totals.
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';

/** Prints one summary line and keeps it for `npm test`'s closing summary. */
export function reportContractLine(line: string): void {
  console.log(line);
  const dir = process.env.GLIDE_TEST_REPORTS;
  if (dir) appendFileSync(join(dir, 'contract.txt'), `${line}\n`);
}
