import { useCallback, useEffect, useRef, useState } from 'react';
import type { Clock } from '@glide/core';
import type { DeviceApi, FirmwareVersion } from '@glide/handy';
import { toErrorMessage, type ErrorMessage } from '../errors/error-message';
import { useConnection } from '../connection/use-connection';
import { useDeviceApi } from '../connection/use-device-api';
import { useDeviceState } from '../connection/use-device-state';
import { readOtaProgress } from './ota-latest';
import { recordOta } from './ota-record';
import { watchOtaProgress, type OtaProgressWatch } from './ota-progress-watch';
import type { LatestRelease, OtaControls } from './ota-controls';

/**
 * Where an update goes: the release it installs and how it starts. `/ota` reads the latest
 * release, `/ota/:version/:flag` the chosen one from `/ota/versions`, `/ota-direct/…` the one its
 * signed link names. Both may reject with an `AppError` the page translates.
 */
export interface OtaFlowSource {
  readonly load: (api: DeviceApi, signal: AbortSignal) => Promise<FirmwareVersion>;
  readonly start: (api: DeviceApi, target: FirmwareVersion) => Promise<unknown>;
}

/**
 * The update `source` describes, on the connected device: its release (reloaded on demand), the
 * start, and the live progress from `ota_progress` events with `/ota/update/progress` asked for
 * whenever the events fall silent (`clock` paces that fallback). `source` must be stable
 * (memoised): a new one reads its release again.
 */
export function useOtaFlow(source: OtaFlowSource, clock: Clock): OtaControls {
  const { status } = useConnection();
  const api = useDeviceApi();
  const ota = useDeviceState((state) => state.ota);
  const fwVersion = useDeviceState((state) => state.device.fw_version);
  const fwStatus = useDeviceState((state) => state.device.fw_status);
  const [loaded, setLoaded] = useState<{ key: object; attempt: number; release: LatestRelease }>();
  const [attempt, setAttempt] = useState(0);
  const [startedFrom, setStartedFrom] = useState<string>();
  const [startError, setStartError] = useState<ErrorMessage>();
  const watch = useRef<OtaProgressWatch>(undefined);

  useEffect(() => {
    if (!api) return;
    const controller = new AbortController();
    const settle = (release: LatestRelease) => {
      if (!controller.signal.aborted) setLoaded({ key: api, attempt, release });
    };
    source.load(api, controller.signal).then(
      (version) => settle({ status: 'ready', version }),
      (error: unknown) => settle({ status: 'failed', error: toErrorMessage(error) }),
    );
    return () => controller.abort();
  }, [api, attempt, source]);

  // A read belongs to the device and attempt it was made for; anything else is still loading.
  const latest: LatestRelease = !api
    ? { status: 'offline' }
    : loaded?.key === api && loaded.attempt === attempt
      ? loaded.release
      : { status: 'loading' };

  useEffect(() => {
    if (!api || !ota.ongoing) return;
    const running = watchOtaProgress({ clock, poll: () => readOtaProgress(api, recordOta) });
    watch.current = running;
    return () => {
      running.stop();
      watch.current = undefined;
    };
  }, [api, ota.ongoing, clock]);

  useEffect(() => {
    watch.current?.seen();
  }, [ota.progress]);

  const target = latest.status === 'ready' ? latest.version : undefined;
  const reloadLatest = useCallback(() => setAttempt((n) => n + 1), []);
  const startUpdate = useCallback(async () => {
    if (!api || !target) return;
    setStartError(undefined);
    setStartedFrom(fwVersion);
    try {
      await source.start(api, target);
    } catch (error) {
      setStartError(toErrorMessage(error));
    }
  }, [api, fwVersion, source, target]);

  return {
    connected: status === 'connected',
    fwVersion,
    fwStatus,
    latest,
    ota,
    startedFrom,
    startError,
    reloadLatest,
    startUpdate,
  };
}
