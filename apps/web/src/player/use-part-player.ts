/**
 * One linked device playing its own part (issue 30: each device its own part, one clock): a
 * playback engine of its own, on the same `<video>` as the device in use's, streaming the part's
 * script to that device alone (`createPartPort`). Its troubles are its own: it never pauses the
 * video (the device in use does), and the page shows its status in the device's lane.
 */
import { useMemo } from 'react';
import type { ScriptPlayable, TransportKind } from '@glide/core';
import { createPartPort, type PlayerSessionListener } from '../device';
import type { VideoEventTarget } from './follow-video';
import {
  usePlaybackEngine,
  type PlaybackEngineHandle,
  type UsePlaybackEngineOptions,
} from './use-playback-engine';

/** Options of {@link usePartPlayer}. */
export interface UsePartPlayerOptions extends Pick<
  UsePlaybackEngineOptions,
  'createEngine' | 'clock' | 'port'
> {
  /** The linked device. */
  readonly connectionKey: string;
  /** The video the device in use follows (null until it is in the page). */
  readonly element: VideoEventTarget | null;
  /** What the device plays; `undefined` unloads (the device stops). */
  readonly playable: ScriptPlayable | undefined;
  readonly transport: TransportKind;
  readonly loop: boolean;
  /** The part's own offset, ms, on top of the user's (which every device applies itself). */
  readonly offsetMs: number;
}

/**
 * The part's session: the linked device has no event stream of its own here, so it counts as
 * present (its calls say otherwise, as the engine's error).
 */
function partSession(connectionKey: string) {
  return (listener: PlayerSessionListener) => {
    listener.sessionChanged(`part:${connectionKey}`);
    return () => undefined;
  };
}

const ignorePause = () => undefined;

/** Plays `playable` on the linked device `connectionKey`, following `element`. */
export function usePartPlayer(
  options: UsePartPlayerOptions,
): Pick<PlaybackEngineHandle, 'status' | 'resync'> {
  const { connectionKey } = options;
  const port = useMemo(
    () => options.port ?? createPartPort(connectionKey),
    [options.port, connectionKey],
  );
  const followSession = useMemo(() => partSession(connectionKey), [connectionKey]);
  const engine = usePlaybackEngine({
    media: { kind: 'video', element: options.element },
    script: options.playable?.source,
    transport: options.transport,
    loop: options.loop,
    offsetMs: options.offsetMs,
    onPauseMedia: ignorePause,
    port,
    followSession,
    createEngine: options.createEngine,
    clock: options.clock,
  });
  return { status: engine.status, resync: engine.resync };
}
