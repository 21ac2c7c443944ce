import { useCallback, useEffect, useRef, useState } from 'react';
import { systemClock, type Clock } from '@glide/core';
import type { FirmwareStatus, FirmwareVersion } from '@glide/handy';
import { connectionStore } from '../connection-instance';
import { toErrorMessage, type ErrorMessage } from '../error-message';
import type { OtaEntity } from '../session/state';
import { useConnection } from '../use-connection';
import { useDeviceApi } from '../use-device-api';
import { useDeviceState } from '../use-device-state';
import { loadLatestFirmware, readOtaProgress, updateToLatest } from './ota-latest';
import { watchOtaProgress, type OtaProgressWatch } from './ota-progress-watch';

/** Where reading the latest release stands. */
export type LatestRelease =
  | { readonly status: 'offline' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: ErrorMessage }
  | { readonly status: 'ready'; readonly version: FirmwareVersion };

/** What {@link useOta} returns to `/ota`. */
export interface OtaControls {
  readonly connected: boolean;
  readonly fwVersion: string | undefined;
  readonly fwStatus: FirmwareStatus | undefined;
  readonly latest: LatestRelease;
  /** The session's OTA state (spec §3), kept by events and the progress fallback. */
  readonly ota: OtaEntity;
  /** The firmware the device ran when this page started an update (for "what changed"). */
  readonly startedFrom: string | undefined;
  /** Why starting the update failed, translated by the page. */
  readonly startError: ErrorMessage | undefined;
  readonly reloadLatest: () => void;
  readonly startUpdate: () => Promise<void>;
}

const record = (action: Parameters<ReturnType<typeof connectionStore>['apply']>[0]) =>
  connectionStore().apply(action);

/**
 * The connected device's firmware and the update to the latest release: the release offered, the
 * start, and the live progress from `ota_progress` events with `/ota/update/progress` asked for
 * whenever the events fall silent (`clock` paces that fallback).
 */
export function useOta(clock: Clock = systemClock): OtaControls {
  const { status } = useConnection();
  const api = useDeviceApi();
  const ota = useDeviceState((state) => state.ota);
  const fwVersion = useDeviceState((state) => state.device.fw_version);
  const fwStatus = useDeviceState((state) => state.device.fw_status);
  const [loaded, setLoaded] = useState<{ api: object; attempt: number; release: LatestRelease }>();
  const [attempt, setAttempt] = useState(0);
  const [startedFrom, setStartedFrom] = useState<string>();
  const [startError, setStartError] = useState<ErrorMessage>();
  const watch = useRef<OtaProgressWatch>(undefined);

  useEffect(() => {
    if (!api) return;
    const controller = new AbortController();
    const settle = (release: LatestRelease) => {
      if (!controller.signal.aborted) setLoaded({ api, attempt, release });
    };
    loadLatestFirmware(api, record, { signal: controller.signal }).then(
      (version) => settle({ status: 'ready', version }),
      (error: unknown) => settle({ status: 'failed', error: toErrorMessage(error) }),
    );
    return () => controller.abort();
  }, [api, attempt]);

  // A read belongs to the device and attempt it was made for; anything else is still loading.
  const latest: LatestRelease = !api
    ? { status: 'offline' }
    : loaded?.api === api && loaded.attempt === attempt
      ? loaded.release
      : { status: 'loading' };

  useEffect(() => {
    if (!api || !ota.ongoing) return;
    const running = watchOtaProgress({ clock, poll: () => readOtaProgress(api, record) });
    watch.current = running;
    return () => {
      running.stop();
      watch.current = undefined;
    };
  }, [api, ota.ongoing, clock]);

  useEffect(() => {
    watch.current?.seen();
  }, [ota.progress]);

  const reloadLatest = useCallback(() => setAttempt((n) => n + 1), []);
  const startUpdate = useCallback(async () => {
    if (!api) return;
    setStartError(undefined);
    setStartedFrom(fwVersion);
    try {
      await updateToLatest(api, record);
    } catch (error) {
      setStartError(toErrorMessage(error));
    }
  }, [api, fwVersion]);

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
