/**
 * Tests: whether `promise` has settled once the microtasks queued so far (and those they queue in
 * turn, one level deep) have run. No time passes.
 */
export async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}
