// The system programs the suite and the benchmarks run besides Node.js, and a check that they are
// there before anything starts. `npm test` and `npm run bench` call it first, so that a machine that
// lacks one stops at once with one line that names it (not deep inside a spec with ENOENT).
// `.ci/run` installs the same Debian packages when they are missing; keep the two lists together.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * @typedef {object} SystemTool
 * @property {'chromium' | 'ffmpeg' | 'firefox' | 'webkit' | 'xvfb'} name
 * @property {string} debianPackage the package `.ci/run` installs (`apt-get install -y <it>`)
 * @property {string} usedBy who needs it, in a few words
 * @property {() => string | null} problem what is wrong with this machine's copy, or null when usable
 */

/** The encoders the generated test clips use (`e2e/support/sync-clip.ts`, `local-player.spec.ts`). */
export const FFMPEG_ENCODERS = ['libvpx-vp9', 'libvpx', 'libopus'];

/** Where the tests and benchmarks start Chromium (`e2e/support/chromium.ts` reads the same). */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Where the engine smoke sets start Firefox ESR (`e2e/engines/firefox.ts` reads the same). */
export function firefoxPath() {
  return process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
}

/** Where they start WebKitGTK's WebDriver (`e2e/engines/webkit.ts` reads the same). */
export function webkitDriverPath() {
  return process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
}

/**
 * @param {string} path
 * @returns {string | null}
 */
function executableProblem(path) {
  try {
    accessSync(path, constants.X_OK);
    return null;
  } catch {
    return `${path} is missing or not executable`;
  }
}

/**
 * @param {string} name a program looked up on PATH
 * @returns {string | null}
 */
function onPathProblem(name) {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter((dir) => dir !== '');
  return dirs.some((dir) => executableProblem(join(dir, name)) === null)
    ? null
    : 'it is not on PATH';
}

/** @returns {string | null} */
function ffmpegProblem() {
  const listed = spawnSync('ffmpeg', ['-hide_banner', '-encoders'], { encoding: 'utf8' });
  if (listed.error) return 'it is not on PATH';
  if (listed.status !== 0) return `\`ffmpeg -encoders\` exited with ${String(listed.status)}`;
  // Each encoder is a line: flags, then its name, then its description.
  const names = new Set(listed.stdout.split('\n').map((line) => line.trim().split(/\s+/)[1] ?? ''));
  const lacking = FFMPEG_ENCODERS.filter((encoder) => !names.has(encoder));
  return lacking.length === 0
    ? null
    : `it lacks the encoder${lacking.length > 1 ? 's' : ''} ${lacking.join(', ')}`;
}

/** @type {Record<SystemTool['name'], SystemTool>} */
export const SYSTEM_TOOLS = {
  chromium: {
    name: 'chromium',
    debianPackage: 'chromium',
    usedBy: 'the end-to-end tests and the browser benchmarks',
    problem: () => executableProblem(chromiumPath()),
  },
  ffmpeg: {
    name: 'ffmpeg',
    debianPackage: 'ffmpeg',
    usedBy: 'the video clips of the /local specs and the sync benchmarks',
    problem: ffmpegProblem,
  },
  firefox: {
    name: 'firefox',
    debianPackage: 'firefox-esr',
    usedBy: 'the Firefox ESR smoke set',
    problem: () => executableProblem(firefoxPath()),
  },
  webkit: {
    name: 'webkit',
    debianPackage: 'webkit2gtk-driver',
    usedBy: 'the WebKit smoke set',
    problem: () => executableProblem(webkitDriverPath()),
  },
  xvfb: {
    name: 'xvfb',
    debianPackage: 'xvfb',
    usedBy: 'the WebKit smoke set (its browser has no headless mode)',
    problem: () => onPathProblem('Xvfb'),
  },
};

/**
 * One line per tool that is missing or unusable; empty when all are there.
 * @param {ReadonlyArray<SystemTool['name']>} names
 * @param {string} command what the user ran (`npm test`), for the message
 * @returns {string[]}
 */
export function missingSystemTools(names, command) {
  /** @type {string[]} */
  const lines = [];
  for (const name of names) {
    const tool = SYSTEM_TOOLS[name];
    const problem = tool.problem();
    if (problem === null) continue;
    lines.push(
      `✖ ${command} needs ${tool.name} for ${tool.usedBy}, but ${problem}: ` +
        `install it with \`apt-get install -y ${tool.debianPackage}\` (\`bash .ci/run\` does so when it is missing).`,
    );
  }
  return lines;
}
