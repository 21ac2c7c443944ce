import type {
  DeviceApi,
  DeviceCapabilities,
  DeviceEnvironment,
  DeviceStatistics,
  SystemInterfaces,
} from '@glide/handy';
import { readUserTimeOffset } from '../protocols/hstp';
import { readEnvironment, readInterfaces } from '../protocols/system';

/** Reads one thing from the device; honours `signal` (it is passed to the SDK call). */
export type DeviceRead<T> = (api: DeviceApi, signal: AbortSignal) => Promise<T>;

/** What each read of the device answers, by its name. */
export interface DeviceReads {
  /** What the hardware has (`GET /capabilities`). */
  readonly capabilities: DeviceCapabilities;
  /** The device connection's transport counters (`GET /statistics`). */
  readonly statistics: DeviceStatistics;
  /** The device's back-end environment (`GET /system/environment`). */
  readonly environment: DeviceEnvironment;
  /** The radios; the answer is also recorded in the session state. */
  readonly interfaces: SystemInterfaces;
  /** The device's own user time offset in ms (`GET /hstp/offset`). */
  readonly userTimeOffset: number;
}

/** A read a page may ask for. */
export type DeviceReadName = keyof DeviceReads;

/** The SDK call of each read; module-level, so that a read stays the same between renders. */
export const DEVICE_READS: { readonly [N in DeviceReadName]: DeviceRead<DeviceReads[N]> } = {
  capabilities: (api, signal) => api.capabilities({ signal }),
  statistics: (api, signal) => api.statistics({ signal }),
  environment: readEnvironment,
  interfaces: readInterfaces,
  userTimeOffset: readUserTimeOffset,
};
