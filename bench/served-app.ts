/**
 * The built app as the browser benchmarks load it: e2e/support/serve.ts (emulator, analytics sink
 * and the app's preview) in a child process on ports of the benchmark's own, so that a bench run
 * beside e2e runs or `npm start` does not collide with them.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A started server: the app's address, a wait until it answers, and the stop. */
export interface ServedApp {
  readonly base: string;
  /** Resolves once the app answers; throws when it has not come up in 3 minutes (a cold build). */
  ready(): Promise<void>;
  stop(): void;
}

async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts serving the app on `webPort`, the emulator on `emulatorPort`, analytics one above and the
 * stand-in Stash two above.
 */
export function serveApp(webPort: number, emulatorPort: number): ServedApp {
  const serve = fileURLToPath(new URL('../e2e/support/serve.ts', import.meta.url));
  const server = spawn(process.execPath, ['--import', 'tsx', serve], {
    env: {
      ...process.env,
      GLIDE_E2E_WEB_PORT: String(webPort),
      GLIDE_E2E_EMULATOR_PORT: String(emulatorPort),
      GLIDE_E2E_ANALYTICS_PORT: String(emulatorPort + 1),
      GLIDE_E2E_STASH_PORT: String(emulatorPort + 2),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${webPort}`;
  return {
    base,
    ready: () => waitForUrl(base, 180_000),
    stop: () => server.kill('SIGTERM'),
  };
}
