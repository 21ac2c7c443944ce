import { FakeClock } from '@glide/core';
import { describe, expect, it } from 'vitest';
import { OTA_PROGRESS_SILENCE_MS, watchOtaProgress } from './ota-progress-watch';

/** Lets the poll's promise chain settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function harness(poll: () => Promise<unknown> = () => Promise.resolve()) {
  const clock = new FakeClock(0);
  let polls = 0;
  const watch = watchOtaProgress({
    clock,
    poll: () => {
      polls += 1;
      return poll();
    },
  });
  return { clock, watch, polls: () => polls };
}

describe('watchOtaProgress (the fallback when ota_progress events stop)', () => {
  it('does not poll while events keep arriving', () => {
    const h = harness();
    for (let i = 0; i < 5; i += 1) {
      h.clock.advance(OTA_PROGRESS_SILENCE_MS - 1);
      h.watch.seen();
    }
    expect(h.polls()).toBe(0);
  });

  it('polls after a silence, and again after each further silence', async () => {
    const h = harness();
    h.clock.advance(OTA_PROGRESS_SILENCE_MS);
    expect(h.polls()).toBe(1);
    await settle();
    h.clock.advance(OTA_PROGRESS_SILENCE_MS);
    expect(h.polls()).toBe(2);
  });

  it('keeps asking after a failed read', async () => {
    const h = harness(() => Promise.reject(new Error('offline')));
    h.clock.advance(OTA_PROGRESS_SILENCE_MS);
    await settle();
    h.clock.advance(OTA_PROGRESS_SILENCE_MS);
    expect(h.polls()).toBe(2);
  });

  it('stops for good, also when stopped while a read is on its way', async () => {
    const h = harness();
    h.clock.advance(OTA_PROGRESS_SILENCE_MS);
    h.watch.stop();
    await settle();
    h.watch.seen();
    h.clock.advance(OTA_PROGRESS_SILENCE_MS * 5);
    expect(h.polls()).toBe(1);
  });
});
