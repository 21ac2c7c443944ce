/**
 * The common path of every device call. First the request's own checks, as a gateway validates
 * input before it reaches a device: the connection key or channel reference, the `timeout` query,
 * the call's other query parameters and its body (JSON, then the contract's schema), each answered
 * 400 when broken, whether or not a device is behind the key. Then the device: lookup, firmware
 * gate, the device-timeout fault, a value beyond the device's limits (`bounds.ts`), and the
 * `{result}` envelope around the work's answer.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { DeviceCallError, deviceErrors } from '../model/errors';
import type { VirtualDevice } from '../model/device';
import { sleep, type HttpDeps } from './deps';
import { requireDeviceReference, type DeviceReference } from './device-reference';
import { checkBody, parseQuery, type Checked } from './parse';
import { json } from './responses';

/** Default and bounds of the `timeout` query (reference §2). */
export const DEFAULT_TIMEOUT_MS = 5_000;

/** The `timeout` query every device call takes (and `/connected`, answered without the device). */
export const timeoutQuery = z.object({
  timeout: z.coerce.number().int().min(5_000).max(60_000).optional(),
});

/** What a device call reads from the request, all checked before the device is looked up. */
export interface DeviceCallSpec<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
> {
  /** The body's schema; a call without one reads no body. */
  readonly body?: B;
  /** The body is required even where `{}` would pass its schema (`BodyOptions.required`). */
  readonly bodyRequired?: boolean;
  /** The call's own query parameters besides `timeout`. */
  readonly query?: Q;
  /** The call also works on firmware below 4 (`/info`, system and OTA calls). */
  readonly legacy?: boolean;
}

/** What a schema reads as, or `undefined` for none. */
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The checked request a device call's work gets. */
export interface DeviceInput<B, Q> {
  /** The body, checked against the contract and the device's limits. */
  readonly body: Output<B>;
  /** The call's own query parameters. */
  readonly query: Output<Q>;
  /** The request, for what else the work needs from it (its URL). */
  readonly c: Context;
}

/** A device call's work: returns the `result` payload. */
export type DeviceWork<B = undefined, Q = undefined> = (
  device: VirtualDevice,
  input: DeviceInput<B, Q>,
) => unknown;

/** A Hono handler. */
export type DeviceHandler = (c: Context) => Promise<Response>;

/**
 * The implementation's view of a spec and its work, the schemas' types erased: every work takes
 * an input whose body and query are `never`, and is handed what its own spec's schemas produced.
 */
type ErasedSpec = DeviceCallSpec<z.ZodType | undefined, z.ZodType | undefined>;
type ErasedWork = DeviceWork<never, never>;

/**
 * The devices a reference names: a key's device (made by auto-provisioning when allowed), or a
 * channel's active subscribers in the order they joined (none for an unknown or closed channel,
 * which is answered as a reference with nobody connected). A use through a channel keeps it open.
 */
export function referencedDevices(deps: HttpDeps, reference: DeviceReference): VirtualDevice[] {
  if (reference.kind === 'key') {
    const device = deps.emulator.resolve(reference.value);
    return device ? [device] : [];
  }
  const channel = deps.emulator.channels.forCommand(reference.value);
  if (!channel) return [];
  return deps.emulator.channels
    .activeKeys(channel)
    .map((key) => deps.emulator.device(key))
    .filter((device) => device !== undefined);
}

/**
 * A call through a channel: every active subscriber gets it at once, each on its own device (its
 * own clock, lag and faults), and the call answers when all of them have. The answer has the
 * single-device shape the contract gives the operation: the first subscriber's (in the order they
 * joined) that carried it out; when none did, the first refusal that is not "not connected" (a
 * timeout, a value the device cannot carry out), else `DeviceNotConnected`.
 */
export async function fanOut(
  devices: readonly VirtualDevice[],
  run: (device: VirtualDevice) => Promise<unknown>,
): Promise<unknown> {
  const outcomes = await Promise.allSettled(devices.map((device) => run(device)));
  const done = outcomes.find((outcome) => outcome.status === 'fulfilled');
  if (done) return done.value;
  // Every `run` throws errors only (device errors, or a defect the app answers 500).
  const refusals = outcomes.flatMap((outcome) =>
    outcome.status === 'rejected' && outcome.reason instanceof Error ? [outcome.reason] : [],
  );
  const telling = refusals.find(
    (reason) => !(reason instanceof DeviceCallError && reason.code === NOT_CONNECTED_CODE),
  );
  throw telling ?? deviceErrors.notConnected();
}

/** `DeviceNotConnected`'s code. */
const NOT_CONNECTED_CODE = deviceErrors.notConnected().code;

/** A Hono handler running `work`, which reads nothing but the key, against the addressed device. */
export function deviceCall(deps: HttpDeps, work: DeviceWork): DeviceHandler;
/** A Hono handler checking what `spec` names, then running `work` against the addressed device. */
export function deviceCall<B extends z.ZodType | undefined, Q extends z.ZodType | undefined>(
  deps: HttpDeps,
  spec: DeviceCallSpec<B, Q>,
  work: DeviceWork<B, Q>,
): DeviceHandler;
export function deviceCall(
  deps: HttpDeps,
  specOrWork: ErasedSpec | ErasedWork,
  maybeWork?: ErasedWork,
): DeviceHandler {
  const [spec, work] =
    typeof specOrWork === 'function' ? [{}, specOrWork] : [specOrWork, maybeWork];
  if (!work) throw new TypeError('deviceCall needs its work');
  return async (c) => {
    // The request's own checks: 400 before any device is looked up.
    const reference = requireDeviceReference(c);
    const { timeout } = parseQuery(c, timeoutQuery);
    const query: unknown = spec.query ? parseQuery(c, spec.query) : undefined;
    const body: Checked<unknown> = spec.body
      ? await checkBody(c, spec.body, { required: spec.bodyRequired ?? false })
      : { ok: true, value: undefined };

    const input = { body: body.ok ? body.value : undefined, query, c } as DeviceInput<never, never>;
    const run = async (device: VirtualDevice): Promise<unknown> => {
      if (!device.online) throw deviceErrors.notConnected();
      if (device.legacy && !spec.legacy) throw deviceErrors.notConnected();
      const faults = deps.faults.effective(device.connectionKey);
      if (faults.deviceTimeout) {
        // The command never reaches the device; the API gives up after the request's timeout.
        await sleep(deps.clock, faults.deviceTimeoutDelayMs ?? timeout ?? DEFAULT_TIMEOUT_MS);
        throw deviceErrors.timeout();
      }
      device.counters.record(Number(c.req.header('content-length') ?? 0) || 0);
      // The device got the command and refuses what it cannot do; the value never reaches the model.
      if (!body.ok) throw body.refusal;
      return work(device, input);
    };
    const devices = referencedDevices(deps, reference);
    if (reference.kind === 'channel') return json({ result: await fanOut(devices, run) });
    const [device] = devices;
    if (!device) throw deviceErrors.notConnected();
    return json({ result: await run(device) });
  };
}
