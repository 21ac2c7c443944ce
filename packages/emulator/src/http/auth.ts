/**
 * The application credential (reference §2): `X-Api-Key` with an Application ID or Key, or
 * `Authorization: Bearer <client token>`; the SSE endpoint takes either in its `apikey` query.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import type { IssuedToken, RequestFacts } from '../auth/tokens';
import type { HttpDeps } from './deps';
import { forbidden, unauthenticated } from './responses';

/** Who is calling. */
export type Credential =
  | { kind: 'app-id'; value: string }
  | { kind: 'app-key'; value: string }
  | { kind: 'token'; value: string; token: IssuedToken };

const nodeBindings = z.object({
  incoming: z.object({ socket: z.object({ remoteAddress: z.string().optional() }) }),
});

/** The client's address when served by Node (absent for in-process `app.request`). */
export function clientIp(c: Context): string | undefined {
  const parsed = nodeBindings.safeParse(c.env);
  return parsed.success ? parsed.data.incoming.socket.remoteAddress : undefined;
}

function bearer(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  return match?.[1];
}

/** The raw credential a request presents, unchecked (for rate-limit keys). */
export function presentedCredential(c: Context): string | undefined {
  return c.req.header('x-api-key') ?? bearer(c) ?? c.req.query('apikey');
}

/**
 * Checks the request's credential. `connectionKey` is what token restrictions are checked against;
 * `allowQuery` accepts the SSE `apikey` parameter.
 */
export function authenticate(
  c: Context,
  deps: HttpDeps,
  connectionKey: string | undefined,
  allowQuery = false,
): Credential {
  const apiKey = c.req.header('x-api-key');
  if (apiKey !== undefined) {
    const app = appCredential(deps, apiKey);
    if (!app) throw unauthenticated();
    return app;
  }
  const token = bearer(c);
  if (token !== undefined) return checkToken(c, deps, token, connectionKey);
  const query = allowQuery ? c.req.query('apikey') : undefined;
  if (query) return appCredential(deps, query) ?? checkToken(c, deps, query, connectionKey);
  throw unauthenticated();
}

function appCredential(deps: HttpDeps, value: string): Credential | undefined {
  if (deps.appKeys.has(value)) return { kind: 'app-key', value };
  if (deps.appIds.has(value)) return { kind: 'app-id', value };
  return undefined;
}

function checkToken(
  c: Context,
  deps: HttpDeps,
  value: string,
  connectionKey: string | undefined,
): Credential {
  const facts: RequestFacts = {
    connectionKey,
    ip: clientIp(c),
    header: (name) => c.req.header(name),
  };
  const check = deps.tokens.check(value, facts);
  if (check.status === 'valid') return { kind: 'token', value, token: check.token };
  if (check.status === 'restricted') throw forbidden('Token not valid for this request');
  throw unauthenticated();
}
