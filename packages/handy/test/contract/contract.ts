/**
 * The provider's OpenAPI contract as the tests use it: the generated machine copy of the published
 * file (`packages/handy/contract/handy-api-v3.json`, from `npm run contract:generate`), the
 * corrections of {@link corrections} applied in one place, and validators compiled from it by ajv.
 * The validators judge requests (method, path, parameters, credentials, body) and answers (status,
 * content type, body) by the file's own schemas; nothing here restates a shape by hand.
 */
import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { applyPatch } from 'fast-json-patch';
import { corrections } from './corrections';
import { isObject, pointerToken, type JsonObject } from './json';

/**
 * ajv-formats is CommonJS and exports the plugin itself; its types reach ajv through the root's
 * older copy (ESLint's), so the plugin is named here by what it does.
 */
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** HTTP methods an OpenAPI path item can hold, lower-case as in the file. */
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
type Method = (typeof METHODS)[number];

/** One parameter of an operation, with its `$ref` resolved. */
export interface ContractParameter {
  readonly name: string;
  readonly in: 'query' | 'header' | 'path' | 'cookie';
  readonly required: boolean;
  readonly schema: JsonObject;
  /** `form` with `explode: false`: an array sent as one comma-separated value. */
  readonly commaSeparated: boolean;
}

/** One documented answer of an operation. */
export interface ContractResponse {
  readonly status: string;
  /** Media types with a schema, keyed by type; empty when the file gives no body. */
  readonly content: ReadonlyMap<string, { readonly pointer: string }>;
}

/** One operation of the file. */
export interface ContractOperation {
  readonly id: string;
  readonly method: Method;
  readonly path: string;
  readonly parameters: readonly ContractParameter[];
  readonly requestBody?: {
    readonly required: boolean;
    readonly pointer: string;
    readonly schema: JsonObject;
  };
  readonly responses: ReadonlyMap<string, ContractResponse>;
  /** The security alternatives: each names the schemes that must all be present. */
  readonly security: ReadonlyArray<readonly string[]>;
}

/** Where the credential of one security scheme goes. */
export interface ContractSecurityScheme {
  readonly name: string;
  readonly in: 'header' | 'query';
  /** The header or query parameter that carries it. */
  readonly carrier: string;
  /** An `Authorization: Bearer …` token rather than the bare value. */
  readonly bearer: boolean;
}

/** A request as it went out. */
export interface CheckedRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  /** The parsed JSON body, or undefined when none was sent. */
  readonly body: unknown;
}

/** An answer as it came back. */
export interface CheckedResponse {
  readonly status: number;
  readonly contentType: string | undefined;
  /** The parsed JSON body; undefined for an empty or non-JSON one. */
  readonly body: unknown;
}

const CONTRACT_ID = 'handy-api-v3';

function formatErrors(errors: readonly ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
}

/** The generated contract, as committed. */
export function loadGeneratedContract(): JsonObject {
  const text = readFileSync(new URL('../../contract/handy-api-v3.json', import.meta.url), 'utf8');
  const parsed: unknown = JSON.parse(text);
  if (!isObject(parsed) || !isObject(parsed.paths) || !isObject(parsed.components)) {
    throw new Error('packages/handy/contract/handy-api-v3.json is not an OpenAPI document');
  }
  return parsed;
}

/**
 * The contract with every correction applied. Each correction's patch starts with `test`
 * operations on what it corrects, so a correction that no longer matches the file fails loudly
 * instead of silently rewriting something else.
 */
export function loadCorrectedContract(generated: JsonObject = loadGeneratedContract()): JsonObject {
  const doc = structuredClone(generated);
  for (const correction of corrections) {
    try {
      const patch =
        typeof correction.patch === 'function' ? correction.patch(generated) : correction.patch;
      applyPatch(doc, structuredClone(patch), true, true);
    } catch (error) {
      throw new Error(`Correction "${correction.title}" does not apply: ${String(error)}`, {
        cause: error,
      });
    }
  }
  return doc;
}

/** Validators and operation lookup over the corrected contract. */
export class Contract {
  readonly doc: JsonObject;
  readonly operations: readonly ContractOperation[];
  readonly basePath: string;
  private readonly ajv: Ajv;
  /** Parameters are strings on the wire; this instance coerces them to the schema's type. */
  private readonly paramAjv: Ajv;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(doc: JsonObject = loadCorrectedContract()) {
    this.doc = doc;
    // `strict: false`: OpenAPI 3.0 schemas carry keywords JSON Schema does not know (`example`,
    // `x-enum-varnames`, `deprecated`); `nullable` is understood by ajv itself.
    this.ajv = new Ajv({ strict: false, allErrors: true, discriminator: true });
    this.paramAjv = new Ajv({ strict: false, allErrors: true, coerceTypes: 'array' });
    for (const ajv of [this.ajv, this.paramAjv]) {
      addFormats(ajv);
      ajv.addSchema({ ...doc, $id: CONTRACT_ID });
    }
    const servers = Array.isArray(doc.servers) ? doc.servers : [];
    const first: unknown = servers[0];
    const serverUrl = isObject(first) && typeof first.url === 'string' ? first.url : '/';
    this.basePath = new URL(serverUrl, 'http://base.invalid').pathname.replace(/\/$/, '');
    this.operations = this.readOperations();
  }

  /** Resolves a local `$ref` (`#/components/...`) of the document. */
  resolve(value: unknown): unknown {
    return this.located(value, '').value;
  }

  /** The value at a JSON Pointer of the document. */
  at(pointer: string): unknown {
    let current: unknown = this.doc;
    for (const raw of pointer.split('/').slice(1)) {
      const token = raw.replaceAll('~1', '/').replaceAll('~0', '~');
      current = isObject(current)
        ? current[token]
        : Array.isArray(current)
          ? current[Number(token)]
          : undefined;
    }
    return current;
  }

  /** The operation a method and an API path (without the base path) name. */
  operation(method: string, apiPath: string): ContractOperation | undefined {
    const m = method.toLowerCase();
    return this.operations.find((op) => op.method === m && op.path === apiPath);
  }

  /** The API path of a URL: its path less the server's base path (`/api/handy-rest/v3`). */
  apiPath(url: URL, base: URL): string {
    const basePath = base.pathname.replace(/\/$/, '');
    return url.pathname.startsWith(basePath)
      ? url.pathname.slice(basePath.length) || '/'
      : url.pathname;
  }

  /** Validates `value` against the schema at `pointer`; the problems found, or none. */
  validate(pointer: string, value: unknown): string[] {
    const validator = this.validator(this.ajv, pointer);
    return validator(value) ? [] : formatErrors(validator.errors);
  }

  /** The request's problems by the operation's parameters, credentials and body schema. */
  checkRequest(op: ContractOperation, request: CheckedRequest): string[] {
    const problems: string[] = [];
    if (request.method.toLowerCase() !== op.method) problems.push(`method ${request.method}`);
    const query = new Map<string, string>();
    for (const [name, value] of request.url.searchParams) query.set(name, value);
    const byName = (where: ContractParameter['in'], name: string) =>
      op.parameters.find((p) => p.in === where && p.name.toLowerCase() === name.toLowerCase());
    const credentialParams = this.credentialQueryNames(op);
    for (const name of query.keys()) {
      if (!byName('query', name) && !credentialParams.has(name))
        problems.push(`query ${name} is not in the contract`);
    }
    for (const param of op.parameters) {
      const raw =
        param.in === 'query'
          ? query.get(param.name)
          : param.in === 'header'
            ? request.headers.get(param.name)
            : undefined;
      if (param.in !== 'query' && param.in !== 'header') continue;
      if (raw === undefined || raw === null) {
        if (param.required) problems.push(`${param.in} ${param.name} is required`);
        continue;
      }
      const value = param.commaSeparated ? raw.split(',') : raw;
      const holder = { value };
      const validator = this.paramValidator(op, param);
      if (!validator(holder)) {
        problems.push(
          ...formatErrors(validator.errors).map(
            (e) => `${param.in} ${param.name}${e.replace(/^\/value/, '')}`,
          ),
        );
      }
    }
    if (!this.hasCredentials(op, request)) problems.push('no credential the operation accepts');
    if (op.requestBody) {
      if (request.body === undefined) {
        if (op.requestBody.required) problems.push('the body is required');
      } else {
        problems.push(
          ...this.validate(op.requestBody.pointer, request.body).map((e) => `body${e}`),
        );
        problems.push(...this.undeclaredFields(op.requestBody.schema, request.body));
      }
    } else if (request.body !== undefined) {
      problems.push('a body on an operation that takes none');
    }
    return problems;
  }

  /** The answer's problems: a documented status, a documented content type, a valid body. */
  checkResponse(op: ContractOperation, response: CheckedResponse): string[] {
    const documented = op.responses.get(String(response.status)) ?? op.responses.get('default');
    if (!documented) return [`status ${response.status} is not documented`];
    if (documented.content.size === 0) return [];
    const mediaType = response.contentType?.split(';')[0]?.trim().toLowerCase();
    const media = mediaType === undefined ? undefined : documented.content.get(mediaType);
    if (!media) {
      return [
        `content type ${String(response.contentType)} is not one of ${[...documented.content.keys()].join(', ')}`,
      ];
    }
    if (mediaType !== 'application/json') return [];
    return this.validate(media.pointer, response.body).map((e) => `body${e}`);
  }

  /**
   * An event's problems: its name is one of the file's event types, its data is the file's
   * `SSEEventData` (`{connection_key, data}`), and the payload is the schema that event names
   * (`x-event-payloads`, from the corrections).
   */
  checkEvent(name: string, data: unknown): string[] {
    const types = this.resolve(this.at('/components/schemas/SSEEventType'));
    const known = isObject(types) && Array.isArray(types.enum) ? types.enum : [];
    if (!known.includes(name)) return [`event type ${name} is not in the contract`];
    const payloads = this.doc['x-event-payloads'];
    if (!isObject(payloads) || payloads[name] === undefined)
      return [`event ${name} names no payload schema`];
    const problems = this.validate('/components/schemas/SSEEventData', data).map((e) => `data${e}`);
    const payload = isObject(data) ? data.data : undefined;
    problems.push(
      ...this.validate(`/x-event-payloads/${pointerToken(name)}`, payload).map(
        (e) => `data.data${e}`,
      ),
    );
    return problems;
  }

  /** Fields at the top of a body that its schema does not declare (the file never forbids them). */
  private undeclaredFields(schema: JsonObject, body: unknown): string[] {
    if (!isObject(body)) return [];
    const declared = this.declaredProperties(schema);
    if (declared === undefined) return [];
    return Object.keys(body)
      .filter((key) => !declared.has(key))
      .map((key) => `body field ${key} is not in the contract`);
  }

  /** The property names a schema declares through `properties`, `allOf`, `oneOf` and `anyOf`. */
  private declaredProperties(schema: unknown): Set<string> | undefined {
    const resolved = this.resolve(schema);
    if (!isObject(resolved)) return undefined;
    const names = new Set<string>(
      isObject(resolved.properties) ? Object.keys(resolved.properties) : [],
    );
    for (const key of ['allOf', 'oneOf', 'anyOf']) {
      const parts = resolved[key];
      if (!Array.isArray(parts)) continue;
      for (const part of parts) {
        const inner = this.declaredProperties(part);
        if (inner === undefined) return undefined;
        for (const name of inner) names.add(name);
      }
    }
    return names;
  }

  /**
   * A security scheme of the document by name: where its credential goes. The file has API keys
   * (in a header or the query) and a bearer token; any other kind fails loudly.
   */
  securityScheme(name: string): ContractSecurityScheme {
    const s = this.resolve(this.at(`/components/securitySchemes/${pointerToken(name)}`));
    if (!isObject(s)) throw new Error(`No security scheme ${name}`);
    if (s.type === 'http' && s.scheme === 'bearer') {
      return { name, in: 'header', carrier: 'Authorization', bearer: true };
    }
    if (
      s.type === 'apiKey' &&
      typeof s.name === 'string' &&
      (s.in === 'header' || s.in === 'query')
    ) {
      return { name, in: s.in, carrier: s.name, bearer: false };
    }
    throw new Error(`Security scheme ${name} is of a kind the checks do not read`);
  }

  private credentialQueryNames(op: ContractOperation): Set<string> {
    const schemes = op.security.flat().map((name) => this.securityScheme(name));
    return new Set(schemes.filter((s) => s.in === 'query').map((s) => s.carrier));
  }

  private hasCredentials(op: ContractOperation, request: CheckedRequest): boolean {
    if (op.security.length === 0) return true;
    return op.security.some((alternative) =>
      alternative.every((name) => {
        const scheme = this.securityScheme(name);
        const value =
          scheme.in === 'header'
            ? request.headers.get(scheme.carrier)
            : request.url.searchParams.get(scheme.carrier);
        return scheme.bearer ? /^Bearer \S+$/.test(value ?? '') : value !== null && value !== '';
      }),
    );
  }

  private validator(ajv: Ajv, pointer: string): ValidateFunction {
    const key = `${ajv === this.ajv ? 'body' : 'param'}:${pointer}`;
    let validator = this.compiled.get(key);
    if (!validator) {
      const found = ajv.getSchema(`${CONTRACT_ID}#${pointer}`);
      if (!found) throw new Error(`No schema at ${pointer}`);
      validator = found;
      this.compiled.set(key, validator);
    }
    return validator;
  }

  private paramValidator(op: ContractOperation, param: ContractParameter): ValidateFunction {
    const key = `param:${op.id}:${param.in}:${param.name}`;
    let validator = this.compiled.get(key);
    if (!validator) {
      validator = this.paramAjv.compile({
        $id: `${CONTRACT_ID}-param-${op.id}-${param.in}-${param.name}`,
        type: 'object',
        properties: { value: rebase(param.schema) },
      });
      this.compiled.set(key, validator);
    }
    return validator;
  }

  private readOperations(): ContractOperation[] {
    const paths = this.doc.paths;
    if (!isObject(paths)) throw new Error('The contract has no paths');
    const globalSecurity = readSecurity(this.doc.security) ?? [];
    const ops: ContractOperation[] = [];
    for (const [path, item] of Object.entries(paths)) {
      if (!isObject(item)) continue;
      const shared: readonly unknown[] = Array.isArray(item.parameters) ? item.parameters : [];
      for (const method of METHODS) {
        const raw = item[method];
        if (!isObject(raw)) continue;
        const base = `/paths/${pointerToken(path)}/${method}`;
        const own: readonly unknown[] = Array.isArray(raw.parameters) ? raw.parameters : [];
        const parameters = this.readParameters([...shared, ...own]);
        const responses = new Map<string, ContractResponse>();
        if (isObject(raw.responses)) {
          for (const [status, response] of Object.entries(raw.responses)) {
            responses.set(
              status,
              this.readResponse(status, response, `${base}/responses/${pointerToken(status)}`),
            );
          }
        }
        const body = this.readRequestBody(raw.requestBody, `${base}/requestBody`);
        ops.push({
          id: typeof raw.operationId === 'string' ? raw.operationId : `${method} ${path}`,
          method,
          path,
          parameters,
          ...(body ? { requestBody: body } : {}),
          responses,
          security: readSecurity(raw.security) ?? globalSecurity,
        });
      }
    }
    return ops;
  }

  private readParameters(raw: readonly unknown[]): ContractParameter[] {
    const byKey = new Map<string, ContractParameter>();
    for (const entry of raw) {
      const p = this.resolve(entry);
      if (!isObject(p) || typeof p.name !== 'string' || typeof p.in !== 'string') continue;
      if (!['query', 'header', 'path', 'cookie'].includes(p.in)) continue;
      const schema = isObject(p.schema) ? p.schema : {};
      // An operation's own parameter replaces the path item's one of the same name and place.
      byKey.set(`${p.in}:${p.name.toLowerCase()}`, {
        name: p.name,
        in: p.in as ContractParameter['in'],
        required: p.required === true,
        schema,
        commaSeparated: p.explode === false && (p.style === undefined || p.style === 'form'),
      });
    }
    return [...byKey.values()];
  }

  /**
   * Follows `raw`'s `$ref`s to what they name, keeping the pointer of where it stands, so that a
   * schema inside it is validated at its own place in the document.
   */
  private located(raw: unknown, pointer: string): { value: unknown; pointer: string } {
    let value = raw;
    let at = pointer;
    for (let depth = 0; isObject(value) && typeof value.$ref === 'string'; depth += 1) {
      if (depth > 20) throw new Error('A $ref chain of the contract does not end');
      at = value.$ref.replace(/^#/, '');
      value = this.at(at);
    }
    return { value, pointer: at };
  }

  private readResponse(status: string, raw: unknown, pointer: string): ContractResponse {
    const content = new Map<string, { pointer: string }>();
    const { value: response, pointer: at } = this.located(raw, pointer);
    if (isObject(response) && isObject(response.content)) {
      for (const [type, media] of Object.entries(response.content)) {
        if (isObject(media) && media.schema !== undefined) {
          content.set(type.toLowerCase(), {
            pointer: `${at}/content/${pointerToken(type)}/schema`,
          });
        }
      }
    }
    return { status, content };
  }

  private readRequestBody(raw: unknown, pointer: string): ContractOperation['requestBody'] {
    const { value: body, pointer: at } = this.located(raw, pointer);
    if (!isObject(body) || !isObject(body.content)) return undefined;
    const media = body.content['application/json'];
    if (!isObject(media) || !isObject(media.schema)) return undefined;
    return {
      required: body.required === true,
      pointer: `${at}/content/application~1json/schema`,
      schema: media.schema,
    };
  }
}

/** Points a parameter schema's local `$ref`s at the contract, for a schema compiled on its own. */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith('#')
        ? `${CONTRACT_ID}${value}`
        : rebase(value);
  }
  return out;
}

function readSecurity(raw: unknown): string[][] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.filter(isObject).map((alternative) => Object.keys(alternative));
}
