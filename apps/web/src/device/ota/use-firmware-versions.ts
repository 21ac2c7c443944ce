import { useCallback, useEffect, useMemo, useState } from 'react';
import { toErrorMessage, type ErrorMessage } from '../errors/error-message';
import { useConnection } from '../connection/use-connection';
import { connectionStore } from '../connection/connection-instance';

/** Where reading every offered release stands (the releases themselves are in the OTA state). */
export type FirmwareVersionsRead =
  | { readonly status: 'offline' | 'loading' | 'ready' }
  | { readonly status: 'failed'; readonly error: ErrorMessage };

/**
 * Reads the releases of every channel (`GET /ota/versions` without `s`) for the connected device
 * and records them in the session's OTA state (`firmwareVersions`), for `/debug/ota` (which
 * shares no module with the update pages, see `features/debug/ota/ota-tool.tsx`).
 */
export function useFirmwareVersions(): { read: FirmwareVersionsRead; reload: () => void } {
  // Not `useDeviceApi`: a module shared with the update pages would become a chunk of its own,
  // named in the start-up chunk's preload list (the start-up budget counts every byte).
  const { status, connectionKey } = useConnection();
  const api = useMemo(
    () => (status === 'connected' ? connectionStore().runtime()?.device(connectionKey) : undefined),
    [status, connectionKey],
  );
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{
    key: object;
    attempt: number;
    read: FirmwareVersionsRead;
  }>();

  useEffect(() => {
    if (!api) return;
    const controller = new AbortController();
    api.ota.versions(undefined, { signal: controller.signal }).then(
      ({ versions }) => {
        if (controller.signal.aborted) return;
        connectionStore().apply({ type: 'ota_versions_loaded', versions });
        setLoaded({ key: api, attempt, read: { status: 'ready' } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLoaded({
            key: api,
            attempt,
            read: { status: 'failed', error: toErrorMessage(error) },
          });
      },
    );
    return () => controller.abort();
  }, [api, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const read: FirmwareVersionsRead = !api
    ? { status: 'offline' }
    : loaded?.key === api && loaded.attempt === attempt
      ? loaded.read
      : { status: 'loading' };
  return { read, reload };
}
