/**
 * The response envelope of v3 device calls (reference §3): `{result}` on success, `{error}` for a
 * device-level failure (often with HTTP 200), and the gateway's error bodies.
 */
import { z } from 'zod';

/** A device-level error; all fields but `data` are required by the reference. */
export const DeviceErrorBodySchema = z.looseObject({
  code: z.int(),
  name: z.string(),
  message: z.string(),
  connected: z.boolean(),
  data: z.unknown().optional(),
});
/** A device-level error body. */
export type DeviceErrorBody = z.infer<typeof DeviceErrorBodySchema>;

const genericErrorFields = {
  name: z.string().optional(),
  message: z.string(),
  code: z.int().optional(),
};

/**
 * The detail of an HTTP error body, in any of its observed forms: `{error: {name, message, …}}`
 * (gateway 401, GenericError) or a bare `{name, message}` (missing connection key, 400).
 */
export const HttpErrorDetailSchema = z.union([
  z.looseObject({ error: z.looseObject(genericErrorFields) }).transform((body) => body.error),
  z.looseObject(genericErrorFields),
]);
/** The `{name?, message, code?}` found in an HTTP error body. */
export type HttpErrorDetail = z.output<typeof HttpErrorDetailSchema>;
