/**
 * HAMP, automatic stroking: start, stop and speed, as every page sends them. The speed is a
 * continuous control (lane `hamp.velocity`: only the newest speed is sent, within the budget);
 * Stop is a stop (sent at once, past the budget, dropping a pending speed).
 */
import { useMemo } from 'react';
import type { ChannelDeviceApi, HampState } from '@glide/handy';
import { useChannelGroup } from '../channel-group/use-channel-group';
import { useDeviceCommand, type DeviceCommand } from '../commands/use-device-command';
import type { CommandOutcome } from '../commands/device-commands';
import { hampLoaded } from './answers';

/**
 * `play_state` of a running HAMP (the SDK's `HampPlayState.PLAYING`). A value import of the SDK
 * would pull it into the pages' chunks, which otherwise get it with the first connect; a test pins
 * the two together.
 */
export const HAMP_PLAYING = 1;

/** True when HAMP strokes. */
export function isHampPlaying(hamp: Pick<HampState, 'play_state'>): boolean {
  return hamp.play_state === HAMP_PLAYING;
}

/** HAMP's velocity is 0–1 on the wire; people set a whole percentage. */
export const DEFAULT_SPEED_PCT = 50;

/** The wire velocity (0–1) of a percentage. */
export function velocityOfPercent(percent: number): number {
  return percent / 100;
}

/** The whole percentage of a wire velocity (0–1). */
export function percentOfVelocity(velocity: number): number {
  return Math.round(velocity * 100);
}

/**
 * `PUT /hamp/velocity` at `percent`. The SDK refuses a velocity outside 0–1 before any request,
 * with the spec's message, which the command hook shows as `common:errors.velocity`.
 */
export function setVelocityCommand(percent: number): (api: ChannelDeviceApi) => Promise<HampState> {
  return (api) => api.hamp.setVelocity(velocityOfPercent(percent));
}

/**
 * Starts HAMP, then sets the speed: a start always begins at velocity 0 (reference: "starts with
 * velocity 0"), and the device only takes a velocity while it runs.
 */
function startCommand(percent: number): (api: ChannelDeviceApi) => Promise<HampState> {
  return async (api) => {
    await api.hamp.start();
    return api.hamp.setVelocity(velocityOfPercent(percent));
  };
}

/** The lane of the speed: one per app, whichever page drags it. */
const VELOCITY_LANE = { kind: 'continuous', lane: 'hamp.velocity' } as const;

/** Every device's answer to a HAMP command; `undefined` when nothing was sent (see `send`). */
export type HampOutcome = CommandOutcome<HampState> | undefined;

/** What {@link useHamp} returns. */
export interface Hamp extends Pick<DeviceCommand, 'busy' | 'multicast' | 'lastOutcome'> {
  /** Starts HAMP at `percent`; resolves with the answers. */
  readonly start: (percent: number) => Promise<HampOutcome>;
  /** Stops HAMP: at once, whatever the budget, dropping a pending speed. */
  readonly stop: () => Promise<HampOutcome>;
  /** The newest speed of a dragged control; only the newest of a quick series is sent. */
  readonly setVelocity: (percent: number) => void;
  /**
   * {@link Hamp.setVelocity} for a caller that needs the answer (a mode that changes the speed on
   * its own): the same lane, resolving with the answers, or `undefined` when a newer speed or a
   * stop took this one's place.
   */
  readonly sendVelocity: (percent: number) => Promise<HampOutcome>;
}

/**
 * HAMP on the connected device (and the linked ones where the page multicasts): every HAMP call
 * takes a channel, so linked devices grouped in one get each command as one request.
 */
export function useHamp(): Hamp {
  // Keeps the group of linked devices formed while a HAMP page is open.
  useChannelGroup();
  const command = useDeviceCommand();
  const { sendToGroup: send, busy, multicast, lastOutcome } = command;
  const calls = useMemo(
    () => ({
      start: (percent: number) => send(startCommand(percent), { toAction: hampLoaded }),
      stop: () =>
        send((api) => api.hamp.stop(), { toAction: hampLoaded, pacing: { kind: 'stop' } }),
      setVelocity: (percent: number) => {
        void send(setVelocityCommand(percent), { toAction: hampLoaded, pacing: VELOCITY_LANE });
      },
      sendVelocity: (percent: number) =>
        send(setVelocityCommand(percent), { toAction: hampLoaded, pacing: VELOCITY_LANE }),
    }),
    [send],
  );
  return { ...calls, busy, multicast, lastOutcome };
}
