import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * A project of the app's tests. The tests run the app as the dev server does (React Router's
 * development build, with its warnings).
 */
export function webProject(options: {
  name: string;
  include: string[];
  environment: 'jsdom' | 'node';
}) {
  return mergeConfig(
    viteConfig({ command: 'serve', mode: 'test' }),
    defineProject({
      test: {
        name: options.name,
        root: import.meta.dirname,
        include: options.include,
        exclude: ['src/**/*.int.test.{ts,tsx}', '**/node_modules/**'],
        environment: options.environment,
        // Each file in a fresh VM context of a reused worker, not a fresh process: the isolation
        // is the same (no state crosses files), and the jsdom files start in half the time (web
        // project 71 s → 35 s, web-logic 25 s → 13 s on two cores). A value made in another realm
        // (Node's `DOMException`) is then not `instanceof` this realm's `Error`; fakes do not
        // rely on it. The packages' tests keep forks: they gain nothing from it.
        pool: 'vmThreads',
        // The DOM matchers, where there is a DOM (a logic test that asks for one imports them).
        setupFiles: options.environment === 'jsdom' ? ['src/test-setup.ts'] : [],
      },
    }),
  );
}

// Components and hooks (`.test.tsx`) run in a DOM; the logic's tests (`.test.ts`) run without one,
// which starts each file about four times faster (vitest.logic.config.ts). A logic test that needs a
// DOM says so in its first line: `// @vitest-environment jsdom`.
export default webProject({ name: 'web', include: ['src/**/*.test.tsx'], environment: 'jsdom' });
