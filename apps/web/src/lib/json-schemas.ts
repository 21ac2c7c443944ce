import * as v from 'valibot';
import { issueBelow, typeIssue } from './schema-issues';

/**
 * Schemas for JSON objects, records and pairs that read them exactly as the app always has, so that
 * no stored setting, locale file or tip valid before is refused now, or the other way round.
 * Valibot's own differ at the edges: its `object` and `record` take a list for an object (`[]`
 * passes as an object whose fields are all optional, `['x']` as a record `{ 0: 'x' }`), and its
 * `record` silently drops `constructor` and `prototype` keys, which are fine names for a debug flag
 * or a locale text. The object and record keep valibot's schema shape (`type` and `entries`, `key`
 * and `value`), so code walking a schema sees no difference.
 */

/** `v.object(entries)` that refuses a list. */
export function jsonObject<const TEntries extends v.ObjectEntries>(
  entries: TEntries,
): v.ObjectSchema<TEntries, undefined> {
  const schema = v.object(entries);
  // A modified copy, made the way valibot's own `fallback` makes one. `this` is passed on so that
  // a copy of this copy (`v.pick`, `v.pipe`) checks its own entries.
  return v._standardSchema<v.ObjectSchema<TEntries, undefined>>({
    ...schema,
    '~run'(dataset, config) {
      const { value } = dataset;
      if (!Array.isArray(value)) return schema['~run'].call(this, dataset, config);
      return { typed: false, value, issues: [typeIssue('object', 'Object', value, config)] };
    },
  });
}

/**
 * A plain object: made by `{}` (in this window or another) or without a prototype; not a list, a
 * class instance, a map or a date. An own `constructor` field that is not a function, as a JSON
 * object may have, does not make it anything else.
 */
function isPlainObject(value: unknown): value is object {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const constructor: unknown = Reflect.get(value, 'constructor');
  if (typeof constructor !== 'function') return true;
  const prototype: unknown = Reflect.get(constructor, 'prototype');
  if (typeof prototype !== 'object' || prototype === null || Array.isArray(prototype)) return false;
  // Every window's `Object.prototype` has its own `isPrototypeOf`; a class's prototype does not.
  return Object.hasOwn(prototype, 'isPrototypeOf');
}

/** A record schema: its key and value schemas, and the `type` valibot gives its own records. */
export interface JsonRecordSchema<
  TKey extends v.GenericSchema<string>,
  TValue extends v.GenericSchema,
> extends v.BaseSchema<
  Record<string, v.InferInput<TValue>>,
  Record<string, v.InferOutput<TValue>>,
  // Its own type issue, or any issue of its key or value schema.
  v.BaseIssue<unknown>
> {
  readonly type: 'record';
  readonly reference: typeof jsonRecord;
  readonly expects: 'Object';
  readonly key: TKey;
  readonly value: TValue;
}

/**
 * A record: a plain object whose every own enumerable key satisfies `key` and every value `value`.
 * An invalid key is an issue at that key (its value is not read); `__proto__` is skipped, so that
 * it can never reach the output's prototype.
 */
export function jsonRecord<
  const TKey extends v.GenericSchema<string>,
  const TValue extends v.GenericSchema,
>(key: TKey, value: TValue): JsonRecordSchema<TKey, TValue> {
  return v._standardSchema<JsonRecordSchema<TKey, TValue>>({
    kind: 'schema',
    type: 'record',
    reference: jsonRecord,
    expects: 'Object',
    async: false,
    key,
    value,
    '~run'(dataset, config) {
      const input = dataset.value;
      if (!isPlainObject(input)) {
        return {
          typed: false,
          value: input,
          issues: [typeIssue('record', 'Object', input, config)],
        };
      }
      const output: Record<string, v.InferOutput<TValue>> = {};
      const issues: v.BaseIssue<unknown>[] = [];
      let typed = true;
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
        const keyDataset = this.key['~run']({ value: entryKey }, config);
        if (keyDataset.issues || !keyDataset.typed) {
          typed = false;
          for (const issue of keyDataset.issues ?? []) {
            issues.push(issueBelow(issue, at('key')));
          }
          if (config.abortEarly) break;
          continue;
        }
        if (keyDataset.value === '__proto__') continue;
        const valueDataset = this.value['~run']({ value: entryValue }, config);
        for (const issue of valueDataset.issues ?? []) {
          issues.push(issueBelow(issue, at('value')));
        }
        if (valueDataset.typed) output[keyDataset.value] = valueDataset.value;
        else typed = false;
        if (valueDataset.issues && config.abortEarly) break;
      }
      const [first, ...rest] = issues;
      if (first === undefined) return { typed: true, value: output };
      return typed
        ? { typed: true, value: output, issues: [first, ...rest] }
        : { typed: false, value: output, issues: [first, ...rest] };
    },
  });
}

/** A schema of two numbers, each checked by `item`. */
export interface JsonPairSchema extends v.BaseSchema<
  [number, number],
  [number, number],
  v.BaseIssue<unknown>
> {
  readonly type: 'pair';
  readonly reference: typeof jsonPair;
  readonly expects: 'Array';
  readonly item: v.GenericSchema<number>;
}

/**
 * A list of exactly two numbers, each checked by `item`. A list of another length is refused as a
 * whole (valibot's `strictTuple` would blame each missing or extra entry instead): a short one
 * before its entries are read, a long one alongside their issues. Either way the list is of the
 * wrong type, so checks on the pair (its order) do not run.
 */
export function jsonPair(item: v.GenericSchema<number>): JsonPairSchema {
  return v._standardSchema<JsonPairSchema>({
    kind: 'schema',
    type: 'pair',
    reference: jsonPair,
    expects: 'Array',
    async: false,
    item,
    '~run'(dataset, config) {
      const input = dataset.value;
      if (!Array.isArray(input)) {
        return { typed: false, value: input, issues: [typeIssue('pair', 'Array', input, config)] };
      }
      const wrongLength = typeIssue('pair', '2 entries', input, config);
      if (input.length < 2) return { typed: false, value: input, issues: [wrongLength] };
      const issues: v.BaseIssue<unknown>[] = input.length > 2 ? [wrongLength] : [];
      const entries = [0, 1].map((index) => {
        const value: unknown = input[index];
        const result = this.item['~run']({ value }, config);
        for (const issue of result.issues ?? []) {
          issues.push(issueBelow(issue, { origin: 'value', input, key: index, value }));
        }
        return result.typed ? result.value : undefined;
      });
      const [first, second] = entries;
      const [issue, ...rest] = issues;
      if (input.length !== 2 || first === undefined || second === undefined) {
        return { typed: false, value: input, issues: issue ? [issue, ...rest] : [wrongLength] };
      }
      const pair: [number, number] = [first, second];
      return issue
        ? { typed: true, value: pair, issues: [issue, ...rest] }
        : { typed: true, value: pair };
    },
  });
}
