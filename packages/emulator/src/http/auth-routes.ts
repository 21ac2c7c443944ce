/** Client tokens (reference §2): issue with the Application Key, renew through the signed link. */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { linkQueryString } from '../auth/signed-link';
import type { IssuedToken } from '../auth/tokens';
import { API_PATH } from '../constants';
import { authenticate } from './auth';
import type { HttpDeps } from './deps';
import { parseQuery, parseValue } from './parse';
import { forbidden, genericError, json, unauthenticated } from './responses';
import { tokenIssueQuery } from './schemas';

const renewPayload = z.object({ ref: z.string() });

/** The `ClientToken` wire shape, with its renew link. */
function clientToken(deps: HttpDeps, c: Context, token: IssuedToken): Record<string, string> {
  const link = deps.links.mint({ ref: token.tokenRef }, token.expiresAtMs);
  const origin = new URL(c.req.url).origin;
  return {
    token_ref: token.tokenRef,
    created_at: new Date(token.createdAtMs).toISOString(),
    expires_at: new Date(token.expiresAtMs).toISOString(),
    token: token.token,
    renew: `${origin}${API_PATH}/auth/token/renew?${linkQueryString(link)}`,
  };
}

/** Registers the token routes. */
export function registerAuthRoutes(api: Hono, deps: HttpDeps): void {
  api.get('/auth/token/issue', (c) => {
    const credential = authenticate(c, deps, undefined);
    if (credential.kind !== 'app-key') {
      throw forbidden('Only an Application Key can issue tokens');
    }
    const q = parseQuery(c, tokenIssueQuery);
    const token = deps.tokens.issue(q.ttl * 1000, {
      connectionKey: q.to ?? q.ck,
      ip: q.ip,
      originPrefix: q.origin,
      refererPrefix: q.r,
      userAgentPrefix: q.ua,
      acceptLanguage: q.al,
      acceptEncoding: q.ae,
      cacheControl: q.cc,
    });
    return json({ result: clientToken(deps, c, token) });
  });

  // The renew link is its own credential; it only extends the lifetime.
  api.get('/auth/token/renew', (c) => {
    const opened = deps.links.open(c.req.query(), deps.emulator.serverTimeMs());
    if (!opened.ok) throw genericError(opened.status, opened.message);
    const { ref } = parseValue(opened.payload, renewPayload, 'Invalid link payload');
    const token = deps.tokens.renew(ref);
    if (!token) throw unauthenticated();
    return json({ result: clientToken(deps, c, token) });
  });
}
