/**
 * The control API has no authentication (it creates and deletes devices and injects faults), so it
 * answers only on this machine, and only to callers a web page cannot impersonate:
 *
 * - the TCP peer is a loopback address (when the emulator is bound to another interface too);
 * - the `Host` is a loopback name, so a DNS-rebinding page (its own name resolving to 127.0.0.1)
 *   is refused;
 * - an `Origin`, when sent, is a loopback origin: browsers send one on every cross-origin request
 *   and on every POST/PUT/PATCH/DELETE, so a page elsewhere is refused before anything runs (CORS
 *   alone would only hide the answer from it, after the request had done its work);
 * - a body is JSON: `text/plain`, form and multipart bodies are what a page can send without a
 *   preflight, and nothing here takes them.
 *
 * Node tools (tests, e2e, the bench) send no `Origin` and pass.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { bodyBytes } from '../http/body-limit';
import { genericError } from '../http/responses';

/** Host names that always mean this machine (no DNS involved). */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `http(s)://` + a loopback host + an optional port. */
const LOOPBACK_ORIGIN = /^https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/;

/** Whether a socket address is loopback (127.0.0.0/8, ::1, or IPv4 loopback mapped into IPv6). */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Whether a `Host` header (name and optional port) names this machine. */
export function isLoopbackHost(host: string): boolean {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return LOOPBACK_HOSTS.has((name ?? '').toLowerCase());
}

/** Whether an `Origin` header is a page served from this machine. */
export function isLoopbackOrigin(origin: string): boolean {
  return LOOPBACK_ORIGIN.test(origin.toLowerCase());
}

/**
 * The TCP peer's address under `@hono/node-server` (which passes the Node request as
 * `env.incoming`); undefined in-process (`app.request`), where there is no socket.
 */
function peerAddress(c: Context): string | undefined {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return undefined;
  const incoming: unknown = env.incoming;
  if (typeof incoming !== 'object' || incoming === null || !('socket' in incoming))
    return undefined;
  const socket: unknown = incoming.socket;
  if (typeof socket !== 'object' || socket === null || !('remoteAddress' in socket))
    return undefined;
  return typeof socket.remoteAddress === 'string' ? socket.remoteAddress : undefined;
}

/**
 * Why a request is refused as not from this machine (or one a web page elsewhere could make), or
 * `undefined` when it may go on. The emulator's and the stand-in Stash's control APIs both ask it.
 */
export function loopbackRefusal(c: Context): string | undefined {
  const peer = peerAddress(c);
  if (peer !== undefined && !isLoopbackAddress(peer)) {
    return 'The control API answers only on this machine (loopback)';
  }
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  if (!isLoopbackHost(host)) return 'The control API answers only to a loopback Host';
  const origin = c.req.header('origin');
  if (origin !== undefined && !isLoopbackOrigin(origin)) {
    return 'The control API answers only to pages served from this machine';
  }
  return undefined;
}

/** Refuses callers that are not on this machine or that a web page elsewhere could be (403). */
export function loopbackOnly(): MiddlewareHandler {
  return async (c, next) => {
    const refusal = loopbackRefusal(c);
    if (refusal !== undefined) throw genericError(403, refusal);
    await next();
  };
}

/**
 * CORS for loopback pages (the app's "show emulated device" view reads `/position` with the key in
 * `X-Connection-Key` from its own port). No credentials: nothing here uses cookies.
 */
export function controlCors(): MiddlewareHandler {
  return cors({
    origin: (origin) => (isLoopbackOrigin(origin) ? origin : null),
    allowHeaders: ['content-type', 'x-connection-key'],
    allowMethods: ['GET', 'PUT', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
  });
}

function isJson(contentType: string): boolean {
  const mediaType = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return mediaType === 'application/json' || /^application\/[\w.-]+\+json$/.test(mediaType);
}

/**
 * Refuses (415) a request whose declared content type is not JSON, or that has a body without one.
 * A bodiless call (`POST /reset`, `DELETE …`) needs no content type. Runs after the body limit,
 * which knows the body's real size (chunked and in-process requests declare none).
 */
export function jsonBodiesOnly(): MiddlewareHandler {
  return async (c, next) => {
    const contentType = c.req.header('content-type');
    const refused = contentType !== undefined ? !isJson(contentType) : bodyBytes(c.req.raw) > 0;
    if (refused) {
      throw genericError(
        415,
        'The control API takes JSON bodies only (Content-Type: application/json)',
      );
    }
    await next();
  };
}
