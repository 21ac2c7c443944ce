import * as v from 'valibot';
import { WITHOUT_VALUES, issueKeys } from '../lib/schema-issues';

/**
 * Schema-driven recovery of a partially valid stored blob: every field that parses is kept, every
 * field that does not falls back to its default, as deep as the schema goes. This is what keeps one
 * bad key binding from resetting the others, and a corrupt beat from wiping the whole beatbox.
 */

type Schema = v.GenericSchema;
type Path = readonly PropertyKey[];

/** Arrays whose entries are independent: an invalid entry is dropped instead of resetting the list. */
const itemwiseArrays = new WeakSet<Schema>();
/** Of those, the ones whose entries keep their valid fields when only optional ones are bad. */
const repairedArrays = new WeakSet<Schema>();

/**
 * Marks a list schema as "entry by entry": on load, invalid entries are dropped (and reported) and
 * the valid ones kept. Unmarked arrays (grids, tuples) are all-or-nothing, because dropping one cell
 * of a grid would shift every other cell. Apply it to the whole `v.pipe(v.array(…), …)`, since the
 * pipe is a new schema object. With `repairEntries`, an invalid entry whose fault lies only in
 * optional fields keeps its valid ones instead (the bad ones dropped and reported).
 */
export function itemwise<T extends Schema & { readonly type: 'array' }>(
  schema: T,
  options: { readonly repairEntries?: boolean } = {},
): T {
  itemwiseArrays.add(schema);
  if (options.repairEntries === true) repairedArrays.add(schema);
  return schema;
}

/** How many rounds of "reset the fields a cross-field check blamed" before giving up on an object. */
const MAX_REPAIR_ROUNDS = 8;

/** A JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A dotted path for messages, e.g. `keyBinding.stroke.topUp`. */
export function formatPath(path: Path): string {
  return path.length === 0 ? 'preferences' : path.map((key) => String(key)).join('.');
}

/*
 * The schemas are walked through the public parts of their objects: an object schema has its
 * `entries` (valibot's own and `jsonObject`'s), an array schema its `item`, a record its `key` and
 * `value` (`jsonRecord`), an optional one its `wrapped` schema. A `v.pipe(…)` keeps those parts of
 * the schema it starts with, so a piped object is walked like a plain one, and its checks run when
 * the object is settled.
 */

/** A (synchronous) valibot schema, as the parts of the schemas walked here are. */
function isSchema(value: unknown): value is Schema {
  return (
    isRecord(value) &&
    value.kind === 'schema' &&
    value.async === false &&
    typeof value.type === 'string'
  );
}

function unwrapOptional(schema: Schema): Schema {
  if (schema.type !== 'optional' || !('wrapped' in schema)) return schema;
  return isSchema(schema.wrapped) ? schema.wrapped : schema;
}

/** The schema of each field, if `schema` is an object schema. */
function fieldsOf(schema: Schema): ReadonlyMap<string, Schema> | undefined {
  if (!('entries' in schema) || !isRecord(schema.entries)) return undefined;
  const fields = new Map<string, Schema>();
  for (const [key, child] of Object.entries(schema.entries)) {
    if (isSchema(child)) fields.set(key, child);
  }
  return fields;
}

/** The schema of each entry, if `schema` is an array schema marked {@link itemwise}. */
function itemwiseItemOf(schema: Schema): Schema | undefined {
  if (schema.type !== 'array' || !itemwiseArrays.has(schema) || !('item' in schema)) {
    return undefined;
  }
  return isSchema(schema.item) ? schema.item : undefined;
}

/** The schemas of the keys and values, if `schema` is a record schema. */
function recordPartsOf(schema: Schema): { key: Schema; value: Schema } | undefined {
  if (!('key' in schema) || !('value' in schema)) return undefined;
  const { key, value } = schema;
  return isSchema(key) && isSchema(value) ? { key, value } : undefined;
}

/** Parses like `v.safeParse`; messages of valibot's own never quote the (possibly secret) value. */
function parse(schema: Schema, value: unknown) {
  return v.safeParse(schema, value, WITHOUT_VALUES);
}

/**
 * Returns the best value of `schema` that can be recovered from `raw`, pushing a message to
 * `problems` for every field that had to be dropped or replaced by its part of `fallback`.
 * `fallback` must itself satisfy `schema`. A missing field (`undefined`) takes its default silently:
 * older blobs legitimately lack fields that were added later. Values themselves never appear in
 * messages, because they may contain connection keys.
 */
export function salvage(
  schema: Schema,
  raw: unknown,
  fallback: unknown,
  path: Path,
  problems: string[],
): unknown {
  if (raw === undefined) return fallback;
  const inner = unwrapOptional(schema);
  const fields = fieldsOf(inner);
  if (fields) return salvageObject(inner, fields, raw, fallback, path, problems);
  const item = itemwiseItemOf(inner);
  if (item) return salvageList(inner, item, raw, fallback, path, problems);
  const record = recordPartsOf(inner);
  if (record) return salvageRecord(inner, record, raw, fallback, path, problems);
  const parsed = parse(schema, raw);
  if (parsed.success) return parsed.output;
  problems.push(`${formatPath(path)}: ${firstMessage(parsed.issues)}; using the default`);
  return fallback;
}

function salvageObject(
  schema: Schema,
  fields: ReadonlyMap<string, Schema>,
  raw: unknown,
  fallback: unknown,
  path: Path,
  problems: string[],
): unknown {
  if (!isRecord(raw)) {
    problems.push(`${formatPath(path)}: expected an object; using the default`);
    return fallback;
  }
  const defaults = isRecord(fallback) ? fallback : {};
  // Only the schema's keys are read (and only own ones), so unknown fields and `__proto__` are dropped.
  const entries: [string, unknown][] = [];
  for (const [key, child] of fields) {
    const value = Object.hasOwn(raw, key) ? raw[key] : undefined;
    const kept = salvage(child, value, defaults[key], [...path, key], problems);
    if (kept !== undefined) entries.push([key, kept]);
  }
  return settle(schema, Object.fromEntries(entries), fallback, path, problems);
}

function salvageList(
  schema: Schema,
  item: Schema,
  raw: unknown,
  fallback: unknown,
  path: Path,
  problems: string[],
): unknown {
  if (!Array.isArray(raw)) {
    problems.push(`${formatPath(path)}: expected a list; using the default`);
    return fallback;
  }
  const kept: unknown[] = [];
  raw.forEach((entry: unknown, index) => {
    const parsed = parse(item, entry);
    if (parsed.success) {
      kept.push(parsed.output);
      return;
    }
    // With `repairEntries`, an entry keeps its valid fields: a bad optional field (a linked
    // device's part) is dropped, not the entry (the device stays linked).
    const entryProblems: string[] = [];
    const repaired =
      repairedArrays.has(schema) && fieldsOf(unwrapOptional(item))
        ? salvage(item, entry, undefined, [...path, index], entryProblems)
        : undefined;
    const reparsed = repaired === undefined ? undefined : parse(item, repaired);
    if (reparsed?.success) {
      kept.push(reparsed.output);
      problems.push(...entryProblems);
    } else {
      problems.push(`${formatPath([...path, index])}: ${firstMessage(parsed.issues)}; dropped`);
    }
  });
  return settle(schema, kept, fallback, path, problems);
}

function salvageRecord(
  schema: Schema,
  parts: { key: Schema; value: Schema },
  raw: unknown,
  fallback: unknown,
  path: Path,
  problems: string[],
): unknown {
  if (!isRecord(raw)) {
    problems.push(`${formatPath(path)}: expected an object; using the default`);
    return fallback;
  }
  const kept: [string, unknown][] = [];
  for (const [key, entry] of Object.entries(raw)) {
    const parsedKey = parse(parts.key, key);
    const parsedValue = parse(parts.value, entry);
    if (parsedKey.success && parsedValue.success) kept.push([key, parsedValue.output]);
    else problems.push(`${formatPath([...path, key])}: invalid entry; dropped`);
  }
  // fromEntries defines own properties, so even a `__proto__` key could not reach the prototype.
  return settle(schema, Object.fromEntries(kept), fallback, path, problems);
}

/**
 * Runs the container's own checks (cross-field rules such as duplicate key bindings) on a value
 * whose children are already valid. Each failure resets only the part the issue points at, and the
 * check runs again; an issue without a usable path, or one that persists, resets the container.
 */
function settle(
  schema: Schema,
  candidate: unknown,
  fallback: unknown,
  path: Path,
  problems: string[],
): unknown {
  let current = candidate;
  for (let round = 0; round < MAX_REPAIR_ROUNDS; round++) {
    const parsed = parse(schema, current);
    if (parsed.success) return parsed.output;
    // One repair per distinct path (two issues on one list entry must not drop two entries), highest
    // indices first, so that dropping a list entry does not shift the next one to drop.
    const byPath = new Map(
      parsed.issues.map((issue) => {
        const keys = issueKeys(issue);
        return [keys.map(String).join('\u001f'), { keys, message: issue.message }];
      }),
    );
    const issues = [...byPath.values()].sort((a, b) => comparePathsDescending(a.keys, b.keys));
    for (const issue of issues) {
      problems.push(`${formatPath([...path, ...issue.keys])}: ${issue.message}; reset`);
      current = repair(schema, current, fallback, issue.keys);
    }
  }
  problems.push(`${formatPath(path)}: could not be repaired; using the default`);
  return fallback;
}

/** Resets the part of `value` at `path` to the matching part of `fallback` (or drops a list entry). */
function repair(schema: Schema, value: unknown, fallback: unknown, path: Path): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return fallback;
  const inner = unwrapOptional(schema);
  const fields = fieldsOf(inner);
  if (fields && isRecord(value) && typeof head === 'string') {
    const child = fields.get(head);
    if (child === undefined) return fallback;
    const childFallback = isRecord(fallback) ? fallback[head] : undefined;
    const repaired = repair(child, value[head], childFallback, rest);
    return Object.fromEntries([
      ...Object.entries(value).filter(([key]) => key !== head),
      ...(repaired === undefined ? [] : [[head, repaired] as const]),
    ]);
  }
  if (itemwiseItemOf(inner) && Array.isArray(value)) {
    if (typeof head === 'number') return value.filter((_: unknown, index) => index !== head);
  }
  if (recordPartsOf(inner) && isRecord(value) && typeof head === 'string') {
    return Object.fromEntries(Object.entries(value).filter(([key]) => key !== head));
  }
  return fallback;
}

function comparePathsDescending(a: Path, b: Path): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const left = a[i];
    const right = b[i];
    if (left === right) continue;
    if (typeof left === 'number' && typeof right === 'number') return right - left;
    return String(right).localeCompare(String(left));
  }
  return b.length - a.length;
}

function firstMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues[0]?.message ?? 'invalid value';
}
