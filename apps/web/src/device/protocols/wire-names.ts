/**
 * The SDK's constants that the pages name states and choices with: the device's states and their
 * wire names (firmware, HDSP, HSP play state, radios, buttons) and the values a setting takes
 * (environment, connection mode). Pages take them from here, never from the SDK, which only the
 * device layer calls (the ESLint rule on `features/` and `player/` lets them import its types alone).
 */
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
