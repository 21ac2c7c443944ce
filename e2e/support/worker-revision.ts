// A deploy, as the e2e server plays it: after `POST /__e2e/worker-revision` the server answers the
// service worker script with the built file plus a comment naming the revision, so the browser's
// next update check finds a new worker, which installs and waits (the update prompt's case).
// Playwright's routing does not see the browser's own fetch of a worker script; the server must.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The address a test posts to; the server answers with the new revision. */
export const WORKER_REVISION_PATH = '/__e2e/worker-revision';

/** The worker script the build writes (apps/web/build/pwa-plugin.ts). */
const WORKER_PATH = '/sw.js';

/** The preview server's plugin, for the build in `outDir`. */
export function workerRevisionPlugin(outDir: string): Plugin {
  let revision = 0;
  return {
    name: 'glide-e2e-worker-revision',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0];
        if (request.method === 'POST' && path === WORKER_REVISION_PATH) {
          revision += 1;
          response.setHeader('Content-Type', 'text/plain');
          response.end(String(revision));
          return;
        }
        if (revision === 0 || request.method !== 'GET' || path !== WORKER_PATH) {
          next();
          return;
        }
        const built = readFileSync(join(outDir, 'sw.js'), 'utf8');
        response.setHeader('Content-Type', 'text/javascript');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(`${built}\n// e2e revision ${revision}\n`);
      });
    },
  };
}
