/**
 * The emulator's control API (`/control` on the API base's origin, loopback only) as the emulator
 * debug page uses it. The device is addressed by the `X-Connection-Key` header on the `/device…`
 * calls, never by a path: the key is a secret and stays out of every URL. Every answer is parsed;
 * nothing here throws.
 */
import * as v from 'valibot';
import { emulatorControlCall } from '../../../device';

/** Where the control API answers, below the API base's origin. */
export const CONTROL_PATH = '/control';

/** Why a control call failed, each with its own translated message. */
export type ControlErrorKind =
  | 'unreachable'
  | 'invalid'
  | 'forbidden'
  | 'unknownDevice'
  | 'conflict'
  | 'refused'
  | 'badAnswer'
  | 'failed';

/** A control call's outcome. */
export type ControlResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ControlErrorKind; readonly status?: number };

const ERROR_BY_STATUS: Readonly<Record<number, ControlErrorKind>> = {
  400: 'invalid',
  403: 'forbidden',
  404: 'unknownDevice',
  409: 'conflict',
  413: 'refused',
  415: 'refused',
};

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The control API's root for an API base, or `undefined` when the base is not on this machine: the
 * emulator's control API answers loopback only, so a remote base is the real cloud and is not asked.
 */
export function controlBaseUrl(apiBaseUrl: string): string | undefined {
  try {
    const url = new URL(apiBaseUrl);
    return LOOPBACK_HOSTS.has(url.hostname) ? `${url.origin}${CONTROL_PATH}` : undefined;
  } catch {
    return undefined;
  }
}

// Only schema pieces the start-up code already uses: valibot is shared with it, so a new piece
// would land in the start-up chunk.
const finite = () =>
  v.pipe(
    v.number(),
    v.check((n) => Number.isFinite(n), 'Not a finite number'),
  );

/** One device of `GET /control/devices`. */
export const DeviceSummarySchema = v.object({
  connectionKey: v.string(),
  model: v.string(),
  online: v.boolean(),
  fwVersion: v.string(),
  mode: finite(),
});
/** One device of the emulator's list. */
export type DeviceSummary = v.InferOutput<typeof DeviceSummarySchema>;

const DevicesSchema = v.object({ devices: v.array(DeviceSummarySchema) });

/** The part of `GET /control/device` the page shows. */
export const DeviceDetailSchema = v.object({
  ...DeviceSummarySchema.entries,
  // `null` when the device has no battery (a Handy made without one).
  battery: v.object({ level: v.unknown(), charging: v.boolean() }),
  temperature: v.object({ motorTempC: finite(), high: v.boolean() }),
});
/** The connected emulated device as the page shows it. */
export type DeviceDetail = v.InferOutput<typeof DeviceDetailSchema>;

const DeviceAnswerSchema = v.object({ device: DeviceDetailSchema });

/** The faults of one scope (all optional: only those set are present). */
export const FaultSettingsSchema = v.object({
  latencyMs: v.optional(finite()),
  errorRate: v.optional(finite()),
  errorStatus: v.optional(finite()),
  sseDropEveryMs: v.optional(finite()),
});
/** The faults in force. */
export type FaultSettings = v.InferOutput<typeof FaultSettingsSchema>;

const FaultsSchema = v.object({
  global: FaultSettingsSchema,
  // Keyed by connection key: only the connected device's entry is read (`ownFaults`).
  devices: v.unknown(),
});

/** `GET/PUT /control/server-clock`. */
export const ServerClockSchema = v.object({ offsetMs: finite(), serverTimeMs: finite() });
/** The emulated server clock. */
export type ServerClock = v.InferOutput<typeof ServerClockSchema>;

const ConnectionSchema = v.object({ online: v.boolean() });
const OkSchema = v.object({ ok: v.boolean() });

/** The buttons the emulator presses, as it names them. */
export const BUTTONS = ['POWER', 'UP', 'LEFT', 'RIGHT', 'DOWN', 'WIFI'] as const;
/** The button events the page sends. */
export const BUTTON_EVENTS = ['SHORT_PRESS', 'LONG_PRESS_START', 'LONG_PRESS_END'] as const;

/** A fault change for the connected device; `sseDropNow` closes its event stream once. */
export interface FaultChange {
  readonly latencyMs?: number;
  readonly errorRate?: number;
  readonly errorStatus?: number;
  readonly sseDropEveryMs?: number;
  readonly sseDropNow?: boolean;
}

/** The calls of the page. */
export interface EmulatorControl {
  readonly devices: () => Promise<ControlResult<readonly DeviceSummary[]>>;
  readonly device: () => Promise<ControlResult<DeviceDetail>>;
  readonly press: (
    button: (typeof BUTTONS)[number],
    event: (typeof BUTTON_EVENTS)[number],
  ) => Promise<ControlResult<true>>;
  readonly setBattery: (level: number, charging: boolean) => Promise<ControlResult<unknown>>;
  readonly setTemperature: (motorTempC: number) => Promise<ControlResult<unknown>>;
  readonly faults: () => Promise<ControlResult<FaultSettings>>;
  readonly setFaults: (change: FaultChange) => Promise<ControlResult<FaultSettings>>;
  readonly clearFaults: () => Promise<ControlResult<FaultSettings>>;
  readonly serverClock: () => Promise<ControlResult<ServerClock>>;
  readonly setServerClock: (offsetMs: number) => Promise<ControlResult<ServerClock>>;
  readonly setOnline: (online: boolean) => Promise<ControlResult<boolean>>;
}

/** Builds the calls for the control API at `baseUrl` and the device of `connectionKey`. */
export function createEmulatorControl(
  fetchFn: typeof fetch,
  baseUrl: string,
  connectionKey: string,
): EmulatorControl {
  async function call<S extends v.GenericSchema>(
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    path: string,
    schema: S,
    options: { body?: unknown; device?: boolean } = {},
  ): Promise<ControlResult<v.InferOutput<S>>> {
    const answer = await emulatorControlCall(
      fetchFn,
      {
        url: `${baseUrl}${path}`,
        method,
        ...(options.device ? { connectionKey } : {}),
        ...(options.body === undefined ? {} : { body: options.body }),
      },
      schema,
    );
    switch (answer.kind) {
      case 'answer':
        return { ok: true, value: answer.value };
      case 'unreachable':
        return { ok: false, error: 'unreachable' };
      case 'refused':
        return {
          ok: false,
          error: ERROR_BY_STATUS[answer.status] ?? 'failed',
          status: answer.status,
        };
      case 'badAnswer':
        return { ok: false, error: 'badAnswer' };
    }
  }

  const map = <A, B>(result: ControlResult<A>, to: (value: A) => B): ControlResult<B> =>
    result.ok ? { ok: true, value: to(result.value) } : result;
  // The page shows this device's faults: its own settings override the global ones field by field.
  const ownFaults = (view: v.InferOutput<typeof FaultsSchema>): FaultSettings => {
    const devices = view.devices;
    const own: unknown =
      typeof devices === 'object' && devices !== null && Object.hasOwn(devices, connectionKey)
        ? (devices as Record<string, unknown>)[connectionKey]
        : undefined;
    const parsed = v.safeParse(FaultSettingsSchema, own ?? {});
    return { ...view.global, ...(parsed.success ? parsed.output : {}) };
  };

  return {
    devices: async () => map(await call('GET', '/devices', DevicesSchema), (a) => a.devices),
    device: async () =>
      map(
        await call('GET', '/device?windowMs=0', DeviceAnswerSchema, { device: true }),
        (a) => a.device,
      ),
    press: async (button, event) =>
      map(
        await call('POST', '/device/button', OkSchema, { device: true, body: { button, event } }),
        () => true as const,
      ),
    setBattery: (level, charging) =>
      call('PUT', '/device/battery', v.unknown(), { device: true, body: { level, charging } }),
    setTemperature: (motorTempC) =>
      call('PUT', '/device/temperature', v.unknown(), { device: true, body: { motorTempC } }),
    faults: async () => map(await call('GET', '/faults', FaultsSchema), ownFaults),
    setFaults: async (change) =>
      map(
        await call('PUT', '/device/faults', FaultsSchema, { device: true, body: change }),
        ownFaults,
      ),
    clearFaults: async () =>
      map(await call('DELETE', '/device/faults', FaultsSchema, { device: true }), ownFaults),
    serverClock: () => call('GET', '/server-clock', ServerClockSchema),
    setServerClock: (offsetMs) =>
      call('PUT', '/server-clock', ServerClockSchema, { body: { offsetMs } }),
    setOnline: async (online) =>
      map(
        await call('PUT', '/device/connection', ConnectionSchema, {
          device: true,
          body: { online },
        }),
        (a) => a.online,
      ),
  };
}
