/**
 * What the simulations on the emulator's model share (`engine-sync.ts`, `device-parts.ts`): the
 * fake clock stepped a millisecond at a time with the media's frames recorded (a 30 fps video's),
 * and the client's estimate of the server time taken as the app takes it, over the same link.
 */
import { syncClock, type FakeClock, type ScriptClock } from '@glide/core';
import type { EmulatorInstance } from '@glide/emulator';

/** The fake clock's step, ms. */
const STEP_MS = 1;
/** A 30 fps video's frame, ms: the media's position is recorded this often. */
const FRAME_MS = 33;

/** Lets every promise that a step of the fake clock resolved run on. */
async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** One media frame: when (the emulator's clock) and where the media was. */
export interface MediaFrame {
  readonly atMs: number;
  readonly mediaMs: number;
}

/** Steps `clock` and records `media`'s frames while it plays. */
export function frameRecorder(
  clock: FakeClock,
  media: ScriptClock,
): { readonly frames: MediaFrame[]; readonly run: (forMs: number) => Promise<void> } {
  const frames: MediaFrame[] = [];
  let nextFrameMs = clock.now();
  const run = async (forMs: number) => {
    const untilMs = clock.now() + forMs;
    while (clock.now() < untilMs) {
      clock.advance(STEP_MS);
      await settle();
      if (clock.now() >= nextFrameMs) {
        const sample = media.sample();
        if (!sample.paused) frames.push({ atMs: clock.now(), mediaMs: media.positionMs() });
        nextFrameMs += FRAME_MS;
      }
    }
  };
  return { frames, run };
}

/**
 * The client's idea of the server time, as the app gets it: ten `/servertime` round trips over the
 * emulator's link (its latency and jitter), while `run` moves the clock on.
 */
export async function clientClockEstimate(
  clock: FakeClock,
  instance: EmulatorInstance,
  run: (forMs: number) => Promise<void>,
): Promise<Awaited<ReturnType<typeof syncClock>>> {
  let estimate: Awaited<ReturnType<typeof syncClock>> | undefined;
  void syncClock({
    sample: async () => {
      const sentAtMs = clock.now();
      const response = await instance.app.request('/api/handy-rest/v3/servertime');
      const { server_time: serverTimeMs } = (await response.json()) as { server_time: number };
      return { sentAtMs, serverTimeMs, receivedAtMs: clock.now() };
    },
  }).then((result) => (estimate = result));
  while (!estimate) await run(STEP_MS);
  return estimate;
}
