/**
 * The motor temperature rule of the firmware, once for the emulator and the app: the device raises
 * `temp_high` when the motor reaches the trigger and `temp_ok` only once it has cooled by the
 * hysteresis, so that a reading hovering at the trigger does not flap. These are the defaults of
 * the reference's slider settings (`temp_high_trigger`, `temp_hysteresis`).
 */

/** Motor temperature (°C) at which the firmware raises `temp_high`. */
export const MOTOR_TEMP_HIGH_TRIGGER_C = 75;
/** `temp_ok` comes back only this far (°C) below the trigger. */
export const MOTOR_TEMP_HYSTERESIS_C = 5;

/**
 * Whether the temperature warning stands after a reading of `tempC`, given whether it stood
 * before: it rises at the trigger and falls only at the trigger less the hysteresis.
 */
export function motorTemperatureHigh(wasHigh: boolean, tempC: number): boolean {
  if (!Number.isFinite(tempC)) return wasHigh;
  if (tempC >= MOTOR_TEMP_HIGH_TRIGGER_C) return true;
  if (tempC <= MOTOR_TEMP_HIGH_TRIGGER_C - MOTOR_TEMP_HYSTERESIS_C) return false;
  return wasHigh;
}
