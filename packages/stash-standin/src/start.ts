/** Runs the stand-in Stash on a real port. */
import { serve } from '@hono/node-server';
import { createStandinApp, type StandinFaults } from './app';
import { ensureClips } from './clips';
import { generateLibrary, type Library } from './library';
import { createRootValue, readStashSchema, type StandinSettings } from './resolvers';

/** Where `npm start` serves it (Stash's own default is 9999; this leaves a real one alone). */
export const DEFAULT_STANDIN_PORT = 9899;
/** The demo library's API key (Stash's are JWTs; any text does). */
export const DEMO_STASH_API_KEY = 'glide-demo-stash-key';

export interface StandinOptions {
  readonly port?: number;
  readonly host?: string;
  /** `''` for a server without authentication; the demo key when not given. */
  readonly apiKey?: string;
  readonly scenes?: number;
  readonly seed?: number;
  /** Where the clips are made and kept (`clips.ts`). */
  readonly clipsDir?: string;
}

export interface RunningStandin {
  /** `http://<host>:<port>/`, the address a person types into Glide. */
  readonly url: string;
  readonly apiKey: string;
  /** `<url>control`. */
  readonly controlBase: string;
  readonly library: Library;
  readonly faults: StandinFaults;
  readonly settings: StandinSettings;
  close(): Promise<void>;
}

export async function startStashStandin(options: StandinOptions = {}): Promise<RunningStandin> {
  const host = options.host ?? '127.0.0.1';
  const apiKey = options.apiKey ?? DEMO_STASH_API_KEY;
  const clips = await ensureClips(options.clipsDir);
  const [transcode] = clips;
  if (!transcode) throw new Error('no clips were made');
  const library = generateLibrary({
    clips,
    ...(options.scenes === undefined ? {} : { scenes: options.scenes }),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  });
  const { schema, version, commit } = readStashSchema();
  const settings: StandinSettings = { ui: {}, status: 'OK' };
  const faults: StandinFaults = { latencyMs: 0, revoked: false, down: false };
  const rootValue = createRootValue(library, settings, { version, commit }, () => new Date());
  const app = createStandinApp({ schema, rootValue, library, settings, faults, apiKey, transcode });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve(
      { fetch: app.fetch, port: options.port ?? DEFAULT_STANDIN_PORT, hostname: host },
      () => resolve(s),
    );
    s.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;
  return {
    url,
    apiKey,
    controlBase: `${url}control`,
    library,
    faults,
    settings,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
