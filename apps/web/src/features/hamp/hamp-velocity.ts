import type { DeviceApi, HampState } from '@glide/handy';
import type { ResultAction } from '../../device/session/actions';

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
export function setVelocityCommand(percent: number): (api: DeviceApi) => Promise<HampState> {
  return (api) => api.hamp.setVelocity(velocityOfPercent(percent));
}

/**
 * Starts HAMP, then sets the speed: a start always begins at velocity 0 (reference: "starts with
 * velocity 0"), and the device only takes a velocity while it runs.
 */
export function startCommand(percent: number): (api: DeviceApi) => Promise<HampState> {
  return async (api) => {
    await api.hamp.start();
    return api.hamp.setVelocity(velocityOfPercent(percent));
  };
}

/** Records a HAMP answer of the current device in the session state. */
export const hampLoaded = (hamp: HampState): ResultAction => ({ type: 'hamp_loaded', hamp });
