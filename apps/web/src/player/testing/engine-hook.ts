/** Test support: the player hook on a fake engine, a fake video and a session feed the test drives. */
import { act, renderHook } from '@testing-library/react';
import { FakeClock, type MediaPauseReason, type PlayerStateLike } from '@glide/core';
import type { PlayerSessionListener } from '../../device';
import { usePlaybackEngine, type UsePlaybackEngineOptions } from '../use-playback-engine';
import { fakeEngineFactory } from './fake-engine';
import { FakeVideo } from './fake-video';

/** A stopped player as the device reports it. */
export const PLAYER: PlayerStateLike = {
  play_state: 2,
  points: 0,
  max_points: 4000,
  current_point: -1,
  current_time: 0,
  loop: false,
  playback_rate: 1,
  first_point_time: 0,
  last_point_time: 0,
  stream_id: 7,
  tail_point_stream_index: 0,
  tail_point_stream_index_threshold: 0,
};

/** A session feed the test drives. */
export function fakeSession() {
  const listeners = new Set<PlayerSessionListener>();
  return {
    listeners,
    follow: (listener: PlayerSessionListener) => {
      listeners.add(listener);
      listener.sessionChanged('session-1');
      return () => listeners.delete(listener);
    },
    each: (fn: (listener: PlayerSessionListener) => void) => {
      act(() => {
        for (const listener of listeners) fn(listener);
      });
    },
  };
}

export type Props = Partial<UsePlaybackEngineOptions>;

/** Renders the hook on a fake engine and a 60 s fake video; `initial` overrides its options. */
export function setup(initial: Props = {}) {
  const clock = new FakeClock(1_000);
  const factory = fakeEngineFactory();
  const session = fakeSession();
  const video = new FakeVideo();
  video.duration = 60;
  const pauses: MediaPauseReason[] = [];
  const base: UsePlaybackEngineOptions = {
    media: { kind: 'video', element: video },
    script: undefined,
    transport: 'hsp',
    loop: false,
    offsetMs: 0,
    onPauseMedia: (reason) => pauses.push(reason),
    createEngine: factory.create,
    clock,
    followSession: session.follow,
  };
  const hook = renderHook((props: Props) => usePlaybackEngine({ ...base, ...props }), {
    initialProps: initial,
  });
  const engine = (index = 0) => {
    const made = factory.engines[index];
    if (!made) throw new Error(`no engine ${index}`);
    return made;
  };
  return { hook, clock, factory, session, video, pauses, engine };
}
