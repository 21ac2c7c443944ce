import * as v from 'valibot';
import type { DeviceKind, PreferencesPatch } from '../preferences';

const deviceKindSchema = v.picklist(['handy', 'oh']);

/**
 * The settings a device choice implies (spec §4): The Handy turns dark mode on and the female
 * content filter off; the Oh turns dark mode off and the filter on. Anything else is refused with
 * the spec's `Unknown device`.
 */
export function deviceSelectionPatch(device: unknown): PreferencesPatch & { device: DeviceKind } {
  const parsed = v.safeParse(deviceKindSchema, device);
  if (!parsed.success) throw new Error('Unknown device');
  return parsed.output === 'handy'
    ? { device: 'handy', darkMode: true, femaleContentFilter: false }
    : { device: 'oh', darkMode: false, femaleContentFilter: true };
}

/** The device the spec's `female` query value selects: `'true'` is the Oh, anything else The Handy. */
export function deviceKindOfFemaleParam(value: string): DeviceKind {
  return value === 'true' ? 'oh' : 'handy';
}
