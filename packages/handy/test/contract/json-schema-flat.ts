/**
 * A JSON Schema of the contract read into one flat record: `$ref` resolved, `allOf` merged, and each
 * `oneOf`/`anyOf` alternative merged with the schema around it. The OpenAPI 3.0 subset the file
 * uses, and nothing more: what `schema-arbitraries.ts` draws values from.
 */

import { isObject, type JsonObject } from './json';

/** A schema with `$ref` and `allOf` resolved and its keywords read, `oneOf`/`anyOf` as alternatives. */
export interface Flat {
  readonly type: string | undefined;
  readonly properties: Readonly<Record<string, unknown>>;
  readonly required: readonly string[];
  readonly enum: readonly unknown[] | undefined;
  readonly minimum: number | undefined;
  readonly maximum: number | undefined;
  readonly minLength: number | undefined;
  readonly maxLength: number | undefined;
  readonly pattern: string | undefined;
  readonly items: unknown;
  readonly minItems: number | undefined;
  readonly maxItems: number | undefined;
  readonly nullable: boolean;
  readonly example: unknown;
  /** Each alternative of a `oneOf`/`anyOf`, already merged with the schema around it. */
  readonly alternatives: readonly Flat[] | undefined;
}

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function lowest(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined ? a : Math.min(a, b);
}
function highest(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined ? a : Math.max(a, b);
}

/** Both schemas at once (`allOf`, or an alternative inside the schema that holds it). */
function merge(a: Flat, b: Flat): Flat {
  return {
    type: a.type ?? b.type,
    properties: { ...a.properties, ...b.properties },
    required: [...new Set([...a.required, ...b.required])],
    enum: a.enum ?? b.enum,
    minimum: highest(a.minimum, b.minimum),
    maximum: lowest(a.maximum, b.maximum),
    minLength: highest(a.minLength, b.minLength),
    maxLength: lowest(a.maxLength, b.maxLength),
    pattern: a.pattern ?? b.pattern,
    items: a.items ?? b.items,
    minItems: highest(a.minItems, b.minItems),
    maxItems: lowest(a.maxItems, b.maxItems),
    nullable: a.nullable && b.nullable,
    example: a.example ?? b.example,
    alternatives: a.alternatives ?? b.alternatives,
  };
}

/** The JSON type a schema's keywords imply when it names none. */
function impliedType(s: JsonObject): string | undefined {
  if (typeof s.type === 'string') return s.type;
  if (isObject(s.properties) || Array.isArray(s.required)) return 'object';
  if (s.items !== undefined) return 'array';
  if (typeof s.pattern === 'string') return 'string';
  const first: unknown = Array.isArray(s.enum) ? s.enum[0] : undefined;
  if (typeof first === 'string') return 'string';
  if (typeof first === 'boolean') return 'boolean';
  if (typeof first === 'number') return Number.isInteger(first) ? 'integer' : 'number';
  return undefined;
}

/** Whether a string meets a flat string schema's own keywords. */
export function stringFits(flat: Flat, value: string): boolean {
  if (flat.minLength !== undefined && value.length < flat.minLength) return false;
  if (flat.maxLength !== undefined && value.length > flat.maxLength) return false;
  if (flat.pattern !== undefined && !new RegExp(flat.pattern, 'u').test(value)) return false;
  return flat.enum === undefined || flat.enum.includes(value);
}

/**
 * Validation keywords of JSON Schema that {@link Flat} does not carry. None is in a request schema
 * of the file; one appearing there fails loudly rather than being drawn around unseen.
 */
const UNREAD_KEYWORDS = [
  'not',
  'multipleOf',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'format',
  'minProperties',
  'maxProperties',
  'additionalProperties',
  'patternProperties',
  'uniqueItems',
] as const;

/**
 * Reads `schema` (a `$ref` or an inline schema) into a {@link Flat}.
 *
 * @param resolve Resolves a local `$ref` of the document (`Contract.resolve`); any pointer, so a
 *   `$ref` to `#/components/parameters/X/schema` works like one to `#/components/schemas/X`.
 */
export function flattenSchema(resolve: (schema: unknown) => unknown, schema: unknown): Flat {
  const s = resolve(schema);
  if (!isObject(s)) throw new Error(`Not a schema: ${JSON.stringify(s)}`);
  const unread = UNREAD_KEYWORDS.filter((keyword) => keyword in s);
  if (unread.length > 0) throw new Error(`Schema keywords not drawn from: ${unread.join(', ')}`);
  let flat: Flat = {
    type: impliedType(s),
    properties: isObject(s.properties) ? s.properties : {},
    required: Array.isArray(s.required) ? s.required.filter((r) => typeof r === 'string') : [],
    enum: Array.isArray(s.enum) ? s.enum : undefined,
    minimum: num(s.minimum),
    maximum: num(s.maximum),
    minLength: num(s.minLength),
    maxLength: num(s.maxLength),
    pattern: str(s.pattern),
    items: s.items,
    minItems: num(s.minItems),
    maxItems: num(s.maxItems),
    nullable: s.nullable === true,
    example: s.example,
    alternatives: undefined,
  };
  if (Array.isArray(s.allOf)) {
    for (const part of s.allOf) flat = merge(flat, flattenSchema(resolve, part));
  }
  const union: unknown = s.oneOf ?? s.anyOf;
  if (Array.isArray(union)) {
    const around = flat;
    flat = {
      ...around,
      alternatives: union.map((part) => merge(around, flattenSchema(resolve, part))),
    };
  }
  return flat;
}
