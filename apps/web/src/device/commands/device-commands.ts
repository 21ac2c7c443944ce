/**
 * Sending a command to the device, or to every linked device at once (spec: routes flagged
 * `multicastSupport` drive all linked devices while multicast is on). Framework-free: the hook
 * `useDeviceCommand` and the emergency stop both build on it.
 */
import type { ChannelDeviceApi, DeviceApi } from '@glide/handy';
import type { DeviceRuntime } from '../connection/connection-store';
import type { ChannelRoute } from '../channel-group/group-route';
import { toErrorMessage, type ErrorMessage } from '../errors/error-message';

/** One device's answer to a command. */
export type DeviceOutcome<T> =
  | { readonly connectionKey: string; readonly ok: true; readonly value: T }
  | { readonly connectionKey: string; readonly ok: false; readonly error: ErrorMessage };

/** Every target's answer, the current device first. */
export interface CommandOutcome<T> {
  readonly results: readonly DeviceOutcome<T>[];
  readonly allOk: boolean;
}

/** The devices a command goes to: the current one, then the linked ones (duplicates dropped). */
export function commandTargets(
  connectionKey: string,
  linkedKeys: readonly string[],
  multicast: boolean,
): string[] {
  if (!multicast) return [connectionKey];
  return [...new Set([connectionKey, ...linkedKeys])];
}

/** Sends `command` to every key in parallel; never throws, each device's failure is in its outcome. */
export async function sendCommand<T>(
  runtime: Pick<DeviceRuntime, 'device'>,
  connectionKeys: readonly string[],
  command: (api: DeviceApi, connectionKey: string) => Promise<T>,
): Promise<CommandOutcome<T>> {
  const results = await Promise.all(
    connectionKeys.map(async (connectionKey): Promise<DeviceOutcome<T>> => {
      try {
        const value = await command(runtime.device(connectionKey), connectionKey);
        return { connectionKey, ok: true, value };
      } catch (error) {
        return { connectionKey, ok: false, error: toErrorMessage(error) };
      }
    }),
  );
  return { results, allOk: results.every((result) => result.ok) };
}

/**
 * Sends `command` once through the channel; never throws. The channel's answer (or failure) is
 * every member's outcome: one request reached them all.
 */
export async function sendThroughChannel<T>(
  runtime: Pick<DeviceRuntime, 'channel'>,
  route: ChannelRoute,
  command: (api: ChannelDeviceApi) => Promise<T>,
): Promise<CommandOutcome<T>> {
  try {
    const value = await command(runtime.channel(route.reference));
    const results = route.members.map((connectionKey): DeviceOutcome<T> => ({
      connectionKey,
      ok: true,
      value,
    }));
    return { results, allOk: true };
  } catch (error) {
    const message = toErrorMessage(error);
    const results = route.members.map((connectionKey): DeviceOutcome<T> => ({
      connectionKey,
      ok: false,
      error: message,
    }));
    return { results, allOk: false };
  }
}

/** Both outcomes as one, `first`'s results first. */
export function joinOutcomes<T>(
  first: CommandOutcome<T>,
  second: CommandOutcome<T>,
): CommandOutcome<T> {
  return { results: [...first.results, ...second.results], allOk: first.allOk && second.allOk };
}
