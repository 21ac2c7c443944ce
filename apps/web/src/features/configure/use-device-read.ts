import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DeviceApi } from '@glide/handy';
import { toErrorMessage, type ErrorMessage, useDeviceApi } from '../../device';

/** Reads one thing from the device; must honour `signal` (pass it to the SDK call). */
export type DeviceRead<T> = (api: DeviceApi, signal: AbortSignal) => Promise<T>;

/** Where a {@link useDeviceRead} stands. */
export type ReadState<T> =
  /** No device is connected: nothing to read. */
  | { readonly status: 'offline' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'failed'; readonly error: ErrorMessage };

/** What {@link useDeviceRead} returns. */
export interface DeviceReadResult<T> {
  readonly state: ReadState<T>;
  /** Reads again (the state is `loading` until the answer). */
  readonly refresh: () => void;
  /** Shows `value` as read, e.g. what the device answered to a change (until the next read). */
  readonly update: (value: T) => void;
}

interface Request<T> {
  readonly api: DeviceApi | undefined;
  readonly read: DeviceRead<T>;
  readonly generation: number;
}

type Outcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ErrorMessage };

/**
 * Reads `read` from the connected device when it connects (again after each reconnect) and on
 * {@link DeviceReadResult.refresh}. The call is aborted when the component unmounts, the device
 * changes or a newer read starts, and an aborted answer is never shown. `read` must be stable (a
 * module-level function), or every render reads again.
 */
export function useDeviceRead<T>(read: DeviceRead<T>): DeviceReadResult<T> {
  const api = useDeviceApi();
  const [generation, setGeneration] = useState(0);
  // One object per read: an answer is shown only while it belongs to the current request.
  const request = useMemo<Request<T>>(() => ({ api, read, generation }), [api, read, generation]);
  const [answer, setAnswer] = useState<{ request: Request<T>; outcome: Outcome<T> }>();

  useEffect(() => {
    const device = request.api;
    if (!device) return;
    const controller = new AbortController();
    request.read(device, controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setAnswer({ request, outcome: { ok: true, value } });
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer({ request, outcome: { ok: false, error: toErrorMessage(failure) } });
      },
    );
    return () => controller.abort();
  }, [request]);

  const refresh = useCallback(() => setGeneration((count) => count + 1), []);
  const update = useCallback(
    (value: T) => setAnswer({ request, outcome: { ok: true, value } }),
    [request],
  );
  const state = useMemo<ReadState<T>>(() => {
    if (!request.api) return { status: 'offline' };
    if (answer?.request !== request) return { status: 'loading' };
    return answer.outcome.ok
      ? { status: 'ready', value: answer.outcome.value }
      : { status: 'failed', error: answer.outcome.error };
  }, [answer, request]);
  return { state, refresh, update };
}
