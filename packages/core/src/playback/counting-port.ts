/** Wraps a device port so that every call is counted (the status's request figure). */
import type { PlaybackDevicePort } from './types';

function countGroup<T extends object>(group: T, count: () => void): T {
  // A proxy also catches methods that live on a prototype (a class-based port).
  return new Proxy(group, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]): unknown => {
        count();
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** The same port; each `hssp.*` and `hsp.*` call first calls `count`. */
export function countingPort(port: PlaybackDevicePort, count: () => void): PlaybackDevicePort {
  return {
    serverTimeMs: () => port.serverTimeMs(),
    clockRoundTripMs: () => port.clockRoundTripMs(),
    clockOffsetMs: () => port.clockOffsetMs(),
    hssp: countGroup(port.hssp, count),
    hsp: countGroup(port.hsp, count),
  };
}
