/**
 * The state entities of spec §3 for one live device session, with their initial values. Field names
 * follow the spec (and the wire, snake_case) so that a reader can match them one to one; quantities
 * Glide names itself carry their unit (`clockOffsetMs`). The initial values are in
 * `initial-state.ts`.
 */
import type { PlayerStateLike } from '@glide/core';
import type {
  BleState,
  Button,
  ButtonEvent,
  DeviceMode,
  EventStreamState,
  FirmwareFeatureFlag,
  FirmwareStatus,
  FirmwareVersion,
  HampPlayState,
  HdspState,
  HspPlayState,
  WifiState,
} from '@glide/handy';

/** The steps of the connect flow while it runs (spec §4 Connecting). */
export const ConnectStep = {
  CONNECTING: 'CONNECTING',
  GETTING_INFO: 'GETTING_INFO',
  SYNCING_CLOCK: 'SYNCING_CLOCK',
} as const;
/** A step of the connect flow. */
export type ConnectStep = (typeof ConnectStep)[keyof typeof ConnectStep];

/**
 * Spec §3's `connectionState`: a connect step, or `NOT_CONNECTING` between flows. Derived from
 * {@link ConnectionState} by `connectionPhaseOf` (`selectors.ts`), never stored.
 */
export const ConnectionPhase = { NOT_CONNECTING: 'NOT_CONNECTING', ...ConnectStep } as const;
/** A value of spec §3's `connectionState`. */
export type ConnectionPhase = (typeof ConnectionPhase)[keyof typeof ConnectionPhase];

/**
 * Where the connect flow stands: the one record of it. Spec §3's flags (`connecting`,
 * `connectingTimeout`, `connectionState`, the connect error) are derived from it by the selectors
 * of `selectors.ts`; the event stream has its own state beside it (`SdkEntity.stream`).
 */
export type ConnectionState =
  /** No connect has run since the last reset. */
  | { readonly status: 'idle' }
  | { readonly status: 'connecting'; readonly step: ConnectStep }
  /** The last connect finished; whether the device is online now is `device.connected`. */
  | { readonly status: 'connected' }
  | { readonly status: 'failed'; readonly error: Error }
  /** The last connect did not finish within the connecting timeout. */
  | { readonly status: 'timedOut' };

/** Device info (spec §3), plus the current mode session id. */
export interface DeviceInfoEntity {
  readonly connectionKey: string;
  readonly fw_status: FirmwareStatus | undefined;
  readonly fw_version: string | undefined;
  readonly fw_feature_flags: FirmwareFeatureFlag | undefined;
  readonly hw_model_no: number | undefined;
  readonly hw_model_name: string | undefined;
  readonly hw_model_variant: number | undefined;
  readonly mode: DeviceMode | undefined;
  /** Changes on every mode change (`/mode`, `mode_changed`). */
  readonly mode_session_id: number | undefined;
  readonly connected: boolean;
  /** A ULID, new on every device connection. */
  readonly session_id: string | undefined;
  readonly disconnectReason: string | undefined;
  /** The device's online state has been reported (an event said connected or not). */
  readonly statusReported: boolean;
}

/** HAMP state: `velocity` is a fraction 0–1 of the device's top speed; `direction` true = up. */
export interface HampEntity {
  readonly play_state: HampPlayState;
  readonly velocity: number;
  readonly direction: boolean;
}

/** HVP (vibrate) state: `amplitude` 0–1, `frequency` in Hz, `position` in mm. */
export interface HvpEntity {
  readonly enabled: boolean;
  readonly amplitude: number;
  readonly frequency: number;
  readonly position: number;
}

/**
 * The point player state shared by HSP and HSSP; times in ms, indexes into the stream. The
 * fields the playback engine follows are its `PlayerStateLike`; the session adds the typed play
 * state and the starving behaviour.
 */
export interface HspEntity extends PlayerStateLike {
  readonly play_state: HspPlayState;
  readonly pause_on_starving: boolean;
}

/** Where the app is in setting up an HSSP script (spec §4 HSSP). */
export const HsspInternalState = {
  NOT_INITIALIZED: 'NOT_INITIALIZED',
  SETTING_SCRIPT: 'SETTING_SCRIPT',
  SCRIPT_SET: 'SCRIPT_SET',
  SCRIPT_FAILED: 'SCRIPT_FAILED',
} as const;
/** An HSSP setup state. */
export type HsspInternalState = (typeof HsspInternalState)[keyof typeof HsspInternalState];

/** HSSP state: the app's setup state and the server-fed player's state. */
export interface HsspEntity {
  readonly internalState: HsspInternalState;
  readonly player: HspEntity;
}

/** HDSP state as `hdsp_state_changed` reports it (unknown until the first event). */
export interface HdspEntity {
  readonly state: HdspState | undefined;
}

/** HRPP pattern player state; every field is optional on the wire. */
export interface HrppEntity {
  readonly enabled: boolean | undefined;
  readonly amplitude: number | undefined;
  readonly playback_speed: number | undefined;
  readonly current_pattern_nr: number | undefined;
  readonly no_of_patterns: number | undefined;
}

/**
 * Slider state: stroke zone `min`/`max` (0–1) and `min_absolute`/`max_absolute` (mm), the live
 * telemetry of `/slider/state` (mm, mm/s, °C) and whether the slider reports itself blocked.
 */
export interface SliderEntity {
  readonly min: number | undefined;
  readonly max: number | undefined;
  readonly min_absolute: number | undefined;
  readonly max_absolute: number | undefined;
  readonly position: number | undefined;
  readonly position_absolute: number | undefined;
  readonly motor_temp: number | undefined;
  readonly speed_absolute: number | undefined;
  readonly dir: boolean | undefined;
  readonly motor_position: number | undefined;
  readonly blocked: boolean;
}

/** Firmware update state (spec §3, §4 OTA); `progress` 0–1. */
export interface OtaEntity {
  readonly ongoing: boolean;
  readonly done: boolean;
  readonly failed: boolean;
  readonly progress: number;
  readonly latestFirmwareVersion: FirmwareVersion | undefined;
  readonly firmwareVersions: readonly FirmwareVersion[];
}

/** Radios: `wifi`/`ble` enabled, their states, and the result of the last Wi-Fi scan. */
export interface SystemEntity {
  readonly wifi: boolean | undefined;
  readonly ble: boolean | undefined;
  readonly ble_state: BleState | undefined;
  readonly wifi_state: WifiState | undefined;
  readonly wifi_socket_connected: boolean | undefined;
  readonly wifi_networks_found: number | undefined;
}

/**
 * Clock sync (spec §3). The first four fields are this browser against the server (client clock
 * sync, kept across devices); the `device*` fields are the device against the server (HSTP).
 */
export interface ClockSyncEntity {
  /** A client clock sync has been made (see `lastClockSyncAtMs` for its age). */
  readonly synced: boolean;
  readonly rtdMs: number | undefined;
  /** Add to the client clock to get the server clock. */
  readonly clockOffsetMs: number | undefined;
  /** Client clock when the last client clock sync finished. */
  readonly lastClockSyncAtMs: number | undefined;
  /** Device clock (ms since its boot) when it was read. */
  readonly deviceTimeMs: number | undefined;
  /** Server − device clock. */
  readonly deviceClockOffsetMs: number | undefined;
  readonly deviceRtdMs: number | undefined;
  /** The user's playback offset (`/hstp/offset`). */
  readonly deviceUserTimeOffsetMs: number | undefined;
}

/** The last button event, stamped with the client clock. */
export interface ButtonEventRecord {
  readonly button: Button;
  readonly event: ButtonEvent;
  readonly timestampMs: number;
}

/** The names of the point player's events (HSP, and HSSP set up with `notify`). */
export type PlayerEventName =
  | 'hsp_state_changed'
  | 'hsp_threshold_reached'
  | 'hsp_starving'
  | 'hsp_looping'
  | 'hsp_paused_on_starving'
  | 'hsp_resumed_on_not_starving'
  | 'stream_end_reached';

/**
 * The last player event from the stream, with the state it brought. Kept apart from the entities,
 * which answers change too, so that a follower (the playback engine) can tell what the device did
 * on its own from what it answered: each event is a new record, an answer leaves it alone.
 */
export interface PlayerEventRecord {
  readonly name: PlayerEventName;
  readonly player: HspEntity;
}

/** SDK state (spec §3): the connect flow, the event stream's own state and the last failures. */
export interface SdkEntity {
  /** The GETTING_INFO step has finished for the current session. */
  readonly infoUpdated: boolean;
  /** This connect's client clock sync step is satisfied (fresh stored sync or a new one). */
  readonly clientClockSynced: boolean;
  readonly connection: ConnectionState;
  /**
   * The event stream's state as the SDK reports it (`closed` also before any stream); spec §3's
   * `sseConnected` and `sseError` are its `connected` and `error`.
   */
  readonly stream: EventStreamState;
  readonly lastButtonEvent: ButtonEventRecord | undefined;
  readonly lastPlayerEvent: PlayerEventRecord | undefined;
  /** Why the last client clock sync failed; cleared by the next success. */
  readonly clockSyncError: Error | undefined;
}

/** Battery report; `level` 0–1, voltages in V. */
export interface BatteryEntity {
  readonly level: number | undefined;
  readonly charger_connected: boolean | undefined;
  readonly charging_complete: boolean | undefined;
  readonly usb_voltage: number | undefined;
  readonly battery_voltage: number | undefined;
}

/** The last low-memory report of the device (heap figures in bytes). */
export interface LowMemoryRecord {
  readonly level: 'warning' | 'error';
  readonly available_heap: number | undefined;
  readonly largest_free_block: number | undefined;
  readonly discarded_msg_size: number | undefined;
  readonly atMs: number;
}

/** The last `device_error`. */
export interface DeviceErrorRecord {
  readonly code: number;
  readonly message: string;
  readonly atMs: number;
}

/** Warnings the device raised. */
export interface WarningsEntity {
  /** Between `temp_high` and `temp_ok`. */
  readonly temperatureHigh: boolean;
  readonly lowMemory: LowMemoryRecord | undefined;
  readonly lastDeviceError: DeviceErrorRecord | undefined;
}

/** Everything the app knows about the connected device and the connection itself. */
export interface DeviceSessionState {
  readonly device: DeviceInfoEntity;
  readonly hamp: HampEntity;
  readonly hvp: HvpEntity;
  readonly hsp: HspEntity;
  readonly hssp: HsspEntity;
  readonly hdsp: HdspEntity;
  readonly hrpp: HrppEntity;
  readonly slider: SliderEntity;
  readonly ota: OtaEntity;
  readonly system: SystemEntity;
  readonly clock: ClockSyncEntity;
  readonly sdk: SdkEntity;
  readonly battery: BatteryEntity;
  readonly warnings: WarningsEntity;
}
