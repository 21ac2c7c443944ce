import { useCallback, useEffect, useState } from 'react';
import { toErrorMessage, type ErrorMessage } from '../error-message';
import { useDeviceApi } from '../use-device-api';
import { recordOta } from './ota-record';

/** Where reading every offered release stands (the releases themselves are in the OTA state). */
export type FirmwareVersionsRead =
  | { readonly status: 'offline' | 'loading' | 'ready' }
  | { readonly status: 'failed'; readonly error: ErrorMessage };

/**
 * Reads the releases of every channel (`GET /ota/versions` without `s`) for the connected device
 * and records them in the session's OTA state (`firmwareVersions`), for `/debug/ota`.
 */
export function useFirmwareVersions(): { read: FirmwareVersionsRead; reload: () => void } {
  const api = useDeviceApi();
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
        recordOta({ type: 'ota_versions_loaded', versions });
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
