import { systemClock, type Clock } from '@glide/core';
import type { OtaControls } from './ota-controls';
import { loadLatestFirmware, updateToLatest } from './ota-latest';
import { recordOta } from './ota-record';
import { useOtaFlow, type OtaFlowSource } from './use-ota-flow';

export type { LatestRelease, OtaControls } from './ota-controls';

const LATEST: OtaFlowSource = {
  load: (api, signal) => loadLatestFirmware(api, recordOta, { signal }),
  start: (api) => updateToLatest(api, recordOta),
};

/**
 * The connected device's firmware and the update to the latest release (`/ota`): the release
 * offered, the start, and the live progress (see {@link useOtaFlow}; `clock` paces the fallback).
 */
export function useOta(clock: Clock = systemClock): OtaControls {
  return useOtaFlow(LATEST, clock);
}
