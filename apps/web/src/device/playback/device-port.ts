/**
 * The playback engine's device port (`PlaybackDevicePort` of `@glide/core`) on the connected
 * device: the SDK's `/hssp/*` and `/hsp/*` calls, each through the command budget (a discrete
 * command; the stops as stops), to the current device and, while multicast groups them, the
 * linked ones (see `fanOut`), with the current device's answers recorded in the
 * session state like any other command's. Framework-free: the app's instances are its defaults,
 * and tests hand in their own.
 */
import {
  systemClock,
  type Clock,
  type PlaybackDevicePort,
  type PlayerStateLike,
  type PortHspAddArgs,
  type PortPlayArgs,
  type PortSyncTimeArgs,
} from '@glide/core';
import type { DeviceApi, HspAddArgs, HspState, uploadScript } from '@glide/handy';
import { madeGroupStore } from '../channel-group/group-slot';
import { preferencesStore } from '../../preferences/preferences-instance';
import { groupRoute, isAway, wantedGroupKeys } from '../channel-group/group-route';
import type { GroupState } from '../channel-group/group-store';
import { browserFetch } from '../../lib/http';
import { currentApiConfig } from '../../preferences/current-api-config';
import type { CommandPacer } from '../commands/command-pacer';
import { loadedCommandPacer } from '../commands/pacer-instance';
import { connectionStore } from '../connection/connection-instance';
import type { ConnectionSnapshot, DeviceRuntime } from '../connection/connection-store';
import type { DeviceSessionState } from '../session/state';
import type { AppliedAction, ResultAction } from '../session/actions';
import { hspLoaded, hsspLoaded } from '../protocols/answers';
import { NoDeviceError } from './no-device-error';
import { ownPartKeys } from '../parts/own-part-keys';
import { alongLag, lagBehind, type AlongLag, type TimedAnswer } from '../parts/along-lag';

/** What the port reads of the connection store (which satisfies it). */
export interface PortStore {
  get(): Pick<ConnectionSnapshot, 'status' | 'connectionKey'>;
  session(): Pick<DeviceSessionState, 'clock'>;
  runtime(): (Pick<DeviceRuntime, 'device'> & Partial<Pick<DeviceRuntime, 'channel'>>) | undefined;
  apply(action: AppliedAction): void;
}

/** What the port needs; every field has the app's own as its default. */
export interface PlaybackPortDeps {
  /** The connection (the app's store): its status and key, the SDK calls, the clock sync and where answers go. */
  readonly store: PortStore;
  /** The command budget (loaded with the device runtime). */
  readonly pacer: () => CommandPacer | undefined;
  /** The client clock the session's clock sync is on. */
  readonly clock: Clock;
  /** The script host's upload URL in force (`ApiConfig.scriptUploadUrl`). */
  readonly scriptUploadUrl: () => string;
  readonly fetch: typeof fetch;
  /**
   * The SDK's `uploadScript`. Loaded on first use by default: the SDK comes with the device
   * runtime, and a value import here would pull it into every page that plays.
   */
  readonly upload: () => Promise<typeof uploadScript>;
  /**
   * The group of the device in use and the linked ones (`channel-group/`), while multicast is on:
   * the linked devices play along, through the channel where a call takes one.
   */
  readonly group: () => GroupState | undefined;
  /**
   * Resolves once the group is no longer forming (at once when it is not), or after
   * {@link GROUP_WAIT_MS}: a play that starts while the linked devices are being grouped waits for
   * them, so they start with it rather than miss its setup.
   */
  readonly groupSettled: () => Promise<void>;
  /**
   * The linked devices that play their own part now (`parts/own-part-keys.ts`): they get none of
   * the group's calls (each is streamed to by its own port), and a channel that holds one is not
   * used (its calls would reach them too): its other devices get their own calls.
   */
  readonly ownParts: () => ReadonlySet<string>;
  /**
   * Where the linked devices' lag behind the device in use goes (`parts/along-lag.ts`), measured
   * from the answers of the calls each device gets on its own.
   */
  readonly alongLag: Pick<AlongLag, 'record'>;
}

/** The longest a player call waits for a group being formed (its own checks answer within it). */
export const GROUP_WAIT_MS = 3_000;

/**
 * Whether the device in use is to be grouped (multicast on, another device linked) while the app's
 * group is not formed around it yet: just after a connect, before the group store has been told
 * (the player may set up in the same moment, and its linked devices then missed the setup).
 */
function groupExpected(state: GroupState | undefined): boolean {
  const { multicastActive, linkedDevices } = preferencesStore().get();
  const { status, connectionKey } = connectionStore().get();
  const wanted = wantedGroupKeys({
    connected: status === 'connected',
    connectionKey,
    multicastActive,
    linkedKeys: linkedDevices.map((device) => device.connectionKey),
  });
  return wanted !== undefined && groupRoute(state, connectionKey) === undefined;
}

/**
 * Resolves when the app's group is neither forming nor about to be, or after `timeoutMs` of
 * `clock`.
 */
function appGroupSettled(clock: Clock, timeoutMs = GROUP_WAIT_MS): Promise<void> {
  return new Promise<void>((resolve) => {
    // The store is made when a page that plays mounts (`useChannelGroup`): none, no group.
    const store = madeGroupStore();
    if (!store) {
      resolve();
      return;
    }
    const unsettled = () => {
      const state = store.get();
      return state.status === 'forming' || groupExpected(state);
    };
    if (!unsettled()) {
      resolve();
      return;
    }
    const done = () => {
      unsubscribe();
      clock.clearTimeout(timer);
      resolve();
    };
    const unsubscribe = store.subscribe(() => {
      if (!unsettled()) done();
    });
    const timer = clock.setTimeout(done, timeoutMs);
  });
}

/** The app's store, read at each call: a test may replace it (`setConnectionStoreForTests`). */
export const appPortStore: PortStore = {
  get: () => connectionStore().get(),
  session: () => connectionStore().session(),
  runtime: () => connectionStore().runtime(),
  apply: (action) => connectionStore().apply(action),
};

const defaultDeps = (): PlaybackPortDeps => ({
  store: appPortStore,
  pacer: loadedCommandPacer,
  clock: systemClock,
  scriptUploadUrl: () => currentApiConfig().scriptUploadUrl,
  fetch: browserFetch,
  upload: () => import('./script-upload').then((module) => module.uploadScript),
  group: () => madeGroupStore()?.get(),
  groupSettled: () => appGroupSettled(systemClock),
  ownParts: ownPartKeys,
  alongLag: alongLag(),
});

/** How a player call reaches a group. */
interface Reach {
  /** The group gets it too (a read goes to the device in use only). */
  readonly group: boolean;
  /** It takes a channel (HSSP's setup, play, synctime and stop; HSP's setup); else each gets its own. */
  readonly channel: boolean;
  /**
   * The device in use's own call is the answer, the group's goes beside it and is never waited
   * for (the stops: a channel call waits for its slowest subscriber).
   */
  readonly ownAnswer: boolean;
}

/** A call that takes a channel. */
const CHANNEL: Reach = { group: true, channel: true, ownAnswer: false };
/** A call that takes one connection key: each device gets its own. */
const EACH: Reach = { group: true, channel: false, ownAnswer: false };
/** A read of the device in use. */
const OWN: Reach = { group: false, channel: false, ownAnswer: true };

/** The SDK's add arguments of the port's (the same fields; the SDK rounds the points). */
const toAdd = (add: PortHspAddArgs): HspAddArgs => ({
  points: add.points,
  tailPointStreamIndex: add.tailPointStreamIndex,
  ...(add.flush === undefined ? {} : { flush: add.flush }),
  ...(add.tailPointThreshold === undefined ? {} : { tailPointThreshold: add.tailPointThreshold }),
});

const toPlay = (args: PortPlayArgs) => ({
  startTimeMs: args.startTimeMs,
  serverTimeMs: args.serverTimeMs,
  playbackRate: args.playbackRate,
  loop: args.loop,
});

const toSyncTime = (args: PortSyncTimeArgs) => ({
  currentTimeMs: args.currentTimeMs,
  serverTimeMs: args.serverTimeMs,
  filter: args.filter,
});

/**
 * The player's stops outlive the page (`keepalive`): the stop a page sends as it is left (a reload,
 * a navigation away) would otherwise be cancelled with it, and the device would play on.
 */
const OUTLIVES_THE_PAGE = { keepalive: true } as const;

/**
 * Creates the port. Each call goes to the device connected when it is sent; its answer is recorded
 * only while that device is still the current one. A call while none is connected rejects with
 * {@link NoDeviceError}; a failing call rejects with what the SDK threw (the engine reports it).
 */
export function createPlaybackPort(overrides: Partial<PlaybackPortDeps> = {}): PlaybackDevicePort {
  const deps = { ...defaultDeps(), ...overrides };
  const { store, clock } = deps;

  /** The connected device's calls, its key and the budget, or a rejection. */
  const target = () => {
    const { status, connectionKey } = store.get();
    const runtime = store.runtime();
    const pacer = deps.pacer();
    if (status !== 'connected' || !runtime || !pacer) throw new NoDeviceError();
    return { api: runtime.device(connectionKey), connectionKey, pacer, runtime };
  };

  /**
   * Sends `send` to the device in use and, while the linked devices are grouped, to them: through
   * the channel where the call takes one (`reach`), else to each. Resolves with the device in use's
   * answer; the others' failures are theirs (the link page says which device is not along), never
   * the player's. Returns the budget's keys and the run.
   */
  const fanOut = (
    send: (api: DeviceApi) => Promise<HspState>,
    reach: Reach,
  ): {
    connectionKey: string;
    pacer: CommandPacer;
    keys: string[];
    run: () => Promise<HspState>;
  } => {
    const { api, connectionKey, pacer, runtime } = target();
    const group = (reach.group ? groupRoute(deps.group(), connectionKey) : undefined) ?? {
      direct: [],
    };
    const ownParts = deps.ownParts();
    const direct = group.direct
      // A device that cannot carry a player call out (offline, firmware 3) gets none.
      .filter((item) => !isAway(item.reason))
      .map((item) => item.connectionKey);
    const channelFree = !group.channel?.members.some((key) => ownParts.has(key));
    const channel = reach.channel && runtime.channel && channelFree ? group.channel : undefined;
    const inChannel = channel?.members.includes(connectionKey) ?? false;
    const others = [...(channel ? [] : (group.channel?.members ?? [])), ...direct].filter(
      (key) => key !== connectionKey && !ownParts.has(key),
    );
    const keys = [connectionKey, ...(channel ? [channel.reference] : []), ...others];
    const run = (): Promise<HspState> => {
      const sentAtMs = clock.now();
      const direct = others.map((key) => ({ key, call: send(runtime.device(key)) }));
      const along: Promise<unknown>[] = direct.map((item) => item.call);
      let own: Promise<HspState>;
      // The device in use's own answer, when it has one (a channel's is its first subscriber's).
      let ownAnswer = true;
      if (channel && runtime.channel) {
        // Only the calls `reach` says take a channel come here: the channel's API has them.
        const viaChannel = send(runtime.channel(channel.reference) as DeviceApi);
        if (inChannel && !reach.ownAnswer) {
          own = viaChannel;
          ownAnswer = false;
        } else {
          along.push(viaChannel);
          own = send(api);
        }
      } else {
        own = send(api);
      }
      for (const call of along) call.catch(() => undefined);
      if (ownAnswer && direct.length > 0) measureAlong(sentAtMs, own, direct);
      return own;
    };
    return { connectionKey, pacer, keys, run };
  };

  /** A call's answer with its timing. */
  const timed = (sentAtMs: number, call: Promise<HspState>): Promise<TimedAnswer> =>
    call.then((state) => ({
      sentAtMs,
      answeredAtMs: clock.now(),
      playState: state.play_state,
      streamId: state.stream_id,
      currentTimeMs: state.current_time,
      rate: state.playback_rate,
    }));

  /** Records how far each linked device is behind the device in use, from their answers to one call. */
  const measureAlong = (
    sentAtMs: number,
    own: Promise<HspState>,
    direct: ReadonlyArray<{ key: string; call: Promise<HspState> }>,
  ) => {
    const ownAnswer = timed(sentAtMs, own);
    for (const { key, call } of direct) {
      void Promise.all([ownAnswer, timed(sentAtMs, call)]).then(
        ([mine, theirs]) => {
          const lagMs = lagBehind(mine, theirs);
          if (lagMs !== undefined) deps.alongLag.record(key, lagMs, clock.now());
        },
        // A failed call measures nothing; its failure is the call's own.
        () => undefined,
      );
    }
  };

  /** Records an answer of `connectionKey`'s device, unless another device has taken its place. */
  const record = (connectionKey: string, action: AppliedAction) => {
    if (store.get().connectionKey === connectionKey) store.apply(action);
  };

  /** A discrete command: waits for budget in order, never dropped. */
  const command = async (
    send: (api: DeviceApi) => Promise<HspState>,
    toAction: (state: HspState) => ResultAction,
    reach: Reach = EACH,
  ): Promise<PlayerStateLike> => {
    target();
    if (reach.group) await deps.groupSettled();
    const { connectionKey, pacer, keys, run } = fanOut(send, reach);
    const state = await pacer.schedule(keys, run);
    record(connectionKey, toAction(state));
    return state;
  };

  /**
   * A stop: sent at once, past the budget, dropping the device's pending continuous values; the
   * device in use's own stop is the answer, the group's goes beside it and is never waited for.
   */
  const stop = async (
    send: (api: DeviceApi) => Promise<HspState>,
    toAction: (state: HspState) => ResultAction,
    channel: boolean,
  ): Promise<PlayerStateLike> => {
    const { connectionKey, pacer, run } = fanOut(send, { group: true, channel, ownAnswer: true });
    const state = await pacer.stop(connectionKey, run);
    record(connectionKey, toAction(state));
    return state;
  };

  const clockSync = () => store.session().clock;

  return {
    serverTimeMs: () => clock.now() + (clockSync().clockOffsetMs ?? 0),
    clockRoundTripMs: () => clockSync().rtdMs,
    clockOffsetMs: () => clockSync().clockOffsetMs,
    hssp: {
      async upload(csv, filename) {
        // Only for a connected device: an upload nobody can play is a script given away for nothing.
        target();
        const upload = await deps.upload();
        const { url } = await upload({
          uploadUrl: deps.scriptUploadUrl(),
          file: csv,
          filename,
          fetch: deps.fetch,
        });
        return url;
      },
      async setup(url) {
        target();
        await deps.groupSettled();
        // `notify`: the player's events come over the stream, as HSP's do, for the engine.
        const { connectionKey, pacer, keys, run } = fanOut(
          (api) => api.hssp.setup({ url, notify: true }),
          CHANNEL,
        );
        // Spec §4: SETTING_SCRIPT, then SCRIPT_SET or SCRIPT_FAILED.
        record(connectionKey, { type: 'hssp_setup_started' });
        try {
          const state = await pacer.schedule(keys, run);
          record(connectionKey, { type: 'hssp_setup_succeeded', hssp: state });
          return state;
        } catch (error) {
          record(connectionKey, { type: 'hssp_setup_failed' });
          throw error;
        }
      },
      play: (args) => command((api) => api.hssp.play(toPlay(args)), hsspLoaded, CHANNEL),
      stop: () => stop((api) => api.hssp.stop(OUTLIVES_THE_PAGE), hsspLoaded, true),
      syncTime: (args) =>
        command((api) => api.hssp.syncTime(toSyncTime(args)), hsspLoaded, CHANNEL),
    },
    hsp: {
      setup: (streamId) => command((api) => api.hsp.setup({ streamId }), hspLoaded, CHANNEL),
      add: (args) => command((api) => api.hsp.add(toAdd(args)), hspLoaded),
      play: (args) =>
        command(
          (api) =>
            api.hsp.play({
              ...toPlay(args),
              pauseOnStarving: args.pauseOnStarving,
              ...(args.add ? { add: toAdd(args.add) } : {}),
            }),
          hspLoaded,
        ),
      pause: () => command((api) => api.hsp.pause(), hspLoaded),
      stop: () => stop((api) => api.hsp.stop(OUTLIVES_THE_PAGE), hspLoaded, false),
      syncTime: (args) => command((api) => api.hsp.syncTime(toSyncTime(args)), hspLoaded),
      setPlaybackRate: (rate) => command((api) => api.hsp.setPlaybackRate(rate), hspLoaded),
      // A read of the device in use only.
      state: () => command((api) => api.hsp.state(), hspLoaded, OWN),
    },
  };
}

let appPort: PlaybackDevicePort | undefined;

/** The app's port on the connected device (one for the app: it holds no state of its own). */
export function playbackPort(): PlaybackDevicePort {
  return (appPort ??= createPlaybackPort());
}
