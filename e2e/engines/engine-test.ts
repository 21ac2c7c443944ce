// The engine smoke sets' `test`: Playwright's runner with no Playwright browser. A worker starts its
// project's engine once (`engine`); each test gets a page of its own in it (`app`), with fresh
// storage, and a screenshot of it when the test fails.
import { writeFileSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';
import type { Engine, EngineName } from './engine-page';
import { launchFirefox } from './firefox';
import { videoStates } from './in-page';
import { SmokeApp } from './smoke-app';
import { launchWebKit } from './webkit';

/** The project's choice (`e2e/playwright.config.ts`). */
export interface EngineOptions {
  engineName: EngineName;
}

export const test = base.extend<{ app: SmokeApp }, EngineOptions & { engine: Engine }>({
  engineName: ['firefox', { scope: 'worker', option: true }],
  engine: [
    async ({ engineName }, use) => {
      const engine = engineName === 'firefox' ? await launchFirefox() : await launchWebKit();
      try {
        await use(engine);
      } finally {
        await engine.close();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  app: async ({ engine, baseURL }, use, testInfo) => {
    if (!baseURL) throw new Error('the engine projects need a baseURL');
    const page = await engine.newPage(baseURL, { width: 1280, height: 800 });
    const app = new SmokeApp(page);
    try {
      await use(app);
      if (testInfo.status !== testInfo.expectedStatus) {
        const path = testInfo.outputPath('failed.png');
        await page.screenshot(path).then(
          () => testInfo.attachments.push({ name: 'screenshot', path, contentType: 'image/png' }),
          () => undefined,
        );
        // A stalled clip is the likeliest failure a screenshot cannot explain.
        const videosPath = testInfo.outputPath('videos.json');
        await page.evaluate(videoStates, null).then(
          (videos) => {
            writeFileSync(videosPath, videos);
            testInfo.attachments.push({
              name: 'videos',
              path: videosPath,
              contentType: 'application/json',
            });
          },
          () => undefined,
        );
      }
    } finally {
      await page.close();
    }
  },
});

export { expect };
