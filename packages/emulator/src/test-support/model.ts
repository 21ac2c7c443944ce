/** Helpers for model tests: an emulator on a fake clock that records every event. */
import { FakeClock } from '@glide/core';
import type { DeviceSpec, VirtualDevice } from '../model/device';
import { Emulator } from '../model/emulator';
import type { DeviceEvent, EventName } from '../model/events';

/** A fake-clock start far from 0, like a real epoch. */
export const T0 = 1_700_000_000_000;

/** An emulator, one device and the events it published. */
export interface ModelFixture {
  clock: FakeClock;
  emulator: Emulator;
  device: VirtualDevice;
  events: DeviceEvent[];
  /** Names of the recorded events, in order. */
  names: () => EventName[];
  /** Recorded events with `name`. */
  named: (name: EventName) => DeviceEvent[];
}

/** Builds a fixture; the device is created after subscribing, so its connect event is recorded. */
export function modelFixture(spec: Partial<DeviceSpec> = {}, seed = 42): ModelFixture {
  const clock = new FakeClock(T0);
  const emulator = new Emulator({ clock, seed, autoProvision: true });
  const events: DeviceEvent[] = [];
  emulator.subscribe((e) => events.push(e));
  const device = emulator.createDevice({ connectionKey: 'TestKey1', ...spec });
  return {
    clock,
    emulator,
    device,
    events,
    names: () => events.map((e) => e.name),
    named: (name) => events.filter((e) => e.name === name),
  };
}

/** Largest speed (mm/s) between consecutive samples every `stepMs` over `[fromMs, toMs]`. */
export function maxSampledSpeed(
  device: VirtualDevice,
  fromMs: number,
  toMs: number,
  stepMs = 1,
): number {
  const positions = device.motion.sample(fromMs, toMs, stepMs);
  let max = 0;
  for (let i = 1; i < positions.length; i++) {
    const a = positions[i - 1] ?? 0;
    const b = positions[i] ?? 0;
    max = Math.max(max, (Math.abs(b - a) / stepMs) * 1000);
  }
  return max;
}
