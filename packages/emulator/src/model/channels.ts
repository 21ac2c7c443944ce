/**
 * Channels (the provider's Channel API v1 beta): a group of firmware-4 devices that one reference,
 * `chref:<ref>`, addresses on the API v3 operations that take a `DeviceReference`. Pure model: who
 * belongs to which channel, and the keys that guard it. What a channel reference does on a device
 * call (every active subscriber gets the call) lives in the HTTP shell (`http/channel-call.ts`).
 *
 * The provider's guide gives the concepts (a channel has a name, a description and a pair of keys;
 * subscribers are added by their connection key or add themselves with the subscriber key; a
 * subscriber gets the channel's commands while it is active; a closed channel takes no data and no
 * new subscribers and closes its subscribers; idle channels close by themselves; firmware 4 only).
 * Its wire form is not public: the emulator's is written down in docs/api-extensions.md.
 */
import type { Clock } from '@glide/core';
import { randomBase62, type Random } from './ids';

/** `chref:` and the reference (the corrected `ChannelReference` of the OpenAPI file). */
export const CHANNEL_REFERENCE_PREFIX = 'chref:';

/** Letters and digits of a generated channel reference (the guide's examples: 16 and 26). */
const REFERENCE_LENGTH = 26;
/** Letters and digits of a generated channel or subscriber key. */
const KEY_LENGTH = 32;

/**
 * A channel nobody used for this long closes by itself (the guide: "after X hours", the number not
 * given). Use is any call on the channel: a command through its reference or a management call.
 */
export const CHANNEL_IDLE_CLOSE_MS = 24 * 60 * 60 * 1_000;

/** The most subscribers one channel holds (the emulator's; the guide gives no limit). */
export const MAX_CHANNEL_SUBSCRIBERS = 64;

/** One device in a channel. */
export interface ChannelSubscriber {
  readonly connectionKey: string;
  /** Gets the channel's commands and events (a paused subscriber stays in the channel). */
  active: boolean;
  /** Emulator clock, ms. */
  readonly addedAtMs: number;
}

/** Whether a channel still takes data and subscribers. */
export type ChannelState = 'open' | 'closed';

/** One channel. */
export interface Channel {
  /** `chref:` and its reference: what a client sends in place of a connection key. */
  readonly reference: string;
  /** The owner's key: manages the channel (subscribers, closing). */
  readonly channelKey: string;
  /** The key a device's owner adds their own device with (and removes it or pauses it). */
  readonly subscriberKey: string;
  readonly name: string;
  readonly description: string;
  /** Emulator clock, ms. */
  readonly createdAtMs: number;
  state: ChannelState;
  /** Emulator clock, ms: the last call on the channel. */
  lastUsedMs: number;
  /** By connection key, in the order they joined. */
  readonly subscribers: Map<string, ChannelSubscriber>;
}

/** Which key a management call came with. */
export type ChannelKeyRole = 'owner' | 'subscriber';

/** What a management call can be refused for, before any device is involved. */
export type ChannelRefusal =
  /** No channel has that reference (or it closed so long ago it is forgotten). */
  | 'unknown'
  /** Neither of the channel's keys. */
  | 'wrongKey'
  /** The channel is closed. */
  | 'closed'
  /** The subscriber key may act on a device only by naming it (add, pause, leave): not this. */
  | 'ownerOnly'
  /** The device is not a subscriber of the channel. */
  | 'notSubscribed'
  /** The channel holds {@link MAX_CHANNEL_SUBSCRIBERS} already. */
  | 'full';

/** A refused management call. */
export class ChannelError extends Error {
  constructor(readonly refusal: ChannelRefusal) {
    super(refusal);
    this.name = 'ChannelError';
  }
}

/** Every channel of the emulated cloud. */
export class ChannelStore {
  private readonly channels = new Map<string, Channel>();

  constructor(
    private readonly clock: Clock,
    private readonly random: Random,
  ) {}

  /** Opens a channel with fresh keys. */
  create(name: string, description: string): Channel {
    let reference: string;
    do {
      reference = CHANNEL_REFERENCE_PREFIX + randomBase62(this.random, REFERENCE_LENGTH);
    } while (this.channels.has(reference));
    const now = this.clock.now();
    const channel: Channel = {
      reference,
      channelKey: randomBase62(this.random, KEY_LENGTH),
      subscriberKey: randomBase62(this.random, KEY_LENGTH),
      name,
      description,
      createdAtMs: now,
      state: 'open',
      lastUsedMs: now,
      subscribers: new Map(),
    };
    this.channels.set(reference, channel);
    return channel;
  }

  /**
   * The channel a reference names, whatever its state (an idle one closes here, on its first look
   * after its time ran out).
   */
  find(reference: string): Channel | undefined {
    const channel = this.channels.get(reference);
    if (
      channel?.state === 'open' &&
      this.clock.now() - channel.lastUsedMs >= CHANNEL_IDLE_CLOSE_MS
    ) {
      this.close(channel);
    }
    return channel;
  }

  /** An open channel a command reaches, marked as used; undefined when unknown or closed. */
  forCommand(reference: string): Channel | undefined {
    const channel = this.find(reference);
    if (channel?.state !== 'open') return undefined;
    channel.lastUsedMs = this.clock.now();
    return channel;
  }

  /**
   * The channel a management call names, with the role its key gives. Unknown reference first, then
   * the key (so a wrong key learns nothing of the channel's state), then `open` when asked for.
   */
  authorize(
    reference: string,
    key: string | undefined,
    options: { open?: boolean } = {},
  ): { channel: Channel; role: ChannelKeyRole } {
    const channel = this.find(reference);
    if (!channel) throw new ChannelError('unknown');
    const role: ChannelKeyRole | undefined =
      key === undefined
        ? undefined
        : safeEqual(key, channel.channelKey)
          ? 'owner'
          : safeEqual(key, channel.subscriberKey)
            ? 'subscriber'
            : undefined;
    if (!role) throw new ChannelError('wrongKey');
    if (options.open && channel.state !== 'open') throw new ChannelError('closed');
    channel.lastUsedMs = Math.max(channel.lastUsedMs, this.clock.now());
    return { channel, role };
  }

  /**
   * Adds a device (or makes a paused one active again). The device checks (online, firmware 4) are
   * the caller's: they need the device.
   */
  subscribe(channel: Channel, connectionKey: string): ChannelSubscriber {
    if (channel.state !== 'open') throw new ChannelError('closed');
    const known = channel.subscribers.get(connectionKey);
    if (known) {
      known.active = true;
      return known;
    }
    if (channel.subscribers.size >= MAX_CHANNEL_SUBSCRIBERS) throw new ChannelError('full');
    const subscriber: ChannelSubscriber = {
      connectionKey,
      active: true,
      addedAtMs: this.clock.now(),
    };
    channel.subscribers.set(connectionKey, subscriber);
    return subscriber;
  }

  /** Removes a subscriber. */
  unsubscribe(channel: Channel, connectionKey: string): void {
    if (!channel.subscribers.delete(connectionKey)) throw new ChannelError('notSubscribed');
  }

  /** Pauses or resumes a subscriber: a paused one stays in the channel and gets nothing. */
  setActive(channel: Channel, connectionKey: string, active: boolean): ChannelSubscriber {
    if (channel.state !== 'open') throw new ChannelError('closed');
    const subscriber = channel.subscribers.get(connectionKey);
    if (!subscriber) throw new ChannelError('notSubscribed');
    subscriber.active = active;
    return subscriber;
  }

  /** Closes a channel: no more data, no more subscribers, and every subscriber inactive. */
  close(channel: Channel): void {
    channel.state = 'closed';
    for (const subscriber of channel.subscribers.values()) subscriber.active = false;
  }

  /** The active subscribers' connection keys, in the order they joined (none when closed). */
  activeKeys(channel: Channel): string[] {
    if (channel.state !== 'open') return [];
    return [...channel.subscribers.values()].filter((s) => s.active).map((s) => s.connectionKey);
  }

  /** Whether a device is an active subscriber of the channel a reference names. */
  reaches(reference: string, connectionKey: string): boolean {
    const channel = this.channels.get(reference);
    return channel?.state === 'open' && channel.subscribers.get(connectionKey)?.active === true;
  }

  /** Every channel, in creation order (the control API). */
  list(): Channel[] {
    return [...this.channels.values()];
  }

  /** Forgets every channel. */
  clear(): void {
    this.channels.clear();
  }
}

/** Compares two keys in time that does not depend on where they first differ. */
function safeEqual(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    difference |= (a.charCodeAt(index) || 0) ^ (b.charCodeAt(index) || 0);
  }
  return difference === 0;
}
