import * as z from 'zod/mini';

/**
 * Schema-driven recovery of a partially valid stored blob: every field that parses is kept, every
 * field that does not falls back to its default, as deep as the schema goes. This is what keeps one
 * bad key binding from resetting the others, and a corrupt beat from wiping the whole beatbox.
 */

type Schema = z.core.$ZodType;
type Path = readonly PropertyKey[];

/** Arrays whose entries are independent: an invalid entry is dropped instead of resetting the list. */
const itemwiseArrays = new WeakSet<Schema>();

/**
 * Marks a list schema as "entry by entry": on load, invalid entries are dropped (and reported) and
 * the valid ones kept. Unmarked arrays (grids, tuples) are all-or-nothing, because dropping one cell
 * of a grid would shift every other cell. Apply it last, after every `.max()` or `.superRefine()`,
 * since each of those returns a new schema instance.
 */
export function itemwise<T extends z.core.$ZodArray>(schema: T): T {
  itemwiseArrays.add(schema);
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

function unwrapOptional(schema: Schema): Schema {
  return schema instanceof z.core.$ZodOptional ? schema._zod.def.innerType : schema;
}

function shapeOf(schema: z.core.$ZodObject): ReadonlyMap<string, Schema> {
  const shape: Readonly<Record<string, Schema>> = schema._zod.def.shape;
  return new Map(Object.entries(shape));
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
  if (inner instanceof z.core.$ZodObject)
    return salvageObject(inner, raw, fallback, path, problems);
  if (inner instanceof z.core.$ZodArray && itemwiseArrays.has(inner)) {
    return salvageList(inner, raw, fallback, path, problems);
  }
  if (inner instanceof z.core.$ZodRecord)
    return salvageRecord(inner, raw, fallback, path, problems);
  const parsed = z.safeParse(schema, raw);
  if (parsed.success) return parsed.data;
  problems.push(`${formatPath(path)}: ${firstMessage(parsed.error)}; using the default`);
  return fallback;
}

function salvageObject(
  schema: z.core.$ZodObject,
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
  for (const [key, child] of shapeOf(schema)) {
    const value = Object.hasOwn(raw, key) ? raw[key] : undefined;
    const kept = salvage(child, value, defaults[key], [...path, key], problems);
    if (kept !== undefined) entries.push([key, kept]);
  }
  return settle(schema, Object.fromEntries(entries), fallback, path, problems);
}

function salvageList(
  schema: z.core.$ZodArray,
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
    const parsed = z.safeParse(schema._zod.def.element, entry);
    if (parsed.success) kept.push(parsed.data);
    else problems.push(`${formatPath([...path, index])}: ${firstMessage(parsed.error)}; dropped`);
  });
  return settle(schema, kept, fallback, path, problems);
}

function salvageRecord(
  schema: z.core.$ZodRecord,
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
    const parsedKey = z.safeParse(schema._zod.def.keyType, key);
    const parsedValue = z.safeParse(schema._zod.def.valueType, entry);
    if (parsedKey.success && parsedValue.success) kept.push([key, parsedValue.data]);
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
    const parsed = z.safeParse(schema, current);
    if (parsed.success) return parsed.data;
    // One repair per distinct path (two issues on one list entry must not drop two entries), highest
    // indices first, so that dropping a list entry does not shift the next one to drop.
    const byPath = new Map(
      parsed.error.issues.map((issue) => [issue.path.map(String).join('\u001f'), issue]),
    );
    const issues = [...byPath.values()].sort((a, b) => comparePathsDescending(a.path, b.path));
    for (const issue of issues) {
      problems.push(`${formatPath([...path, ...issue.path])}: ${issue.message}; reset`);
      current = repair(schema, current, fallback, issue.path);
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
  if (inner instanceof z.core.$ZodObject && isRecord(value) && typeof head === 'string') {
    const child = shapeOf(inner).get(head);
    if (child === undefined) return fallback;
    const childFallback = isRecord(fallback) ? fallback[head] : undefined;
    const repaired = repair(child, value[head], childFallback, rest);
    return Object.fromEntries([
      ...Object.entries(value).filter(([key]) => key !== head),
      ...(repaired === undefined ? [] : [[head, repaired] as const]),
    ]);
  }
  if (inner instanceof z.core.$ZodArray && itemwiseArrays.has(inner) && Array.isArray(value)) {
    if (typeof head === 'number') return value.filter((_: unknown, index) => index !== head);
  }
  if (inner instanceof z.core.$ZodRecord && isRecord(value) && typeof head === 'string') {
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

function firstMessage(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? 'invalid value';
}
