/**
 * The pages' reads of the connected device (`GET /capabilities`, `/statistics`, the environment,
 * the radios, the user time offset), each by name: the device layer owns the SDK call, when it is
 * made and dropped, and the state a page shows while it waits. Reads are not queued behind the
 * command budget: they take the share of the provider's rate limit that the budget leaves free
 * (`commands/command-pacer.ts`), one call per connect, reconnect or refresh.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DeviceApi } from '@glide/handy';
import { useDeviceApi } from '../connection/use-device-api';
import { toErrorMessage, type ErrorMessage } from '../errors/error-message';
import {
  DEVICE_READS,
  type DeviceRead,
  type DeviceReadName,
  type DeviceReads,
} from './device-reads';

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
 * Reads `name` from the connected device when it connects (again after each reconnect) and on
 * {@link DeviceReadResult.refresh}. The call is aborted when the component unmounts, the device
 * changes or a newer read starts, and an aborted answer is never shown.
 */
export function useDeviceRead<N extends DeviceReadName>(name: N): DeviceReadResult<DeviceReads[N]> {
  return useRead(DEVICE_READS[name]);
}

/** {@link useDeviceRead} for one read function; `read` must be stable, or every render reads again. */
function useRead<T>(read: DeviceRead<T>): DeviceReadResult<T> {
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
