/**
 * The update a signed direct link starts (`/ota-direct/…`, `GET /ota/update/fixed`, see
 * docs/api-extensions.md): the link is its own credential, so the call carries no connection key;
 * the progress then arrives on the connected device's session like any other update.
 */
import * as v from 'valibot';
import {
  FirmwareFeatureFlagSchema,
  OtaFixedQuerySchema,
  type CallOptions,
  type FirmwareVersion,
  type OtaFixedQuery,
  type OtaProgress,
} from '@glide/handy';
import { AppError } from '../errors/app-error';
import { startOtaUpdate, type OtaRecord } from '../session/ota-steps';

/** The call a signed link makes (the SDK client's `otaFixed`). */
export interface SignedLinkApi {
  otaFixed(query: OtaFixedQuery, options?: CallOptions): Promise<OtaProgress>;
}

/**
 * The signed link in a page address's query, or `undefined` when any part is missing or malformed:
 * the page then says the link is broken instead of calling. The parts are the call's (`a, s, uexp,
 * d, iv`) except the key id, which travels as `kid`: `k` in an app address is a connection key
 * (spec §2), taken out of the address before any page sees it.
 */
export function signedLinkFrom(search: URLSearchParams): OtaFixedQuery | undefined {
  const part = (name: string) => search.get(name) ?? undefined;
  const parsed = v.safeParse(OtaFixedQuerySchema, {
    a: part('a'),
    s: part('s'),
    uexp: part('uexp'),
    d: part('d'),
    iv: part('iv'),
    k: part('kid'),
  });
  return parsed.success ? parsed.output : undefined;
}

/**
 * The release a link names: the offered one with its notes when the list has it, else the bare
 * version (a link may name a build no list offers; the server decides). A channel the server does
 * not know is "Specific OTA not found".
 */
export function linkedRelease(
  version: string,
  featureFlag: string,
  offered: readonly FirmwareVersion[],
): FirmwareVersion {
  const channel = v.safeParse(FirmwareFeatureFlagSchema, featureFlag);
  if (!channel.success) throw new AppError('specificOtaNotFound', { values: { version } });
  return (
    offered.find((o) => o.version === version && o.feature_flags === channel.output) ?? {
      version,
      feature_flags: channel.output,
    }
  );
}

/**
 * Starts the update from the signed link. Starting marks the OTA state ongoing (spec §4); a refused
 * link (bad signature, expired, unknown version) or an answer that says the update failed marks it
 * failed and rejects with "Failed to update firmware version" (spec §8).
 */
export async function updateFromSignedLink(
  api: SignedLinkApi,
  query: OtaFixedQuery,
  record: OtaRecord,
  options?: CallOptions,
): Promise<OtaProgress> {
  return startOtaUpdate(record, () => api.otaFixed(query, options));
}
