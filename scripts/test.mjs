#!/usr/bin/env node
// `npm test`: typecheck, lint, the JavaScript size budgets, the native wrap's sync, unit,
// integration and e2e (Chromium, and the smoke sets in Firefox ESR and WebKit), in that order;
// stops at the first stage that fails. Typecheck, lint and format run side by side (each is one
// single-threaded process, and the machine has at least two cores), and so do the two builds (size
// budgets, native sync); the output of steps side by side is printed whole as each ends, so that it
// does not interleave. Vitest and Playwright write JSON reports so that the last line can count
// every test that ran; the budget and the sync steps count as one test each. Before anything, it
// checks that the system programs the suite runs (Chromium, ffmpeg, Firefox ESR, WebKitGTK's
// driver, Xvfb) are there, and stops with one line naming the one that is not.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { missingSystemTools } from './system-tools.mjs';

const missing = missingSystemTools(['chromium', 'ffmpeg', 'firefox', 'webkit', 'xvfb'], 'npm test');
if (missing.length > 0) {
  for (const line of missing) console.error(line);
  process.exit(1);
}

/**
 * @typedef {{ kind: 'single' } | { kind: 'vitest' | 'playwright'; file: string }} Report
 * @typedef {{ name: string; cmd: string; args: string[]; env?: Record<string, string>; report?: Report }} Step
 * @typedef {{ step: Step; status: number | null; seconds: string; output?: string }} Ran
 */

const reports = mkdtempSync(join(tmpdir(), 'glide-test-'));
/** @type {Step[][]} Stages, one after the other; the steps of a stage run side by side. */
const stages = [
  [
    { name: 'typecheck', cmd: 'npx', args: ['tsc', '-b'] },
    { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
    { name: 'format', cmd: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
  ],
  [
    {
      name: 'size budgets',
      cmd: 'npx',
      args: ['tsx', 'scripts/bundle-budget.ts'],
      report: { kind: 'single' },
    },
    {
      // Builds the web app and syncs it into the Android and iOS projects (no platform SDK needed).
      name: 'native sync',
      cmd: 'npx',
      args: ['tsx', 'scripts/native-sync-check.ts'],
      report: { kind: 'single' },
    },
  ],
  [
    {
      name: 'unit',
      cmd: 'npx',
      env: { GLIDE_TEST_REPORTS: reports },
      args: [
        'vitest',
        'run',
        '--project',
        'unit',
        '--project',
        'web',
        '--project',
        'web-logic',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${join(reports, 'unit.json')}`,
      ],
      report: { kind: 'vitest', file: join(reports, 'unit.json') },
    },
  ],
  [
    {
      name: 'integration',
      cmd: 'npx',
      // The contract tests write what they checked there; it is printed again at the end.
      env: { GLIDE_TEST_REPORTS: reports },
      args: [
        'vitest',
        'run',
        '--project',
        'integration',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${join(reports, 'integration.json')}`,
      ],
      report: { kind: 'vitest', file: join(reports, 'integration.json') },
    },
  ],
  [
    {
      name: 'e2e',
      cmd: 'npx',
      args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
      report: { kind: 'playwright', file: join(reports, 'e2e.json') },
    },
  ],
];

let passed = 0;
let failed = 0;
let skipped = 0;

/**
 * Adds a finished step's tests to the totals.
 * @param {Report | undefined} report
 * @param {number | null} status the step's exit status
 */
function count(report, status) {
  if (report?.kind === 'single') {
    if (status === 0) passed += 1;
    else failed += 1;
    return;
  }
  if (!report || !existsSync(report.file)) return;
  /** @type {any} A report's shape is the tool's; a missing count reads as 0. */
  const data = JSON.parse(readFileSync(report.file, 'utf8'));
  if (report.kind === 'vitest') {
    passed += data.numPassedTests ?? 0;
    failed += data.numFailedTests ?? 0;
    skipped += (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0);
  } else {
    passed += data.stats?.expected ?? 0;
    failed += (data.stats?.unexpected ?? 0) + (data.stats?.flaky ?? 0);
    skipped += data.stats?.skipped ?? 0;
  }
}

/**
 * Runs a step. With `capture`, its output is kept and handed back instead of shown as it comes.
 * @param {Step} step
 * @param {boolean} capture
 * @returns {Promise<Ran>}
 */
function run(step, capture) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += String(chunk)));
    child.stderr?.on('data', (chunk) => (output += String(chunk)));
    const done = (/** @type {number | null} */ status) =>
      resolve({
        step,
        status,
        seconds: ((Date.now() - started) / 1000).toFixed(1),
        output: capture ? output : undefined,
      });
    child.on('error', (error) => {
      output += `${error.message}\n`;
      done(1);
    });
    child.on('close', done);
  });
}

/**
 * Counts a finished step and prints its result; stops the run when it failed.
 * @param {Ran} ran
 */
function finish({ step, status, seconds }) {
  count(step.report, status);
  if (status !== 0) {
    console.error(`✖ ${step.name} failed after ${seconds} s`);
    console.log(`${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(status ?? 1);
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}

for (const stage of stages) {
  const [only] = stage;
  if (stage.length === 1 && only) {
    console.log(`\n▶ ${only.name}`);
    finish(await run(only, false));
    continue;
  }
  const started = Date.now();
  console.log(`\n▶ ${stage.map((step) => step.name).join(', ')} (side by side)`);
  const ran = await Promise.all(
    stage.map((step) =>
      run(step, true).then((result) => {
        if (result.output) process.stdout.write(result.output);
        console.log(`  ${result.step.name} ended after ${result.seconds} s`);
        return result;
      }),
    ),
  );
  for (const result of ran) finish(result);
  console.log(`  (side by side: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

if (passed === 0) {
  console.error('No test ran.');
  process.exit(1);
}
const contractSummary = join(reports, 'contract.txt');
if (existsSync(contractSummary)) process.stdout.write(`\n${readFileSync(contractSummary, 'utf8')}`);
console.log(`\n${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ''));
