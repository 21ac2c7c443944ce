/** Runs the emulator on a real port. */
import { serve } from '@hono/node-server';
import { isLoopback } from './cli-args';
import {
  API_PATH,
  CHANNEL_API_PATH,
  CONTROL_PATH,
  DEFAULT_PORT,
  SCRIPT_HOST_PATH,
} from './constants';
import { createEmulator, type EmulatorOptions } from './create-emulator';
import type { Emulator } from './model/emulator';

/** A listening emulator. */
export interface RunningEmulator {
  /** `http://<host>:<port>`. */
  url: string;
  /** Root of the REST API v3. */
  apiBase: string;
  /** Root of the Channel API. */
  channelApiBase: string;
  /** Root of the script host. */
  scriptHostBase: string;
  /** Root of the control API. */
  controlBase: string;
  /** The model, for in-process tests. */
  emulator: Emulator;
  /** Closes open event streams and connections, then the server. */
  close(): Promise<void>;
}

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/** Starts the emulator and resolves once it listens. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const instance = createEmulator(options);
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve(
      { fetch: instance.app.fetch, port: options.port ?? DEFAULT_PORT, hostname: host },
      () => resolve(s),
    );
    s.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://${urlHost(host)}:${port}`;
  instance.ownOrigins.add(url);
  // Loopback aliases reach the same server, so script URLs under either are "ours".
  if (host === '127.0.0.1' || host === 'localhost') {
    instance.ownOrigins.add(`http://127.0.0.1:${port}`);
    instance.ownOrigins.add(`http://localhost:${port}`);
  }
  if (!options.quiet) {
    if (!isLoopback(host)) {
      process.stderr.write(
        `Warning: bound to ${host}: the API and the script host, with the demo credentials, are reachable by anyone who can reach this address. The control API still answers only on this machine (loopback peer, Host and Origin).\n`,
      );
    }
    process.stderr.write(`Glide emulator listening on ${url}\n`);
  }
  return {
    url,
    apiBase: `${url}${API_PATH}`,
    channelApiBase: `${url}${CHANNEL_API_PATH}`,
    scriptHostBase: `${url}${SCRIPT_HOST_PATH}`,
    controlBase: `${url}${CONTROL_PATH}`,
    emulator: instance.emulator,
    close: async () => {
      await instance.close();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Idle keep-alive sockets would hold close() open.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
    },
  };
}
