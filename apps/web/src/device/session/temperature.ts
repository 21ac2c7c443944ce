/** The temperature warning as a reading of the motor temperature shows it. */
import { motorTemperatureHigh } from '@glide/core';
import type { WarningsEntity } from './state';

/**
 * The warnings after the motor read `motorTempC`, by the firmware's own rule (@glide/core): a
 * reading at or above the trigger raises `temperatureHigh`, one cooled by the hysteresis clears it.
 */
export function withMotorTemperature(
  warnings: WarningsEntity,
  motorTempC: number | undefined,
): WarningsEntity {
  if (motorTempC === undefined) return warnings;
  const temperatureHigh = motorTemperatureHigh(warnings.temperatureHigh, motorTempC);
  return temperatureHigh === warnings.temperatureHigh ? warnings : { ...warnings, temperatureHigh };
}
