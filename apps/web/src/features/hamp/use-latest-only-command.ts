import { useCallback, useEffect, useRef } from 'react';
import { useDeviceCommand, type DeviceCommand } from '../../device/use-device-command';
import { latestOnly } from '../../lib/latest-only';

/**
 * The command hook plus a sender for a control that fires faster than the device answers (a
 * dragged slider): while one value is on its way only the newest is kept, and sent next
 * (`latestOnly`). The queue outlives renders, so it runs the newest `run` with the newest command
 * hook.
 */
export function useLatestOnlyCommand<T>(run: (command: DeviceCommand, value: T) => Promise<void>): {
  readonly command: DeviceCommand;
  readonly sendLatest: (value: T) => void;
} {
  const command = useDeviceCommand();
  const latest = useRef({ command, run });
  const queue = useRef<((value: T) => void) | null>(null);
  useEffect(() => {
    latest.current = { command, run };
    queue.current ??= latestOnly(async (value: T) => {
      const { command: current, run: action } = latest.current;
      await action(current, value);
    });
  }, [command, run]);
  const sendLatest = useCallback((value: T) => queue.current?.(value), []);
  return { command, sendLatest };
}
