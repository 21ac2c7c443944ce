import type { BleState as Ble } from '@glide/handy';
import { BleState, BleStateName, WifiStateName, type SystemEntity } from '../../device';

/** The device's two radios, as `PUT /system/interfaces/status` names them. */
export type InterfaceName = 'wifi' | 'ble';

/** Why switching a radio off cuts a link that is in use. */
export type TurnOffRisk =
  /** Glide reaches the device through the cloud, and the device reaches the cloud over Wi-Fi. */
  | 'cloudLink'
  /** A phone or app is connected to the device over Bluetooth now. */
  | 'bleLink';

/**
 * Whether switching `name` off cuts the link the device is used through, so that the user must
 * confirm it first. Wi-Fi always is one for Glide: every call goes through the cloud.
 */
export function turnOffRisk(name: InterfaceName, system: SystemEntity): TurnOffRisk | undefined {
  if (name === 'wifi') return 'cloudLink';
  return system.ble_state === BleState.CONNECTED ? 'bleLink' : undefined;
}

/**
 * Whether `name` is the only radio still on: the device refuses to switch both off (it would be
 * unreachable), so the switch is not offered.
 */
export function isLastInterface(name: InterfaceName, system: SystemEntity): boolean {
  const other = name === 'wifi' ? system.ble : system.wifi;
  return other === false;
}

/** The name of a Wi-Fi state (the key of its translated text), if known. */
export function wifiStateKey(state: SystemEntity['wifi_state']) {
  return state === undefined ? undefined : WifiStateName[state];
}

/** The name of a Bluetooth state (the key of its translated text), if known. */
export function bleStateKey(state: Ble | undefined) {
  return state === undefined ? undefined : BleStateName[state];
}
