import * as v from 'valibot';

/**
 * Reading and reporting valibot issues the way the app uses them: paths as plain keys, checks across
 * fields that blame the parts at fault, and messages that never quote the value.
 */

/** One step of a path: an object key or a list index. */
export type PathKey = string | number;

/** The keys of an issue's path, outermost first (`['keyBinding', 'stroke', 'topUp']`); `[]` for the value itself. */
export function issueKeys(issue: v.BaseIssue<unknown>): PathKey[] {
  // Valibot's own path items carry string or number keys; anything else is shown as text.
  return (issue.path ?? []).map(({ key }) =>
    typeof key === 'string' || typeof key === 'number' ? key : String(key),
  );
}

/** An issue as a log line: `stroke.topUp: A key binding is a single printable character`. */
export function describeIssue(issue: v.BaseIssue<unknown>): string {
  const keys = issueKeys(issue);
  return keys.length === 0 ? issue.message : `${keys.join('.')}: ${issue.message}`;
}

/** The path items valibot wants for an issue below `input` at `keys`: each key with its value. */
function pathItems(
  input: unknown,
  [first, ...rest]: readonly [PathKey, ...PathKey[]],
): [v.UnknownPathItem, ...v.UnknownPathItem[]] {
  const item = (parent: unknown, key: PathKey): v.UnknownPathItem => ({
    type: 'unknown',
    origin: 'value',
    input: parent,
    key,
    value: typeof parent === 'object' && parent !== null ? Reflect.get(parent, key) : undefined,
  });
  const head = item(input, first);
  let parent = head.value;
  const tail = rest.map((key) => {
    const next = item(parent, key);
    parent = next.value;
    return next;
  });
  return [head, ...tail];
}

/** Reports one problem of a {@link crossCheck}, at `path` below the checked value (or on it). */
export type ReportIssue = (message: string, path?: readonly [PathKey, ...PathKey[]]) => void;

/** The `type` of every issue a {@link crossCheck} reports: how a form tells them from a field's own. */
export const CROSS_CHECK = 'raw_check' satisfies v.RawCheckIssue<unknown>['type'];

/**
 * A check across the fields of a value that may blame several parts of it, each at its own path
 * (a key bound twice marks both bindings). It runs once the value has the right shape, even while
 * some fields break their own rules, so that every problem is reported in one pass. Its issues
 * have the type {@link CROSS_CHECK}.
 */
export function crossCheck<TInput>(
  check: (value: TInput, report: ReportIssue) => void,
): v.RawCheckAction<TInput> {
  return v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { value } = dataset;
    check(value, (message, path) =>
      addIssue({ message, path: path === undefined ? undefined : pathItems(value, path) }),
    );
  });
}

/** How a message names what it received: its kind, never the value. */
function kindOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'list';
  return typeof input;
}

/** The message of a type check written here (`Invalid type: expected Object, received list`). */
export function typeMessage(expected: string): (issue: v.BaseIssue<unknown>) => string {
  return (issue) => `Invalid type: expected ${expected}, received ${kindOf(issue.input)}`;
}

/**
 * The message of an issue that has none of its own. Valibot's built-in messages quote the value
 * received, and values may be secrets (a connection key, say) that must not reach a log; this one
 * names only its kind: `Invalid regex: expected /^…$/, received string`.
 */
export function messageWithoutValue(issue: v.BaseIssue<unknown>): string {
  const check = issue.type.replaceAll('_', ' ');
  const expected = issue.expected === null ? '' : `expected ${issue.expected}, `;
  return `Invalid ${check}: ${expected}received ${kindOf(issue.input)}`;
}

/** Parse options for data that may hold secrets: issues without a message of their own get {@link messageWithoutValue}. */
export const WITHOUT_VALUES: v.Config<v.BaseIssue<unknown>> = { message: messageWithoutValue };
