/**
 * The public entry of `src/device` for the screens: the connection, the live device state, the
 * device's commands by protocol (each owns its SDK call, the fan-out to linked devices, the record
 * of the answer and the pacing) and the components that show them. Screens import `src/device`
 * only from here; everything else in it is internal.
 */
export { ConnectButton } from './connection/connect-button';
export { ConnectionStatus } from './connection/connection-status';
export { CONNECTION_KEY_PATTERN, checkConnectionKey } from './connection/connection-key';
export type { ConnectionStatus as DeviceConnectionStatus } from './connection/connection-store';
export { toErrorMessage, type ErrorMessage } from './errors/error-message';
export { quickConnectLink, SHARE_PATH, shareLink } from './sharing/key-links';
export { linkedDeviceName } from './linked-devices/linked-device-name';
export { MulticastResults } from './multicast-results/multicast-results';
export { chooseDevice, type DeviceChoice } from './connection/select-device';
export {
  testConnection,
  type ConnectionFailure,
  type ConnectionTestDeps,
  type ConnectionTestTarget,
  type TestedDevice,
} from './connection/test-connection';
export { isTypingTarget, type KeyPressEvent } from './keys/key-bindings';
export { hasStrokeSettings, isLegacyFirmware } from './session/rules';
export type { HvpEntity, SystemEntity } from './session/state';
export { sharedVisit, useSharedVisit, visitSharedDevice } from './sharing/shared-visit';
export { STATUS_TONES } from './status/status-tone';
export { StrokeZoneControl } from './stroke-zone/stroke-zone';
export { strokeZoneOf, type StrokeZonePct } from './stroke-zone/stroke-zone-values';
export { useEmergencyStop } from './emergency-stop/use-emergency-stop';
export { useConnection, type Connection } from './connection/use-connection';
export { useDeviceApi } from './connection/use-device-api';
export { useDeviceState } from './connection/use-device-state';
export {
  clampUserTimeOffset,
  parseUserTimeOffset,
  USER_TIME_OFFSET_LIMIT_MS,
} from './time-offset/user-time-offset';
export { useTimeOffsetKeys, type TimeOffsetStepHandler } from './keys/time-offset-keys';
export { usePlaylistKeys, type PlaylistStepHandler } from './keys/playlist-keys';
export {
  useUserTimeOffset,
  type SaveOffsetResult,
  type UserTimeOffset,
} from './time-offset/use-user-time-offset';
export {
  createPlaybackPort,
  playbackPort,
  type PlaybackPortDeps,
  type PortStore,
} from './playback/device-port';
export {
  EMULATOR_POSITION_INTERVAL_MS,
  readEmulatorPosition,
  type EmulatorPositionReading,
} from './playback/emulator-position';
export { NoDeviceError } from './playback/no-device-error';
export {
  followPlayerSession,
  type PlayerEvent,
  type PlayerSessionListener,
} from './playback/player-session';
export { useEmulatorPosition } from './playback/use-emulator-position';
export { emulatorControlCall, type EmulatorControlAnswer } from './emulator/emulator-control-call';
export {
  useLinkedOnline,
  type LinkedOnline,
  type OnlineState,
} from './linked-devices/use-linked-online';

export {
  DEFAULT_SPEED_PCT,
  isHampPlaying,
  percentOfVelocity,
  useHamp,
  type Hamp,
  type HampOutcome,
} from './protocols/hamp';
export { sendHdspMove, useHdsp, type HdspCommands, type HdspMove } from './protocols/hdsp';
export { readUserTimeOffset, syncClientClock, useHstp, type HstpCommands } from './protocols/hstp';
export { useHvp, type Hvp } from './protocols/hvp';
export { useSlider, type SliderCommands } from './protocols/slider';
export { useStream, type StreamControls } from './protocols/stream';
export {
  STREAM_SYNC_INTERVAL_MS,
  type StreamPhase,
  type StreamSnapshot,
} from './protocols/stream-session';
export {
  readEnvironment,
  readInterfaces,
  useSystem,
  type SystemCommands,
} from './protocols/system';
export { useOta, type LatestRelease, type OtaControls } from './ota/use-ota';
export { useOtaVersion } from './ota/use-ota-version';
export { useFirmwareVersions, type FirmwareVersionsRead } from './ota/use-firmware-versions';
export { useOtaDirect } from './ota/use-ota-direct';
export { signedLinkFrom } from './ota/ota-direct';
export {
  useOtaChannel,
  type OtaChannelControls,
  type OtaChannelState,
} from './ota/use-ota-channel';
export type { EmulatorOtaOutcome, EmulatorOtaSwitch } from './ota/emulator-ota-switch';
export {
  useEmulatorOtaSwitch,
  type EmulatorOtaSwitchControls,
} from './ota/use-emulator-ota-switch';

export { subscribeDeviceEvents, useDeviceSessionState } from './emulator/debug-tap';
export type { SessionEventListener } from './session/session-types';
export type { DeviceSessionState } from './session/state';
export { sdkFlags, type SdkFlags } from './session/selectors';
