import { useCallback, useEffect, useState } from 'react';
import type {
  DeviceApi,
  FirmwareFeatureFlag,
  FirmwareVersion,
  OtaChannelChoice,
} from '@glide/handy';
import { toErrorMessage, type ErrorMessage } from '../errors/error-message';
import { useDeviceApi } from '../connection/use-device-api';
import { useDeviceState } from '../connection/use-device-state';
import { recordOta } from './ota-record';

/** Where reading the device's channel and its releases stands. */
export type OtaChannelState =
  | { readonly status: 'offline' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: ErrorMessage }
  | {
      readonly status: 'ready';
      readonly channel: FirmwareFeatureFlag;
      /** The releases the channel offers, newest first. */
      readonly versions: readonly FirmwareVersion[];
    };

/** What {@link useOtaChannel} returns to `/ota-optin`. */
export interface OtaChannelControls {
  readonly state: OtaChannelState;
  /** A change on its way. */
  readonly changing: boolean;
  /** Why the last change failed, translated by the page. */
  readonly changeError: ErrorMessage | undefined;
  readonly reload: () => void;
  readonly choose: (channel: OtaChannelChoice) => Promise<void>;
}

/** Reads the releases `channel` offers (`GET /ota/versions?s=`). */
export async function readOtaChannel(
  api: Pick<DeviceApi, 'ota'>,
  channel: FirmwareFeatureFlag,
  signal?: AbortSignal,
): Promise<{ channel: FirmwareFeatureFlag; versions: readonly FirmwareVersion[] }> {
  const { versions } = await api.ota.versions(channel, signal ? { signal } : undefined);
  return { channel, versions };
}

/**
 * Moves the device to `channel` (`PUT /ota/channel`) and records the info it answers, so the
 * session's `fw_feature_flags` and `fw_status` (which the other firmware pages use) follow.
 */
export async function chooseOtaChannel(
  api: Pick<DeviceApi, 'ota'>,
  channel: OtaChannelChoice,
  record = recordOta,
): Promise<void> {
  record({ type: 'info_loaded', info: await api.ota.setChannel(channel) });
}

/**
 * The connected device's release channel for `/ota-optin`: opting in to a pre-release channel or
 * back out, with the releases the channel in force offers.
 */
export function useOtaChannel(): OtaChannelControls {
  const api = useDeviceApi();
  // The channel is the device's `fw_feature_flags` (`/info`); firmware that reports none is on
  // the regular releases.
  const channel = useDeviceState((state) => state.device.fw_feature_flags) ?? 'production';
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{
    key: object;
    attempt: number;
    channel: string;
    state: OtaChannelState;
  }>();
  const [changing, setChanging] = useState(false);
  const [changeError, setChangeError] = useState<ErrorMessage>();

  useEffect(() => {
    if (!api) return;
    const controller = new AbortController();
    const settle = (state: OtaChannelState) => {
      if (!controller.signal.aborted) setLoaded({ key: api, attempt, channel, state });
    };
    readOtaChannel(api, channel, controller.signal).then(
      (read) => settle({ status: 'ready', ...read }),
      (error: unknown) => settle({ status: 'failed', error: toErrorMessage(error) }),
    );
    return () => controller.abort();
  }, [api, attempt, channel]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const choose = useCallback(
    async (channel: OtaChannelChoice) => {
      if (!api) return;
      setChanging(true);
      setChangeError(undefined);
      try {
        await chooseOtaChannel(api, channel);
      } catch (error) {
        setChangeError(toErrorMessage(error));
      } finally {
        setChanging(false);
      }
    },
    [api],
  );

  const state: OtaChannelState = !api
    ? { status: 'offline' }
    : loaded?.key === api && loaded.attempt === attempt && loaded.channel === channel
      ? loaded.state
      : { status: 'loading' };
  return { state, changing, changeError, reload, choose };
}
