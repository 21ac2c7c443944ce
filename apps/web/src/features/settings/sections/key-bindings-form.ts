import * as v from 'valibot';
import { crossCheck } from '../../../lib/schema-issues';
import { preferencesSchema, type Preferences } from '../../../preferences';
import type { AutosaveSpec } from '../form/use-autosave-form';
import { KEY_ACTIONS, sameKey } from '../key-bindings';

const binding = preferencesSchema.entries.keyBinding.entries;
const stroke = binding.stroke.entries;
const timeOffset = binding.timeOffset.entries;
const playlist = binding.playlist.entries;

/**
 * The key-binding form, flat: the two increments and the eight keys, each with the preferences
 * schema's own field schema. A key shared by two actions marks both, as the stored schema does.
 */
export const keyBindingFormSchema = v.pipe(
  v.object({
    enabled: binding.enabled,
    strokeIncrementPct: stroke.incrementPct,
    timeOffsetIncrementMs: timeOffset.incrementMs,
    topUp: stroke.topUp,
    topDown: stroke.topDown,
    bottomUp: stroke.bottomUp,
    bottomDown: stroke.bottomDown,
    increase: timeOffset.increase,
    decrease: timeOffset.decrease,
    next: playlist.next,
    previous: playlist.previous,
  }),
  crossCheck((values, report) => {
    for (const action of KEY_ACTIONS) {
      const shared = KEY_ACTIONS.some(
        (other) => other !== action && sameKey(values[other], values[action]),
      );
      if (shared) report('Key used twice', [action]);
    }
  }),
);

/** The values of the key-binding form. */
export type KeyBindingFormValues = v.InferOutput<typeof keyBindingFormSchema>;

/** Maps the key-binding form onto `preferences.keyBinding`. */
export const keyBindingSpec: AutosaveSpec<KeyBindingFormValues> = {
  schema: keyBindingFormSchema,
  units: ['enabled', 'strokeIncrementPct', 'timeOffsetIncrementMs', ...KEY_ACTIONS],
  fromPreferences: ({ keyBinding }: Preferences) => ({
    enabled: keyBinding.enabled,
    strokeIncrementPct: keyBinding.stroke.incrementPct,
    timeOffsetIncrementMs: keyBinding.timeOffset.incrementMs,
    topUp: keyBinding.stroke.topUp,
    topDown: keyBinding.stroke.topDown,
    bottomUp: keyBinding.stroke.bottomUp,
    bottomDown: keyBinding.stroke.bottomDown,
    increase: keyBinding.timeOffset.increase,
    decrease: keyBinding.timeOffset.decrease,
    next: keyBinding.playlist.next,
    previous: keyBinding.playlist.previous,
  }),
  toPatch: (values) => ({
    keyBinding: {
      enabled: values.enabled,
      stroke: {
        incrementPct: values.strokeIncrementPct,
        topUp: values.topUp,
        topDown: values.topDown,
        bottomUp: values.bottomUp,
        bottomDown: values.bottomDown,
      },
      timeOffset: {
        incrementMs: values.timeOffsetIncrementMs,
        increase: values.increase,
        decrease: values.decrease,
      },
      playlist: { next: values.next, previous: values.previous },
    },
  }),
};
