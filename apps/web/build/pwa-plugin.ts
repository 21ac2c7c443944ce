// Build-time only: the service worker that makes Glide start without the network (vite-plugin-pwa
// with Workbox's generateSW; docs/adr/0009-workbox-installed-app.md says why). The manifest is a plain file of its own
// (public/manifest.webmanifest, linked from index.html), so the plugin writes none.
import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The worker's file name at the site's root; its scope is the whole app. */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * What the worker precaches: the app shell and every page's code, styles and texts (a page opened
 * offline must load its chunk and its locale file too), the icons, the manifest and the home page's
 * tips. Not the sync clip (video, megabytes, only for the sync page), source maps or the header file.
 */
export const PRECACHE_GLOBS = ['**/*.{js,css,html,json,svg,png,webmanifest}'];
export const PRECACHE_IGNORES = ['**/*.map', 'content-security-policy.txt', 'sync/**'];

/**
 * The plugin. It writes the worker in `vite build` only; on the dev server `virtual:pwa-register`
 * does nothing, and the app registers nothing there anyway, so a stale worker can never serve old
 * code to the dev server. Registration is the app's own (src/app/installed), after the first
 * render: `injectRegister: false`. `registerType: 'prompt'`: a new worker waits until the person
 * chooses to reload, so a page never changes code under their hands.
 *
 * No runtime caching at all: only the build's own files, fetched at install, are ever stored. API,
 * emulator and analytics responses go to the network as if there were no worker, and nothing the
 * app fetched with a connection key can end up in a cache. Navigations to any path get the cached
 * index.html (the app routes on the client).
 */
export function pwaPlugin(): PluginOption {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    filename: SERVICE_WORKER_FILE,
    devOptions: { enabled: false },
    workbox: {
      globPatterns: PRECACHE_GLOBS,
      globIgnores: PRECACHE_IGNORES,
      navigateFallback: '/index.html',
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      // The first worker takes the open page at once (its later chunks come from the cache); a
      // new version's worker still waits for the prompt (no skipWaiting).
      clientsClaim: true,
      // One file: the worker imports no helper script of its own.
      inlineWorkboxRuntime: true,
      sourcemap: false,
      // Page chunks are well under this; a bigger file would be a mistake worth a failed build.
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
  });
}
