/**
 * Requests for one operation of the contract, drawn from its own parameters, security and body
 * schema: valid ones, and invalid ones that each break one thing of a valid one (a parameter, the
 * credential or the body), so that the answer a broken request should get is known.
 */
import fc from 'fast-check';
import type {
  CheckedRequest,
  Contract,
  ContractOperation,
  ContractParameter,
  ContractSecurityScheme,
} from './contract';
import { jsonOrText } from './json';
import { SchemaArbitraries, type Broken } from './schema-arbitraries';

/** One header or query value as it goes out. */
export interface Carrier {
  readonly in: 'header' | 'query';
  readonly name: string;
  readonly value: string;
}

/**
 * What the request presents as its credential. `wrong` is a well-formed value the server does not
 * know: the contract only says where a credential goes, so such a request passes its checks and is
 * invalid by the server's records alone.
 */
export type CredentialState = 'valid' | 'none' | 'wrong' | 'malformed';

/** A generated request of one operation. */
export interface FuzzRequest {
  readonly params: readonly Carrier[];
  readonly credentials: readonly Carrier[];
  readonly credential: CredentialState;
  /** The raw body text, or undefined for none. */
  readonly body: string | undefined;
  /** What was broken to make the request invalid; undefined for one drawn valid. */
  readonly broken: string | undefined;
}

/** What the server under test knows, which the contract cannot say. */
export interface FuzzEnvironment {
  /** Keys of online devices, used for most requests so that they reach a device. */
  readonly deviceKeys: readonly string[];
  /** Credentials the server accepts for `op` through the security scheme `scheme`. */
  credentials(op: ContractOperation, scheme: string): readonly string[];
  /** Every credential the server knows (a "wrong" one is none of them). */
  readonly knownCredentials: readonly string[];
}

/** Parameters that name the device: the contract's key or channel, the fuzz's online devices. */
const DEVICE_PARAMETERS = new Set(['x-connection-key', 'ck']);

/** Bodies that are not JSON at all. */
const NOT_JSON = ['{', 'not json', '{"a":1,}', "{'a': 1}", 'NaN', '[1, 2'] as const;

/** A security scheme of the document: where its credential goes. */
type Scheme = ContractSecurityScheme;

/** A parameter's value as text: arrays comma-separated (`form`, `explode: false`). */
function paramText(value: unknown): string {
  if (Array.isArray(value)) return value.map(paramText).join(',');
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * Whether `op` has anything to break: a header or query parameter, a credential or a body. Only
 * `GET /servertime` has none.
 */
export function canBreak(op: ContractOperation): boolean {
  return (
    op.parameters.some((p) => p.in === 'header' || p.in === 'query') ||
    op.security.length > 0 ||
    op.requestBody !== undefined
  );
}

/** The request as the contract's `checkRequest` reads it. */
export function toCheckedRequest(
  op: ContractOperation,
  apiBase: string,
  request: FuzzRequest,
): CheckedRequest {
  const url = new URL(`${apiBase}${op.path}`);
  const headers = new Headers();
  for (const carrier of [...request.params, ...request.credentials]) {
    if (carrier.in === 'query') url.searchParams.append(carrier.name, carrier.value);
    else headers.append(carrier.name, carrier.value);
  }
  if (request.body !== undefined) headers.set('content-type', 'application/json');
  return { method: op.method.toUpperCase(), url, headers, body: jsonOrText(request.body) };
}

/** Valid and invalid requests of the operations of one contract. */
export class RequestArbitraries {
  private readonly schemas: SchemaArbitraries;

  constructor(
    private readonly contract: Contract,
    private readonly env: FuzzEnvironment,
  ) {
    this.schemas = new SchemaArbitraries((schema) => contract.resolve(schema));
  }

  /** Requests of `op` that the contract (and the server's records) call valid. */
  valid(op: ContractOperation): fc.Arbitrary<FuzzRequest> {
    const params = op.parameters
      .filter(
        (p): p is ContractParameter & { in: 'header' | 'query' } =>
          p.in === 'header' || p.in === 'query',
      )
      .map((p) => {
        const value = this.validParam(p).map((v): Carrier => ({
          in: p.in,
          name: p.name,
          value: v,
        }));
        return p.required ? value : fc.option(value, { nil: undefined });
      });
    const body = op.requestBody
      ? op.requestBody.required
        ? this.schemas.valid(op.requestBody.schema).map((v) => JSON.stringify(v))
        : fc.option(
            this.schemas.valid(op.requestBody.schema).map((v) => JSON.stringify(v)),
            { nil: undefined },
          )
      : fc.constant(undefined);
    return fc
      .tuple(fc.tuple(...params), this.validCredentials(op), body)
      .map(([carriers, credentials, text]) => ({
        params: carriers.filter((c): c is Carrier => c !== undefined),
        credentials,
        credential: 'valid',
        body: text,
        broken: undefined,
      }));
  }

  /**
   * Requests of `op` with one thing broken; undefined when the operation has nothing to break (no
   * parameter, credential or body: `GET /servertime`).
   */
  invalid(op: ContractOperation): fc.Arbitrary<FuzzRequest> | undefined {
    const breakers = [
      ...this.paramBreakers(op),
      ...this.credentialBreakers(op),
      ...this.bodyBreakers(op),
    ];
    if (breakers.length === 0) return undefined;
    return fc
      .tuple(this.valid(op), fc.oneof(...breakers))
      .map(([request, breaker]) => breaker(request));
  }

  private validParam(p: ContractParameter): fc.Arbitrary<string> {
    const drawn = this.schemas.valid(p.schema);
    // An empty array has no form-style text of its own (`events=` reads as one empty name).
    const value = p.commaSeparated ? drawn.filter((v) => !Array.isArray(v) || v.length > 0) : drawn;
    const text = value.map(paramText);
    if (!DEVICE_PARAMETERS.has(p.name.toLowerCase()) || this.env.deviceKeys.length === 0)
      return text;
    // Mostly a known online device, so that calls reach one; now and then any reference the schema
    // allows (the emulator provisions an unknown key, and a channel names no device).
    return fc.oneof(
      { arbitrary: fc.constantFrom(...this.env.deviceKeys), weight: 4 },
      { arbitrary: text, weight: 1 },
    );
  }

  private schemes(names: readonly string[]): Scheme[] {
    return names.map((name) => this.contract.securityScheme(name));
  }

  /** The credentials of one security alternative of `op`, each from what the server accepts. */
  private validCredentials(op: ContractOperation): fc.Arbitrary<readonly Carrier[]> {
    if (op.security.length === 0) return fc.constant([]);
    return fc.constantFrom(...op.security).chain((alternative) =>
      fc.tuple(
        ...this.schemes(alternative).map((scheme) => {
          const accepted = this.env.credentials(op, scheme.name);
          if (accepted.length === 0)
            throw new Error(`No credential for ${scheme.name} on ${op.id}`);
          return fc.constantFrom(...accepted).map((value): Carrier => ({
            in: scheme.in,
            name: scheme.carrier,
            value: scheme.bearer ? `Bearer ${value}` : value,
          }));
        }),
      ),
    );
  }

  private paramBreakers(op: ContractOperation): fc.Arbitrary<(r: FuzzRequest) => FuzzRequest>[] {
    const out: fc.Arbitrary<(r: FuzzRequest) => FuzzRequest>[] = [];
    for (const p of op.parameters) {
      if (p.in !== 'header' && p.in !== 'query') continue;
      const where = p.in;
      const without = (r: FuzzRequest) =>
        r.params.filter((c) => !(c.in === where && c.name === p.name));
      if (p.required) {
        out.push(
          fc.constant((r: FuzzRequest) => ({
            ...r,
            params: without(r),
            broken: `${where} ${p.name} is missing`,
          })),
        );
      }
      const broken = this.schemas.invalid(p.schema, `${where} ${p.name}`);
      if (!broken) continue;
      out.push(
        broken.map((b: Broken) => (r: FuzzRequest) => ({
          ...r,
          params: [...without(r), { in: where, name: p.name, value: paramText(b.value) }],
          broken: b.why,
        })),
      );
    }
    return out;
  }

  private credentialBreakers(
    op: ContractOperation,
  ): fc.Arbitrary<(r: FuzzRequest) => FuzzRequest>[] {
    if (op.security.length === 0) return [];
    const schemes = this.schemes([...new Set(op.security.flat())]);
    const known = new Set(this.env.knownCredentials);
    const unknownValue = fc.stringMatching(/^[A-Za-z0-9._-]{1,40}$/).filter((v) => !known.has(v));
    const one =
      (scheme: Scheme, value: string, state: CredentialState, why: string) => (r: FuzzRequest) => ({
        ...r,
        credentials: [{ in: scheme.in, name: scheme.carrier, value }],
        credential: state,
        broken: why,
      });
    return [
      fc.constant((r: FuzzRequest) => ({
        ...r,
        credentials: [],
        credential: 'none' as const,
        broken: 'no credential',
      })),
      fc
        .tuple(fc.constantFrom(...schemes), unknownValue)
        .map(([scheme, value]) =>
          one(
            scheme,
            scheme.bearer ? `Bearer ${value}` : value,
            'wrong',
            `${scheme.carrier} names no credential the server knows`,
          ),
        ),
      fc
        .constantFrom(...schemes)
        .chain((scheme) =>
          fc
            .constantFrom(
              ...(scheme.bearer ? ['Basic dXNlcjpwYXNz', 'Bearer', 'token-without-scheme'] : ['']),
            )
            .map((value) =>
              one(
                scheme,
                value,
                'malformed',
                `${scheme.carrier} is malformed: ${JSON.stringify(value)}`,
              ),
            ),
        ),
    ];
  }

  private bodyBreakers(op: ContractOperation): fc.Arbitrary<(r: FuzzRequest) => FuzzRequest>[] {
    // An operation without a request body is sent none. The contract's checks flag a body there, but
    // as a check of what the SDK sends: HTTP gives a body on such a request no meaning, and neither
    // the file nor the live service says it is refused, so an answer to one would prove nothing.
    const body = op.requestBody;
    if (!body) return [];
    const out: fc.Arbitrary<(r: FuzzRequest) => FuzzRequest>[] = [
      fc.constantFrom(...NOT_JSON).map((text) => (r: FuzzRequest) => ({
        ...r,
        body: text,
        broken: `body is not JSON: ${text}`,
      })),
    ];
    if (body.required) {
      out.push(
        fc.constant((r: FuzzRequest) => ({
          ...r,
          body: undefined,
          broken: 'the required body is missing',
        })),
      );
    }
    const broken = this.schemas.invalid(body.schema, 'body');
    if (broken) {
      out.push(
        broken.map((b) => (r: FuzzRequest) => ({
          ...r,
          body: JSON.stringify(b.value),
          broken: b.why,
        })),
      );
    }
    return out;
  }
}
