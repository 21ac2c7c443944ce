/** Bodies of the control API. */
import { z } from 'zod';
import { clockOffsetMs, epochMs, motionLagMs, point } from '../http/bounds';
import { BUTTON_EVENTS, BUTTONS, FEATURE_FLAGS, HardwareModel } from '../model/enums';

const connectionKey = z.string().regex(/^[a-zA-Z0-9]{5,64}$/, 'must be 5–64 letters or digits');

/** `handy` / `oh` or the model number. */
const model = z
  .union([z.literal('handy'), z.literal('oh'), z.literal(0), z.literal(1)])
  .transform((m) => (m === 'oh' || m === 1 ? HardwareModel.OH : HardwareModel.HANDY));

const mutable = {
  fwVersion: z.string().min(1).optional(),
  fwFeatureFlags: z.enum(FEATURE_FLAGS).optional(),
  online: z.boolean().optional(),
  batteryLevel: z.number().min(0).max(1).optional(),
  clockOffsetMs: clockOffsetMs.optional(),
  motionLagMs: motionLagMs.optional(),
  otaOutcome: z.enum(['success', 'failure']).optional(),
  otaDurationMs: z.number().min(0).max(600_000).optional(),
};

/** POST /control/devices. */
export const createDeviceBody = z.object({
  connectionKey,
  model: model.optional(),
  maxPoints: z.number().int().min(1).max(100_000).optional(),
  ...mutable,
});

/** PATCH /control/devices/:key. */
export const patchDeviceBody = z.object(mutable);

/** A name or its wire number. */
function nameOrIndex<T extends readonly string[]>(names: T) {
  return z
    .union([
      z.enum(names),
      z
        .number()
        .int()
        .min(0)
        .max(names.length - 1),
    ])
    .transform((v) => (typeof v === 'number' ? v : names.indexOf(v)));
}

/** POST /control/devices/:key/button. */
export const buttonBody = z.object({
  button: nameOrIndex(BUTTONS),
  event: nameOrIndex(BUTTON_EVENTS).default(2),
});

/** PUT /control/devices/:key/battery. */
export const batteryBody = z.object({
  level: z.number().min(0).max(1).optional(),
  charging: z.boolean().optional(),
});

/** PUT /control/devices/:key/temperature. */
export const temperatureBody = z.object({ motorTempC: z.number().min(-40).max(150) });

/** PUT /control/devices/:key/slider-blocked. */
export const sliderBlockedBody = z.object({ blocked: z.boolean() });

/** POST /control/devices/:key/low-memory. */
export const lowMemoryBody = z.object({
  level: z.enum(['warning', 'error']).default('warning'),
  availableHeap: z.number().int().min(0).default(8_192),
  largestFreeBlock: z.number().int().min(0).default(4_096),
  discardedMsgSize: z.number().int().min(0).default(512),
});

/** POST /control/devices/:key/wifi-scan. */
export const wifiScanBody = z.object({ networks: z.number().int().min(0).max(100).optional() });

/** POST /control/devices/:key/device-error. */
export const deviceErrorBody = z.object({
  code: z.number().int(),
  message: z.string().default('Device error'),
});

/** PUT /control/devices/:key/connection. */
export const connectionBody = z.object({
  online: z.boolean(),
  reason: z.string().min(1).default('control'),
});

/** PUT /control/faults and /control/devices/:key/faults. */
export const faultsBody = z.object({
  latencyMs: z.number().min(0).max(60_000).optional(),
  jitterMs: z.number().min(0).max(60_000).optional(),
  errorRate: z.number().min(0).max(1).optional(),
  errorStatus: z.number().int().min(400).max(599).optional(),
  /** 0 = off; otherwise at least 100 ms, so that a tiny period cannot spin the event loop. */
  sseDropEveryMs: z
    .number()
    .max(3_600_000)
    .refine((ms) => ms === 0 || ms >= 100, 'must be 0 (off) or 100–3600000 ms')
    .optional(),
  /** Close the scope's open streams right now. */
  sseDropNow: z.boolean().optional(),
  deviceTimeout: z.boolean().optional(),
  deviceTimeoutDelayMs: z.number().min(0).max(60_000).optional(),
});

/** PUT /control/server-clock. */
export const serverClockBody = z.object({ offsetMs: clockOffsetMs });

/** POST /control/ota-links. */
export const otaLinkBody = z.object({
  connectionKey,
  version: z.string().min(1),
  featureFlags: z.enum(FEATURE_FLAGS).default('production'),
  ttlMs: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 3_600_000)
    .default(3_600_000),
});

/** PUT /control/streams/:ref. */
export const streamBody = z.object({
  points: z.array(point).default([]),
  close: z.boolean().default(false),
});

/** `?sinceMs=` of GET /control/devices/:key/play-timeline (emulator clock). */
export const timelineQuery = z.object({ sinceMs: z.coerce.number().pipe(epochMs).optional() });

/** `?windowMs=` of GET /control/devices/:key. */
export const snapshotQuery = z.object({
  windowMs: z.coerce.number().min(0).max(60_000).optional(),
});
