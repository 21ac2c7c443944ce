import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { cspPlugin } from './build/csp-plugin.ts';
import { glideBuildPlugin } from './build/glide-build-plugin.ts';
import { localeFilesPlugin } from './build/locale-files-plugin.ts';
import { pwaPlugin } from './build/pwa-plugin.ts';

export default defineConfig(({ command }) => ({
  plugins: [react(), glideBuildPlugin(), localeFilesPlugin(), cspPlugin(), pwaPlugin()],
  resolve: {
    alias: [
      // Radix's scroll lock writes its rules into a new <style> element, which the build's security
      // policy refuses; ours puts them into a constructed style sheet (see the module).
      {
        find: 'react-style-singleton',
        replacement: fileURLToPath(new URL('./src/ui/style-singleton.ts', import.meta.url)),
      },
      // React Router's package exports only its development build (its warnings and invariant
      // messages, kept by no NODE_ENV check), and ships the production build beside it. The
      // production build of the app takes that one: 3 KB less gzipped on every first load.
      // The dev server and the tests keep the warnings.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL(
                  '../../node_modules/react-router/dist/production/index.mjs',
                  import.meta.url,
                ),
              ),
            },
          ]
        : []),
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Everything the first render needs goes into one chunk. Left to itself the bundler split it into
    // some thirty small shared chunks, each compressed on its own: one chunk is 10 KB smaller gzipped,
    // and one request instead of thirty. Pages, the SDK and the session stay lazy chunks of their own.
    // The SDK the first connect loads is one chunk too, for the same reason: the Channel API's
    // client (loaded with a group of linked devices) would otherwise split it into small shared
    // ones. That client and its schemas stay out of it, in the group's own chunk, and so do the
    // script upload (loaded by the player when an HSSP upload first needs it) and the date-time
    // schema (read by pages, never by a connect): in the group they cost a first connect 0.5 KB.
    // A module added to the SDK that no connect needs belongs on this list too.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'startup', tags: ['$initial'] },
            {
              name: 'sdk',
              test: /packages[\\/]handy[\\/]src[\\/](?!channels[\\/]channel-api|schemas[\\/]channel|schemas[\\/]date-time|upload-script)/,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
}));
