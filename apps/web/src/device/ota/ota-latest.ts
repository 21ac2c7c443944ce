/**
 * The update to the latest release (`/ota`): reading the release the server offers the device and
 * starting the update, on the session's OTA state (spec §3, §4 OTA, docs/api-extensions.md).
 * Framework-free like `session/ota-steps.ts`, so the calls and the record are passed in.
 */
import type { CallOptions, DeviceApi, FirmwareVersion, OtaProgress } from '@glide/handy';
import { startOtaUpdate, type OtaRecord } from '../session/ota-steps';

/** The OTA calls `/ota` makes (the SDK's `DeviceApi` has them). */
export interface LatestOtaApi {
  readonly ota: Pick<DeviceApi['ota'], 'latest' | 'updateLatest' | 'progress'>;
}

/** Reads the newest release for the device's channel (`GET /ota/latest`) and records it. */
export async function loadLatestFirmware(
  api: LatestOtaApi,
  record: OtaRecord,
  options?: CallOptions,
): Promise<FirmwareVersion> {
  const version = await api.ota.latest(options);
  record({ type: 'ota_latest_loaded', version });
  return version;
}

/**
 * Starts the update to the latest release (`PUT /ota/update/latest`). Starting marks the OTA
 * state ongoing with progress 0 (spec §4); a refused call, or an answer that says the update
 * failed, marks it failed and rejects with "Failed to update firmware version" (spec §8).
 */
export async function updateToLatest(
  api: LatestOtaApi,
  record: OtaRecord,
  options?: CallOptions,
): Promise<OtaProgress> {
  return startOtaUpdate(record, () => api.ota.updateLatest(options));
}

/** Reads `GET /ota/update/progress` and records it (the fallback when events stop). */
export async function readOtaProgress(
  api: LatestOtaApi,
  record: OtaRecord,
  options?: CallOptions,
): Promise<OtaProgress> {
  const progress = await api.ota.progress(options);
  record({ type: 'ota_progress_loaded', progress });
  return progress;
}
