/**
 * What a formed group means for a call from the device in use: the channel it reaches (if any) and
 * the linked devices sent to one by one. One reading for the commands, the player's port and the
 * emergency stop. Pure; `GroupState` is read, never changed.
 */
import { systemClock, type Clock } from '@glide/core';
import { whenTrue } from '../../lib/when-true';
import type { DirectDevice } from './group-plan';
import { sameKeys, type GroupState, type GroupStore } from './group-store';

/**
 * How long a command waits for a group still forming for exactly its devices (the first moments
 * after a page loads or a device is linked): a few of the cloud's round trips. Past it the command
 * goes to each device on its own.
 */
export const GROUP_FORMING_WAIT_MS = 1_000;

/**
 * Resolves once `store` is not forming a group of exactly `keys` (formed, off, or forming
 * another), or `maxWaitMs` after the call.
 */
export function groupSettled(
  store: Pick<GroupStore, 'get' | 'subscribe'>,
  keys: readonly string[],
  maxWaitMs: number = GROUP_FORMING_WAIT_MS,
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'> = systemClock,
): Promise<void> {
  const forming = () => {
    const state = store.get();
    return state.status === 'forming' && sameKeys(state.connectionKeys, keys);
  };
  return new Promise((resolve) => {
    whenTrue(
      { holds: () => !forming(), subscribe: (listener) => store.subscribe(listener) },
      resolve,
      maxWaitMs,
      clock,
    );
  });
}

/**
 * The devices a group is to be formed of, the device in use first, when one is wanted: multicast
 * on, the device connected and another linked; `undefined` otherwise. The one rule for the hook
 * that forms the group and for the player that waits for it.
 */
export function wantedGroupKeys(input: {
  readonly connected: boolean;
  readonly connectionKey: string;
  readonly multicastActive: boolean;
  readonly linkedKeys: readonly string[];
}): string[] | undefined {
  const keys = [...new Set([input.connectionKey, ...input.linkedKeys])];
  return input.connected && input.multicastActive && keys.length > 1 ? keys : undefined;
}

/** The channel the linked devices are grouped in, as a call reaches it. */
export interface ChannelRoute {
  /** `chref:…`: the one reference every device in it gets the call through. */
  readonly reference: string;
  /** The devices it reaches. */
  readonly members: readonly string[];
  /** The device whose answer is the channel's (its first subscriber), if known. */
  readonly answersFor?: string | undefined;
}

/** The group's reach for a call from `connectionKey`. */
export interface GroupRoute {
  readonly channel?: ChannelRoute | undefined;
  /** The linked devices sent to one by one, and why each is not in the channel. */
  readonly direct: readonly DirectDevice[];
}

/**
 * The route of a group formed around `connectionKey` (the device in use first), and when
 * `exactly` is given, formed for exactly those devices (a group not yet formed again after the
 * linked devices changed is no route); `undefined` otherwise.
 */
export function groupRoute(
  state: GroupState | undefined,
  connectionKey: string,
  exactly?: readonly string[],
): GroupRoute | undefined {
  if (state?.status !== 'formed' || state.connectionKeys[0] !== connectionKey) return undefined;
  if (exactly && !sameKeys(state.connectionKeys, exactly)) return undefined;
  const { plan, reference, firstSubscriber } = state.group;
  const direct = plan.direct.filter((item) => item.connectionKey !== connectionKey);
  return reference === undefined
    ? { direct }
    : {
        channel: { reference, members: plan.channelKeys, answersFor: firstSubscriber },
        direct,
      };
}

/** Why a device cannot play along (it gets no player call, nor the group's offset). */
export type AwayReason = Extract<DirectDevice['reason'], 'offline' | 'oldFirmware'>;

/** Whether `reason` keeps a device from playing along: offline, or firmware 3. */
export function isAway(reason: DirectDevice['reason']): reason is AwayReason {
  return reason === 'offline' || reason === 'oldFirmware';
}

/** Why the formed group found `connectionKey`'s device unable to play along, if it did. */
export function awayReason(
  state: GroupState | undefined,
  connectionKey: string,
): AwayReason | undefined {
  if (state?.status !== 'formed') return undefined;
  const reason = state.group.plan.direct.find(
    (item) => item.connectionKey === connectionKey,
  )?.reason;
  return reason !== undefined && isAway(reason) ? reason : undefined;
}
