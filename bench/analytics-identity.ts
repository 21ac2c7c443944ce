/**
 * What the analytics identity costs (issue 10): one derivation (PBKDF2-HMAC-SHA-256 with the app's
 * salt and iteration count) in Node and in Debian's Chromium, against the old identity's single
 * SHA-256; and whether Chromium derives the same id as Node. The cost of one derivation is the cost
 * of one guess to whoever tries to work a key back from a captured id; apps/web/src/analytics/README.md turns it
 * into the cost of recovering a 5–8 character key. Run alone with `npm run bench -- identity`.
 */
import { createHash, webcrypto } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import {
  ANALYTICS_ID_ITERATIONS,
  ANALYTICS_ID_SALT,
  analyticsIdentity,
  webCryptoPbkdf2,
} from '@glide/core';
import { z } from 'zod';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import type { BenchFigure } from './script-parse';
import { quantile, round } from './stats';

const KEY = 'Xy7Qa9Lm2Pz';
const RUNS = 5;
const OLD_RUNS = 100_000;

/**
 * The attacker's rate assumed in apps/web/src/analytics/README.md: PBKDF2-HMAC-SHA-256 iterations per second on
 * one RTX 4090 (hashcat mode 10900, about 8.9 MH/s at 999 iterations in the public 4090 benchmarks).
 */
const GPU_ITERATIONS_PER_S = 9e9;

/** Letters and digits: a connection key's alphabet (reference §1). */
const KEY_ALPHABET = 62;

const median = (values: number[]): number => quantile(values, 0.5);

async function nodeDerivationMs(): Promise<{ ms: number; id: string }> {
  const pbkdf2 = webCryptoPbkdf2(() => webcrypto.subtle);
  const times: number[] = [];
  let id = '';
  for (let run = 0; run < RUNS; run++) {
    const startedAt = performance.now();
    id = await analyticsIdentity(KEY, { pbkdf2, random: Math.random });
    times.push(performance.now() - startedAt);
  }
  return { ms: median(times), id };
}

/** The old identity's cost per guess: one SHA-256 of the key, as a CPU attacker computes it. */
function oldDigestUs(): number {
  const startedAt = performance.now();
  for (let run = 0; run < OLD_RUNS; run++) createHash('sha256').update(KEY).digest();
  return ((performance.now() - startedAt) * 1000) / OLD_RUNS;
}

/**
 * The same derivation in Chromium, on a page served from `localhost` (a secure context, where Web
 * Crypto exists). The id is built the way the app builds it, so that a difference would show.
 */
const CHROMIUM_SCRIPT = (runs: number) => `(async () => {
  const enc = new TextEncoder();
  const times = [];
  let bytes;
  for (let run = 0; run < ${runs}; run++) {
    const startedAt = performance.now();
    const key = await crypto.subtle.importKey('raw', enc.encode(${JSON.stringify(KEY)}), 'PBKDF2', false, ['deriveBits']);
    bytes = new Uint8Array(await crypto.subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt: enc.encode(${JSON.stringify(ANALYTICS_ID_SALT)}), iterations: ${ANALYTICS_ID_ITERATIONS} },
      key, 72));
    times.push(performance.now() - startedAt);
  }
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const prefix = [...bytes.subarray(0, 3)].map((b) => alphabet.charAt(b % 62)).join('');
  const hex = [...bytes.subarray(3)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return { times, id: prefix + '-' + hex };
})()`;

async function chromiumDerivation(): Promise<{ ms: number; id: string }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage();
    await page.route('http://localhost/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>identity</title>' }),
    );
    await page.goto('http://localhost/');
    const result = z
      .object({ times: z.array(z.number()), id: z.string() })
      .parse(await page.evaluate(CHROMIUM_SCRIPT(RUNS)));
    return { ms: median(result.times), id: result.id };
  } finally {
    await browser.close();
  }
}

/** Time to try every key of `length` characters at the assumed GPU rate, in a unit that reads well. */
function gpuTimeForLength(length: number): { value: number; unit: string } {
  const guessesPerS = GPU_ITERATIONS_PER_S / ANALYTICS_ID_ITERATIONS;
  const seconds = KEY_ALPHABET ** length / guessesPerS;
  if (seconds < 2 * 86_400) return { value: round(seconds / 3_600, 1), unit: 'hours' };
  if (seconds < 365 * 86_400) return { value: round(seconds / 86_400, 1), unit: 'days' };
  return { value: round(seconds / (365.25 * 86_400), 1), unit: 'years' };
}

export async function benchAnalyticsIdentity(): Promise<BenchFigure[]> {
  const node = await nodeDerivationMs();
  const browser = await chromiumDerivation();
  const oldUs = oldDigestUs();
  const iterations = ANALYTICS_ID_ITERATIONS.toLocaleString('en-US');
  return [
    {
      name: `one derivation, Node (PBKDF2-SHA-256, ${iterations} iterations, median of ${RUNS})`,
      value: round(node.ms, 1),
      unit: 'ms',
    },
    {
      name: `one derivation, Chromium (the same, median of ${RUNS})`,
      value: round(browser.ms, 1),
      unit: 'ms',
    },
    {
      name: 'Chromium derives the same id as Node (1 = yes)',
      value: browser.id === node.id ? 1 : 0,
      unit: '',
    },
    {
      name: 'the old identity: one SHA-256 of the key, node:crypto',
      value: round(oldUs, 2),
      unit: 'µs',
    },
    {
      name: 'cost per guess, new ÷ old',
      value: Math.round((node.ms * 1000) / oldUs),
      unit: '×',
    },
    ...[5, 6, 7, 8].map((length) => ({
      name: `every ${length}-character key on one RTX 4090 (estimate, ${GPU_ITERATIONS_PER_S / 1e9}e9 iterations/s)`,
      ...gpuTimeForLength(length),
    })),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const f of await benchAnalyticsIdentity()) console.log(f.name, f.value, f.unit);
}
