/**
 * fast-check arbitraries drawn from the contract's own JSON Schemas (the OpenAPI 3.0 subset the file
 * uses: `$ref`, `allOf`, `oneOf`/`anyOf`, `enum`, `type`, `properties`/`required`, `minimum`/
 * `maximum`, `minLength`/`maxLength`/`pattern`, `items`/`minItems`/`maxItems`, `nullable`,
 * `example`). Two sides: values a schema accepts, and values it refuses, each saying what it broke.
 * Nothing here knows an operation; the request layer (`fuzz-requests.ts`) puts the values together.
 */
import fc from 'fast-check';
import { flattenSchema, stringFits, type Flat } from './json-schema-flat';

/** A value made to break a schema, and what it broke (`body.points[3].x above maximum 100`). */
export interface Broken {
  readonly value: unknown;
  readonly why: string;
}

/**
 * The largest magnitude drawn for an unbounded integer. The file bounds few integers; beyond 2^53 a
 * JSON number is no longer an exact integer in JavaScript, so this is as far as "any integer" goes.
 */
const INTEGER_LIMIT = Number.MAX_SAFE_INTEGER;
/** Longest array drawn when the schema sets no `maxItems`. */
const DEFAULT_MAX_ITEMS = 5;
/** Characters put into a string to break its pattern (a result that still fits is dropped). */
const FOREIGN_CHARACTERS = [' ', '!', ':', '-', '.', '/', '#'] as const;

/** Inserts `ch` into `text` at `at` (modulo its length). */
function insertAt(text: string, at: number, ch: string): string {
  const i = text.length === 0 ? 0 : at % (text.length + 1);
  return `${text.slice(0, i)}${ch}${text.slice(i)}`;
}

/** Valid and invalid values of the schemas of one document. */
export class SchemaArbitraries {
  /** @param resolve Resolves a local `$ref` of the document (`Contract.resolve`). */
  constructor(private readonly resolve: (schema: unknown) => unknown) {}

  private flatten(schema: unknown): Flat {
    return flattenSchema(this.resolve, schema);
  }

  /** Values `schema` accepts. */
  valid(schema: unknown): fc.Arbitrary<unknown> {
    return this.validFlat(this.flatten(schema));
  }

  /**
   * Values `schema` refuses, made by breaking one thing at a time; undefined when the schema refuses
   * nothing (`{}`). `path` names the value in `why` (`body`, `query timeout`).
   */
  invalid(schema: unknown, path: string): fc.Arbitrary<Broken> | undefined {
    return this.invalidFlat(this.flatten(schema), path);
  }

  private validFlat(flat: Flat): fc.Arbitrary<unknown> {
    const value = this.validOfType(flat);
    return flat.nullable ? fc.option(value, { nil: null }) : value;
  }

  private validOfType(flat: Flat): fc.Arbitrary<unknown> {
    if (flat.alternatives) {
      return fc.oneof(
        ...flat.alternatives.map((a) => this.validFlat({ ...a, alternatives: undefined })),
      );
    }
    if (flat.enum) return fc.constantFrom(...flat.enum);
    switch (flat.type ?? 'untyped') {
      case 'object':
        return this.validObject(flat);
      case 'array':
        return fc.array(this.valid(flat.items ?? {}), {
          minLength: flat.minItems ?? 0,
          maxLength: flat.maxItems ?? Math.max(DEFAULT_MAX_ITEMS, flat.minItems ?? 0),
        });
      case 'integer':
        return fc.integer({
          min: Math.ceil(flat.minimum ?? -INTEGER_LIMIT),
          max: Math.floor(flat.maximum ?? INTEGER_LIMIT),
        });
      case 'number':
        // Any finite double the bounds allow: JSON carries no NaN or Infinity.
        return fc.double({
          noNaN: true,
          noDefaultInfinity: true,
          ...(flat.minimum === undefined ? {} : { min: flat.minimum }),
          ...(flat.maximum === undefined ? {} : { max: flat.maximum }),
        });
      case 'boolean':
        return fc.boolean();
      case 'string':
        return this.validString(flat);
      default:
        // A schema that says nothing accepts anything.
        return fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null));
    }
  }

  private validObject(flat: Flat): fc.Arbitrary<Record<string, unknown>> {
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [name, schema] of Object.entries(flat.properties)) model[name] = this.valid(schema);
    // A required name the schema does not define cannot be generated; the file has none once corrected.
    const requiredKeys = flat.required.filter((name) => name in model);
    return fc.record(model, { requiredKeys });
  }

  private validString(flat: Flat): fc.Arbitrary<string> {
    const minLength = flat.minLength ?? 0;
    const drawn = flat.pattern
      ? fc.stringMatching(new RegExp(flat.pattern, 'u')).filter((s) => stringFits(flat, s))
      : fc.string({
          minLength,
          ...(flat.maxLength === undefined ? {} : { maxLength: flat.maxLength }),
        });
    // The file's own example is a value its author meant (a reachable URL, a real reference).
    const example =
      typeof flat.example === 'string' && stringFits(flat, flat.example) ? flat.example : undefined;
    return example === undefined ? drawn : fc.oneof(drawn, fc.constant(example));
  }

  private invalidFlat(flat: Flat, path: string): fc.Arbitrary<Broken> | undefined {
    const candidates: fc.Arbitrary<Broken>[] = [];
    if (flat.alternatives) {
      // A value that breaks one alternative may still fit another; the contract's validators decide.
      for (const alternative of flat.alternatives) {
        const broken = this.invalidFlat({ ...alternative, alternatives: undefined }, path);
        if (broken) candidates.push(broken);
      }
      return candidates.length === 0 ? undefined : fc.oneof(...candidates);
    }
    const wrongType = this.wrongType(flat, path);
    if (wrongType) candidates.push(wrongType);
    if (flat.enum) {
      candidates.push(this.outsideEnum(flat, path));
    } else {
      switch (flat.type ?? 'untyped') {
        case 'object':
          candidates.push(...this.invalidObject(flat, path));
          break;
        case 'array':
          candidates.push(...this.invalidArray(flat, path));
          break;
        case 'integer':
        case 'number':
          candidates.push(...this.invalidNumber(flat, path));
          break;
        case 'string':
          candidates.push(...this.invalidString(flat, path));
          break;
        default:
          break;
      }
    }
    return candidates.length === 0 ? undefined : fc.oneof(...candidates);
  }

  /** A value of another JSON type than the schema's. */
  private wrongType(flat: Flat, path: string): fc.Arbitrary<Broken> | undefined {
    if (flat.type === undefined) return undefined;
    const samples: Record<string, unknown> = {
      object: { a: 1 },
      array: [1],
      string: 'text',
      integer: 7,
      number: 0.25,
      boolean: true,
      null: null,
    };
    const others = Object.entries(samples).filter(([type]) => {
      if (type === flat.type || (type === 'null' && flat.nullable)) return false;
      // An integer is also a number.
      return !(flat.type === 'number' && type === 'integer');
    });
    return fc
      .constantFrom(...others)
      .map(([type, value]) => ({ value, why: `${path} is ${type}, not ${flat.type}` }));
  }

  private outsideEnum(flat: Flat, path: string): fc.Arbitrary<Broken> {
    const allowed = flat.enum ?? [];
    const numbers = allowed.filter((v) => typeof v === 'number');
    const candidates: fc.Arbitrary<unknown> =
      numbers.length > 0
        ? fc.constantFrom(Math.max(...numbers) + 1, Math.min(...numbers) - 1, 0.5)
        : fc.oneof(fc.string(), fc.constant('UNKNOWN_VALUE'));
    return candidates
      .filter((v) => !allowed.includes(v))
      .map((value) => ({ value, why: `${path} is not one of the enum` }));
  }

  private invalidObject(flat: Flat, path: string): fc.Arbitrary<Broken>[] {
    const out: fc.Arbitrary<Broken>[] = [];
    const whole = this.validObject(flat);
    const required = flat.required.filter((name) => name in flat.properties);
    if (required.length > 0) {
      out.push(
        fc.tuple(whole, fc.constantFrom(...required)).map(([value, name]) => {
          const copy = { ...value };
          delete copy[name];
          return { value: copy, why: `${path}.${name} (required) is missing` };
        }),
      );
    }
    for (const [name, schema] of Object.entries(flat.properties)) {
      const broken = this.invalid(schema, `${path}.${name}`);
      if (!broken) continue;
      out.push(
        fc.tuple(whole, broken).map(([value, field]) => ({
          value: { ...value, [name]: field.value },
          why: field.why,
        })),
      );
    }
    return out;
  }

  private invalidArray(flat: Flat, path: string): fc.Arbitrary<Broken>[] {
    const out: fc.Arbitrary<Broken>[] = [];
    const item = this.valid(flat.items ?? {});
    if (flat.maxItems !== undefined) {
      const count = flat.maxItems + 1;
      out.push(
        fc.array(item, { minLength: count, maxLength: count }).map((value) => ({
          value,
          why: `${path} has ${count} items, over maxItems ${flat.maxItems}`,
        })),
      );
    }
    if (flat.minItems !== undefined && flat.minItems > 0) {
      const count = flat.minItems - 1;
      out.push(
        fc.array(item, { minLength: count, maxLength: count }).map((value) => ({
          value,
          why: `${path} has ${count} items, under minItems ${flat.minItems}`,
        })),
      );
    }
    const brokenItem = this.invalid(flat.items ?? {}, `${path}[]`);
    if (brokenItem) {
      out.push(
        fc.tuple(fc.array(item, { maxLength: 3 }), brokenItem, fc.nat()).map(([items, bad, at]) => {
          const i = at % (items.length + 1);
          return { value: [...items.slice(0, i), bad.value, ...items.slice(i)], why: bad.why };
        }),
      );
    }
    return out;
  }

  private invalidNumber(flat: Flat, path: string): fc.Arbitrary<Broken>[] {
    const out: fc.Arbitrary<Broken>[] = [];
    const integer = flat.type === 'integer';
    if (flat.minimum !== undefined) {
      const below = integer
        ? fc.integer({ min: -INTEGER_LIMIT, max: Math.ceil(flat.minimum) - 1 })
        : fc.double({ noNaN: true, noDefaultInfinity: true, max: flat.minimum, maxExcluded: true });
      out.push(below.map((value) => ({ value, why: `${path} below minimum ${flat.minimum}` })));
    }
    if (flat.maximum !== undefined) {
      const above = integer
        ? fc.integer({ min: Math.floor(flat.maximum) + 1, max: INTEGER_LIMIT })
        : fc.double({ noNaN: true, noDefaultInfinity: true, min: flat.maximum, minExcluded: true });
      out.push(above.map((value) => ({ value, why: `${path} above maximum ${flat.maximum}` })));
    }
    if (integer) {
      // A fraction between two allowed integers breaks only the type.
      const min = Math.ceil(flat.minimum ?? -1_000_000);
      const max = Math.floor(flat.maximum ?? 1_000_000);
      if (max > min) {
        out.push(
          fc
            .integer({ min, max: max - 1 })
            .map((n) => ({ value: n + 0.5, why: `${path} is a fraction, not an integer` })),
        );
      }
    }
    return out;
  }

  private invalidString(flat: Flat, path: string): fc.Arbitrary<Broken>[] {
    const out: fc.Arbitrary<Broken>[] = [];
    const valid = this.validString(flat);
    if (flat.minLength !== undefined && flat.minLength > 0) {
      const minLength = flat.minLength;
      out.push(
        fc.tuple(valid, fc.nat({ max: minLength - 1 })).map(([s, length]) => ({
          value: s.slice(0, length),
          why: `${path} shorter than minLength ${minLength}`,
        })),
      );
    }
    if (flat.maxLength !== undefined) {
      const over = flat.maxLength + 1;
      out.push(
        valid.map((s) => ({
          value: s.padEnd(over, s.length > 0 ? s : 'a').slice(0, over),
          why: `${path} longer than maxLength ${flat.maxLength}`,
        })),
      );
    }
    if (flat.pattern !== undefined) {
      out.push(
        fc
          .tuple(valid, fc.constantFrom(...FOREIGN_CHARACTERS), fc.nat())
          .map(([s, ch, at]) => insertAt(s, at, ch))
          .filter((s) => !stringFits(flat, s))
          .map((value) => ({ value, why: `${path} breaks the pattern ${flat.pattern}` })),
      );
    }
    return out;
  }
}
