/**
 * Turns the provider's OpenAPI YAML into the machine part of the contract: the same document less
 * its prose. Pure, so that the generator and its test share it.
 */
import { parse } from 'yaml';

/** Where the contract came from, written into it. */
export interface ContractSource {
  /** The YAML's path, relative to the repository. */
  readonly source: string;
  /** SHA-256 of the YAML's text, so a changed file is noticed. */
  readonly sha256: string;
}

/** Keys that hold prose for people; the validators never read them. */
const PROSE_KEYS = new Set(['description', 'summary', 'tags', 'externalDocs', 'contact']);

/**
 * Keys whose value is a map of names, or data, rather than a schema or an operation: a property
 * called `description` (as `DeviceDisconnected` has) or an example's field must stay.
 */
const DATA_KEYS = new Set(['example', 'enum', 'default', 'const']);
const NAME_MAP_KEYS = new Set([
  'properties',
  'paths',
  'schemas',
  'parameters',
  'responses',
  'headers',
  'securitySchemes',
  'content',
]);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A map of named Example objects, each kept as its `value` alone (its words are prose). */
function exampleValues(examples: { [key: string]: Json }): Json {
  const out: { [key: string]: Json } = {};
  for (const [name, example] of Object.entries(examples)) {
    if (isObject(example) && 'value' in example) out[name] = { value: example.value ?? null };
  }
  return out;
}

function strip(value: Json, inNameMap: boolean): Json {
  if (Array.isArray(value)) return value.map((item) => strip(item, false));
  if (value === null || typeof value !== 'object') return value;
  const out: { [key: string]: Json } = {};
  for (const [key, child] of Object.entries(value)) {
    if (!inNameMap && PROSE_KEYS.has(key)) continue;
    if (!inNameMap && DATA_KEYS.has(key)) {
      out[key] = child;
      continue;
    }
    if (!inNameMap && key === 'examples' && isObject(child)) {
      out[key] = exampleValues(child);
      continue;
    }
    // A path item's `parameters` is a list, an operation's `responses` a map of statuses: both
    // hold objects to strip, and only a map's own keys are names.
    out[key] = strip(child, !inNameMap && NAME_MAP_KEYS.has(key) && !Array.isArray(child));
  }
  return out;
}

/**
 * The contract of `yamlText`: `openapi`, `info` (title and version), `servers`, `security`,
 * `components` and `paths`, with the prose left out and `x-generated` naming the source.
 */
export function contractFromYaml(yamlText: string, from: ContractSource): Record<string, Json> {
  // YAML 1.2's core schema (the library's default) reads no timestamps, so a date stays a string.
  const doc: unknown = parse(yamlText, { uniqueKeys: true });
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
    throw new Error('The OpenAPI file is not a YAML mapping');
  }
  const { openapi, info, servers, security, components, paths } = doc as Record<string, Json>;
  if (typeof openapi !== 'string' || !openapi.startsWith('3.0')) {
    throw new Error(`Expected an OpenAPI 3.0 document, found openapi: ${JSON.stringify(openapi)}`);
  }
  if (info === null || typeof info !== 'object' || Array.isArray(info)) {
    throw new Error('The OpenAPI file has no info');
  }
  if (paths === undefined || components === undefined) {
    throw new Error('The OpenAPI file has no paths or no components');
  }
  return {
    'x-generated': {
      from: from.source,
      sha256: from.sha256,
      by: 'scripts/generate-contract.ts',
      note: 'Generated: do not edit. Corrections: packages/handy/test/contract/corrections.ts',
    },
    openapi,
    info: { title: info.title ?? null, version: info.version ?? null },
    servers: strip(servers ?? [], false),
    security: strip(security ?? [], false),
    components: strip(components, false),
    paths: strip(paths, false),
  };
}
