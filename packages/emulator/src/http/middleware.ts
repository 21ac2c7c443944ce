/** API-wide middleware: request id, rate limit, injected faults and the credential check. */
import type { MiddlewareHandler } from 'hono';
import { API_PATH } from '../constants';
import { randomBase62 } from '../model/ids';
import { authenticate, presentedCredential } from './auth';
import { sleep, type HttpDeps } from './deps';
import { genericError, statusText } from './responses';

/** Paths that check their own credential (or need none). */
const SELF_AUTHENTICATED = new Set([
  '/servertime',
  '/sse',
  '/auth/token/issue',
  '/auth/token/renew',
  '/ota/update/fixed',
]);

/**
 * Public paths outside any application's budget. `/servertime` needs no credential (reference §3,
 * `security: []`): it is the time source every client samples ten or more times per clock sync, so
 * counting it against the application credential would make every user of one application share a
 * single window, and one busy minute of unrelated users would break everyone's clock sync.
 */
const NOT_RATE_LIMITED = new Set(['/servertime']);

function apiPathOf(c: Parameters<MiddlewareHandler>[0]): string {
  return c.req.path.startsWith(API_PATH) ? c.req.path.slice(API_PATH.length) : c.req.path;
}

/** Adds `X-Request-Id` (the only header browsers may read, reference §2). */
export function requestId(deps: HttpDeps): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('X-Request-Id', randomBase62(deps.emulator.random, 16));
  };
}

function connectionKeyOf(c: Parameters<MiddlewareHandler>[0]): string {
  return c.req.header('x-connection-key') ?? c.req.query('ck') ?? '';
}

/** Counts every API request (not preflights) by connection key and route. */
export function countRequests(deps: HttpDeps): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'OPTIONS') {
      deps.requests.count(connectionKeyOf(c), `${c.req.method} ${apiPathOf(c)}`);
    }
    await next();
  };
}

/** Counts requests per application credential and connection key; 429 beyond the limit. */
export function rateLimit(deps: HttpDeps): MiddlewareHandler {
  return async (c, next) => {
    if (NOT_RATE_LIMITED.has(apiPathOf(c))) {
      await next();
      return undefined;
    }
    const verdict = deps.rateLimiter.take(
      `${presentedCredential(c) ?? 'anonymous'}|${connectionKeyOf(c)}`,
    );
    const stamp = (headers: Headers): void => {
      if (!verdict) return;
      headers.set('X-RateLimit-Limit', String(verdict.limit));
      headers.set('X-RateLimit-Remaining', String(verdict.remaining));
      headers.set('X-RateLimit-Reset', String(verdict.resetS));
    };
    if (verdict && !verdict.allowed) {
      const response = genericError(429, 'Too many requests').toResponse();
      stamp(response.headers);
      return response;
    }
    await next();
    stamp(c.res.headers);
    return undefined;
  };
}

/** Applies latency (inbound and outbound legs) and injected error statuses. */
export function injectFaults(deps: HttpDeps): MiddlewareHandler {
  return async (c, next) => {
    const settings = deps.faults.effective(connectionKeyOf(c) || undefined);
    await sleep(deps.clock, deps.faults.drawDelayMs(settings));
    let response: Response | undefined;
    if (deps.faults.shouldFail(settings)) {
      response = genericError(settings.errorStatus, statusText(settings.errorStatus)).toResponse();
    } else {
      await next();
    }
    await sleep(deps.clock, deps.faults.drawDelayMs(settings));
    return response;
  };
}

/** Requires an application credential on every device call (reference §2). */
export function requireCredential(deps: HttpDeps): MiddlewareHandler {
  return async (c, next) => {
    if (!SELF_AUTHENTICATED.has(apiPathOf(c))) {
      authenticate(c, deps, c.req.header('x-connection-key'));
    }
    await next();
  };
}
