import * as v from 'valibot';
import { WITHOUT_VALUES, typeMessage } from './schema-issues';

/**
 * Schemas for JSON objects, records and pairs that read them exactly as the app always has, so that
 * no stored setting, locale file or tip valid before is refused now, or the other way round.
 * Valibot's own differ at the edges: its `object` and `record` take a list for an object (`[]`
 * passes as an object whose fields are all optional, `['x']` as a record `{ 0: 'x' }`), and its
 * `record` silently drops `constructor` and `prototype` keys, which are fine names for a debug flag
 * or a locale text. They are built from valibot's public pieces (a `custom` type check, then
 * `object` or a `rawTransform`), and carry the parts code walking a schema needs: an object its
 * `entries`, a record its `key` and `value` (src/preferences/salvage.ts).
 */

/** An object schema that refuses a list, with its `entries` as valibot's own object has them. */
export type JsonObjectSchema<TEntries extends v.ObjectEntries> = v.SchemaWithPipe<
  readonly [
    v.CustomSchema<
      v.InferInput<v.ObjectSchema<TEntries, undefined>>,
      v.ErrorMessage<v.CustomIssue> | undefined
    >,
    v.ObjectSchema<TEntries, undefined>,
  ]
> & { readonly entries: TEntries };

/** `v.object(entries)` that refuses a list. */
export function jsonObject<const TEntries extends v.ObjectEntries>(
  entries: TEntries,
): JsonObjectSchema<TEntries> {
  const schema = v.pipe(
    v.custom<v.InferInput<v.ObjectSchema<TEntries, undefined>>>(
      (input) => !Array.isArray(input),
      typeMessage('Object'),
    ),
    v.object(entries),
  );
  return Object.assign(schema, { entries });
}

/** `schema` (a {@link jsonObject}) with only the fields `keys`, as `v.pick` does for an object. */
export function pickJsonObject<
  const TEntries extends v.ObjectEntries,
  const TKey extends keyof TEntries & string,
>(
  schema: { readonly entries: TEntries },
  keys: readonly TKey[],
): JsonObjectSchema<Pick<TEntries, TKey>> {
  const picked: Partial<Pick<TEntries, TKey>> = {};
  for (const key of keys) picked[key] = schema.entries[key];
  // Every key of `keys` was copied above.
  return jsonObject(picked as Pick<TEntries, TKey>);
}

/**
 * A plain object: made by `{}` (in this window or another) or without a prototype; not a list, a
 * class instance, a map or a date. An own `constructor` field that is not a function, as a JSON
 * object may have, does not make it anything else.
 */
function isPlainObject(value: unknown): value is Record<PropertyKey, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const constructor: unknown = Reflect.get(value, 'constructor');
  if (typeof constructor !== 'function') return true;
  const prototype: unknown = Reflect.get(constructor, 'prototype');
  if (typeof prototype !== 'object' || prototype === null || Array.isArray(prototype)) return false;
  // Every window's `Object.prototype` has its own `isPrototypeOf`; a class's prototype does not.
  return Object.hasOwn(prototype, 'isPrototypeOf');
}

/** What {@link reportBelow} adds: an issue of a part, one level further down. */
interface IssueBelow {
  message: string;
  input: unknown;
  expected: string | undefined;
  received: string;
  path: [v.UnknownPathItem, ...v.IssuePathItem[]];
}

/** Adds each issue of a part's parse to the whole's, one level down: below `input`, at `key`. */
function reportBelow(
  addIssue: (info: IssueBelow) => void,
  issues: readonly v.BaseIssue<unknown>[],
  item: { origin: 'key' | 'value'; input: unknown; key: PropertyKey; value: unknown },
): void {
  for (const issue of issues) {
    addIssue({
      message: issue.message,
      input: issue.input,
      expected: issue.expected ?? undefined,
      received: issue.received,
      path: [{ type: 'unknown', ...item }, ...(issue.path ?? [])],
    });
  }
}

/** The parse options for the parts of a record or pair: the whole's, and messages without values. */
function partConfig(config: {
  readonly abortEarly?: boolean | undefined;
  readonly abortPipeEarly?: boolean | undefined;
}): v.Config<v.BaseIssue<unknown>> {
  return {
    ...WITHOUT_VALUES,
    abortEarly: config.abortEarly,
    abortPipeEarly: config.abortPipeEarly,
  };
}

/** A record schema that reads JSON objects as the app always has, with its `key` and `value`. */
export type JsonRecordSchema<
  TKey extends v.GenericSchema<string>,
  TValue extends v.GenericSchema,
> = v.SchemaWithPipe<
  readonly [
    v.CustomSchema<Record<string, v.InferInput<TValue>>, v.ErrorMessage<v.CustomIssue> | undefined>,
    v.RawTransformAction<
      Record<string, v.InferInput<TValue>>,
      Record<string, v.InferOutput<TValue>>
    >,
  ]
> & { readonly key: TKey; readonly value: TValue };

/**
 * A record: a plain object whose every own enumerable key satisfies `key` and every value `value`.
 * An invalid key is an issue at that key (its value is not read); `__proto__` is skipped, so that
 * it can never reach the output's prototype. The issues of keys and values never quote a value.
 */
export function jsonRecord<
  const TKey extends v.GenericSchema<string>,
  const TValue extends v.GenericSchema,
>(key: TKey, value: TValue): JsonRecordSchema<TKey, TValue> {
  const schema = v.pipe(
    v.custom<Record<string, v.InferInput<TValue>>>(isPlainObject, typeMessage('Object')),
    v.rawTransform(({ dataset, config, addIssue }) => {
      const input: Record<PropertyKey, unknown> = dataset.value;
      const options = partConfig(config);
      const output: Record<string, v.InferOutput<TValue>> = {};
      for (const entryKey of Reflect.ownKeys(input)) {
        if (
          entryKey === '__proto__' ||
          !Object.prototype.propertyIsEnumerable.call(input, entryKey)
        ) {
          continue;
        }
        const entryValue: unknown = Reflect.get(input, entryKey);
        const at = (origin: 'key' | 'value') => ({
          origin,
          input,
          key: entryKey,
          value: entryValue,
        });
        const parsedKey = v.safeParse(key, entryKey, options);
        if (!parsedKey.success) {
          reportBelow(addIssue, parsedKey.issues, at('key'));
          if (config.abortEarly) break;
          continue;
        }
        if (parsedKey.output === '__proto__') continue;
        const parsedValue = v.safeParse(value, entryValue, options);
        if (parsedValue.success) {
          output[parsedKey.output] = parsedValue.output;
        } else {
          reportBelow(addIssue, parsedValue.issues, at('value'));
          if (config.abortEarly) break;
        }
      }
      // With an issue added the result is discarded: the record is of the wrong type.
      return output;
    }),
  );
  return Object.assign(schema, { key, value });
}

/**
 * A list of exactly two numbers, each checked by `item`. A list of another length is refused as a
 * whole (valibot's `strictTuple` would blame each missing or extra entry instead): a short one
 * before its entries are read, a long one alongside their issues. Either way the list is of the
 * wrong type, so checks on the pair (its order) do not run.
 */
export function jsonPair(item: v.GenericSchema<number>) {
  return v.pipe(
    // Declared as the pair it accepts; the check admits any list, which is then read entry by entry.
    v.custom<[number, number]>((input) => Array.isArray(input), typeMessage('Array')),
    v.rawTransform(({ dataset, config, addIssue, NEVER }) => {
      const input: readonly unknown[] = dataset.value;
      const wrongLength = () =>
        addIssue({
          expected: '2 entries',
          received: `${input.length} entries`,
          message: `Invalid length: expected 2 entries, received ${input.length}`,
        });
      if (input.length < 2) {
        wrongLength();
        return NEVER;
      }
      if (input.length > 2) wrongLength();
      const options = partConfig(config);
      const [first, second] = [0, 1].map((index) => {
        const entry: unknown = input[index];
        const parsed = v.safeParse(item, entry, options);
        if (parsed.success) return parsed.output;
        reportBelow(addIssue, parsed.issues, { origin: 'value', input, key: index, value: entry });
        return undefined;
      });
      if (input.length !== 2 || first === undefined || second === undefined) return NEVER;
      const pair: [number, number] = [first, second];
      return pair;
    }),
  );
}
