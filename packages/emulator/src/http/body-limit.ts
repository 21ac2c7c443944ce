/**
 * Request body limits, enforced while the body streams in. A declared `Content-Length` above the
 * limit is refused before a byte is read; a chunked body (no length) is counted as it arrives and
 * refused the moment it passes the limit, so no request ever holds more than its limit in memory.
 *
 * After the 413, `@hono/node-server` reads and discards what is still in flight for at most 500 ms
 * or 64 MiB and then closes the socket: closing at once would reset the connection under a client
 * that is still sending, and it would lose the answer (measured: `write EPIPE` instead of the 413).
 */
import type { MiddlewareHandler } from 'hono';
import { MAX_SCRIPT_BYTES } from '../model/script-store';

/**
 * Largest API request body. The largest legitimate one is `PUT /hsp/play` with an embedded add of
 * 100 points (reference §6, §11): 2.8 KB compact with ten-digit times, 9 KB pretty-printed with a
 * four-space indent. 64 KiB leaves seven times the wordiest and refuses anything that is not a
 * device call.
 */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Largest control API body. The largest legitimate one is `PUT /control/streams/:ref`, which appends
 * points to a server stream (about 20 bytes each): 1 MiB holds some 50 000 points, over an hour of a
 * dense script; a longer stream is fed in several appends, which the route is made for.
 */
export const CONTROL_BODY_LIMIT_BYTES = 1024 * 1024;

/** Room for the multipart framing around the file (boundaries, part headers). */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Largest script host upload: the script host's file limit plus the multipart framing. */
export const UPLOAD_BODY_LIMIT_BYTES = MAX_SCRIPT_BYTES + MULTIPART_OVERHEAD_BYTES;

/** The size of each body that passed a limit, by the request carrying it. */
const receivedBytes = new WeakMap<Request, number>();

/**
 * How many bytes the body of a request had, once {@link limitBody} let it through (0 without a
 * body). Unlike `Content-Length` this is also known for chunked and in-process requests.
 */
export function bodyBytes(request: Request): number {
  return receivedBytes.get(request) ?? 0;
}

/** Builds the refusal; `limitBytes` is the limit that was passed. */
export type TooLarge = (limitBytes: number) => Response;

/**
 * Refuses bodies over `limitBytes` with `tooLarge` (status 413); a body within the limit is read into
 * memory (at most `limitBytes`) and handed on unchanged.
 */
export function limitBody(limitBytes: number, tooLarge: TooLarge): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = Number(c.req.header('content-length'));
    if (Number.isFinite(declared) && declared > limitBytes) return tooLarge(limitBytes);
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limitBytes) {
        // Stop reading at once; whatever the client still sends is never buffered.
        void reader.cancel().catch(() => undefined);
        return tooLarge(limitBytes);
      }
      chunks.push(value);
    }
    const whole = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: whole });
    receivedBytes.set(c.req.raw, size);
    return next();
  };
}
