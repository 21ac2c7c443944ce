/**
 * Forms the group of the device in use and the linked ones: finds out which can join a channel,
 * reuses the channel Glide opened before (or opens one), and brings its subscribers in line with
 * the plan. Framework-free; the SDK's calls come in through {@link FormChannelDeps}.
 *
 * Requests: one `/info` per device, one read (or open) of the channel, and one call per subscriber
 * that joins or leaves. Run on a connect and when the linked devices change, not per command.
 */
import { isLegacyFirmware } from '@glide/core';
import type { ChannelApi, ChannelView, DeviceApi } from '@glide/handy';
import { asSdkError, toErrorMessage, type ErrorMessage } from '../errors/error-message';
import { planGroup, withoutChannel, type DeviceFact, type GroupPlan } from './group-plan';
import { readStoredChannel, writeStoredChannel, type ChannelStorage } from './stored-channel';

/** `DeviceNotConnected` (reference §3). */
const NOT_CONNECTED = 1001;
/** The Channel API's refusal of a device below firmware 4 (docs/api-extensions.md). */
const FIRMWARE_NOT_SUPPORTED = 5101;
/** How long each device may take to say what it runs. */
const INFO_TIMEOUT_MS = 5_000;

/** What forming needs. */
export interface FormChannelDeps {
  /** One device's calls (its `/info`). */
  readonly device: (connectionKey: string) => Pick<DeviceApi, 'info'>;
  /** The Channel API for the API settings in force. */
  readonly channels: ChannelApi;
  readonly storage: ChannelStorage;
  /** The API v3 root in force: a stored channel of another root is not reused. */
  readonly apiBaseUrl: string;
  /** The name a new channel gets (the people's word: the app's name). */
  readonly channelName: string;
  readonly signal?: AbortSignal | undefined;
}

/** A formed group. */
export interface FormedGroup {
  readonly plan: GroupPlan;
  /** The channel's reference, when the plan has a channel. */
  readonly reference?: string | undefined;
  /**
   * The channel's first subscriber: its answer is the channel's (emulator and ADR 0013), so the
   * session records a channel's answer as this device's only.
   */
  readonly firstSubscriber?: string | undefined;
  /** Why the channel could not be used, when the plan fell back to one by one. */
  readonly failure?: ErrorMessage | undefined;
  /** No Channel API is known beside the API root in force: every device one by one. */
  readonly unavailable?: boolean | undefined;
}

/** What a refusal says about a device. */
function factOfError(error: unknown): DeviceFact {
  const sdk = asSdkError(error);
  if (sdk?.code === 'device' && sdk.deviceErrorCode === NOT_CONNECTED) return 'offline';
  if (sdk?.code === 'device' && sdk.deviceErrorCode === FIRMWARE_NOT_SUPPORTED) {
    return 'oldFirmware';
  }
  return 'unknown';
}

/** What each device is: ready for a channel, offline, on old firmware, or not known. */
export async function deviceFacts(
  deps: Pick<FormChannelDeps, 'device' | 'signal'>,
  connectionKeys: readonly string[],
): Promise<Array<{ readonly connectionKey: string; readonly fact: DeviceFact }>> {
  return Promise.all(
    connectionKeys.map(async (connectionKey) => {
      try {
        const info = await deps
          .device(connectionKey)
          .info({ signal: deps.signal, timeoutMs: INFO_TIMEOUT_MS });
        const fact: DeviceFact = isLegacyFirmware(info.fw_version) ? 'oldFirmware' : 'ready';
        return { connectionKey, fact };
      } catch (error) {
        deps.signal?.throwIfAborted();
        return { connectionKey, fact: factOfError(error) };
      }
    }),
  );
}

/** The stored channel if it is still there and open, else a new one (kept for next time). */
async function openChannel(
  deps: FormChannelDeps,
): Promise<{ reference: string; handle: ReturnType<ChannelApi['channel']>; view: ChannelView }> {
  const stored = readStoredChannel(deps.storage, deps.apiBaseUrl);
  if (stored) {
    const handle = deps.channels.channel(stored.reference, stored.channelKey);
    try {
      const view = await handle.read({ signal: deps.signal });
      if (view.state === 'open') return { reference: stored.reference, handle, view };
    } catch {
      // Gone, closed long ago or not ours any more: a new one takes its place.
      deps.signal?.throwIfAborted();
    }
  }
  const created = await deps.channels.create({ name: deps.channelName }, { signal: deps.signal });
  writeStoredChannel(deps.storage, {
    apiBaseUrl: deps.apiBaseUrl,
    reference: created.channel_ref,
    channelKey: created.channel_key,
  });
  return {
    reference: created.channel_ref,
    handle: deps.channels.channel(created.channel_ref, created.channel_key),
    view: created,
  };
}

/**
 * Forms the group of `connectionKeys` (the device in use first). Never rejects but for an abort:
 * a channel that cannot be made or reached falls back to one by one, with the reason.
 */
export async function formChannel(
  deps: FormChannelDeps,
  connectionKeys: readonly string[],
): Promise<FormedGroup> {
  const facts = await deviceFacts(deps, connectionKeys);
  const plan = planGroup(facts);
  if (plan.channelKeys.length === 0) return { plan };
  try {
    const { reference, handle, view } = await openChannel(deps);
    const wanted = new Set(plan.channelKeys);
    const subscribers = view.subscribers ?? [];
    // The device in use must be the first subscriber (its answer is the channel's): when another
    // is first, everybody leaves and joins again in the plan's order.
    const reorder =
      subscribers[0] !== undefined && subscribers[0].connection_key !== plan.channelKeys[0];
    for (const subscriber of subscribers) {
      if (reorder || !wanted.has(subscriber.connection_key)) {
        await handle.remove(subscriber.connection_key, { signal: deps.signal });
      }
    }
    const active = new Set(
      (reorder ? [] : subscribers)
        .filter((s) => s.active && wanted.has(s.connection_key))
        .map((s) => s.connection_key),
    );
    const refused = new Map<string, DeviceFact>();
    for (const connectionKey of plan.channelKeys) {
      if (active.has(connectionKey)) continue;
      try {
        await handle.add(connectionKey, { signal: deps.signal });
      } catch (error) {
        deps.signal?.throwIfAborted();
        refused.set(connectionKey, factOfError(error));
      }
    }
    // A device refused at the door is what its refusal says it is.
    const final = planGroup(
      facts.map((item) => ({ ...item, fact: refused.get(item.connectionKey) ?? item.fact })),
    );
    // A device that was refused at the door makes a channel of one, which is no group.
    if (final.channelKeys.length === 0) return { plan: final };
    // They joined in the plan's order: the first is the channel's first subscriber.
    return { plan: final, reference, firstSubscriber: final.channelKeys[0] };
  } catch (error) {
    deps.signal?.throwIfAborted();
    return { plan: withoutChannel(plan), failure: toErrorMessage(error) };
  }
}
