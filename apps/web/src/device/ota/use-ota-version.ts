import { useMemo } from 'react';
import * as v from 'valibot';
import { systemClock, type Clock } from '@glide/core';
import { FirmwareFeatureFlagSchema } from '@glide/handy';
import { connectionStore } from '../connection/connection-instance';
import {
  findFirmwareVersion,
  loadFirmwareVersions,
  updateFirmwareVersion,
} from '../session/ota-steps';
import type { OtaControls } from './ota-controls';
import { recordOta } from './ota-record';
import { useOtaFlow, type OtaFlowSource } from './use-ota-flow';

/**
 * The source of `/ota/:version/:fw_feature_flag`: the release is looked up in `/ota/versions` of
 * the channel the route names (the device's own when the route's is none the server knows), so a
 * list without it is "Specific OTA not found" and an empty one "Firmware versions not found"
 * (spec §8); the update is `/ota/update/version`, whose failure is "Failed to update firmware
 * version" and marks the OTA state failed.
 */
export function chosenVersionSource(version: string, featureFlag: string): OtaFlowSource {
  const channel = v.safeParse(FirmwareFeatureFlagSchema, featureFlag);
  return {
    load: async (api, signal) => {
      const versions = await loadFirmwareVersions(
        api,
        connectionStore().session(),
        recordOta,
        { signal },
        channel.success ? channel.output : undefined,
      );
      return findFirmwareVersion(versions, version, featureFlag);
    },
    start: (api, target) => updateFirmwareVersion(api, target, recordOta),
  };
}

/** The update to the release `/ota/:version/:fw_feature_flag` names, like {@link useOta}. */
export function useOtaVersion(
  version: string,
  featureFlag: string,
  clock: Clock = systemClock,
): OtaControls {
  const source = useMemo(() => chosenVersionSource(version, featureFlag), [version, featureFlag]);
  return useOtaFlow(source, clock);
}
