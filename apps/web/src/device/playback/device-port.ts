/**
 * The playback engine's device port (`PlaybackDevicePort` of `@glide/core`) on the connected
 * device: the SDK's `/hssp/*` and `/hsp/*` calls, each through the command budget (a discrete
 * command; the stops as stops), to the current device only, with every answer recorded in the
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

/** What the port reads of the connection store (which satisfies it). */
export interface PortStore {
  get(): Pick<ConnectionSnapshot, 'status' | 'connectionKey'>;
  session(): Pick<DeviceSessionState, 'clock'>;
  runtime(): Pick<DeviceRuntime, 'device'> | undefined;
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
}

/** The app's store, read at each call: a test may replace it (`setConnectionStoreForTests`). */
const appStore: PortStore = {
  get: () => connectionStore().get(),
  session: () => connectionStore().session(),
  runtime: () => connectionStore().runtime(),
  apply: (action) => connectionStore().apply(action),
};

const defaultDeps = (): PlaybackPortDeps => ({
  store: appStore,
  pacer: loadedCommandPacer,
  clock: systemClock,
  scriptUploadUrl: () => currentApiConfig().scriptUploadUrl,
  fetch: browserFetch,
  upload: () => import('./script-upload').then((module) => module.uploadScript),
});

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
    return { api: runtime.device(connectionKey), connectionKey, pacer };
  };

  /** Records an answer of `connectionKey`'s device, unless another device has taken its place. */
  const record = (connectionKey: string, action: AppliedAction) => {
    if (store.get().connectionKey === connectionKey) store.apply(action);
  };

  /** A discrete command: waits for budget in order, never dropped. */
  const command = async (
    send: (api: DeviceApi) => Promise<HspState>,
    toAction: (state: HspState) => ResultAction,
  ): Promise<PlayerStateLike> => {
    const { api, connectionKey, pacer } = target();
    const state = await pacer.schedule([connectionKey], () => send(api));
    record(connectionKey, toAction(state));
    return state;
  };

  /** A stop: sent at once, past the budget, dropping the device's pending continuous values. */
  const stop = async (
    send: (api: DeviceApi) => Promise<HspState>,
    toAction: (state: HspState) => ResultAction,
  ): Promise<PlayerStateLike> => {
    const { api, connectionKey, pacer } = target();
    const state = await pacer.stop(connectionKey, () => send(api));
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
        const { api, connectionKey, pacer } = target();
        // Spec §4: SETTING_SCRIPT, then SCRIPT_SET or SCRIPT_FAILED.
        record(connectionKey, { type: 'hssp_setup_started' });
        try {
          // `notify`: the player's events come over the stream, as HSP's do, for the engine.
          const state = await pacer.schedule([connectionKey], () =>
            api.hssp.setup({ url, notify: true }),
          );
          record(connectionKey, { type: 'hssp_setup_succeeded', hssp: state });
          return state;
        } catch (error) {
          record(connectionKey, { type: 'hssp_setup_failed' });
          throw error;
        }
      },
      play: (args) => command((api) => api.hssp.play(toPlay(args)), hsspLoaded),
      stop: () => stop((api) => api.hssp.stop(OUTLIVES_THE_PAGE), hsspLoaded),
      syncTime: (args) => command((api) => api.hssp.syncTime(toSyncTime(args)), hsspLoaded),
    },
    hsp: {
      setup: (streamId) => command((api) => api.hsp.setup({ streamId }), hspLoaded),
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
      stop: () => stop((api) => api.hsp.stop(OUTLIVES_THE_PAGE), hspLoaded),
      syncTime: (args) => command((api) => api.hsp.syncTime(toSyncTime(args)), hspLoaded),
      setPlaybackRate: (rate) => command((api) => api.hsp.setPlaybackRate(rate), hspLoaded),
      state: () => command((api) => api.hsp.state(), hspLoaded),
    },
  };
}

let appPort: PlaybackDevicePort | undefined;

/** The app's port on the connected device (one for the app: it holds no state of its own). */
export function playbackPort(): PlaybackDevicePort {
  return (appPort ??= createPlaybackPort());
}
