/**
 * Script upload to the script host (`POST {scriptHost}/temp/upload`, reference §8), which answers
 * with a URL the HSSP setup can fetch.
 */
import {
  HandyAbortError,
  HandyInvalidResponseError,
  HandyNetworkError,
  HandyUploadError,
} from './errors';
import * as v from 'valibot';
import { readBody } from './http/read-body';
import { firstIssue } from './http/schema-issue';
import { httpErrorOf } from './http/http-error';
import { UploadFailureSchema, UploadSuccessSchema } from './schemas/system';

/** Arguments of {@link uploadScript}. */
export interface UploadScriptOptions {
  /** Full upload URL, e.g. `https://scripts01.handyfeeling.com/api/script/v0/temp/upload`. */
  readonly uploadUrl: string;
  /** The script: CSV or funscript text, or a Blob / File. */
  readonly file: Blob | string;
  /** File name sent with the part (default: the File's name, else `script.csv`). */
  readonly filename?: string;
  readonly fetch?: typeof fetch;
  readonly signal?: AbortSignal;
  /** Send cookies only when true (spec §9: credentials are off by default). */
  readonly withCredentials?: boolean;
}

function defaultFilename(file: Blob | string): string {
  if (typeof File !== 'undefined' && file instanceof File && file.name) return file.name;
  return 'script.csv';
}

/**
 * Uploads a script as multipart field `file` and resolves with the hosted `{url}`. A host answer
 * of `{error}` becomes a {@link HandyUploadError} with that message; other failures follow the
 * usual catalogue (`http`, `network`, `aborted`, `invalid_response`).
 */
export async function uploadScript(options: UploadScriptOptions): Promise<{ url: string }> {
  const what = `POST ${options.uploadUrl}`;
  if (options.signal?.aborted) throw new HandyAbortError({ cause: options.signal.reason });
  const blob =
    typeof options.file === 'string'
      ? new Blob([options.file], { type: 'text/csv' })
      : options.file;
  const form = new FormData();
  form.append('file', blob, options.filename ?? defaultFilename(options.file));
  const doFetch = options.fetch ?? globalThis.fetch;

  let response: Response;
  let body: unknown;
  try {
    // No Content-Type header: fetch sets the multipart boundary itself.
    response = await doFetch(options.uploadUrl, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: form,
      credentials: options.withCredentials ? 'include' : 'omit',
      signal: options.signal,
    });
    body = (await readBody(response)).value;
  } catch (error) {
    if (options.signal?.aborted) throw new HandyAbortError({ cause: error });
    throw new HandyNetworkError(what, error);
  }

  const failure = v.safeParse(UploadFailureSchema, body);
  if (failure.success) {
    const error = failure.output.error;
    throw new HandyUploadError(typeof error === 'string' ? error : error.message);
  }
  if (!response.ok) throw httpErrorOf(response, body, false);
  const success = v.safeParse(UploadSuccessSchema, body);
  if (success.success) return { url: success.output.url };
  const issue = firstIssue(success.issues);
  throw new HandyInvalidResponseError(what, issue.path, issue.message);
}
