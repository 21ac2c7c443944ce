import type { DeviceKind } from '../../preferences';

/** The theme and content filter that come with choosing a device. */
export interface DeviceLook {
  readonly darkMode: boolean;
  readonly femaleContentFilter: boolean;
}

/**
 * Spec §4 "Device selection": The Handy means dark mode on and the women's filter off, the Oh the
 * reverse. Device selection applies it on choosing; the settings page only when the user asks.
 */
export function deviceLook(device: DeviceKind): DeviceLook {
  switch (device) {
    case 'handy':
      return { darkMode: true, femaleContentFilter: false };
    case 'oh':
      return { darkMode: false, femaleContentFilter: true };
  }
}
