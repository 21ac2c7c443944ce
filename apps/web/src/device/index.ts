/**
 * The public entry of `src/device` for the screens: the connection, the live device state, the
 * device's commands by protocol (each owns its SDK call, the fan-out to linked devices, the record
 * of the answer and the pacing), its reads, and the components that show them. Screens import
 * `src/device` only from here, and only what they use is here; everything else in it is internal
 * (the layer's own modules, the app shell and tests import the file directly).
 */

// The connection and the live device state.
export { ConnectButton } from './connection-ui/connect-button';
export { ConnectionStatus } from './connection-ui/connection-status';
export { checkConnectionKey } from '../lib/connection-key';
export type { ConnectionStatus as DeviceConnectionStatus } from './connection/connection-store';
export { chooseDevice } from './connection/select-device';
export {
  testConnection,
  type ConnectionFailure,
  type ConnectionTestDeps,
  type ConnectionTestTarget,
  type TestedDevice,
} from './connection/test-connection';
export { asksToConnect, canStop, useConnection } from './connection/use-connection';
export { useDeviceState } from './connection/use-device-state';
export { hasStrokeSettings, isLegacyFirmware } from './session/rules';
export type { HvpEntity, SystemEntity } from './session/state';
export { sdkFlags } from './session/selectors';

// Reads of the device.
export type { Fact, FactValue } from './reads/device-facts';
export { useDeviceFacts, type FactFields, type FactsRead } from './reads/use-device-facts';
export { useDeviceRead, type ReadState } from './reads/use-device-read';

// Share links, linked devices and multicast.
export { quickConnectLink, SHARE_PATH, shareLink } from './sharing/key-links';
export { sharedVisit, useSharedVisit, visitSharedDevice } from './sharing/shared-visit';
export { linkedDeviceName } from './linked-devices/linked-device-name';
export { useLinkedOnline, type OnlineState } from './linked-devices/use-linked-online';
export { useChannelGroup, type ChannelGroup } from './channel-group/use-channel-group';
export type { GroupState } from './channel-group/group-store';
export type { DirectReason } from './channel-group/group-plan';
export { awayReason, type AwayReason } from './channel-group/group-route';
export { MulticastResults } from './multicast-results/multicast-results';

// Status, errors and the emergency stop.
export { toErrorMessage, type ErrorMessage } from './errors/error-message';
export { STATUS_TONES } from './status/status-tone';
export { useEmergencyStop } from './emergency-stop/use-emergency-stop';
export { emergencyStopCount, onEmergencyStop } from './emergency-stop/stop-signal';

// Shortcut keys and the user time offset.
export { isTypingTarget, type KeyPressEvent } from './keys/key-bindings';
export { useTimeOffsetKeys } from './keys/time-offset-keys';
export { usePlaylistKeys } from './keys/playlist-keys';
export {
  clampUserTimeOffset,
  parseUserTimeOffset,
  USER_TIME_OFFSET_LIMIT_MS,
} from './time-offset/user-time-offset';
export { useUserTimeOffset } from './time-offset/use-user-time-offset';

// The tap calibration's results per device, and its offer after a first connect.
export type { CalibrationRecord } from './calibration/calibration-book';
export {
  CALIBRATION_PAGE,
  useCalibrationOffer,
  useDeviceCalibration,
  type DeviceCalibration,
} from './calibration/use-calibration';

// The stroke zone control of /hamp and /configure.
export { StrokeZoneControl } from './stroke-zone/stroke-zone';
export { strokeZoneOf, type StrokeZonePct } from './stroke-zone/stroke-zone-values';

// Commands by protocol.
export { DEFAULT_SPEED_PCT, isHampPlaying, percentOfVelocity, useHamp } from './protocols/hamp';
export { useHdsp, type HdspMove } from './protocols/hdsp';
export { syncClientClock, useHstp } from './protocols/hstp';
export { useHvp } from './protocols/hvp';
export { useSlider } from './protocols/slider';
export { useStream } from './protocols/stream';
export { STREAM_SYNC_INTERVAL_MS } from './protocols/stream-session';
export { useSystem } from './protocols/system';

// The SDK's constants that pages name states and choices with (firmware status, HDSP and HSP play
// states, radios, buttons, environment, connection mode): pages take them from here, since they may
// import only types from the SDK, whose calls are this layer's alone.
export {
  BleState,
  BleStateName,
  ButtonEventName,
  ButtonName,
  ConnectionType,
  DeviceEnvironment,
  DeviceEnvironmentName,
  FirmwareStatus,
  HdspState,
  HspPlayStateName,
  WifiStateName,
} from '@glide/handy';

// Firmware updates.
export { useOta, type OtaControls } from './ota/use-ota';
export { useOtaVersion } from './ota/use-ota-version';
export { useFirmwareVersions } from './ota/use-firmware-versions';
export { useOtaDirect } from './ota/use-ota-direct';
export { signedLinkFrom } from './ota/ota-direct';
export { useOtaChannel } from './ota/use-ota-channel';
export type { EmulatorOtaOutcome } from './ota/emulator-ota-switch';
export { useEmulatorOtaSwitch } from './ota/use-emulator-ota-switch';

// Playback: the player's port to the device and the emulator's position timeline.
export { playbackPort } from './playback/device-port';
export { followPlayerSession, type PlayerSessionListener } from './playback/player-session';
export { createPartPort } from './parts/part-port';
export {
  hasOwnPart,
  parsePartScript,
  partPlayable,
  partScriptValue,
  type DevicePart,
  type PartScript,
} from './parts/device-part';
export { useDeviceParts, type DeviceParts, type LinkedPart } from './parts/use-device-parts';
export { useAlongLag } from './parts/use-along-lag';
export { useEmulatorPosition } from './playback/use-emulator-position';

// The debug tools and the emulator's control API.
export { emulatorControlCall } from './emulator/emulator-control-call';
export { subscribeDeviceEvents, useDeviceSessionState } from './emulator/debug-tap';
