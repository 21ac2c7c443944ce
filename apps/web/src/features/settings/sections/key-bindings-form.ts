import { z } from 'zod';
import { preferencesSchema, type Preferences } from '../../../preferences';
import type { AutosaveSpec } from '../form/use-autosave-form';
import { KEY_ACTIONS, sameKey } from '../key-bindings';

const binding = preferencesSchema.shape.keyBinding.shape;
const stroke = binding.stroke.shape;
const timeOffset = binding.timeOffset.shape;

/**
 * The key-binding form, flat: the two increments and the six keys, each with the preferences
 * schema's own field schema. A key shared by two actions marks both, as the stored schema does.
 */
export const keyBindingFormSchema = z
  .object({
    enabled: binding.enabled,
    strokeIncrementPct: stroke.incrementPct,
    timeOffsetIncrementMs: timeOffset.incrementMs,
    topUp: stroke.topUp,
    topDown: stroke.topDown,
    bottomUp: stroke.bottomUp,
    bottomDown: stroke.bottomDown,
    increase: timeOffset.increase,
    decrease: timeOffset.decrease,
  })
  .superRefine((values, ctx) => {
    for (const action of KEY_ACTIONS) {
      const shared = KEY_ACTIONS.some(
        (other) => other !== action && sameKey(values[other], values[action]),
      );
      if (shared) ctx.addIssue({ code: 'custom', message: 'Key used twice', path: [action] });
    }
  });

/** The values of the key-binding form. */
export type KeyBindingFormValues = z.output<typeof keyBindingFormSchema>;

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
    },
  }),
};
