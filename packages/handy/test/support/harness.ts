/**
 * One emulator per test file, the SDK pointed at it with the real `fetch`, the control API, fresh
 * connection keys and event streams that are closed after every test.
 */
import {
  DEMO_APP_ID,
  startEmulator,
  type EmulatorOptions,
  type RunningEmulator,
} from '@glide/emulator';
import {
  createHandyClient,
  type DeviceApi,
  type EventsOptions,
  type HandyClient,
  type HandyClientOptions,
} from '@glide/handy';
import { createControlApi, type ControlApi, type DeviceSetup } from './control';
import { EventLog } from './wait';

/** A running emulator with everything a test needs around it. */
export interface Harness {
  readonly running: RunningEmulator;
  /** The SDK with the demo Application ID. */
  readonly client: HandyClient;
  readonly control: ControlApi;
  /** Another SDK client on the same emulator (other credentials, an injected clock…). */
  clientWith(options: Omit<HandyClientOptions, 'baseUrl'>): HandyClient;
  /** A connection key no test has used yet. */
  freshKey(label: string): string;
  /** Creates a device under a fresh key and returns the key. */
  newDevice(label: string, setup?: DeviceSetup): Promise<string>;
  /** A fresh device and the SDK's API for it. */
  newDeviceApi(label: string, setup?: DeviceSetup): Promise<{ key: string; device: DeviceApi }>;
  /** Opens an event stream that is recorded, and closed by {@link Harness.closeStreams}. */
  events(options: EventsOptions, client?: HandyClient): EventLog;
  /** Closes every stream opened by {@link Harness.events}. */
  closeStreams(): void;
  /** Closes the streams and the emulator. */
  close(): Promise<void>;
}

let keyCounter = 0;

/** How the harness's SDK clients reach the emulator. */
export interface HarnessOptions {
  /** The `fetch` of every client, given the emulator's API base (default: the global one). */
  readonly fetchFor?: (apiBase: string) => typeof fetch;
}

/** Starts an emulator on an ephemeral port (rate limit off unless `options` says otherwise). */
export async function startHarness(
  options: EmulatorOptions = {},
  harnessOptions: HarnessOptions = {},
): Promise<Harness> {
  const running = await startEmulator({ port: 0, quiet: true, rateLimitPerMinute: 0, ...options });
  const clientFetch = harnessOptions.fetchFor?.(running.apiBase);
  const clientWith = (clientOptions: Omit<HandyClientOptions, 'baseUrl'>) =>
    createHandyClient({ baseUrl: running.apiBase, fetch: clientFetch, ...clientOptions });
  const client = clientWith({ auth: { apiKey: DEMO_APP_ID } });
  const control = createControlApi(running.controlBase);
  const logs = new Set<EventLog>();

  const freshKey = (label: string) => {
    keyCounter += 1;
    // Letters and digits only (the API's key pattern); the random tail keeps files apart.
    const tail = Math.random().toString(36).slice(2, 8);
    return `${label.replace(/[^a-zA-Z0-9]/g, '')}${keyCounter}x${tail}`.slice(0, 64);
  };
  const newDevice = async (label: string, setup?: DeviceSetup) => {
    const key = freshKey(label);
    await control.createDevice(key, setup);
    return key;
  };
  const closeStreams = () => {
    for (const log of logs) log.stream.close();
    logs.clear();
  };

  return {
    running,
    client,
    control,
    clientWith,
    freshKey,
    newDevice,
    async newDeviceApi(label, setup) {
      const key = await newDevice(label, setup);
      return { key, device: client.device(key) };
    },
    events(eventsOptions, via = client) {
      const log = new EventLog(via.events(eventsOptions));
      logs.add(log);
      return log;
    },
    closeStreams,
    async close() {
      closeStreams();
      await running.close();
    },
  };
}
