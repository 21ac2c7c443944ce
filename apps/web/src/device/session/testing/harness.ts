/**
 * Test support: a session on a `FakeClock` and a fake client, with spy analytics, an in-memory
 * storage and a controllable tab visibility and network status.
 */
import { FakeClock, type ClockEstimatorName } from '@glide/core';
import type { DeviceInfo } from '@glide/handy';
import { vi } from 'vitest';
import type { ClockSyncStorage } from '../clock-sync-storage';
import { createDeviceSession } from '../session';
import type {
  ConnectOutcome,
  DeviceSession,
  NetworkSource,
  VisibilitySource,
} from '../session-types';
import { selectConnectionPhase } from '../selectors';
import type { ConnectionPhase } from '../state';
import { FakeSessionClient, settle } from './fake-client';
import { deviceInfo } from './fixtures';

/** The test clock's start: a realistic epoch time. */
export const START_MS = 1_700_000_000_000;
/** The key the harness connects with. */
export const KEY = 'testKey01';

/** A visibility source the test flips. */
export class FakeVisibility implements VisibilitySource {
  visible = true;
  private readonly listeners = new Set<() => void>();

  get listenerCount(): number {
    return this.listeners.size;
  }

  isVisible(): boolean {
    return this.visible;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  set(visible: boolean): void {
    this.visible = visible;
    for (const listener of [...this.listeners]) listener();
  }
}

/** A network status the test flips; `set(true)` fires `online` like the browser. */
export class FakeNetwork implements NetworkSource {
  online = true;
  private readonly listeners = new Set<() => void>();

  get listenerCount(): number {
    return this.listeners.size;
  }

  isOnline(): boolean {
    return this.online;
  }

  onOnline(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  set(online: boolean): void {
    this.online = online;
    if (online) for (const listener of [...this.listeners]) listener();
  }
}

/** A storage in memory. */
export class MemoryStorage implements ClockSyncStorage {
  constructor(public value: string | null = null) {}

  get(): string | null {
    return this.value;
  }

  set(value: string): void {
    this.value = value;
  }
}

/** Everything a session test needs. */
export interface Harness {
  readonly clock: FakeClock;
  readonly client: FakeSessionClient;
  readonly analytics: {
    identify: ReturnType<typeof vi.fn<(key: string) => void>>;
    reset: ReturnType<typeof vi.fn<() => void>>;
    sessionStarted: ReturnType<typeof vi.fn<(id: string) => void>>;
  };
  readonly storage: MemoryStorage;
  readonly visibility: FakeVisibility;
  readonly network: FakeNetwork;
  readonly session: DeviceSession;
  /** Every `connectionState` the session went through, without repeats. */
  readonly steps: ConnectionPhase[];
}

/** Creates a harness; `storedSync` pre-fills the storage. */
export function createHarness(
  options: {
    storedSync?: { offsetMs: number; rtdMs: number; syncedAtMs: number };
    clockEstimator?: () => ClockEstimatorName;
  } = {},
): Harness {
  const clock = new FakeClock(START_MS);
  const client = new FakeSessionClient();
  const analytics = {
    identify: vi.fn<(key: string) => void>(),
    reset: vi.fn<() => void>(),
    sessionStarted: vi.fn<(id: string) => void>(),
  };
  const storage = new MemoryStorage(options.storedSync ? JSON.stringify(options.storedSync) : null);
  const visibility = new FakeVisibility();
  const network = new FakeNetwork();
  const session = createDeviceSession({
    client,
    clock,
    analytics,
    storage,
    visibility,
    network,
    clockEstimator: options.clockEstimator,
  });
  const steps: ConnectionPhase[] = [];
  session.subscribe((state) => {
    const phase = selectConnectionPhase(state);
    if (steps.at(-1) !== phase) steps.push(phase);
  });
  return { clock, client, analytics, storage, visibility, network, session, steps };
}

/**
 * Connects: the stream opens and reports the device connected with `info`; resolves once the
 * flow has had every chance to run (held calls stay held), with the connect's outcome.
 */
export async function connectDevice(
  h: Harness,
  info: DeviceInfo = deviceInfo(),
  connectionKey = KEY,
): Promise<{ outcome: Promise<ConnectOutcome> }> {
  const outcome = h.session.connect(connectionKey);
  h.client.stream.open();
  h.client.stream.emit('device_status', { connected: true, info });
  await settle();
  // Wrapped: an async function would otherwise wait for the outcome itself.
  return { outcome };
}
