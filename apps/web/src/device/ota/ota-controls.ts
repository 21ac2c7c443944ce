import type { FirmwareStatus, FirmwareVersion } from '@glide/handy';
import type { ErrorMessage } from '../errors/error-message';
import type { OtaEntity } from '../session/state';

/** Where reading the release to install stands. */
export type LatestRelease =
  | { readonly status: 'offline' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: ErrorMessage }
  | { readonly status: 'ready'; readonly version: FirmwareVersion };

/** What the update hooks (`useOta`, `useOtaVersion`, `useOtaDirect`) return to the OTA pages. */
export interface OtaControls {
  readonly connected: boolean;
  readonly fwVersion: string | undefined;
  readonly fwStatus: FirmwareStatus | undefined;
  /** The release the update installs: the latest, the chosen or the linked one. */
  readonly latest: LatestRelease;
  /** The session's OTA state (spec §3), kept by events and the progress fallback. */
  readonly ota: OtaEntity;
  /** The firmware the device ran when this page started an update (for "what changed"). */
  readonly startedFrom: string | undefined;
  /** Why starting the update failed, translated by the page. */
  readonly startError: ErrorMessage | undefined;
  readonly reloadLatest: () => void;
  readonly startUpdate: () => Promise<void>;
}
