import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { glideBuildPlugin } from './build/glide-build-plugin';

export default defineConfig({
  plugins: [react(), glideBuildPlugin()],
  build: {
    target: 'es2022',
    sourcemap: true,
    // Locale files are fetched on demand by address (src/i18n/locale-files.ts): never inline them.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
