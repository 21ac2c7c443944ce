/**
 * The single-device and multicast APIs, both derived from one tree of request builders: a call
 * is described once and a runner decides whether it goes to one device or to many.
 */
import { HandyError, HandyNetworkError, HandyValidationError } from '../errors';
import type { DeviceRequest, RequestTree } from './device-request';
import { generalRequests, otaRequests, systemRequests } from './requests/general';
import {
  hampRequests,
  hdspRequests,
  hstpRequests,
  hvpRequests,
  sliderRequests,
} from './requests/motion';
import { hspRequests, hsspRequests, streamRequests } from './requests/buffered';

/** Every device call, grouped as in the API. */
export const deviceRequests = {
  ...generalRequests,
  hamp: hampRequests,
  hdsp: hdspRequests,
  hssp: hsspRequests,
  hsp: hspRequests,
  hstp: hstpRequests,
  hvp: hvpRequests,
  slider: sliderRequests,
  stream: streamRequests,
  system: systemRequests,
  ota: otaRequests,
} satisfies RequestTree;

/** The request-builder tree of the device API. */
export type DeviceRequests = typeof deviceRequests;

/** Maps a builder tree to methods that resolve with each call's result. */
export type DeviceApiOf<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => DeviceRequest<infer R>
    ? (...args: A) => Promise<R>
    : DeviceApiOf<T[K]>;
};

/** Typed methods for one device; every method takes optional `{signal, timeoutMs}` last. */
export type DeviceApi = DeviceApiOf<DeviceRequests>;

/** One device's outcome of a multicast call. */
export type MulticastOutcome<R> =
  | { readonly connectionKey: string; readonly ok: true; readonly value: R }
  | { readonly connectionKey: string; readonly ok: false; readonly error: HandyError };

/** The outcomes of a multicast call, in the order of the keys. */
export interface MulticastResult<R> {
  readonly results: ReadonlyArray<MulticastOutcome<R>>;
  /** True when every device succeeded. */
  readonly allOk: boolean;
}

/** Maps a builder tree to methods that run on several devices in parallel. */
export type MulticastApiOf<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => DeviceRequest<infer R>
    ? (...args: A) => Promise<MulticastResult<R>>
    : MulticastApiOf<T[K]>;
};

/** The device API for several devices at once. */
export type MulticastApi = MulticastApiOf<DeviceRequests>;

/** Sends a built request to one device. */
export type SendToDevice = (
  connectionKey: string,
  request: DeviceRequest<unknown>,
) => Promise<unknown>;

/**
 * Replaces every builder of `tree` with `run(build)`. The result's type is stated by the caller:
 * TypeScript cannot follow a mapped type through `Object.entries`, so the binder works on
 * `unknown` and each public entry point names the precise type once.
 */
function bindTree(
  tree: RequestTree,
  run: (build: () => DeviceRequest<unknown>) => Promise<unknown>,
): Record<string, unknown> {
  const bound: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(tree)) {
    bound[name] =
      typeof entry === 'function'
        ? (...args: never[]) => run(() => entry(...args))
        : bindTree(entry, run);
  }
  return bound;
}

/** Validates connection keys (spec §5 "Connection key is required"). */
export function requireConnectionKey(connectionKey: string): string {
  const key = connectionKey.trim();
  if (key === '')
    throw new HandyValidationError('Connection key is required', 'connection_key_required');
  return key;
}

/** Builds the single-device API. */
export function createDeviceApi(connectionKey: string, send: SendToDevice): DeviceApi {
  const key = requireConnectionKey(connectionKey);
  // An async runner turns a builder's validation throw into a rejected promise.
  const bound = bindTree(deviceRequests, async (build) => send(key, build()));
  return bound as DeviceApi;
}

function asHandyError(error: unknown): HandyError {
  return error instanceof HandyError ? error : new HandyNetworkError('a multicast call', error);
}

/**
 * Builds the multicast API: each call is validated once, then sent to every device in parallel;
 * one device failing never hides the others' outcomes. A validation failure is reported as the
 * outcome of every device, so callers handle one shape.
 */
export function createMulticastApi(
  connectionKeys: readonly string[],
  send: SendToDevice,
): MulticastApi {
  const keys = [...new Set(connectionKeys.map(requireConnectionKey))];
  if (keys.length === 0)
    throw new HandyValidationError('Connection key is required', 'connection_key_required');
  const bound = bindTree(deviceRequests, async (build) => {
    let request: DeviceRequest<unknown>;
    try {
      request = build();
    } catch (error) {
      const results = keys.map((connectionKey) => ({
        connectionKey,
        ok: false as const,
        error: asHandyError(error),
      }));
      return { results, allOk: false };
    }
    const results = await Promise.all(
      keys.map(async (connectionKey): Promise<MulticastOutcome<unknown>> => {
        try {
          return { connectionKey, ok: true, value: await send(connectionKey, request) };
        } catch (error) {
          return { connectionKey, ok: false, error: asHandyError(error) };
        }
      }),
    );
    return { results, allOk: results.every((r) => r.ok) };
  });
  return bound as MulticastApi;
}
