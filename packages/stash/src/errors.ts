/**
 * Every way a call to a Stash server fails, as a stable `code` the app translates (never message
 * text). A failure never carries the API key.
 */

/** Why a call to Stash failed. */
export type StashErrorCode =
  /** The address is no http(s) server address. */
  | 'invalid_address'
  /** A secure (https) page may not call an insecure (http) server that is not this machine. */
  | 'insecure_server'
  /** Nothing answered at that address. */
  | 'unreachable'
  /** A server answered, but the browser withheld its answer (no CORS headers for this page). */
  | 'cors'
  /** The API key is wrong, or none was given and the server needs one. */
  | 'unauthorized'
  /** The server refused the call for a reason of its own (Stash's public-access guard). */
  | 'refused'
  /** Whatever answered is not a Stash GraphQL endpoint. */
  | 'not_stash'
  /** A Stash older than the one Glide needs: it does not know a field Glide asks for. */
  | 'too_old'
  /** Stash is not set up yet, or waits for a database migration. */
  | 'needs_setup'
  /** Stash answered the request with errors of its own. */
  | 'graphql'
  /** The scene has no script on the server. */
  | 'no_script'
  /** An answer too large to read. */
  | 'too_large'
  /** The server failed (5xx). */
  | 'server_error'
  /** The answer is not what Stash's schema says. */
  | 'invalid_response'
  /** No answer in time. */
  | 'timeout'
  /** The caller cancelled. */
  | 'aborted';

/** A failed call to a Stash server. */
export class StashError extends Error {
  override readonly name = 'StashError';

  constructor(
    readonly code: StashErrorCode,
    message: string,
    /** What the server said, when it said something (its status, its error messages). */
    readonly detail?: { readonly status?: number; readonly messages?: readonly string[] },
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Whether `error` is a {@link StashError} of `code`. */
export function isStashError(error: unknown, code?: StashErrorCode): error is StashError {
  return error instanceof StashError && (code === undefined || error.code === code);
}
