/**
 * Client tokens (reference §2): issued with the privileged Application Key, used as
 * `Authorization: Bearer` or as the SSE `apikey`, limited in time and optionally to a connection key
 * and to request properties.
 */
import type { Random } from '../model/ids';
import { randomBase62 } from '../model/ids';

/** What a token may be restricted to; prefixes where the reference says "prefix". */
export interface TokenRestrictions {
  connectionKey?: string;
  ip?: string;
  originPrefix?: string;
  refererPrefix?: string;
  userAgentPrefix?: string;
  acceptLanguage?: string;
  acceptEncoding?: string;
  cacheControl?: string;
}

/** An issued token. */
export interface IssuedToken {
  token: string;
  tokenRef: string;
  createdAtMs: number;
  expiresAtMs: number;
  ttlMs: number;
  restrictions: TokenRestrictions;
}

/** What a request shows of itself, to check restrictions against. */
export interface RequestFacts {
  connectionKey: string | undefined;
  ip: string | undefined;
  header(name: string): string | undefined;
}

/** The outcome of a token lookup. */
export type TokenCheck =
  { status: 'valid'; token: IssuedToken } | { status: 'unknown' | 'expired' | 'restricted' };

/** Issued tokens, on the server clock. */
export class TokenRegistry {
  private readonly byToken = new Map<string, IssuedToken>();
  private readonly byRef = new Map<string, IssuedToken>();

  constructor(
    private readonly serverNowMs: () => number,
    private readonly random: Random,
  ) {}

  /** Issues a token valid for `ttlMs`. */
  issue(ttlMs: number, restrictions: TokenRestrictions): IssuedToken {
    const createdAtMs = this.serverNowMs();
    const issued: IssuedToken = {
      token: `gt1.${randomBase62(this.random, 43)}`,
      tokenRef: randomBase62(this.random, 20),
      createdAtMs,
      expiresAtMs: createdAtMs + ttlMs,
      ttlMs,
      restrictions,
    };
    this.byToken.set(issued.token, issued);
    this.byRef.set(issued.tokenRef, issued);
    return issued;
  }

  /** Checks a presented token against the request. */
  check(token: string, request: RequestFacts): TokenCheck {
    const issued = this.byToken.get(token);
    if (!issued) return { status: 'unknown' };
    if (issued.expiresAtMs <= this.serverNowMs()) return { status: 'expired' };
    return satisfies(issued.restrictions, request)
      ? { status: 'valid', token: issued }
      : { status: 'restricted' };
  }

  /** Extends a live token by its original lifetime, restrictions unchanged. */
  renew(tokenRef: string): IssuedToken | undefined {
    const issued = this.byRef.get(tokenRef);
    const nowMs = this.serverNowMs();
    if (!issued || issued.expiresAtMs <= nowMs) return undefined;
    issued.expiresAtMs = nowMs + issued.ttlMs;
    return issued;
  }

  /** Forgets every token. */
  clear(): void {
    this.byToken.clear();
    this.byRef.clear();
  }
}

function satisfies(r: TokenRestrictions, request: RequestFacts): boolean {
  const prefix = (want: string | undefined, header: string): boolean =>
    want === undefined || (request.header(header) ?? '').startsWith(want);
  const exact = (want: string | undefined, header: string): boolean =>
    want === undefined || request.header(header) === want;
  return (
    (r.connectionKey === undefined || r.connectionKey === request.connectionKey) &&
    (r.ip === undefined || r.ip === request.ip) &&
    prefix(r.originPrefix, 'origin') &&
    prefix(r.refererPrefix, 'referer') &&
    prefix(r.userAgentPrefix, 'user-agent') &&
    exact(r.acceptLanguage, 'accept-language') &&
    exact(r.acceptEncoding, 'accept-encoding') &&
    exact(r.cacheControl, 'cache-control')
  );
}
