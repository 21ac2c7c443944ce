/**
 * `@glide/handy`: a typed SDK for the Handy cloud REST API v3 and its event stream. No React and
 * no Node built-ins: `fetch`, the clock and the base URL are injected.
 */
export * from './errors';

export * from './schemas/enums';
export * from './schemas/device';
export * from './schemas/protocols';
export * from './schemas/system';
export * from './schemas/envelope';
export { dateTimeMs } from './schemas/date-time';
export * from './schemas/channel';
export {
  CHANNEL_REFERENCE_PATTERN,
  channelDevice,
  isChannelReference,
  type ChannelDeviceApi,
} from './channels/channel-device';
export {
  createChannelApi,
  type ChannelApi,
  type ChannelApiOptions,
  type ChannelHandle,
} from './channels/channel-api';

export {
  createHandyClient,
  API_TIMEOUT_RANGE_MS,
  SSE_CONFIG_NOT_SET_MESSAGE,
  type HandyClient,
  type HandyClientOptions,
  type DeviceOptions,
  type IssueTokenArgs,
  type EventsOptions,
  type SyncServerClockOptions,
} from './client/create-client';
export type {
  DeviceApi,
  DeviceApiOf,
  DeviceRequests,
  MulticastApi,
  MulticastApiOf,
  MulticastOutcome,
  MulticastResult,
} from './client/device-api';
export type { DeviceRequest } from './client/device-request';
export type { OtaUpdateVersionArgs, SystemInterfacesArgs } from './client/requests/general';
export {
  VELOCITY_RANGE_MESSAGE,
  type HampStrokeArgs,
  type HdspFlags,
  type HdspXatArgs,
  type HdspXavaArgs,
  type HdspXavpArgs,
  type HdspXptArgs,
  type HdspXpvaArgs,
  type HdspXpvpArgs,
  type HstpClockSyncArgs,
  type HvpStateArgs,
  type SliderStrokeArgs,
} from './client/requests/motion';
export {
  DEFAULT_SYNC_TIME_FILTER,
  type HspAddArgs,
  type HspPlayArgs,
  type HspPointInput,
  type HspSetupArgs,
  type HsspPlayArgs,
  type HsspSetupArgs,
  type ResumeArgs,
  type StreamPlayArgs,
  type StreamSetupArgs,
  type SyncTimeArgs,
} from './client/requests/buffered';
export {
  DEADLINE_MARGIN_MS,
  DEFAULT_API_TIMEOUT_MS,
  authHeaders,
  type CallOptions,
  type CallOutcome,
  type HandyAuth,
} from './http/transport';

export {
  EVENT_NAMES,
  EVENT_NAME_ALIASES,
  eventPayloadSchemas,
  isEventName,
  type EventData,
  type EventName,
} from './events/event-payloads';
export {
  parseWireMessage,
  type HandyEvent,
  type KnownHandyEvent,
  type UnknownHandyEvent,
  type WireOutcome,
} from './events/wire';
export {
  DEFAULT_BACKOFF,
  backoffCapMs,
  backoffDelayMs,
  resolveBackoff,
  type BackoffOptions,
  type ResolvedBackoff,
} from './events/backoff';
export type { EventStreamState, HandyEventStream } from './events/event-stream';

export { uploadScript, type UploadScriptOptions } from './upload-script';
