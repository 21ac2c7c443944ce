// `npm start`: the emulator, a demo Stash library and the app's dev server together, one URL to
// open, Ctrl-C stops them all. With VITE_HANDY_API_BASE set (the real cloud, say), the emulator is
// not started.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import {
  DEFAULT_STANDIN_PORT,
  DEMO_STASH_API_KEY,
  startStashStandin,
  type RunningStandin,
} from '@glide/stash-standin';
import {
  DEFAULT_PORT,
  DEMO_APP_ID,
  DEMO_CONNECTION_KEY,
  startEmulator,
  type RunningEmulator,
} from '@glide/emulator';

const webRoot = fileURLToPath(new URL('../apps/web', import.meta.url));
const emulatorPort = Number(process.env.GLIDE_EMULATOR_PORT ?? DEFAULT_PORT);
const webPort = Number(process.env.GLIDE_WEB_PORT ?? 5173);

let emulator: RunningEmulator | undefined;
if (!process.env.VITE_HANDY_API_BASE) {
  emulator = await startEmulator({ port: emulatorPort, quiet: true });
  process.env.VITE_HANDY_API_BASE = emulator.apiBase;
  process.env.VITE_HANDY_APP_KEY = DEMO_APP_ID;
}

// A demo Stash library for Settings › Stash library (its clips are made by ffmpeg on first use).
// GLIDE_STASH_STANDIN=0 leaves it out; without ffmpeg it is left out with a note.
let stash: RunningStandin | undefined;
if (process.env.GLIDE_STASH_STANDIN !== '0') {
  stash = await startStashStandin({
    port: Number(process.env.GLIDE_STASH_PORT ?? DEFAULT_STANDIN_PORT),
  }).catch((error: unknown) => {
    console.warn(`  No demo Stash library: ${String(error)}`);
    return undefined;
  });
}

const web = await createServer({
  root: webRoot,
  configFile: `${webRoot}/vite.config.ts`,
  server: { port: webPort, host: '127.0.0.1' },
  logLevel: 'warn',
});
await web.listen();
const appUrl = web.resolvedUrls?.local[0] ?? `http://127.0.0.1:${webPort}/`;

console.log('');
if (emulator) {
  console.log(`  Glide is running against the device emulator (${emulator.apiBase}).`);
  console.log(`  Open: ${appUrl}#k=${DEMO_CONNECTION_KEY}`);
  console.log(`  Demo connection key: ${DEMO_CONNECTION_KEY}`);
} else {
  console.log(`  Glide is running against ${process.env.VITE_HANDY_API_BASE}.`);
  console.log(`  Open: ${appUrl}`);
}
if (stash) {
  console.log(`  Demo Stash library: ${stash.url} (API key ${DEMO_STASH_API_KEY}),`);
  console.log('  to add in Settings › Stash library.');
}
console.log('  Press Ctrl-C to stop.');
console.log('');

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([web.close(), emulator?.close(), stash?.close()]);
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
