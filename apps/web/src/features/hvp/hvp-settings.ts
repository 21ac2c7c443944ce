/**
 * The vibration settings as the page offers them: amplitude in percent (0–1 on the wire), frequency
 * in Hz and position in mm, with their ranges and the conversion to the SDK's arguments.
 */
import type { HvpStateArgs } from '@glide/handy';
import type { HvpEntity } from '../../device';

/** What the sliders hold. */
export interface HvpDraft {
  readonly amplitudePct: number;
  readonly frequencyHz: number;
  readonly positionMm: number;
}

/** A slider's range and step. */
export interface HvpRange {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/**
 * Ranges of the reference (§5, §6): amplitude 0–1, frequency a whole number 0–10000 Hz; the
 * position is on the slider, whose absolute range is 0–100 (spec §9; millimetres, as the reference
 * gives absolute positions). Frequency moves in 10 Hz steps so that the keyboard covers the range
 * in reasonable time (Page Up/Down: 100 Hz).
 */
export const HVP_RANGES: Readonly<Record<keyof HvpDraft, HvpRange>> = {
  amplitudePct: { min: 0, max: 100, step: 1 },
  frequencyHz: { min: 0, max: 10_000, step: 10 },
  positionMm: { min: 0, max: 100, step: 1 },
};

/** Where the sliders start when the device is not vibrating. */
export const DEFAULT_HVP_DRAFT: HvpDraft = { amplitudePct: 50, frequencyHz: 150, positionMm: 50 };

const clamp = (value: number, range: HvpRange) =>
  Math.min(range.max, Math.max(range.min, Number.isFinite(value) ? value : range.min));

/** The sliders for a device's current state (rounded to the sliders' steps and ranges). */
export function draftFromState(hvp: HvpEntity): HvpDraft {
  const step = (value: number, range: HvpRange) =>
    clamp(Math.round(value / range.step) * range.step, range);
  return {
    amplitudePct: step(hvp.amplitude * 100, HVP_RANGES.amplitudePct),
    frequencyHz: step(hvp.frequency, HVP_RANGES.frequencyHz),
    positionMm: step(hvp.position, HVP_RANGES.positionMm),
  };
}

/** The SDK's arguments of `hvp.setState` for the sliders' values. */
export function toHvpArgs(draft: HvpDraft): HvpStateArgs {
  return {
    amplitude: clamp(draft.amplitudePct, HVP_RANGES.amplitudePct) / 100,
    frequency: Math.round(clamp(draft.frequencyHz, HVP_RANGES.frequencyHz)),
    position: clamp(draft.positionMm, HVP_RANGES.positionMm),
  };
}
