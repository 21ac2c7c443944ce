/**
 * The connection key rule, once for the whole app: the API's format (reference §1: 5 to 64
 * letters and digits) and how typed, linked or stored text is normalised before it is checked.
 * In `src/lib` and importing nothing, so that every layer that needs it (the preferences' schema,
 * analytics' scrubbing, links, forms, the connection and its session) imports it downward.
 */

/** The API's connection-key rule (reference §1). */
export const CONNECTION_KEY_PATTERN = /^[a-zA-Z0-9]{5,64}$/;

/** The message of the format, for schemas that need one in English (the UI translates its own). */
export const CONNECTION_KEY_FORMAT = 'A connection key is 5 to 64 letters or digits';

/** Text as a key: surrounding white space (a pasted key often has some) is not part of it. */
export function normaliseConnectionKey(raw: string): string {
  return raw.trim();
}

/** Why a text is not a connection key. */
export type ConnectionKeyProblem = 'required' | 'format';

/** A checked key, or why the text is not one. */
export type ConnectionKeyCheck =
  | { readonly ok: true; readonly key: string }
  | { readonly ok: false; readonly problem: ConnectionKeyProblem };

/** Normalises `raw` and checks it against the API's rule. */
export function checkConnectionKey(raw: string): ConnectionKeyCheck {
  const key = normaliseConnectionKey(raw);
  if (key === '') return { ok: false, problem: 'required' };
  if (!CONNECTION_KEY_PATTERN.test(key)) return { ok: false, problem: 'format' };
  return { ok: true, key };
}

/** The `common:errors.*` message of a key problem. */
export function keyProblemMessage(problem: ConnectionKeyProblem): 'keyRequired' | 'keyInvalid' {
  return problem === 'required' ? 'keyRequired' : 'keyInvalid';
}

/** Whether `raw`, normalised, is a well-formed connection key. */
export function isConnectionKey(raw: string): boolean {
  return checkConnectionKey(raw).ok;
}
