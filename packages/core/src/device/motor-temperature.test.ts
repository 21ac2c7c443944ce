import { describe, expect, it } from 'vitest';
import {
  MOTOR_TEMP_HIGH_TRIGGER_C,
  MOTOR_TEMP_HYSTERESIS_C,
  motorTemperatureHigh,
} from './motor-temperature';

describe('motorTemperatureHigh', () => {
  it('rises at the trigger (75 °C) and falls only 5 °C below it', () => {
    expect(MOTOR_TEMP_HIGH_TRIGGER_C).toBe(75);
    expect(MOTOR_TEMP_HYSTERESIS_C).toBe(5);
    expect(motorTemperatureHigh(false, 74.9)).toBe(false);
    expect(motorTemperatureHigh(false, 75)).toBe(true);
    expect(motorTemperatureHigh(false, 80)).toBe(true);
    expect(motorTemperatureHigh(true, 72)).toBe(true);
    expect(motorTemperatureHigh(false, 72)).toBe(false);
    expect(motorTemperatureHigh(true, 70)).toBe(false);
  });

  it('keeps the warning as it was for an unreadable temperature', () => {
    expect(motorTemperatureHigh(true, Number.NaN)).toBe(true);
    expect(motorTemperatureHigh(false, Number.NaN)).toBe(false);
  });
});
