// The size budgets of `npm test`: builds the app once and fails when the home route's initial
// JavaScript or the JavaScript a first connect adds is over its budget (gzip). Prints both figures.
import {
  CONNECT_JS_BUDGET_BYTES,
  INITIAL_JS_BUDGET_BYTES,
  kilobytes,
  measureBundle,
  type ChunkSet,
} from '../bench/bundle-size';

const figures = await measureBundle();
let over = false;

function report(what: string, set: ChunkSet, budgetBytes: number): void {
  const within = set.gzipBytes <= budgetBytes;
  if (!within) over = true;
  console.log(
    `${within ? '✔' : '✖'} ${what}: ${kilobytes(set.gzipBytes)} KB gzip (budget ${kilobytes(budgetBytes)} KB; ${set.files.join(', ')})`,
  );
}

report('home route initial JavaScript', figures.initial, INITIAL_JS_BUDGET_BYTES);
report('JavaScript a first connect adds', figures.connect, CONNECT_JS_BUDGET_BYTES);
process.exit(over ? 1 : 0);
