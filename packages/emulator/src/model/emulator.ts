import { createRandom, type Clock } from '@glide/core';
import { VirtualDevice, type DeviceSpec } from './device';
import { EventBus, type EventListener } from './events';
import type { HspPoint } from './hsp-buffer';
import type { Random } from './ids';
import { feedStream } from './protocols';
import { ScriptStore } from './script-store';
import { StreamStore, type ServerStream } from './stream-store';

/** A connection key as the API accepts it (reference §2). */
export const CONNECTION_KEY_PATTERN = /^[a-zA-Z0-9]{5,64}$/;

/** Options of the model. */
export interface EmulatorModelOptions {
  clock: Clock;
  /** Seeds every random draw (session ids, stream ids, round trips, jitter). */
  seed: number;
  /** Create an online Handy for any well-formed unknown key on first use. */
  autoProvision: boolean;
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
  autoProvision: boolean;
  private readonly bus = new EventBus();
  private readonly devices = new Map<string, VirtualDevice>();
  private serverOffset = 0;

  constructor(options: EmulatorModelOptions) {
    this.clock = options.clock;
    this.random = createRandom(options.seed);
    this.autoProvision = options.autoProvision;
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

  /** A known device, or a new online Handy when auto-provisioning allows it. */
  resolve(connectionKey: string): VirtualDevice | undefined {
    const known = this.devices.get(connectionKey);
    if (known || !this.autoProvision || !CONNECTION_KEY_PATTERN.test(connectionKey)) return known;
    return this.createDevice({ connectionKey });
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
    return true;
  }

  /** Appends to a server stream and feeds the devices playing it. */
  appendStream(ref: string, points: readonly HspPoint[], close: boolean): ServerStream {
    const stream = this.streams.append(ref, points, close);
    for (const device of this.devices.values()) feedStream(device, stream, points.length);
    return stream;
  }

  /** Back to a fresh emulator: no devices, scripts or streams, server offset 0. */
  reset(): void {
    for (const key of [...this.devices.keys()]) this.removeDevice(key);
    this.scripts.clear();
    this.streams.clear();
    this.serverOffset = 0;
  }

  /** Cancels every timer. */
  dispose(): void {
    for (const device of this.devices.values()) device.dispose();
  }
}
