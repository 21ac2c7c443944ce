import * as v from 'valibot';
import { HandyHttpError } from '../errors';
import { HttpErrorDetailSchema } from '../schemas/envelope';

/**
 * The error for a non-success status: the body as read, and its `{name, message, code}` detail
 * when it carries one. Device calls get the spec's override texts.
 */
export function httpErrorOf(
  response: Response,
  body: unknown,
  isDeviceCall: boolean,
): HandyHttpError {
  const detail = v.safeParse(HttpErrorDetailSchema, body);
  return new HandyHttpError({
    status: response.status,
    statusText: response.statusText,
    body,
    detail: detail.success ? detail.output : undefined,
    isDeviceCall,
  });
}
