#!/usr/bin/env node
// `npm test`: typecheck, lint, the JavaScript size budgets, the native wrap's sync, unit,
// integration and e2e, in that order; stops at the first failure. Vitest and Playwright write JSON
// reports so that the last line can count every test that ran; the budget and the sync steps count
// as one test each. Before anything, it checks that the system programs the suite runs (Chromium,
// ffmpeg) are there, and stops with one line naming the one that is not.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { missingSystemTools } from './system-tools.mjs';

const missing = missingSystemTools(['chromium', 'ffmpeg'], 'npm test');
if (missing.length > 0) {
  for (const line of missing) console.error(line);
  process.exit(1);
}

/**
 * @typedef {{ kind: 'single' } | { kind: 'vitest' | 'playwright'; file: string }} Report
 * @typedef {{ name: string; cmd: string; args: string[]; env?: Record<string, string>; report?: Report }} Step
 */

const reports = mkdtempSync(join(tmpdir(), 'glide-test-'));
/** @type {Step[]} */
const steps = [
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '-b'] },
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'format', cmd: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
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
  {
    name: 'unit',
    cmd: 'npx',
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
  {
    name: 'integration',
    cmd: 'npx',
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
  {
    name: 'e2e',
    cmd: 'npx',
    args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
    report: { kind: 'playwright', file: join(reports, 'e2e.json') },
  },
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

for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.cmd, step.args, {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  count(step.report, result.status);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${step.name} failed after ${seconds} s`);
    console.log(`${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}

if (passed === 0) {
  console.error('No test ran.');
  process.exit(1);
}
console.log(`\n${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ''));
