import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { glideBuildPlugin } from './build/glide-build-plugin';

export default defineConfig({
  plugins: [react(), glideBuildPlugin()],
  build: { target: 'es2022', sourcemap: true },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
