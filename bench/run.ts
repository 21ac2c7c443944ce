// `npm run bench`: the figures that matter, printed as a table. Benchmarks are not tests: they
// measure, and a missed target is reported, not failed.
import { benchAnalyticsIdentity } from './analytics-identity';
import { benchClockOffset } from './clock-offset';
import { benchCommandRoundTrip } from './command-round-trip';
import { benchEngineSync } from './engine-sync';
import { benchHspStarvation } from './hsp-starvation';
import { benchLiveDevice } from './live-device';
import { benchScriptParse, type BenchFigure } from './script-parse';
import { benchSyncFloor } from './sync-floor';
import { benchSyncPlayback } from './sync-playback';
import { benchWebApp } from './web-app';

const suites: Array<[string, () => Promise<BenchFigure[]>]> = [
  ['Script parsing', benchScriptParse],
  ['Clock sync', benchClockOffset],
  ['Emulator under load', benchCommandRoundTrip],
  ['Web app', benchWebApp],
  ['Live device', benchLiveDevice],
  ['Sync measurement floor', benchSyncFloor],
  ['Sync playback', benchSyncPlayback],
  ['HSP starvation', benchHspStarvation],
  ['Engine sync on the emulator model', benchEngineSync],
  ['Analytics identity', benchAnalyticsIdentity],
];

const only = process.argv.slice(2);
for (const [title, run] of suites) {
  if (only.length > 0 && !only.some((o) => title.toLowerCase().includes(o.toLowerCase()))) continue;
  console.log(`\n${title}`);
  const started = performance.now();
  for (const f of await run()) {
    const target = f.target ? `   target ${f.target}` : '';
    console.log(`  ${f.name.padEnd(84)} ${String(f.value).padStart(9)} ${f.unit}${target}`);
  }
  console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
