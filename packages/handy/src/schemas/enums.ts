/**
 * The wire schemas of the API's enumerations (reference §4); the values themselves are in
 * `enum-values.ts` and re-exported here.
 */

import * as v from 'valibot';
import {
  DeviceMode,
  ConnectionType,
  Button,
  ButtonEvent,
  BleState,
  FirmwareStatus,
  HspPlayState,
  HampPlayState,
  HdspState,
  WifiState,
  DeviceEnvironment,
  FIRMWARE_FEATURE_FLAGS,
} from './enum-values';

export * from './enum-values';

/** A schema accepting exactly the numbers of an enum object. */
function enumSchema<const T extends Record<string, number>>(values: T) {
  return v.picklist(Object.values(values) as Array<T[keyof T]>);
}

/** Schema of a {@link DeviceMode} on the wire. */
export const DeviceModeSchema = enumSchema(DeviceMode);
/** Schema of a {@link ConnectionType} on the wire. */
export const ConnectionTypeSchema = enumSchema(ConnectionType);
/** Schema of a {@link Button} on the wire. */
export const ButtonSchema = enumSchema(Button);
/** Schema of a {@link ButtonEvent} on the wire. */
export const ButtonEventSchema = enumSchema(ButtonEvent);
/** Schema of a {@link BleState} on the wire. */
export const BleStateSchema = enumSchema(BleState);
/** Schema of a {@link FirmwareStatus} on the wire. */
export const FirmwareStatusSchema = enumSchema(FirmwareStatus);
/** Schema of a {@link HspPlayState} on the wire. */
export const HspPlayStateSchema = enumSchema(HspPlayState);
/** Schema of a {@link HampPlayState} on the wire. */
export const HampPlayStateSchema = enumSchema(HampPlayState);
/** Schema of a {@link HdspState} on the wire. */
export const HdspStateSchema = enumSchema(HdspState);
/** Schema of a {@link WifiState} on the wire. */
export const WifiStateSchema = enumSchema(WifiState);
/** Schema of a {@link DeviceEnvironment} on the wire. */
export const DeviceEnvironmentSchema = enumSchema(DeviceEnvironment);
/** Schema of a {@link FirmwareFeatureFlag}. */
export const FirmwareFeatureFlagSchema = v.picklist(FIRMWARE_FEATURE_FLAGS);
