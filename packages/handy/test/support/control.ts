/**
 * A typed client for the emulator's control API (`/control`), used by the integration tests to
 * arrange devices and faults and to read the model's state. Every answer is parsed with a schema:
 * the control API is a boundary like any other.
 */
import * as v from 'valibot';

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
const SnapshotSchema = v.looseObject({
  online: v.boolean(),
  sessionId: v.string(),
  fwVersion: v.string(),
  mode: v.pipe(v.number(), v.integer()),
  nowMs: v.number(),
  slider: v.looseObject({ position_absolute: v.number(), blocked: v.boolean() }),
  stroke: v.looseObject({ min: v.number(), max: v.number() }),
  hamp: v.looseObject({
    play_state: v.pipe(v.number(), v.integer()),
    velocity: v.number(),
    stroke: v.looseObject({ min: v.number(), max: v.number() }),
  }),
  hdsp: v.looseObject({ state: v.pipe(v.number(), v.integer()) }),
  hsp: v.looseObject({
    protocol: v.string(),
    state: v.looseObject({ play_state: v.pipe(v.number(), v.integer()), current_time: v.number() }),
  }),
  hvp: v.looseObject({ enabled: v.boolean(), amplitude: v.number(), position: v.number() }),
  hstp: v.looseObject({ userOffsetMs: v.number(), clockErrorMs: v.number() }),
  system: v.looseObject({
    wifi: v.boolean(),
    ble: v.boolean(),
    environment: v.pipe(v.number(), v.integer()),
  }),
  timeline: v.looseObject({
    startMs: v.number(),
    stepMs: v.number(),
    positionsMm: v.array(v.number()),
  }),
});
/** A device's model state as the control API reports it. */
export type DeviceSnapshot = v.InferOutput<typeof SnapshotSchema>;

/** `GET …/play-timeline`: the play clock's segments over the emulator clock (the snapshot's clock). */
const PlayTimelineSchema = v.looseObject({
  nowMs: v.number(),
  segments: v.array(
    v.looseObject({
      fromMs: v.number(),
      streamMs: v.number(),
      rate: v.number(),
      running: v.boolean(),
    }),
  ),
});
export type PlayTimeline = v.InferOutput<typeof PlayTimelineSchema>;

const DeviceEnvelopeSchema = v.looseObject({ device: SnapshotSchema });
const ServerClockSchema = v.looseObject({ offsetMs: v.number(), serverTimeMs: v.number() });
const OtaLinkSchema = v.looseObject({
  url: v.string(),
  query: v.looseObject({
    a: v.string(),
    s: v.string(),
    uexp: v.string(),
    d: v.string(),
    iv: v.string(),
    k: v.string(),
  }),
});
/** A signed `/ota/update/fixed` link minted by the control API. */
export type OtaLink = v.InferOutput<typeof OtaLinkSchema>;

/** The control API of one running emulator. */
export interface ControlApi {
  /** `POST /devices`: creates a device under `connectionKey`. */
  createDevice(connectionKey: string, setup?: DeviceSetup): Promise<DeviceSnapshot>;
  /** `GET /devices/:key`, with the position timeline of the last `windowMs`. */
  snapshot(connectionKey: string, windowMs?: number): Promise<DeviceSnapshot>;
  /** The play clock's history: where the stream time was at each moment of the emulator clock. */
  playTimeline(connectionKey: string): Promise<PlayTimeline>;
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
      return v.parse(DeviceEnvelopeSchema, body).device;
    },
    async snapshot(connectionKey, windowMs) {
      const query = windowMs === undefined ? '' : `?windowMs=${windowMs}`;
      return v.parse(DeviceEnvelopeSchema, await call('GET', `${device(connectionKey)}${query}`))
        .device;
    },
    async playTimeline(connectionKey) {
      return v.parse(
        PlayTimelineSchema,
        await call('GET', `${device(connectionKey)}/play-timeline`),
      );
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
      const clock = v.parse(ServerClockSchema, await call('PUT', '/server-clock', { offsetMs }));
      if (clock.offsetMs !== offsetMs) throw new Error(`Server clock offset not applied`);
    },
    async mintOtaLink(connectionKey, version) {
      return v.parse(OtaLinkSchema, await call('POST', '/ota-links', { connectionKey, version }));
    },
    async appendStream(ref, points, close) {
      await call('PUT', `/streams/${encodeURIComponent(ref)}`, { points, close });
    },
  };
}
