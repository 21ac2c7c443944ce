/**
 * One integration case per method of the SDK's `DeviceApi`: the method paths are derived from the
 * API's type, so a table typed `Record<DeviceMethod, EndpointCase>` fails to compile when a method
 * has no case, and {@link deviceMethodPaths} lists the same paths at run time.
 */
import type { DeviceApi } from '@glide/handy';
import type { DeviceSetup } from '../support/control';
import type { Harness } from '../support/harness';

/** Dotted paths of the methods of an API tree, e.g. `"hamp.start"`. */
export type MethodPath<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends (...args: never[]) => unknown
    ? `${Prefix}${K}`
    : MethodPath<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every method of the device API. */
export type DeviceMethod = MethodPath<DeviceApi>;

/** What a case works with: a fresh device of its own. */
export interface EndpointContext {
  readonly h: Harness;
  readonly key: string;
  readonly device: DeviceApi;
}

/** How one method is tested. */
export interface EndpointCase {
  /** The device the case runs on (default: a fresh online Handy). */
  readonly setup?: DeviceSetup;
  /**
   * Arranges what the method needs, calls it, and checks that the answer parsed into the
   * expected values and that the effect happened.
   */
  readonly run: (ctx: EndpointContext) => Promise<void>;
}

/** A group of cases, keyed by method path. */
export type EndpointCases<M extends DeviceMethod> = { readonly [P in M]: EndpointCase };

/** The method paths of a live `DeviceApi` object (what the SDK actually exposes). */
export function deviceMethodPaths(api: object, prefix = ''): string[] {
  return Object.entries(api).flatMap(([name, value]: [string, unknown]) => {
    if (typeof value === 'function') return [`${prefix}${name}`];
    if (typeof value === 'object' && value !== null) {
      return deviceMethodPaths(value, `${prefix}${name}.`);
    }
    return [];
  });
}
