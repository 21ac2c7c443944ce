/**
 * The group of the device in use and the linked ones, as the app sees it now: off (multicast off,
 * nothing linked or nothing connected), forming, or formed (which devices the channel reaches,
 * which are sent to one by one, and why). A small external store: it forms the group again when
 * what it is formed from changes (the devices, the API settings, a new runtime after a reconnect),
 * and drops a forming that a newer one replaced.
 */
import type { DeviceRuntime } from '../connection/connection-store';
import type { FormedGroup } from './form-channel';
import type { ChannelStorage } from './stored-channel';

/** What a group is formed from. */
export interface GroupInput {
  readonly runtime: Pick<DeviceRuntime, 'device' | 'channels'>;
  /** The API v3 root in force. */
  readonly apiBaseUrl: string;
  /** The device in use, then the linked ones. */
  readonly connectionKeys: readonly string[];
}

/** The group now. */
export type GroupState =
  | { readonly status: 'off' }
  | { readonly status: 'forming'; readonly connectionKeys: readonly string[] }
  | {
      readonly status: 'formed';
      readonly connectionKeys: readonly string[];
      readonly group: FormedGroup;
    };

/** The store. */
export interface GroupStore {
  get(): GroupState;
  subscribe(listener: () => void): () => void;
  /** Forms the group of `input` unless it is the one formed (or forming); `undefined`: off. */
  follow(input: GroupInput | undefined): void;
  /** Forms the group again (the user asked: a device came online, firmware was updated). */
  refresh(): void;
}

const OFF: GroupState = { status: 'off' };

/** The same devices in the same order (the device in use first). */
export function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, index) => key === b[index]);
}

/** Creates a store that keeps its channel in `storage` and names a new one `channelName`. */
export function createGroupStore(storage: ChannelStorage, channelName: string): GroupStore {
  let state: GroupState = OFF;
  let current: GroupInput | undefined;
  let controller: AbortController | undefined;
  const listeners = new Set<() => void>();

  const set = (next: GroupState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const formOf = async (input: GroupInput, signal: AbortSignal): Promise<FormedGroup> => {
    // The forming and the Channel API load with the first group: a page without one carries neither.
    const [channels, { formChannel }] = await Promise.all([
      input.runtime.channels(),
      import('./form-channel'),
    ]);
    if (!channels) {
      // No Channel API beside this root: every device one by one, as before channels.
      return {
        plan: {
          channelKeys: [],
          direct: input.connectionKeys.map((connectionKey) => ({
            connectionKey,
            reason: 'unknown' as const,
          })),
        },
        unavailable: true,
      };
    }
    return formChannel(
      {
        device: (key) => input.runtime.device(key),
        channels,
        storage,
        apiBaseUrl: input.apiBaseUrl,
        channelName,
        signal,
      },
      input.connectionKeys,
    );
  };

  const form = (input: GroupInput) => {
    controller?.abort();
    const own = new AbortController();
    controller = own;
    set({ status: 'forming', connectionKeys: input.connectionKeys });
    formOf(input, own.signal).then(
      (group) => {
        if (own.signal.aborted) return;
        set({ status: 'formed', connectionKeys: input.connectionKeys, group });
      },
      () => {
        // Aborted: a newer forming (or "off") took its place and set the state.
      },
    );
  };

  const same = (a: GroupInput | undefined, b: GroupInput | undefined): boolean =>
    a === b ||
    (a !== undefined &&
      b !== undefined &&
      a.runtime === b.runtime &&
      a.apiBaseUrl === b.apiBaseUrl &&
      sameKeys(a.connectionKeys, b.connectionKeys));

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    follow(input) {
      if (same(input, current)) return;
      current = input;
      if (!input) {
        controller?.abort();
        controller = undefined;
        set(OFF);
        return;
      }
      form(input);
    },
    refresh() {
      if (current) form(current);
    },
  };
}
