/**
 * STREAM, a server-side stream played in sync (spec §7): setup, play and state are discrete
 * commands; the periodic synctime is continuous (lane `stream.synctime`: only the newest is sent,
 * within the budget); stop is a stop. The timing lives in `stream-session.ts`.
 */
import { useEffect, useRef, useState } from 'react';
import { systemClock, type Clock } from '@glide/core';
import type { DeviceApi, HspState } from '@glide/handy';
import { useDeviceCommand, type SendOptions } from '../commands/use-device-command';
import { connectionStore } from '../connection/connection-instance';
import type { CommandOutcome } from '../commands/device-commands';
import {
  createStreamSession,
  type StreamCalls,
  type StreamSession,
  type StreamSnapshot,
} from './stream-session';

const SYNC_LANE = { kind: 'continuous', lane: 'stream.synctime' } as const;
const IDLE: StreamSnapshot = { phase: 'idle', syncs: 0 };

/** What {@link useStream} returns. */
export interface StreamControls {
  readonly snapshot: StreamSnapshot;
  readonly busy: boolean;
  readonly setup: (streamRef: string) => Promise<boolean>;
  readonly play: (startTimeMs: number) => Promise<boolean>;
  readonly stop: () => Promise<boolean>;
  readonly refresh: () => Promise<void>;
}

/** The current device's answer in an outcome, or `undefined` (failures are already shown). */
function currentAnswer(outcome: CommandOutcome<HspState> | undefined): HspState | undefined {
  const key = connectionStore().get().connectionKey;
  const result = outcome?.results.find((r) => r.connectionKey === key);
  return result?.ok ? result.value : undefined;
}

/**
 * A server-side stream on the connected device, kept in step while it plays; server time comes
 * from the client clock sync. `clock` is the browser's unless a test gives its own.
 */
export function useStream(clock: Clock = systemClock): StreamControls {
  const { send, busy } = useDeviceCommand();
  // The session outlives renders; each call goes through the newest `send` (its connection).
  const latestSend = useRef(send);
  useEffect(() => {
    latestSend.current = send;
  });
  const [session, setSession] = useState<StreamSession>();
  const [snapshot, setSnapshot] = useState<StreamSnapshot>(IDLE);

  useEffect(() => {
    const call =
      (options?: SendOptions<HspState>) => async (command: (api: DeviceApi) => Promise<HspState>) =>
        currentAnswer(await latestSend.current(command, options));
    const discrete = call();
    const calls: StreamCalls = {
      setup: (streamRef) => discrete((api) => api.stream.setup({ streamRef })),
      play: (args) => discrete((api) => api.stream.play(args)),
      syncTime: (args) => call({ pacing: SYNC_LANE })((api) => api.stream.syncTime(args)),
      stop: () => call({ pacing: { kind: 'stop' } })((api) => api.stream.stop()),
      state: () => discrete((api) => api.stream.state()),
    };
    const created = createStreamSession({
      clock,
      serverTimeMs: () => clock.now() + (connectionStore().session().clock.clockOffsetMs ?? 0),
      calls,
      onChange: setSnapshot,
    });
    setSession(created);
    return () => created.dispose();
  }, [clock]);

  const idle = () => Promise.resolve(false);
  return {
    snapshot,
    busy,
    setup: session?.setup ?? idle,
    play: session?.play ?? idle,
    stop: session?.stop ?? idle,
    refresh: session?.refresh ?? (() => Promise.resolve()),
  };
}
