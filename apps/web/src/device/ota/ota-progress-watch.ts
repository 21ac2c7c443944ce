/**
 * The fallback for a silent update (issue 11, docs/api-extensions.md): progress normally arrives as
 * `ota_progress` events; when none has arrived for a while (a stream that stalled or reconnects),
 * the progress is asked for with `GET /ota/update/progress` until events flow again.
 */
import type { Clock, TimerHandle } from '@glide/core';

/** How long without an `ota_progress` event before the progress is asked for instead. */
export const OTA_PROGRESS_SILENCE_MS = 2_000;

/** What {@link watchOtaProgress} needs: the clock, and the call that reads and records progress. */
export interface OtaProgressWatchDeps {
  readonly clock: Clock;
  /** Reads `/ota/update/progress` and records it; its failure only waits for the next round. */
  readonly poll: () => Promise<unknown>;
  readonly silenceMs?: number;
}

/** A running watch: `seen` on every event, `stop` when the update ends or the page leaves. */
export interface OtaProgressWatch {
  seen(): void;
  stop(): void;
}

/** Starts watching: after `silenceMs` without {@link OtaProgressWatch.seen}, polls, then waits again. */
export function watchOtaProgress({
  clock,
  poll,
  silenceMs = OTA_PROGRESS_SILENCE_MS,
}: OtaProgressWatchDeps): OtaProgressWatch {
  let handle: TimerHandle | undefined;
  let stopped = false;
  const arm = () => {
    if (handle !== undefined) clock.clearTimeout(handle);
    handle = clock.setTimeout(() => {
      handle = undefined;
      // A failed read is not the update failing: the next round asks again.
      void poll()
        .catch(() => undefined)
        .then(() => {
          if (!stopped) arm();
        });
    }, silenceMs);
  };
  arm();
  return {
    seen: () => {
      if (!stopped) arm();
    },
    stop: () => {
      stopped = true;
      if (handle !== undefined) clock.clearTimeout(handle);
      handle = undefined;
    },
  };
}
