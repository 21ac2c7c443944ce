/**
 * Schemas of the calls outside the motion protocols: server time, token issue, and Glide's
 * system / OTA / script-host shapes from `docs/api-extensions.md`.
 */
import { z } from 'zod';
import {
  BleStateSchema,
  ConnectionTypeSchema,
  DeviceEnvironmentSchema,
  FirmwareFeatureFlagSchema,
  WifiStateSchema,
} from './enums';

/** `GET /servertime` (bare, not wrapped in `result`). */
export const ServerTimeSchema = z.looseObject({ server_time: z.number() });
/** Server time in ms since the epoch. */
export type ServerTime = z.infer<typeof ServerTimeSchema>;

/** `GET /auth/token/issue` query (reference §2); `to` restricts the token to one connection key. */
export const TokenIssueQuerySchema = z.object({
  ttl: z.int().min(60).max(86_400).optional(),
  to: z.string().min(1).optional(),
  ip: z.string().min(1).optional(),
  origin: z.string().min(1).optional(),
  r: z.string().min(1).optional(),
  ua: z.string().min(1).optional(),
});
/** Query of a token issue. */
export type TokenIssueQuery = z.infer<typeof TokenIssueQuerySchema>;

/** A client token; `renew` is a URL that extends its lifetime. */
export const ClientTokenSchema = z.looseObject({
  token: z.string().min(1),
  token_ref: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  renew: z.string(),
});
/** A client token issued by `/auth/token/issue`. */
export type ClientToken = z.infer<typeof ClientTokenSchema>;

/** `GET/PUT /system/interfaces/status`. */
export const SystemInterfacesSchema = z.looseObject({
  wifi: z.boolean(),
  ble: z.boolean(),
  ble_state: BleStateSchema,
  wifi_state: WifiStateSchema,
});
/** Which radios are enabled and their state. */
export type SystemInterfaces = z.infer<typeof SystemInterfacesSchema>;

/** `PUT /system/interfaces/status` body (the server refuses turning both off). */
export const SystemInterfacesRequestSchema = z.object({
  wifi: z.boolean().optional(),
  ble: z.boolean().optional(),
});
/** Body of an interface change. */
export type SystemInterfacesRequest = z.infer<typeof SystemInterfacesRequestSchema>;

/** `GET/PUT /system/environment` result and PUT body. */
export const SystemEnvironmentSchema = z.looseObject({ environment: DeviceEnvironmentSchema });
/** The device's back-end environment. */
export type SystemEnvironment = z.infer<typeof SystemEnvironmentSchema>;

/** `PUT /system/reboot` body. */
export const RebootRequestSchema = z.object({ connection_mode: ConnectionTypeSchema });
/** Body of a reboot. */
export type RebootRequest = z.infer<typeof RebootRequestSchema>;

/** OTA progress (`progress` 0–1). */
export const OtaProgressSchema = z.looseObject({
  ongoing: z.boolean(),
  progress: z.number().min(0).max(1),
  done: z.boolean(),
  failed: z.boolean(),
});
/** Progress of a firmware update. */
export type OtaProgress = z.infer<typeof OtaProgressSchema>;

/** A firmware release. */
export const FirmwareVersionSchema = z.looseObject({
  version: z.string().min(1),
  feature_flags: FirmwareFeatureFlagSchema,
  release_notes: z.string().optional(),
});
/** A firmware release. */
export type FirmwareVersion = z.infer<typeof FirmwareVersionSchema>;

/** `GET /ota/versions` (newest first). */
export const FirmwareVersionsSchema = z.looseObject({ versions: z.array(FirmwareVersionSchema) });
/** Available firmware releases. */
export type FirmwareVersions = z.infer<typeof FirmwareVersionsSchema>;

/** `GET /ota/versions` query: `s` limits the list to one feature flag. */
export const OtaVersionsQuerySchema = z.object({ s: FirmwareFeatureFlagSchema.optional() });

/** `PUT /ota/update/version` body. */
export const OtaUpdateVersionRequestSchema = z.object({
  version: z.string().min(1),
  feature_flags: FirmwareFeatureFlagSchema,
});
/** Body of an update to a specific version. */
export type OtaUpdateVersionRequest = z.infer<typeof OtaUpdateVersionRequestSchema>;

/** `GET /ota/update/fixed` query: a signed link (cipher, signature, expiry, payload, IV, key id). */
export const OtaFixedQuerySchema = z.object({
  a: z.string().min(1),
  s: z.string().min(1),
  uexp: z.union([z.string().min(1), z.int()]),
  d: z.string().min(1),
  iv: z.string().min(1),
  k: z.string().min(1),
});
/** Query of a signed OTA link. */
export type OtaFixedQuery = z.infer<typeof OtaFixedQuerySchema>;

/** Script host success: the hosted script's URL. */
export const UploadSuccessSchema = z.looseObject({ url: z.string().min(1) });

/**
 * Script host failure. `error` is a string on the Script API v0; the hosting API's failures are
 * also seen as a DeviceError-like object, so both are accepted.
 */
export const UploadFailureSchema = z.looseObject({
  error: z.union([z.string(), z.looseObject({ message: z.string() })]),
});
