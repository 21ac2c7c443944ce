import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChannelDeviceApi, DeviceApi } from '@glide/handy';
import { usePreferences } from '../../preferences/use-preferences';
import { notify } from '../../ui/notifications/notify';
import { connectionStore } from '../connection/connection-instance';
import {
  awayReason,
  groupRoute,
  groupSettled,
  type ChannelRoute,
} from '../channel-group/group-route';
import { madeGroupStore } from '../channel-group/group-slot';
import {
  commandTargets,
  sendCommand,
  joinOutcomes,
  sendThroughChannel,
  type CommandOutcome,
} from './device-commands';
import type { ResultAction } from '../session/actions';
import type { AnswerRecorder } from '../session/session-types';
import { canStop, useConnection } from '../connection/use-connection';
import { loadedCommandPacer } from './pacer-instance';
import { usePageMulticastSupport } from './page-multicast';

/**
 * How a command is paced (`command-pacer.ts`): a discrete `command` waits for budget and is never
 * dropped; a `continuous` value goes through its lane (named after what it sets), where only the
 * newest value is sent; a `stop` goes at once and drops the pending continuous values.
 */
export type Pacing =
  | { readonly kind: 'command' }
  | { readonly kind: 'continuous'; readonly lane: string }
  | { readonly kind: 'stop' };

/** Options of one {@link DeviceCommand.send}. */
export interface SendOptions<T> {
  /** What the current device's answer means for the session state (e.g. `hamp_loaded`). */
  readonly toAction?: (value: T) => ResultAction | undefined;
  /** How the command is paced; a discrete command when not given. */
  readonly pacing?: Pacing;
  /**
   * A setting of the whole group (the user time offset): while multicast is on it goes to the
   * linked devices on every page, not only where the page multicasts, since the players send to
   * the group on every page (issue 30). The devices the group found unable to play along
   * (offline, firmware 3) are left out.
   */
  readonly wholeGroup?: boolean;
}

/** What {@link useDeviceCommand} returns. */
export interface DeviceCommand {
  /** True while a command of this hook is on its way. */
  readonly busy: boolean;
  /** Whether commands go to every linked device (multicast on, on a page that supports it). */
  readonly multicast: boolean;
  /** The last command's answer from every device it went to. */
  readonly lastOutcome: CommandOutcome<unknown> | undefined;
  /**
   * Sends `command` to the device (or all linked devices), paced. Failures are shown as
   * notifications, one per failing device, in the user's language; resolves with every device's
   * outcome, or `undefined` when no device is connected or a newer continuous value (or a stop)
   * took the place of this one.
   */
  readonly send: <T>(
    command: (api: DeviceApi, connectionKey: string) => Promise<T>,
    options?: SendOptions<T>,
  ) => Promise<CommandOutcome<T> | undefined>;
  /**
   * {@link DeviceCommand.send} for a command made only of calls a channel takes: while the linked
   * devices are grouped in a channel, it goes once through the channel for the devices in it, and
   * one by one to the others.
   */
  readonly sendToGroup: <T>(
    command: (api: ChannelDeviceApi, connectionKey: string) => Promise<T>,
    options?: SendOptions<T>,
  ) => Promise<CommandOutcome<T> | undefined>;
}

const DISCRETE: Pacing = { kind: 'command' };

/**
 * Sends commands to the connected device, and to linked devices where the page allows (its route's
 * `multicastSupport`, given by `PageMulticastSupport`). The one way the protocol modules
 * (`src/device/protocols`) reach the device; pages use those modules.
 */
export function useDeviceCommand(): DeviceCommand {
  const { t } = useTranslation('common');
  const { status, connectionKey } = useConnection();
  const { linkedDevices, multicastActive } = usePreferences();
  const pageSupportsMulticast = usePageMulticastSupport();
  const multicast = multicastActive && pageSupportsMulticast && linkedDevices.length > 0;
  const [pending, setPending] = useState(0);
  const [lastOutcome, setLastOutcome] = useState<CommandOutcome<unknown>>();

  const dispatch = useCallback(
    async <T>(
      command: (api: DeviceApi, key: string) => Promise<T>,
      channelable: boolean,
      options?: SendOptions<T>,
    ): Promise<CommandOutcome<T> | undefined> => {
      const store = connectionStore();
      const runtime = store.runtime();
      // The budget loads with the device runtime (connection-instance.ts), so it is there by now.
      const pacer = loadedCommandPacer();
      // A stop goes whenever there is a device to stop and the means to reach it: a device that
      // strokes does not stop when the connection reconnects (changed API settings, a retry).
      const stopping = options?.pacing?.kind === 'stop' && canStop(status, connectionKey);
      if ((status !== 'connected' && !stopping) || !runtime || !pacer) {
        notify({ kind: 'warning', message: t('errors.deviceNotConnected') });
        return undefined;
      }
      const toGroup =
        multicast || (options?.wholeGroup === true && multicastActive && linkedDevices.length > 0);
      const keys = commandTargets(
        connectionKey,
        linkedDevices
          .map((device) => device.connectionKey)
          .filter(
            (key) => !(options?.wholeGroup === true && awayReason(madeGroupStore()?.get(), key)),
          ),
        toGroup,
      );
      const pacing = options?.pacing ?? DISCRETE;
      // The channel, when the group formed for exactly these devices has one. Read as the command
      // goes: the pages that multicast keep the group formed (`useChannelGroup`), the rest of the
      // start-up code does not carry its forming. A group still forming for exactly them is waited
      // for, briefly, so that they start together as the page says they do; a stop never waits.
      const groups = channelable && multicast ? madeGroupStore() : undefined;
      if (groups && pacing.kind !== 'stop') await groupSettled(groups, keys);
      const route: ChannelRoute | undefined = groups
        ? groupRoute(groups.get(), connectionKey, keys)?.channel
        : undefined;
      const directKeys = route ? keys.filter((key) => !route.members.includes(key)) : keys;
      // What the budget counts: the channel is one reference, its devices are not asked one by one.
      const budgetKeys = route ? [route.reference, ...directKeys] : keys;
      // The current device's answer is recorded under the events that come from the moment its
      // call is sent (not queued): another app's change that overtakes the answer stands.
      let record: AnswerRecorder | undefined;
      const sent = (api: DeviceApi, key: string): Promise<T> => {
        if (key === connectionKey) {
          record?.(undefined);
          record = store.answer();
        }
        return command(api, key);
      };
      const throughChannel = (channel: ChannelRoute) =>
        sendThroughChannel(runtime, channel, (api) => {
          if (channel.answersFor === connectionKey) {
            record?.(undefined);
            record = store.answer();
          }
          // Only channel calls: `channelable` says the command was given as a group command.
          return command(api as DeviceApi, channel.reference);
        });
      const fanOut = async (): Promise<CommandOutcome<T>> => {
        if (!route) return sendCommand(runtime, keys, sent);
        const [grouped, direct] = await Promise.all([
          throughChannel(route),
          sendCommand(runtime, directKeys, sent),
        ]);
        return joinOutcomes(grouped, direct);
      };
      setPending((count) => count + 1);
      try {
        let outcome: CommandOutcome<T> | undefined;
        switch (pacing.kind) {
          case 'command':
            outcome = await pacer.schedule(budgetKeys, fanOut);
            break;
          case 'continuous': {
            const laneOutcome = await pacer.submit(pacing.lane, budgetKeys, fanOut);
            outcome = laneOutcome.sent ? laneOutcome.value : undefined;
            break;
          }
          case 'stop': {
            // Each device's stop on its own (the channel's as one): one retry never holds another.
            const stops = await Promise.all([
              route
                ? pacer.stop(route.reference, () => throughChannel(route))
                : Promise.resolve(undefined),
              sendCommand(runtime, directKeys, (api, key) => pacer.stop(key, () => sent(api, key))),
            ]);
            const [grouped, direct] = stops;
            outcome = grouped ? joinOutcomes(grouped, direct) : direct;
            break;
          }
        }
        if (!outcome) return undefined;
        setLastOutcome(outcome);
        // A channel's failure is one, whatever the number of devices in it: said once.
        const channelFailure = route
          ? outcome.results.find(
              (result) => !result.ok && route.members.includes(result.connectionKey),
            )
          : undefined;
        if (channelFailure && !channelFailure.ok) {
          const message = t(`errors.${channelFailure.error.key}`, channelFailure.error.values);
          notify({ kind: 'negative', message: t('commands.groupFailed', { message }) });
        }
        for (const result of outcome.results) {
          if (result.ok) {
            if (result.connectionKey !== connectionKey) continue;
            record?.(options?.toAction?.(result.value));
            record = undefined;
            continue;
          }
          if (route?.members.includes(result.connectionKey)) continue;
          const message = t(`errors.${result.error.key}`, result.error.values);
          notify({
            kind: 'negative',
            message:
              keys.length > 1
                ? t('commands.deviceFailed', { key: result.connectionKey, message })
                : message,
          });
        }
        return outcome;
      } finally {
        // A failed or superseded call has no answer to record: close its window.
        record?.(undefined);
        setPending((count) => count - 1);
      }
    },
    [status, connectionKey, linkedDevices, multicast, multicastActive, t],
  );

  const send = useCallback(
    <T>(command: (api: DeviceApi, key: string) => Promise<T>, options?: SendOptions<T>) =>
      dispatch(command, false, options),
    [dispatch],
  );
  const sendToGroup = useCallback(
    <T>(command: (api: ChannelDeviceApi, key: string) => Promise<T>, options?: SendOptions<T>) =>
      dispatch(command, true, options),
    [dispatch],
  );

  return { busy: pending > 0, multicast, lastOutcome, send, sendToGroup };
}
