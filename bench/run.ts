// `npm run bench`: the figures that matter, printed as a table. Benchmarks are not tests: they
// measure, and a missed target is reported, not failed. A time figure that moves with the machine's
// load prints beside a baseline measured in the same run (`= 4.4× baseline 158 ms`): for page loads a
// blank page built by the same Vite and loaded the same way (blank-page.ts), for the command path
// the same request sent with raw fetch, and so on (bench/README.md lists each). The ratio is the
// figure to compare across days.
import { benchAnalyticsIdentity } from './analytics-identity';
import { benchBattery } from './battery';
import { benchBeatbox } from './beatbox';
import { benchChannels } from './channels';
import { benchClockOffset } from './clock-offset';
import { benchCommandRoundTrip } from './command-round-trip';
import { benchDeviceParts } from './device-parts';
import { benchEngineSync } from './engine-sync';
import { benchHspStarvation } from './hsp-starvation';
import { benchLibrary } from './library';
import { benchLibraryPlayback } from './library-playback';
import { benchLiveDevice } from './live-device';
import { baselineText, benchScriptParse, type BenchFigure } from './script-parse';
import { benchStash } from './stash';
import { benchStashBrowser } from './stash-browser';
import { benchSyncFloor } from './sync-floor';
import { benchSyncPlayback } from './sync-playback';
import { benchTapCalibration } from './tap-calibration';
import { benchWebApp } from './web-app';
import { missingSystemTools, type SYSTEM_TOOLS } from '../scripts/system-tools.mjs';

type SystemToolName = keyof typeof SYSTEM_TOOLS;

/** Each group, with the system programs it runs besides Node.js. */
const suites: Array<[string, () => Promise<BenchFigure[]>, SystemToolName[]]> = [
  ['Script parsing', benchScriptParse, []],
  ['Clock sync', benchClockOffset, []],
  ['Emulator under load', benchCommandRoundTrip, []],
  ['Web app', benchWebApp, ['chromium']],
  ['Live device', benchLiveDevice, ['chromium']],
  ['Sync measurement floor', benchSyncFloor, ['chromium', 'ffmpeg']],
  ['Sync playback', benchSyncPlayback, ['chromium', 'ffmpeg']],
  ['HSP starvation', benchHspStarvation, []],
  ['Engine sync on the emulator model', benchEngineSync, []],
  ['Device parts on the emulator model', benchDeviceParts, []],
  ['Beatbox on the emulator model', benchBeatbox, []],
  ['Library', benchLibrary, []],
  ['Library playback', benchLibraryPlayback, ['chromium', 'ffmpeg']],
  ['Analytics identity', benchAnalyticsIdentity, ['chromium']],
  ['Tap calibration', benchTapCalibration, []],
  ['Channels on the emulator', benchChannels, []],
  ['Battery', benchBattery, ['chromium', 'ffmpeg']],
  ['Stash library', benchStash, ['ffmpeg']],
  ['Stash in the browser', benchStashBrowser, ['chromium', 'ffmpeg']],
];

const only = process.argv.slice(2);
const chosen = suites.filter(
  ([title]) => only.length === 0 || only.some((o) => title.toLowerCase().includes(o.toLowerCase())),
);
// Stop before the first group when a chosen one needs a program this machine lacks.
const missing = missingSystemTools(
  [...new Set(chosen.flatMap(([, , needs]) => needs))],
  'npm run bench',
);
if (missing.length > 0) {
  for (const line of missing) console.error(line);
  process.exit(1);
}
for (const [title, run] of chosen) {
  console.log(`\n${title}`);
  const started = performance.now();
  for (const f of await run()) {
    const target = f.target ? `   target ${f.target}` : '';
    const baseline = f.baseline === undefined ? '' : `   ${baselineText(f)}`;
    console.log(
      `  ${f.name.padEnd(84)} ${String(f.value).padStart(9)} ${f.unit}${baseline}${target}`,
    );
  }
  console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
