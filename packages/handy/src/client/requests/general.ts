/** Request builders of the general device calls, system settings and OTA (api-extensions.md). */
import type { CallOptions } from '../../http/transport';
import {
  AckSchema,
  ConnectedResultSchema,
  DeviceCapabilitiesSchema,
  DeviceInfoSchema,
  DeviceModeResultSchema,
  DeviceSessionIdsSchema,
  DeviceStatisticsSchema,
  SliderSettingsSchema,
} from '../../schemas/device';
import type {
  ConnectionType,
  DeviceEnvironment,
  DeviceMode,
  FirmwareFeatureFlag,
} from '../../schemas/enums';
import { ModeRequestSchema } from '../../schemas/protocols';
import {
  FirmwareVersionSchema,
  FirmwareVersionsSchema,
  OtaProgressSchema,
  OtaUpdateVersionRequestSchema,
  type OtaChannelChoice,
  OtaVersionsQuerySchema,
  RebootRequestSchema,
  SystemEnvironmentSchema,
  SystemInterfacesRequestSchema,
  SystemInterfacesSchema,
} from '../../schemas/system';
import { plain, put, validated } from '../device-request';

/** Arguments of `system.setInterfaces` (the server refuses turning both off). */
export interface SystemInterfacesArgs {
  readonly wifi?: boolean;
  readonly ble?: boolean;
}

/** Arguments of `ota.updateVersion`. */
export interface OtaUpdateVersionArgs {
  readonly version: string;
  readonly featureFlags: FirmwareFeatureFlag;
}

/** Builders of the calls that are not tied to one protocol. */
export const generalRequests = {
  /** `GET /info`: firmware and hardware identity (works on firmware 3 too). */
  info: (options?: CallOptions) => plain('GET', '/info', DeviceInfoSchema, options),
  /** `GET /connected`: the fastest online check. */
  connected: (options?: CallOptions) => plain('GET', '/connected', ConnectedResultSchema, options),
  /** `GET /mode`. */
  mode: (options?: CallOptions) => plain('GET', '/mode', DeviceModeResultSchema, options),
  /** `PUT /mode2`: sets the mode and returns it with its new `mode_session_id`. */
  setMode: (mode: DeviceMode, options?: CallOptions) =>
    put('/mode2', ModeRequestSchema, { mode }, DeviceModeResultSchema, options),
  /** `PUT /mode` (deprecated by the API; answers `"ok"`). */
  setModeLegacy: (mode: DeviceMode, options?: CallOptions) =>
    put('/mode', ModeRequestSchema, { mode }, AckSchema, options),
  /** `GET /capabilities`. */
  capabilities: (options?: CallOptions) =>
    plain('GET', '/capabilities', DeviceCapabilitiesSchema, options),
  /** `GET /sids`: boot, socket and mode session counters. */
  sids: (options?: CallOptions) => plain('GET', '/sids', DeviceSessionIdsSchema, options),
  /** `GET /statistics`. */
  statistics: (options?: CallOptions) =>
    plain('GET', '/statistics', DeviceStatisticsSchema, options),
  /** `GET /settings/slider` (read-only calibration). */
  sliderSettings: (options?: CallOptions) =>
    plain('GET', '/settings/slider', SliderSettingsSchema, options),
};

/** Builders of `/system/*` (Glide's extension shape). */
export const systemRequests = {
  /** `GET /system/interfaces/status`. */
  interfaces: (options?: CallOptions) =>
    plain('GET', '/system/interfaces/status', SystemInterfacesSchema, options),
  /** `PUT /system/interfaces/status`: enable or disable Wi-Fi and BLE. */
  setInterfaces: (args: SystemInterfacesArgs, options?: CallOptions) =>
    put(
      '/system/interfaces/status',
      SystemInterfacesRequestSchema,
      { wifi: args.wifi, ble: args.ble },
      SystemInterfacesSchema,
      options,
    ),
  /** `GET /system/environment`. */
  environment: (options?: CallOptions) =>
    plain('GET', '/system/environment', SystemEnvironmentSchema, options),
  /** `PUT /system/environment`. */
  setEnvironment: (environment: DeviceEnvironment, options?: CallOptions) =>
    put(
      '/system/environment',
      SystemEnvironmentSchema,
      { environment },
      SystemEnvironmentSchema,
      options,
    ),
  /** `PUT /system/reboot`: reboots into a connection mode; the device then reconnects. */
  reboot: (connectionMode: ConnectionType, options?: CallOptions) =>
    put(
      '/system/reboot',
      RebootRequestSchema,
      { connection_mode: connectionMode },
      AckSchema,
      options,
    ),
};

/** Builders of `/ota/*` (Glide's extension shape). */
export const otaRequests = {
  /** `GET /ota/latest`: the newest release for the device's feature flags. */
  latest: (options?: CallOptions) => plain('GET', '/ota/latest', FirmwareVersionSchema, options),
  /** `GET /ota/versions`, optionally limited to one feature flag (`s`). */
  versions: (flags?: FirmwareFeatureFlag, options?: CallOptions) => ({
    ...plain('GET', '/ota/versions', FirmwareVersionsSchema, options),
    query: validated(OtaVersionsQuerySchema, { s: flags }, 'GET /ota/versions query'),
  }),
  /** `PUT /ota/update/latest`: starts an update to the latest release. */
  updateLatest: (options?: CallOptions) =>
    plain('PUT', '/ota/update/latest', OtaProgressSchema, options),
  /** `PUT /ota/update/version`: starts an update to a specific release. */
  updateVersion: (args: OtaUpdateVersionArgs, options?: CallOptions) =>
    put(
      '/ota/update/version',
      OtaUpdateVersionRequestSchema,
      { version: args.version, feature_flags: args.featureFlags },
      OtaProgressSchema,
      options,
    ),
  /**
   * `PUT /ota/channel`: opts in to a pre-release channel, or back out to `production`; answers the
   * device's info with its new `fw_feature_flags`. The body is typed, not checked at run time: the
   * connect path's budget has no bytes for another schema.
   */
  setChannel: (channel: OtaChannelChoice, options?: CallOptions) =>
    plain('PUT', '/ota/channel', DeviceInfoSchema, options, { feature_flags: channel }),
  /** `GET /ota/update/progress`. */
  progress: (options?: CallOptions) =>
    plain('GET', '/ota/update/progress', OtaProgressSchema, options),
};
