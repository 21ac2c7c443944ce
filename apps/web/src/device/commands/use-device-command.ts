import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceApi } from '@glide/handy';
import { usePreferences } from '../../preferences/use-preferences';
import { notify } from '../../ui/notifications/notify';
import { connectionStore } from '../connection/connection-instance';
import { commandTargets, sendCommand, type CommandOutcome } from './device-commands';
import type { ResultAction } from '../session/actions';
import type { AnswerRecorder } from '../session/session-types';
import { useConnection } from '../connection/use-connection';
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

  const send = useCallback(
    async <T>(
      command: (api: DeviceApi, key: string) => Promise<T>,
      options?: SendOptions<T>,
    ): Promise<CommandOutcome<T> | undefined> => {
      const store = connectionStore();
      const runtime = store.runtime();
      // The budget loads with the device runtime (connection-instance.ts), so it is there by now.
      const pacer = loadedCommandPacer();
      if (status !== 'connected' || !runtime || !pacer) {
        notify({ kind: 'warning', message: t('errors.deviceNotConnected') });
        return undefined;
      }
      const keys = commandTargets(
        connectionKey,
        linkedDevices.map((device) => device.connectionKey),
        multicast,
      );
      const pacing = options?.pacing ?? DISCRETE;
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
      const fanOut = () => sendCommand(runtime, keys, sent);
      setPending((count) => count + 1);
      try {
        let outcome: CommandOutcome<T> | undefined;
        switch (pacing.kind) {
          case 'command':
            outcome = await pacer.schedule(keys, fanOut);
            break;
          case 'continuous': {
            const laneOutcome = await pacer.submit(pacing.lane, keys, fanOut);
            outcome = laneOutcome.sent ? laneOutcome.value : undefined;
            break;
          }
          case 'stop':
            // Each device's stop on its own: one device's retry never holds another's stop.
            outcome = await sendCommand(runtime, keys, (api, key) =>
              pacer.stop(key, () => sent(api, key)),
            );
            break;
        }
        if (!outcome) return undefined;
        setLastOutcome(outcome);
        for (const result of outcome.results) {
          if (result.ok) {
            if (result.connectionKey !== connectionKey) continue;
            record?.(options?.toAction?.(result.value));
            record = undefined;
            continue;
          }
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
    [status, connectionKey, linkedDevices, multicast, t],
  );

  return { busy: pending > 0, multicast, lastOutcome, send };
}
