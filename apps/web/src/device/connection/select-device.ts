import * as v from 'valibot';
import type { DeviceKind, PreferencesPatch, PreferencesStore } from '../../preferences';
import { AppError } from '../errors/app-error';
import { toErrorMessage, type ErrorMessage } from '../errors/error-message';

const deviceKindSchema = v.picklist(['handy', 'oh']);

/**
 * The settings a device choice implies (spec §4): The Handy turns dark mode on and the female
 * content filter off; the Oh turns dark mode off and the filter on. Anything else is refused with
 * the spec's `Unknown device` ({@link AppError}). The one rule for every place a device is chosen:
 * the first-visit device selection, the `female` query value and the settings page.
 */
export function deviceSelectionPatch(device: unknown): PreferencesPatch & { device: DeviceKind } {
  const parsed = v.safeParse(deviceKindSchema, device);
  if (!parsed.success) throw new AppError('unknownDevice');
  return parsed.output === 'handy'
    ? { device: 'handy', darkMode: true, femaleContentFilter: false }
    : { device: 'oh', darkMode: false, femaleContentFilter: true };
}

/** The outcome of {@link chooseDevice}. */
export type DeviceChoice =
  { readonly ok: true } | { readonly ok: false; readonly error: ErrorMessage };

/**
 * Applies a device choice to the stored settings by the rule of {@link deviceSelectionPatch}, with
 * `extra` saved in the same change (the first visit marks its selection complete). An unknown
 * device, or a change the store refuses, changes nothing and comes back as a translatable message.
 */
export function chooseDevice(
  preferences: Pick<PreferencesStore, 'update'>,
  device: unknown,
  extra: PreferencesPatch = {},
): DeviceChoice {
  let patch: PreferencesPatch;
  try {
    patch = deviceSelectionPatch(device);
  } catch (error) {
    return { ok: false, error: toErrorMessage(error) };
  }
  const result = preferences.update({ ...patch, ...extra });
  if (result.ok) return { ok: true };
  return { ok: false, error: { key: 'unknown', values: { message: result.problems.join('; ') } } };
}

/** The device the spec's `female` query value selects: `'true'` is the Oh, anything else The Handy. */
export function deviceKindOfFemaleParam(value: string): DeviceKind {
  return value === 'true' ? 'oh' : 'handy';
}
