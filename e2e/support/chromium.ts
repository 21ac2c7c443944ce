import { fileURLToPath } from 'node:url';
/**
 * How the tests and benchmarks start Debian's Chromium (never a downloaded browser). Without the
 * background-networking flags Chromium keeps trying hosts this closed network refuses.
 */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The same Chromium started at the lowest CPU priority (`low-priority-chromium.sh`), for browsers
 * that must leave the CPU to others running beside them.
 */
export const LOW_PRIORITY_CHROMIUM_LAUNCHER = fileURLToPath(
  new URL('./low-priority-chromium.sh', import.meta.url),
);
