import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      root: import.meta.dirname,
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ['src/**/*.int.test.{ts,tsx}', '**/node_modules/**'],
      environment: 'jsdom',
    },
  }),
);
