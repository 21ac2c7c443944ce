import { isLegacyFirmware, useConnection, useDeviceState } from '../device';

/**
 * The firmware version of a connected device too old to play scripts in sync (below 4: no HSSP or
 * HSP through API v3), or `undefined` when there is no such device.
 */
export function useLegacyFirmware(): string | undefined {
  const { status } = useConnection();
  const fwVersion = useDeviceState((state) => state.device.fw_version);
  const legacy = status === 'connected' && fwVersion !== undefined && isLegacyFirmware(fwVersion);
  return legacy ? fwVersion : undefined;
}
