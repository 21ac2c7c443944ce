import type { Preferences } from '../../preferences';

/** What a linked device is called on screen: its name, else its key. */
export function linkedDeviceName(device: Preferences['linkedDevices'][number]): string {
  return device.label ?? device.connectionKey;
}
