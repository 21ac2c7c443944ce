import { checkConnectionKey } from '../../device';
import type { Preferences } from '../../preferences';

/** A device the user has linked, as the preferences keep it. */
export type LinkedDevice = Preferences['linkedDevices'][number];

/** The most devices the preferences keep linked. */
export const MAX_LINKED_DEVICES = 32;
/** The longest name of a linked device. */
export const MAX_LABEL_LENGTH = 64;

/** Why a device cannot be linked; each is a translated message under `link:problems`. */
export type LinkProblem =
  'keyRequired' | 'keyFormat' | 'keyDuplicate' | 'keyCurrent' | 'labelTooLong' | 'tooMany';

/** What the user typed in the link form. */
export interface LinkInput {
  readonly connectionKey: string;
  readonly label: string;
}

/** The device to link, or the field at fault and why. */
export type LinkValidation =
  | { readonly ok: true; readonly device: LinkedDevice }
  | {
      readonly ok: false;
      readonly field: 'connectionKey' | 'label';
      readonly problem: LinkProblem;
    };

/**
 * Checks a device to link against the API's key rule (reference §1), the devices already linked
 * and the key in use (which every multicast command reaches anyway). Spaces around the key and the
 * name are dropped; an empty name means none.
 */
export function validateLink(
  input: LinkInput,
  context: { readonly linked: readonly LinkedDevice[]; readonly currentKey: string },
): LinkValidation {
  const label = input.label.trim();
  const refuse = (field: 'connectionKey' | 'label', problem: LinkProblem): LinkValidation => ({
    ok: false,
    field,
    problem,
  });
  const checked = checkConnectionKey(input.connectionKey);
  if (!checked.ok) {
    return refuse('connectionKey', checked.problem === 'required' ? 'keyRequired' : 'keyFormat');
  }
  const connectionKey = checked.key;
  if (connectionKey === context.currentKey) return refuse('connectionKey', 'keyCurrent');
  if (context.linked.some((device) => device.connectionKey === connectionKey)) {
    return refuse('connectionKey', 'keyDuplicate');
  }
  if (label.length > MAX_LABEL_LENGTH) return refuse('label', 'labelTooLong');
  if (context.linked.length >= MAX_LINKED_DEVICES) return refuse('connectionKey', 'tooMany');
  return { ok: true, device: label === '' ? { connectionKey } : { connectionKey, label } };
}

export { linkedDeviceName } from '../../device';
