/**
 * Which linked devices go through a channel and which are sent to one by one. Pure: the facts
 * about each device come in, the plan goes out.
 *
 * A channel (the provider's Channel API, firmware 4) reaches every device that joined it with one
 * request. A device that cannot join (offline: its firmware cannot be seen; firmware below 4) gets
 * its commands on its own, as before channels. A channel for one device would only add a call, so
 * it takes at least two.
 */

/** What Glide found out about one device before grouping. */
export type DeviceFact =
  /** Online on firmware 4: can join a channel. */
  | 'ready'
  /** Not connected to the cloud: it cannot join, and gets nothing until it is back. */
  | 'offline'
  /** Firmware below 4: it cannot join; it gets its commands one by one. */
  | 'oldFirmware'
  /** The check failed (the network, the API): sent to on its own, as before channels. */
  | 'unknown';

/** Why a device is not in the channel. */
export type DirectReason = Exclude<DeviceFact, 'ready'> | 'alone' | 'channelFailed';

/** One device sent to on its own, and why. */
export interface DirectDevice {
  readonly connectionKey: string;
  readonly reason: DirectReason;
}

/** The plan for a group of devices. */
export interface GroupPlan {
  /** The devices the channel reaches, in the order given (the current device first). */
  readonly channelKeys: readonly string[];
  /** The devices sent to one by one, in the order given. */
  readonly direct: readonly DirectDevice[];
}

/** The fewest devices a channel is worth making for. */
export const MIN_CHANNEL_DEVICES = 2;

/**
 * Plans a group from each device's fact, in the order given (the current device first, then the
 * linked ones). Every ready device joins when at least {@link MIN_CHANNEL_DEVICES} are ready; else
 * nobody does, and a ready device is sent to alone.
 */
export function planGroup(
  facts: ReadonlyArray<{ readonly connectionKey: string; readonly fact: DeviceFact }>,
): GroupPlan {
  const ready = facts.filter((item) => item.fact === 'ready').map((item) => item.connectionKey);
  const channel = ready.length >= MIN_CHANNEL_DEVICES;
  const channelKeys = channel ? ready : [];
  const direct = facts
    .filter((item) => !channel || item.fact !== 'ready')
    .map(({ connectionKey, fact }): DirectDevice => ({
      connectionKey,
      reason: fact === 'ready' ? 'alone' : fact,
    }));
  return { channelKeys, direct };
}

/** The plan when the channel could not be made or reached: everybody one by one. */
export function withoutChannel(plan: GroupPlan): GroupPlan {
  return {
    channelKeys: [],
    direct: [
      ...plan.channelKeys.map((connectionKey): DirectDevice => ({
        connectionKey,
        reason: 'channelFailed',
      })),
      ...plan.direct,
    ],
  };
}
