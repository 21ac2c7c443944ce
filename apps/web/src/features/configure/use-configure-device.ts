import { isLegacyFirmware, useConnection, useDeviceState } from '../../device';

/** What every card of the page needs to know about the device. */
export interface ConfigureDevice {
  /** A device is connected: controls are enabled. */
  readonly connected: boolean;
  /**
   * Firmware below 4 answers only `/info`, `/connected`, the event stream and the system and OTA
   * calls (spec §4, docs/api-extensions.md): the HSTP, statistics and capabilities cards say so.
   */
  readonly legacy: boolean;
}

/** The connection facts the cards share. */
export function useConfigureDevice(): ConfigureDevice {
  const { status } = useConnection();
  const fwVersion = useDeviceState((state) => state.device.fw_version);
  const connected = status === 'connected';
  return { connected, legacy: connected && isLegacyFirmware(fwVersion) };
}
