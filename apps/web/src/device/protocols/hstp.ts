/**
 * HSTP, the device's time: the user time offset and the clock syncs. A typed offset is a discrete
 * command; the shortcut keys' steps are continuous (lane `hstp.offset`: only the newest offset is
 * sent, within the budget).
 */
import { useMemo } from 'react';
import type { DeviceApi } from '@glide/handy';
import { useDeviceCommand, type DeviceCommand } from '../commands/use-device-command';
import { connectionStore } from '../connection/connection-instance';
import type { CommandOutcome } from '../commands/device-commands';
import { offsetLoaded } from './answers';

const OFFSET_LANE = { kind: 'continuous', lane: 'hstp.offset' } as const;

/** Reads the user time offset from the device and records it in the session state. */
export async function readUserTimeOffset(api: DeviceApi, signal: AbortSignal): Promise<number> {
  const { offset } = await api.hstp.offset({ signal });
  if (!signal.aborted) connectionStore().apply(offsetLoaded(offset));
  return offset;
}

/** Syncs this browser's clock with the server now; a failure lands in the session state. */
export function syncClientClock(): Promise<void> {
  return connectionStore().resyncClock();
}

/** What {@link useHstp} returns. */
export interface HstpCommands extends Pick<DeviceCommand, 'busy' | 'multicast' | 'lastOutcome'> {
  /** Sets the user time offset (a typed value, a button): waits for budget, never dropped. */
  readonly setOffset: (offsetMs: number) => Promise<CommandOutcome<unknown> | undefined>;
  /** The newest offset of a quick series (shortcut keys); only the newest is sent. */
  readonly stepOffset: (offsetMs: number) => Promise<CommandOutcome<unknown> | undefined>;
  /** Syncs the device's clock with the server (`s=true`: answered with the time info). */
  readonly syncDeviceClock: () => Promise<void>;
}

/** HSTP on the connected device (and the linked ones where the page multicasts). */
export function useHstp(): HstpCommands {
  const { send, busy, multicast, lastOutcome } = useDeviceCommand();
  const calls = useMemo(
    () => ({
      // The offset is the group's: every device playing along plays at it (its part adds its own).
      setOffset: (offsetMs: number) =>
        send((api) => api.hstp.setOffset(offsetMs), {
          toAction: () => offsetLoaded(offsetMs),
          wholeGroup: true,
        }),
      stepOffset: (offsetMs: number) =>
        send((api) => api.hstp.setOffset(offsetMs), {
          toAction: () => offsetLoaded(offsetMs),
          pacing: OFFSET_LANE,
          wholeGroup: true,
        }),
      syncDeviceClock: async () => {
        await send((api) => api.hstp.clockSync({ synchronous: true }), {
          // `s=true` answers with the time info; anything else comes as `device_clock_synchronized`.
          toAction: (timeInfo) => (timeInfo ? { type: 'device_time_loaded', timeInfo } : undefined),
        });
      },
    }),
    [send],
  );
  return { ...calls, busy, multicast, lastOutcome };
}
