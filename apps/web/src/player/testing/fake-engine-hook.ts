/**
 * Test support for pages: a stand-in for `usePlaybackEngine` (the page's test mocks
 * `player/use-playback-engine` and hands it this hook), which hears the media's events as the real
 * one does (the player's clock's), records them, and shows the status the test publishes.
 */
import { useEffect, useState } from 'react';
import { vi, type Mock } from 'vitest';
import type { MediaEvent, PlaybackStatus } from '@glide/core';
import type { PlaybackEngineHandle, UsePlaybackEngineOptions } from '../use-playback-engine';

/** What a test sees of the fake engine. */
export interface FakeEngineHook {
  /** The hook to install: `vi.mocked(usePlaybackEngine).mockImplementation(fake.use)`. */
  readonly use: (options: UsePlaybackEngineOptions) => PlaybackEngineHandle;
  /** The media events the page's clock sent, in order. */
  readonly events: MediaEvent[];
  readonly resync: Mock<() => void>;
  /** Publishes a new status, as the engine would after a change. */
  publish(next: PlaybackStatus | undefined): void;
  /** The status an engine made from now on starts at. */
  startWith(status: PlaybackStatus | undefined): void;
  /** The options of the player's last render. */
  options(): UsePlaybackEngineOptions;
}

/** A fake engine hook starting at `initial`. */
export function fakeEngineHook(initial?: PlaybackStatus): FakeEngineHook {
  let first = initial;
  const events: MediaEvent[] = [];
  const resync = vi.fn<() => void>();
  let publish: (next: PlaybackStatus | undefined) => void = () => undefined;
  let last: UsePlaybackEngineOptions | undefined;
  return {
    use: function useFakeEngine(options) {
      last = options;
      const [status, setStatus] = useState(first);
      publish = setStatus;
      const clock = options.media.kind === 'clock' ? options.media.clock : undefined;
      useEffect(() => clock?.onMediaEvent((event) => events.push(event)), [clock]);
      return { status, phaseNow: () => status?.phase, resync };
    },
    events,
    resync,
    publish: (next) => publish(next),
    startWith: (status) => {
      first = status;
    },
    options: () => {
      if (!last) throw new Error('The page did not use the engine');
      return last;
    },
  };
}
