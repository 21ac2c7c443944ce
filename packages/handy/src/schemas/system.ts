/**
 * Schemas of the calls outside the motion protocols: server time, token issue, and Glide's
 * system / OTA / script-host shapes from `docs/api-extensions.md`.
 */
import * as v from 'valibot';
import { int, intIn, nonEmpty, num, numIn } from './numbers';
import {
  BleStateSchema,
  ConnectionTypeSchema,
  DeviceEnvironmentSchema,
  FirmwareFeatureFlagSchema,
  WifiStateSchema,
} from './enums';

/** `GET /servertime` (bare, not wrapped in `result`). */
export const ServerTimeSchema = v.looseObject({ server_time: num() });
/** Server time in ms since the epoch. */
export type ServerTime = v.InferOutput<typeof ServerTimeSchema>;

/** `GET /auth/token/issue` query (reference §2); `to` restricts the token to one connection key. */
export const TokenIssueQuerySchema = v.object({
  ttl: v.optional(intIn(60, 86_400)),
  to: v.optional(nonEmpty()),
  ip: v.optional(nonEmpty()),
  origin: v.optional(nonEmpty()),
  r: v.optional(nonEmpty()),
  ua: v.optional(nonEmpty()),
});
/** Query of a token issue. */
export type TokenIssueQuery = v.InferOutput<typeof TokenIssueQuerySchema>;

/** A client token; `renew` is a URL that extends its lifetime. */
export const ClientTokenSchema = v.looseObject({
  token: nonEmpty(),
  token_ref: v.string(),
  created_at: v.string(),
  expires_at: v.string(),
  renew: v.string(),
});
/** A client token issued by `/auth/token/issue`. */
export type ClientToken = v.InferOutput<typeof ClientTokenSchema>;

/** `GET/PUT /system/interfaces/status`. */
export const SystemInterfacesSchema = v.looseObject({
  wifi: v.boolean(),
  ble: v.boolean(),
  ble_state: BleStateSchema,
  wifi_state: WifiStateSchema,
});
/** Which radios are enabled and their state. */
export type SystemInterfaces = v.InferOutput<typeof SystemInterfacesSchema>;

/** `PUT /system/interfaces/status` body (the server refuses turning both off). */
export const SystemInterfacesRequestSchema = v.object({
  wifi: v.optional(v.boolean()),
  ble: v.optional(v.boolean()),
});
/** Body of an interface change. */
export type SystemInterfacesRequest = v.InferOutput<typeof SystemInterfacesRequestSchema>;

/** `GET/PUT /system/environment` result and PUT body. */
export const SystemEnvironmentSchema = v.looseObject({ environment: DeviceEnvironmentSchema });
/** The device's back-end environment. */
export type SystemEnvironment = v.InferOutput<typeof SystemEnvironmentSchema>;

/** `PUT /system/reboot` body. */
export const RebootRequestSchema = v.object({ connection_mode: ConnectionTypeSchema });
/** Body of a reboot. */
export type RebootRequest = v.InferOutput<typeof RebootRequestSchema>;

/** OTA progress (`progress` 0–1). */
export const OtaProgressSchema = v.looseObject({
  ongoing: v.boolean(),
  progress: numIn(0, 1),
  done: v.boolean(),
  failed: v.boolean(),
});
/** Progress of a firmware update. */
export type OtaProgress = v.InferOutput<typeof OtaProgressSchema>;

/** A firmware release. */
export const FirmwareVersionSchema = v.looseObject({
  version: nonEmpty(),
  feature_flags: FirmwareFeatureFlagSchema,
  release_notes: v.optional(v.string()),
});
/** A firmware release. */
export type FirmwareVersion = v.InferOutput<typeof FirmwareVersionSchema>;

/** `GET /ota/versions` (newest first). */
export const FirmwareVersionsSchema = v.looseObject({ versions: v.array(FirmwareVersionSchema) });
/** Available firmware releases. */
export type FirmwareVersions = v.InferOutput<typeof FirmwareVersionsSchema>;

/** `GET /ota/versions` query: `s` limits the list to one feature flag. */
export const OtaVersionsQuerySchema = v.object({ s: v.optional(FirmwareFeatureFlagSchema) });

/** `PUT /ota/update/version` body. */
export const OtaUpdateVersionRequestSchema = v.object({
  version: nonEmpty(),
  feature_flags: FirmwareFeatureFlagSchema,
});
/** Body of an update to a specific version. */
export type OtaUpdateVersionRequest = v.InferOutput<typeof OtaUpdateVersionRequestSchema>;

/**
 * A release channel the user may choose on `PUT /ota/channel`: regular releases, or a pre-release
 * channel (`other` is the provider's own). A type only: schemas built at module level stay in the
 * connect path's chunk whether used or not, and the answer is a `DeviceInfo`.
 */
export type OtaChannelChoice = Exclude<v.InferOutput<typeof FirmwareFeatureFlagSchema>, 'other'>;

/** `GET /ota/update/fixed` query: a signed link (cipher, signature, expiry, payload, IV, key id). */
export const OtaFixedQuerySchema = v.object({
  a: nonEmpty(),
  s: nonEmpty(),
  uexp: v.union([nonEmpty(), int()]),
  d: nonEmpty(),
  iv: nonEmpty(),
  k: nonEmpty(),
});
/** Query of a signed OTA link. */
export type OtaFixedQuery = v.InferOutput<typeof OtaFixedQuerySchema>;

/** Script host success: the hosted script's URL. */
export const UploadSuccessSchema = v.looseObject({ url: nonEmpty() });

/**
 * Script host failure. `error` is a string on the Script API v0; the hosting API's failures are
 * also seen as a DeviceError-like object, so both are accepted.
 */
export const UploadFailureSchema = v.looseObject({
  error: v.union([v.string(), v.looseObject({ message: v.string() })]),
});
