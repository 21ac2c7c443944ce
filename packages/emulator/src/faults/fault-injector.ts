/**
 * Fault injection for the API: added latency with jitter, error statuses, device timeouts and SSE
 * drops, set globally or per connection key. Every random draw uses the emulator's seeded generator.
 */
import type { Random } from '../model/ids';

/** One scope's fault settings. */
export interface FaultSettings {
  /** Mean added round trip per request (ms). */
  latencyMs: number;
  /** The added round trip varies by ± this much (ms). */
  jitterMs: number;
  /** Share of requests (0–1) answered with `errorStatus` instead of being handled. */
  errorRate: number;
  /** HTTP status of injected errors. */
  errorStatus: number;
  /** Close the scope's SSE streams every this many ms (0 = never). */
  sseDropEveryMs: number;
  /** Device calls answer DeviceTimeout instead of reaching the device. */
  deviceTimeout: boolean;
  /** With `deviceTimeout`, answer after this long instead of the request's timeout. */
  deviceTimeoutDelayMs: number | undefined;
}

/** No faults. */
export const NO_FAULTS: FaultSettings = {
  latencyMs: 0,
  jitterMs: 0,
  errorRate: 0,
  errorStatus: 500,
  sseDropEveryMs: 0,
  deviceTimeout: false,
  deviceTimeoutDelayMs: undefined,
};

/** Global settings plus per-device overrides (a device's setting wins field by field). */
export class FaultInjector {
  private globalSettings: FaultSettings = { ...NO_FAULTS };
  private readonly perDevice = new Map<string, Partial<FaultSettings>>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly random: Random) {}

  /** Changes the global settings (`connectionKey` absent) or one device's. */
  set(change: Partial<FaultSettings>, connectionKey?: string): void {
    if (connectionKey === undefined) {
      this.globalSettings = { ...this.globalSettings, ...change };
    } else {
      this.perDevice.set(connectionKey, { ...this.perDevice.get(connectionKey), ...change });
    }
    this.changed();
  }

  /** Clears everything, or one device's overrides. */
  clear(connectionKey?: string): void {
    if (connectionKey === undefined) {
      this.globalSettings = { ...NO_FAULTS };
      this.perDevice.clear();
    } else {
      this.perDevice.delete(connectionKey);
    }
    this.changed();
  }

  /** The global settings. */
  get global(): FaultSettings {
    return { ...this.globalSettings };
  }

  /** The per-device overrides. */
  overrides(): Map<string, Partial<FaultSettings>> {
    return new Map(this.perDevice);
  }

  /** The settings that apply to a request for `connectionKey`. */
  effective(connectionKey: string | undefined): FaultSettings {
    const override = connectionKey === undefined ? undefined : this.perDevice.get(connectionKey);
    return { ...this.globalSettings, ...override };
  }

  /**
   * One leg's delay: uniform in [(latency − jitter)/2, (latency + jitter)/2], so that inbound plus
   * outbound add latency ± jitter, symmetric around the latency.
   */
  drawDelayMs(settings: FaultSettings): number {
    if (settings.latencyMs <= 0 && settings.jitterMs <= 0) return 0;
    const low = (settings.latencyMs - settings.jitterMs) / 2;
    return Math.max(0, low + this.random() * settings.jitterMs);
  }

  /** Whether this request gets an injected error. */
  shouldFail(settings: FaultSettings): boolean {
    return settings.errorRate > 0 && this.random() < settings.errorRate;
  }

  /** Calls `listener` whenever settings change; returns the unsubscribe function. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
