/**
 * HVP, vibration: start, stop and the vibration's settings. Settings changed while it vibrates are
 * a continuous control (lane `hvp.state`: only the newest settings are sent, within the budget);
 * Stop is a stop (sent at once, past the budget, dropping pending settings).
 */
import { useMemo } from 'react';
import type { HvpStateArgs } from '@glide/handy';
import { useDeviceCommand, type DeviceCommand } from '../commands/use-device-command';
import { hvpLoaded } from './answers';

const STATE_LANE = { kind: 'continuous', lane: 'hvp.state' } as const;

/** What {@link useHvp} returns. */
export interface Hvp extends Pick<DeviceCommand, 'busy' | 'multicast' | 'lastOutcome'> {
  /** Starts vibrating with `settings` (the device starts at amplitude 0 and frequency 0). */
  readonly start: (settings: HvpStateArgs) => Promise<void>;
  /** Stops vibrating: at once, whatever the budget, dropping pending settings. */
  readonly stop: () => Promise<void>;
  /** The newest settings of a dragged control; only the newest of a quick series is sent. */
  readonly setState: (settings: HvpStateArgs) => void;
}

/** HVP on the connected device (and the linked ones where the page multicasts). */
export function useHvp(): Hvp {
  const { send, busy, multicast, lastOutcome } = useDeviceCommand();
  const calls = useMemo(
    () => ({
      start: async (settings: HvpStateArgs) => {
        await send(
          async (api) => {
            await api.hvp.start();
            return api.hvp.setState(settings);
          },
          { toAction: hvpLoaded },
        );
      },
      stop: async () => {
        await send((api) => api.hvp.stop(), { toAction: hvpLoaded, pacing: { kind: 'stop' } });
      },
      setState: (settings: HvpStateArgs) => {
        void send((api) => api.hvp.setState(settings), {
          toAction: hvpLoaded,
          pacing: STATE_LANE,
        });
      },
    }),
    [send],
  );
  return { ...calls, busy, multicast, lastOutcome };
}
