/**
 * Everything that can change a {@link DeviceSessionState}: the device's events, the event stream's
 * state, the answers of the connect flow's calls, its steps and the resets. Answers arrive already
 * parsed by the SDK's schemas, so the reducer never sees unchecked data.
 */
import type {
  DeviceInfo,
  DeviceModeResult,
  DeviceTimeInfo,
  EventStreamState,
  FirmwareVersion,
  HampState,
  HandyEvent,
  HspState,
  HvpState,
  OtaProgress,
  SliderState,
  StrokeSettings,
  SystemInterfaces,
} from '@glide/handy';
import type { ConnectStep } from './state';

/** A client clock sync result, all on the client clock. */
export interface ClientClockSync {
  /** Add to the client clock to get the server clock. */
  readonly offsetMs: number;
  readonly rtdMs: number;
  /** Client clock when the sync finished. */
  readonly syncedAtMs: number;
}

/** The steps and outcomes of the connect flow. */
export type ConnectAction =
  /** A connect (or a reconnect after a new device session) starts: device state is reset. */
  | { readonly type: 'connect_started'; readonly connectionKey: string }
  | { readonly type: 'connection_step'; readonly step: ConnectStep }
  | { readonly type: 'connect_succeeded' }
  | { readonly type: 'connect_timed_out' }
  | { readonly type: 'connect_failed'; readonly error: Error }
  /** No device any more: back to the initial state (the key and client clock sync stay). */
  | { readonly type: 'reset' };

/** Answers of calls, from the connect flow (GETTING_INFO) or from the control screens. */
export type ResultAction =
  | { readonly type: 'info_loaded'; readonly info: DeviceInfo }
  /** The GETTING_INFO step is complete. */
  | { readonly type: 'info_updated' }
  | { readonly type: 'mode_loaded'; readonly mode: DeviceModeResult }
  | { readonly type: 'user_time_offset_loaded'; readonly offsetMs: number }
  | { readonly type: 'device_time_loaded'; readonly timeInfo: DeviceTimeInfo }
  | { readonly type: 'stroke_loaded'; readonly stroke: StrokeSettings }
  | { readonly type: 'slider_state_loaded'; readonly slider: SliderState }
  | { readonly type: 'hamp_loaded'; readonly hamp: HampState }
  | { readonly type: 'hvp_loaded'; readonly hvp: HvpState }
  | { readonly type: 'hsp_loaded'; readonly hsp: HspState }
  | { readonly type: 'hssp_loaded'; readonly hssp: HspState }
  | { readonly type: 'interfaces_loaded'; readonly interfaces: SystemInterfaces }
  | { readonly type: 'ota_progress_loaded'; readonly progress: OtaProgress }
  | { readonly type: 'ota_latest_loaded'; readonly version: FirmwareVersion }
  | { readonly type: 'ota_versions_loaded'; readonly versions: readonly FirmwareVersion[] };

/** Clock sync outcomes. */
export type ClockAction =
  | ({ readonly type: 'client_clock_synced' } & ClientClockSync)
  | { readonly type: 'client_clock_sync_failed'; readonly error: Error };

/** App-driven protocol steps whose state the device does not report itself. */
export type ProtocolAction =
  | { readonly type: 'hssp_setup_started' }
  | { readonly type: 'hssp_setup_succeeded'; readonly hssp: HspState }
  | { readonly type: 'hssp_setup_failed' }
  /** An update was asked for (spec §4: ongoing, not done, not failed, progress 0). */
  | { readonly type: 'ota_started' }
  /** The update call failed ("Failed to update firmware version" sets OTA failed). */
  | { readonly type: 'ota_failed' };

/**
 * What the app records in a session from outside it (`DeviceSession.apply`): a call's answer, or a
 * protocol step the app drives.
 */
export type AppliedAction = ResultAction | ProtocolAction;

/** The stream side: its events and its connection state. */
export type StreamAction =
  | { readonly type: 'event'; readonly event: HandyEvent }
  | { readonly type: 'stream_state'; readonly state: EventStreamState };

/** Any action of the session reducer. */
export type SessionAction =
  ConnectAction | ResultAction | ClockAction | ProtocolAction | StreamAction;
