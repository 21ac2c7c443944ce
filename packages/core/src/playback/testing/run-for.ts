/** Running a fake clock with promises settling between its steps. */

/** Lets promise callbacks run (the fake clock fires timers synchronously). */
export async function flushMicrotasks(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}

/** Advances `clock` by `ms` in steps of `stepMs`, letting promises settle after each step. */
export async function runFor(
  clock: { advance(ms: number): void },
  ms: number,
  stepMs = 5,
  onStep?: () => void,
): Promise<void> {
  await flushMicrotasks();
  for (let done = 0; done < ms; done += stepMs) {
    clock.advance(Math.min(stepMs, ms - done));
    await flushMicrotasks();
    onStep?.();
  }
}
