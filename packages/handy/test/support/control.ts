/**
 * A typed client for the emulator's control API (`/control`), used by the integration tests to
 * arrange devices and faults and to read the model's state. Every answer is parsed with zod: the
 * control API is a boundary like any other.
 */
import { z } from 'zod';

/** How a test device is created (the control API's `POST /devices` body minus the key). */
export interface DeviceSetup {
  readonly model?: 'handy' | 'oh';
  readonly fwVersion?: string;
  readonly fwFeatureFlags?: 'production' | 'staging' | 'development' | 'other';
  readonly online?: boolean;
  readonly batteryLevel?: number;
  readonly clockOffsetMs?: number;
  readonly maxPoints?: number;
  readonly otaOutcome?: 'success' | 'failure';
  readonly otaDurationMs?: number;
}

/** Fault settings of one scope (`PUT /control/faults`, `PUT /control/devices/:key/faults`). */
export interface FaultSetup {
  readonly latencyMs?: number;
  readonly jitterMs?: number;
  readonly errorRate?: number;
  readonly errorStatus?: number;
  readonly sseDropEveryMs?: number;
  readonly sseDropNow?: boolean;
  readonly deviceTimeout?: boolean;
  readonly deviceTimeoutDelayMs?: number;
}

/** The parts of `GET /control/devices/:key` the tests read. */
const SnapshotSchema = z.looseObject({
  online: z.boolean(),
  sessionId: z.string(),
  fwVersion: z.string(),
  mode: z.int(),
  nowMs: z.number(),
  slider: z.looseObject({ position_absolute: z.number(), blocked: z.boolean() }),
  stroke: z.looseObject({ min: z.number(), max: z.number() }),
  hamp: z.looseObject({
    play_state: z.int(),
    velocity: z.number(),
    stroke: z.looseObject({ min: z.number(), max: z.number() }),
  }),
  hdsp: z.looseObject({ state: z.int() }),
  hsp: z.looseObject({
    protocol: z.string(),
    state: z.looseObject({ play_state: z.int(), current_time: z.number() }),
  }),
  hvp: z.looseObject({ enabled: z.boolean(), amplitude: z.number(), position: z.number() }),
  hstp: z.looseObject({ userOffsetMs: z.number(), clockErrorMs: z.number() }),
  system: z.looseObject({ wifi: z.boolean(), ble: z.boolean(), environment: z.int() }),
  timeline: z.looseObject({
    startMs: z.number(),
    stepMs: z.number(),
    positionsMm: z.array(z.number()),
  }),
});
/** A device's model state as the control API reports it. */
export type DeviceSnapshot = z.infer<typeof SnapshotSchema>;

const DeviceEnvelopeSchema = z.looseObject({ device: SnapshotSchema });
const ServerClockSchema = z.looseObject({ offsetMs: z.number(), serverTimeMs: z.number() });
const OtaLinkSchema = z.looseObject({
  url: z.string(),
  query: z.looseObject({
    a: z.string(),
    s: z.string(),
    uexp: z.string(),
    d: z.string(),
    iv: z.string(),
    k: z.string(),
  }),
});
/** A signed `/ota/update/fixed` link minted by the control API. */
export type OtaLink = z.infer<typeof OtaLinkSchema>;

/** The control API of one running emulator. */
export interface ControlApi {
  /** `POST /devices`: creates a device under `connectionKey`. */
  createDevice(connectionKey: string, setup?: DeviceSetup): Promise<DeviceSnapshot>;
  /** `GET /devices/:key`, with the position timeline of the last `windowMs`. */
  snapshot(connectionKey: string, windowMs?: number): Promise<DeviceSnapshot>;
  /** `PUT /devices/:key/connection`. */
  setOnline(connectionKey: string, online: boolean, reason?: string): Promise<void>;
  /** `POST /devices/:key/button`. */
  pressButton(connectionKey: string, button: string, event?: string): Promise<void>;
  /** `PUT /devices/:key/battery`. */
  setBattery(connectionKey: string, level: number, charging?: boolean): Promise<void>;
  /** `PUT /devices/:key/temperature`. */
  setTemperature(connectionKey: string, motorTempC: number): Promise<void>;
  /** `PUT /devices/:key/slider-blocked`. */
  setSliderBlocked(connectionKey: string, blocked: boolean): Promise<void>;
  /** `POST /devices/:key/low-memory`. */
  lowMemory(
    connectionKey: string,
    body: {
      level: 'warning' | 'error';
      availableHeap?: number;
      largestFreeBlock?: number;
      discardedMsgSize?: number;
    },
  ): Promise<void>;
  /** `POST /devices/:key/wifi-scan`. */
  wifiScan(connectionKey: string, networks: number): Promise<void>;
  /** `POST /devices/:key/device-error`. */
  deviceError(connectionKey: string, code: number, message: string): Promise<void>;
  /** `PUT /devices/:key/faults`. */
  setFaults(connectionKey: string, faults: FaultSetup): Promise<void>;
  /** `DELETE /devices/:key/faults`. */
  clearFaults(connectionKey: string): Promise<void>;
  /** `PUT /faults`: settings for every request without a device override. */
  setGlobalFaults(faults: FaultSetup): Promise<void>;
  /** `DELETE /faults`: clears every fault. */
  clearAllFaults(): Promise<void>;
  /** `PUT /server-clock`: moves the server clock by `offsetMs` from the emulator clock. */
  setServerClockOffset(offsetMs: number): Promise<void>;
  /** `POST /ota-links`: a signed update link for `connectionKey`. */
  mintOtaLink(connectionKey: string, version: string): Promise<OtaLink>;
  /** `PUT /streams/:ref`: appends points to a server stream. */
  appendStream(
    ref: string,
    points: ReadonlyArray<{ t: number; x: number }>,
    close: boolean,
  ): Promise<void>;
}

/** Creates the control client for the control API rooted at `controlBase`. */
export function createControlApi(controlBase: string): ControlApi {
  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${controlBase}${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) {
      throw new Error(`Control ${method} ${path} answered ${response.status}: ${text}`);
    }
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  }
  const device = (key: string) => `/devices/${encodeURIComponent(key)}`;

  return {
    async createDevice(connectionKey, setup = {}) {
      const body = await call('POST', '/devices', { connectionKey, ...setup });
      return DeviceEnvelopeSchema.parse(body).device;
    },
    async snapshot(connectionKey, windowMs) {
      const query = windowMs === undefined ? '' : `?windowMs=${windowMs}`;
      return DeviceEnvelopeSchema.parse(await call('GET', `${device(connectionKey)}${query}`))
        .device;
    },
    async setOnline(connectionKey, online, reason) {
      await call('PUT', `${device(connectionKey)}/connection`, { online, reason });
    },
    async pressButton(connectionKey, button, event) {
      await call('POST', `${device(connectionKey)}/button`, { button, event });
    },
    async setBattery(connectionKey, level, charging) {
      await call('PUT', `${device(connectionKey)}/battery`, { level, charging });
    },
    async setTemperature(connectionKey, motorTempC) {
      await call('PUT', `${device(connectionKey)}/temperature`, { motorTempC });
    },
    async setSliderBlocked(connectionKey, blocked) {
      await call('PUT', `${device(connectionKey)}/slider-blocked`, { blocked });
    },
    async lowMemory(connectionKey, body) {
      await call('POST', `${device(connectionKey)}/low-memory`, body);
    },
    async wifiScan(connectionKey, networks) {
      await call('POST', `${device(connectionKey)}/wifi-scan`, { networks });
    },
    async deviceError(connectionKey, code, message) {
      await call('POST', `${device(connectionKey)}/device-error`, { code, message });
    },
    async setFaults(connectionKey, faults) {
      await call('PUT', `${device(connectionKey)}/faults`, faults);
    },
    async clearFaults(connectionKey) {
      await call('DELETE', `${device(connectionKey)}/faults`);
    },
    async setGlobalFaults(faults) {
      await call('PUT', '/faults', faults);
    },
    async clearAllFaults() {
      await call('DELETE', '/faults');
    },
    async setServerClockOffset(offsetMs) {
      const clock = ServerClockSchema.parse(await call('PUT', '/server-clock', { offsetMs }));
      if (clock.offsetMs !== offsetMs) throw new Error(`Server clock offset not applied`);
    },
    async mintOtaLink(connectionKey, version) {
      return OtaLinkSchema.parse(await call('POST', '/ota-links', { connectionKey, version }));
    },
    async appendStream(ref, points, close) {
      await call('PUT', `/streams/${encodeURIComponent(ref)}`, { points, close });
    },
  };
}
