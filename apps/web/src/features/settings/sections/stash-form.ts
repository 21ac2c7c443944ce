import { parseStashAddress, type StashAddressProblem } from '@glide/stash';
import * as v from 'valibot';
import type { Preferences } from '../../../preferences';
import type { AutosaveSpec } from '../form/use-autosave-form';

/** An address: empty (no library) or one `parseStashAddress` reads. */
const addressSchema = v.pipe(
  v.string(),
  v.check((text) => text.trim() === '' || parseStashAddress(text).ok, 'invalid'),
);

/** An API key: empty (a Stash without authentication) or 1–2048 characters without spaces. */
const apiKeySchema = v.pipe(
  v.string(),
  v.check((key) => key.trim() === '' || /^\S{1,2048}$/.test(key.trim()), 'invalid'),
);

/** The Stash library form: the server's address as typed, and its API key. */
export const stashFormSchema = v.object({ address: addressSchema, apiKey: apiKeySchema });

export type StashFormValues = v.InferOutput<typeof stashFormSchema>;

/** What is wrong with a typed address, for the section to say; `undefined` when nothing is. */
export function addressProblemOf(text: string): StashAddressProblem | undefined {
  if (text.trim() === '') return undefined;
  const parsed = parseStashAddress(text);
  return parsed.ok ? undefined : parsed.problem;
}

/**
 * Maps the form onto `preferences.stash`: the address as its server's base URL (what
 * `parseStashAddress` reads), the key trimmed; an empty field stores nothing.
 */
export const stashSpec: AutosaveSpec<StashFormValues> = {
  schema: stashFormSchema,
  units: ['address', 'apiKey'],
  fromPreferences: (preferences: Preferences) => ({
    address: preferences.stash.baseUrl ?? '',
    apiKey: preferences.stash.apiKey ?? '',
  }),
  toPatch: (values) => {
    const parsed = parseStashAddress(values.address);
    const key = values.apiKey.trim();
    return {
      stash: {
        baseUrl: parsed.ok ? parsed.baseUrl : undefined,
        apiKey: key === '' ? undefined : key,
      },
    };
  },
};
