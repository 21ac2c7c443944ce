/**
 * The static descriptions a device reports: capabilities, slider settings and statistics shapes
 * (reference §5), plus the model names.
 */
import { HardwareModel } from './enums';
import { DEFAULT_SPEED_LIMITS } from './motion';
import { TEMP_HIGH_TRIGGER_C, TEMP_HYSTERESIS_C } from './peripherals';
import { STROKE_LENGTH_MM } from './stroke-zone';

/** `hw_model_name` per model; "H01" is the reference's example, the Oh's name is the emulator's. */
export function modelName(model: HardwareModel): string {
  return model === HardwareModel.OH ? 'O01' : 'H01';
}

/** `DeviceCapabilities`. The Oh vibrates (one LRA) and has a battery; The Handy has a slider. */
export function capabilities(model: HardwareModel, hasBattery: boolean): Record<string, unknown> {
  const oh = model === HardwareModel.OH;
  return {
    vulva_oriented: oh,
    battery: hasBattery,
    slider: 1,
    lra: oh ? 1 : 0,
    erm: 0,
    external_memory: false,
    rgb_led_indicator: true,
    led_matrix: false,
    led_matrix_leds_x: 0,
    led_matrix_leds_y: 0,
    rgb_ring: false,
    rgb_ring_leds: 0,
  };
}

/** `SliderSettings`, consistent with the emulator's physics (100 mm, 32–400 mm/s). */
export const SLIDER_SETTINGS = {
  x_limit_start: 0,
  x_limit_stop: STROKE_LENGTH_MM,
  x_end_buffer: 2,
  x_end_zone_size: 5,
  x_end_zone_speed: 20,
  x_min_speed: DEFAULT_SPEED_LIMITS.minMmPerS,
  x_max_speed: DEFAULT_SPEED_LIMITS.maxMmPerS,
  x_min_speed_theoretical: 5,
  x_max_speed_theoretical: 450,
  turn_time: 200,
  regulator_timeout: 1000,
  temp_high_trigger: TEMP_HIGH_TRIGGER_C,
  temp_offset: 0,
  temp_hysteresis: TEMP_HYSTERESIS_C,
  x_stroke_min: 0,
  x_stroke_max: STROKE_LENGTH_MM,
  overclock_enabled: false,
  x_inverse_motor: false,
  x_inverse_hall: false,
} as const;

/** `DeviceStatistics`: when the snapshot was taken, and byte and message counters. */
export interface DeviceStatistics {
  timestamp: string;
  transit_size: number;
  max_transit_size: number;
  buffer_size: number;
  max_buffer_size: number;
  total_bytes: number;
  total_messages: number;
  dropped_bytes: number;
  dropped_messages: number;
  acked_bytes: number;
  acked_messages: number;
}

/** Message counters behind `DeviceStatistics`. */
export class MessageCounters {
  messages = 0;
  bytes = 0;

  /** Counts one command of `bytes` bytes sent to the device. */
  record(bytes: number): void {
    this.messages += 1;
    this.bytes += bytes;
  }

  /**
   * `DeviceStatistics` taken at `serverNowMs` (epoch ms): every message is delivered and
   * acknowledged at once. `timestamp` is the contract's `DateTime`, an RFC 3339 date-time string.
   */
  statistics(serverNowMs: number): DeviceStatistics {
    return {
      timestamp: new Date(Math.round(serverNowMs)).toISOString(),
      transit_size: 0,
      max_transit_size: 4096,
      buffer_size: 0,
      max_buffer_size: 16384,
      total_bytes: this.bytes,
      total_messages: this.messages,
      dropped_bytes: 0,
      dropped_messages: 0,
      acked_bytes: this.bytes,
      acked_messages: this.messages,
    };
  }
}
