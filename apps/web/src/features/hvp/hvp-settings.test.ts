import { describe, expect, it } from 'vitest';
import { DEFAULT_HVP_DRAFT, draftFromState, toHvpArgs } from './hvp-settings';

describe('the HVP settings', () => {
  it('turn the sliders into the wire’s units: amplitude 0–1, whole Hz, mm', () => {
    expect(toHvpArgs({ amplitudePct: 35, frequencyHz: 180, positionMm: 42.5 })).toEqual({
      amplitude: 0.35,
      frequency: 180,
      position: 42.5,
    });
    expect(toHvpArgs(DEFAULT_HVP_DRAFT)).toEqual({ amplitude: 0.5, frequency: 150, position: 50 });
  });

  it('keep values outside the ranges at the ends', () => {
    expect(toHvpArgs({ amplitudePct: 140, frequencyHz: 20_000, positionMm: -5 })).toEqual({
      amplitude: 1,
      frequency: 10_000,
      position: 0,
    });
  });

  it('start the sliders from the device’s state, on their steps', () => {
    expect(
      draftFromState({ enabled: true, amplitude: 0.424, frequency: 123, position: 30.4 }),
    ).toEqual({ amplitudePct: 42, frequencyHz: 120, positionMm: 30 });
    expect(
      draftFromState({ enabled: true, amplitude: 2, frequency: Number.NaN, position: 250 }),
    ).toEqual({ amplitudePct: 100, frequencyHz: 0, positionMm: 100 });
  });
});
