import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { jsonObject, jsonPair, jsonRecord, pickJsonObject } from './json-schemas';
import { issueKeys } from './schema-issues';

const flags = jsonRecord(v.pipe(v.string(), v.regex(/^[a-z]+$/)), v.boolean());

describe('jsonObject', () => {
  const schema = jsonObject({ a: v.optional(v.number(), 1) });

  it('reads an object like valibot and keeps its entries', () => {
    expect(v.parse(schema, { a: 2, b: 3 })).toEqual({ a: 2 });
    expect(Object.keys(schema.entries)).toEqual(['a']);
  });

  it('refuses a list, even one every field of the object would accept', () => {
    const parsed = v.safeParse(schema, []);
    expect(parsed.success).toBe(false);
    expect(parsed.issues?.[0]?.message).toBe('Invalid type: expected Object, received list');
  });

  it('picks fields into an object of their own', () => {
    const picked = pickJsonObject(jsonObject({ a: v.number(), b: v.string() }), ['b']);
    expect(v.parse(picked, { a: 'x', b: 'y' })).toEqual({ b: 'y' });
    expect(v.is(picked, [])).toBe(false);
  });
});

describe('jsonRecord', () => {
  it('keeps constructor and prototype keys and never sets a prototype', () => {
    const parsed = v.parse(
      flags,
      JSON.parse('{"constructor":true,"prototype":false,"__proto__":true}'),
    );
    expect(parsed).toEqual({ constructor: true, prototype: false });
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });

  it('refuses lists and class instances', () => {
    expect(v.is(flags, ['x'])).toBe(false);
    expect(v.is(flags, new Date())).toBe(false);
    expect(v.is(flags, Object.create(null))).toBe(true);
  });

  it('reports a bad key or value at that key, without quoting a value', () => {
    const parsed = v.safeParse(flags, { Secret1: true, ok: 'secret2' });
    expect(parsed.issues?.map(issueKeys)).toEqual([['Secret1'], ['ok']]);
    for (const issue of parsed.issues ?? []) expect(issue.message).not.toMatch(/secret/i);
  });

  it('walks like a record: its key and value schemas are on it', () => {
    expect(v.is(flags.key, 'abc')).toBe(true);
    expect(v.is(flags.value, true)).toBe(true);
  });
});

describe('jsonPair', () => {
  const ordered = v.pipe(
    jsonPair(v.pipe(v.number(), v.minValue(0))),
    v.check(([a, b]) => a <= b, 'order'),
  );

  it('reads two numbers', () => {
    expect(v.parse(ordered, [1, 2])).toEqual([1, 2]);
  });

  it('refuses a list of another length as a whole, before any check on the pair', () => {
    const short = v.safeParse(ordered, [1]);
    expect(short.issues?.map((issue) => issue.message)).toEqual([
      'Invalid length: expected 2 entries, received 1',
    ]);
    const long = v.safeParse(ordered, [5, -1, 0]);
    expect(long.issues?.map(issueKeys)).toEqual([[], [1]]);
    expect(long.issues?.map((issue) => issue.message)).not.toContain('order');
  });

  it('blames a bad entry at its index', () => {
    expect(v.safeParse(ordered, [1, -2]).issues?.map(issueKeys)).toEqual([[1]]);
  });
});
