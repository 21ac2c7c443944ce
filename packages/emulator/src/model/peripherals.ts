import {
  MOTOR_TEMP_HIGH_TRIGGER_C,
  MOTOR_TEMP_HYSTERESIS_C,
  motorTemperatureHigh,
} from '@glide/core';
import type { DeviceContext } from './context';
import { BleState, WifiState } from './enums';
import { deviceErrors } from './errors';
import { randomInt } from './ids';

/**
 * Motor temperature at which the firmware raises `temp_high` (the reference's slider settings).
 * The rule lives once in @glide/core, so that the app reads a temperature the same way.
 */
export const TEMP_HIGH_TRIGGER_C = MOTOR_TEMP_HIGH_TRIGGER_C;
/** `temp_ok` comes back only this far below the trigger, so a hovering reading does not flap. */
export const TEMP_HYSTERESIS_C = MOTOR_TEMP_HYSTERESIS_C;

/** Battery state and the `battery_changed` payload. */
export class Battery {
  /** 0–1; undefined for a device without a battery. */
  level: number | undefined;
  charging = false;

  constructor(
    private readonly ctx: DeviceContext,
    level: number | undefined,
  ) {
    this.level = level;
  }

  /** Changes level and/or charging and announces it. */
  set(level: number | undefined, charging: boolean | undefined): void {
    if (level !== undefined) this.level = level;
    if (charging !== undefined) this.charging = charging;
    this.ctx.emit('battery_changed', { ...this.payload() });
  }

  /** The `battery_changed` payload; voltages follow a Li-ion cell (3.3–4.2 V). */
  payload(): Record<string, number | boolean> {
    const level = this.level ?? 0;
    const batteryVoltage = 3.3 + 0.9 * level;
    const usbVoltage = this.charging ? 5 : 0;
    return {
      level,
      charger_connected: this.charging,
      charging_complete: this.charging && level >= 1,
      usb_voltage: usbVoltage,
      battery_voltage: Math.round(batteryVoltage * 1000) / 1000,
      usb_adc_value: Math.round((usbVoltage / 6.6) * 4095),
      battery_adc_value: Math.round((batteryVoltage / 4.2) * 4095),
    };
  }
}

/** Motor temperature with the firmware's high/ok hysteresis. */
export class Thermometer {
  motorTempC = 35;
  high = false;

  constructor(private readonly ctx: DeviceContext) {}

  /** Sets the reading; crossing the trigger emits `temp_high`, falling back emits `temp_ok`. */
  set(tempC: number): void {
    this.motorTempC = tempC;
    const high = motorTemperatureHigh(this.high, tempC);
    if (high === this.high) return;
    this.high = high;
    this.ctx.emit(high ? 'temp_high' : 'temp_ok', {});
  }

  /** The `motor_temp_adc_value` of the slider state (fw ≥ 4.0.16), a 12-bit reading. */
  get adcValue(): number {
    return Math.min(4095, Math.max(0, Math.round(this.motorTempC * 30)));
  }
}

/** `SystemInterfaces` of docs/api-extensions.md. */
export interface SystemInterfaces {
  wifi: boolean;
  ble: boolean;
  ble_state: BleState;
  wifi_state: WifiState;
}

/** Wi-Fi / BLE switches and the device environment. */
export class SystemSettings {
  wifi = true;
  ble = true;
  environment: 0 | 1 | 2 = 0;

  constructor(private readonly ctx: DeviceContext) {}

  /** The wire form. */
  interfaces(): SystemInterfaces {
    return {
      wifi: this.wifi,
      ble: this.ble,
      ble_state: this.ble ? BleState.ADVERTISING : BleState.NOT_INITIALIZED,
      wifi_state: this.wifi ? WifiState.CONNECTED : WifiState.DISCONNECTED,
    };
  }

  /**
   * Switches interfaces. Both off is refused (the device would be unreachable). The emulated device
   * stays online with Wi-Fi off: it only reports the change.
   */
  setInterfaces(change: { wifi?: boolean | undefined; ble?: boolean | undefined }): void {
    const wifi = change.wifi ?? this.wifi;
    const ble = change.ble ?? this.ble;
    if (!wifi && !ble)
      throw deviceErrors.invalidRequest('At least one interface must stay enabled');
    if (wifi !== this.wifi) {
      this.wifi = wifi;
      const state = this.interfaces().wifi_state;
      this.ctx.emit('wifi_status_changed', { socket_connected: wifi, state });
    }
    if (ble !== this.ble) {
      this.ble = ble;
      const status = this.interfaces().ble_state;
      // The reference's schema says `status`, its example `state`: send both.
      this.ctx.emit('ble_status_changed', { status, state: status });
    }
  }

  /** Emits `wifi_scan_complete` with `networks` found (random 1–12 when not given). */
  scanWifi(networks?: number): void {
    this.ctx.emit('wifi_scan_complete', {
      nr_of_networks: networks ?? randomInt(this.ctx.random, 1, 12),
    });
  }
}
