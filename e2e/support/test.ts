// Every spec's `test`: Playwright's, with one automatic fixture that fails a test when the page
// reported a Content-Security-Policy violation, and a worker option that lowers the CPU priority of
// a project's workers (`lowPriority`, `e2e/playwright.config.ts`). The built app ships a strict policy (see
// apps/web/build/README.md); a violation means something the app needs is blocked (a style, a call, a
// video) or something unexpected ran, and either must be seen.
import { execFileSync } from 'node:child_process';
import { test as base, expect, type BrowserContext } from '@playwright/test';
import { z } from 'zod';

/** One `securitypolicyviolation` event, as far as a report needs it. */
const violationSchema = z.object({
  directive: z.string(),
  blockedUri: z.string(),
  sample: z.string(),
  sourceFile: z.string(),
  line: z.number(),
  documentUri: z.string(),
});

/** A violation a page reported. */
export type CspViolation = z.infer<typeof violationSchema>;

const BINDING = '__glideCspViolation';

/** Records the violations of the pages of the contexts it watches. */
export interface CspWatch {
  /** Every violation reported so far, in order. */
  readonly violations: readonly CspViolation[];
  /** Watches a context the test made itself (the test's own `context` is watched already). */
  watch(context: BrowserContext): Promise<void>;
}

async function record(context: BrowserContext, into: CspViolation[]): Promise<void> {
  await context.exposeBinding(BINDING, (_source, raw: unknown) => {
    into.push(violationSchema.parse(raw));
  });
  await context.addInitScript((binding) => {
    // Capture: the event is fired at the element concerned and bubbles up to the document.
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (value: unknown) => void>)[binding];
        report?.({
          directive: event.effectiveDirective,
          blockedUri: event.blockedURI,
          sample: event.sample,
          sourceFile: event.sourceFile,
          line: event.lineNumber,
          documentUri: event.documentURI,
        });
      },
      true,
    );
  }, BINDING);
}

/** Options a project sets for its workers (`e2e/playwright.config.ts`). */
export interface GlideWorkerOptions {
  /**
   * Run the worker at the lowest CPU priority (SCHED_IDLE), so that specs beside it that measure in
   * real time find the CPU free when they need it. Its browser is started low by the project's
   * launcher (`support/low-priority-chromium.sh`).
   */
  lowPriority: boolean;
}

export const test = base.extend<{ csp: CspWatch }, GlideWorkerOptions & { priority: void }>({
  lowPriority: [false, { scope: 'worker', option: true }],
  priority: [
    async ({ lowPriority }, use) => {
      if (lowPriority)
        execFileSync('chrt', ['--all-tasks', '--idle', '--pid', '0', String(process.pid)]);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  csp: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await record(context, violations);
      await use({ violations, watch: (other) => record(other, violations) });
      expect(violations, 'the page reported Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
