/**
 * The response envelope of v3 device calls (reference §3): `{result}` on success, `{error}` for a
 * device-level failure (often with HTTP 200), and the gateway's error bodies.
 */
import * as v from 'valibot';
import { int } from './numbers';

/** A device-level error; all fields but `data` are required by the reference. */
export const DeviceErrorBodySchema = v.looseObject({
  code: int(),
  name: v.string(),
  message: v.string(),
  connected: v.boolean(),
  data: v.optional(v.unknown()),
});
/** A device-level error body. */
export type DeviceErrorBody = v.InferOutput<typeof DeviceErrorBodySchema>;

const genericErrorFields = {
  name: v.optional(v.string()),
  message: v.string(),
  code: v.optional(int()),
};

/**
 * The detail of an HTTP error body, in any of its observed forms: `{error: {name, message, …}}`
 * (gateway 401, GenericError) or a bare `{name, message}` (missing connection key, 400).
 */
export const HttpErrorDetailSchema = v.union([
  v.pipe(
    v.looseObject({ error: v.looseObject(genericErrorFields) }),
    v.transform((body) => body.error),
  ),
  v.looseObject(genericErrorFields),
]);
/** The `{name?, message, code?}` found in an HTTP error body. */
export type HttpErrorDetail = v.InferOutput<typeof HttpErrorDetailSchema>;
