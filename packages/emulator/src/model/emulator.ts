import { createRandom, type Clock } from '@glide/core';
import { ChannelStore } from './channels';
import { VirtualDevice, type DeviceSpec } from './device';
import { isDeviceActive } from './device-activity';
import { EventBus, type EventListener } from './events';
import type { HspPoint } from './hsp-buffer';
import type { Random } from './ids';
import { feedStream } from './protocols';
import { ScriptStore } from './script-store';
import { StreamStore, type ServerStream } from './stream-store';

/** A connection key as the API accepts it (reference §2). */
export const CONNECTION_KEY_PATTERN = /^[a-zA-Z0-9]{5,64}$/;

/**
 * How many auto-provisioned devices are kept at once. A device costs about 5 KB of heap and any
 * key a client sends makes one, so without a ceiling made-up keys grow the process without end. A
 * thousand (5 MB) is far more than tests, the bench or a person at `npm start` use.
 */
export const DEFAULT_AUTO_PROVISION_LIMIT = 1_000;

/** Options of the model. */
export interface EmulatorModelOptions {
  clock: Clock;
  /** Seeds every random draw (session ids, stream ids, round trips, jitter). */
  seed: number;
  /** Create an online Handy for any well-formed unknown key on first use. */
  autoProvision: boolean;
  /**
   * Most auto-provisioned devices kept at once (default {@link DEFAULT_AUTO_PROVISION_LIMIT}); a new
   * key beyond it evicts the least recently used idle one. Devices created explicitly do not count.
   */
  autoProvisionLimit?: number;
  /** Whether something outside the model holds a key's device (an open event stream). */
  inUse?: (connectionKey: string) => boolean;
}

/**
 * The emulated cloud's state: devices, the server clock, hosted scripts and server streams. Pure
 * model: no HTTP, timers only through the injected clock.
 */
export class Emulator {
  readonly clock: Clock;
  readonly random: Random;
  readonly scripts = new ScriptStore();
  readonly streams = new StreamStore();
  /** Channels: groups of devices one `chref:` reference reaches. */
  readonly channels: ChannelStore;
  autoProvision: boolean;
  readonly autoProvisionLimit: number;
  private readonly bus = new EventBus();
  private readonly devices = new Map<string, VirtualDevice>();
  /** Keys of auto-provisioned devices, least recently used first (a Map keeps insertion order). */
  private readonly provisioned = new Map<string, true>();
  private readonly inUse: (connectionKey: string) => boolean;
  private serverOffset = 0;

  constructor(options: EmulatorModelOptions) {
    this.clock = options.clock;
    this.random = createRandom(options.seed);
    this.channels = new ChannelStore(options.clock, this.random);
    this.autoProvision = options.autoProvision;
    this.autoProvisionLimit = options.autoProvisionLimit ?? DEFAULT_AUTO_PROVISION_LIMIT;
    this.inUse = options.inUse ?? (() => false);
  }

  /** The server clock: the emulator clock plus the configured offset (`/servertime`). */
  serverTimeMs(): number {
    return this.clock.now() + this.serverOffset;
  }

  /** The configured server clock offset. */
  get serverOffsetMs(): number {
    return this.serverOffset;
  }

  /** Moves the server clock; devices follow it, so their playback re-plans. */
  setServerOffsetMs(offsetMs: number): void {
    this.serverOffset = offsetMs;
    for (const device of this.devices.values()) device.player.rebase();
  }

  /** Subscribes to every device's events; returns the unsubscribe function. */
  subscribe(listener: EventListener): () => void {
    return this.bus.subscribe(listener);
  }

  /** A known device. */
  device(connectionKey: string): VirtualDevice | undefined {
    return this.devices.get(connectionKey);
  }

  /**
   * A known device, or a new online Handy when auto-provisioning allows it. At the ceiling the least
   * recently used idle auto-provisioned device makes room; when every one is busy (playing, or with
   * an open event stream) the key stays unknown.
   */
  resolve(connectionKey: string): VirtualDevice | undefined {
    const known = this.devices.get(connectionKey);
    if (known) {
      if (this.provisioned.delete(connectionKey)) this.provisioned.set(connectionKey, true);
      return known;
    }
    if (!this.autoProvision || !CONNECTION_KEY_PATTERN.test(connectionKey)) return undefined;
    if (this.provisioned.size >= this.autoProvisionLimit && !this.evictIdle()) return undefined;
    const device = this.createDevice({ connectionKey });
    this.provisioned.set(connectionKey, true);
    return device;
  }

  /** How many devices exist that auto-provisioning created (and may evict). */
  get autoProvisionedCount(): number {
    return this.provisioned.size;
  }

  /** Removes the least recently used auto-provisioned device that is idle; false when none is. */
  private evictIdle(): boolean {
    for (const key of this.provisioned.keys()) {
      const device = this.devices.get(key);
      if (!device) {
        this.provisioned.delete(key);
        return true;
      }
      if (isDeviceActive(device) || this.inUse(key)) continue;
      this.removeDevice(key);
      return true;
    }
    return false;
  }

  /** All devices, in creation order. */
  list(): VirtualDevice[] {
    return [...this.devices.values()];
  }

  /** Creates a device; throws when the key is malformed or taken. */
  createDevice(spec: DeviceSpec): VirtualDevice {
    if (!CONNECTION_KEY_PATTERN.test(spec.connectionKey)) {
      throw new Error(`Malformed connection key: ${spec.connectionKey}`);
    }
    if (this.devices.has(spec.connectionKey)) {
      throw new Error(`Device ${spec.connectionKey} already exists.`);
    }
    const device = new VirtualDevice(spec, {
      clock: this.clock,
      random: this.random,
      publish: (event) => this.bus.emit(event),
      serverOffsetMs: () => this.serverOffset,
    });
    this.devices.set(spec.connectionKey, device);
    return device;
  }

  /** Removes a device (it disconnects first); returns whether it existed. */
  removeDevice(connectionKey: string): boolean {
    const device = this.devices.get(connectionKey);
    if (!device) return false;
    device.disconnect('removed');
    device.dispose();
    this.devices.delete(connectionKey);
    this.provisioned.delete(connectionKey);
    return true;
  }

  /** Appends to a server stream and feeds the devices playing it. */
  appendStream(ref: string, points: readonly HspPoint[], close: boolean): ServerStream {
    const stream = this.streams.append(ref, points, close);
    for (const device of this.devices.values()) feedStream(device, stream, points.length);
    return stream;
  }

  /** Back to a fresh emulator: no devices, channels, scripts or streams, server offset 0. */
  reset(): void {
    for (const key of [...this.devices.keys()]) this.removeDevice(key);
    this.channels.clear();
    this.scripts.clear();
    this.streams.clear();
    this.serverOffset = 0;
  }

  /** Cancels every timer. */
  dispose(): void {
    for (const device of this.devices.values()) device.dispose();
  }
}
