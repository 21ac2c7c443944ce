/**
 * The emergency stop: every mode on every linked device, at once. Framework-free; the header
 * button and the Escape key (`use-emergency-stop.ts`) both run {@link runEmergencyStop}.
 *
 * "Stop every mode" per device: the device switches mode by itself when a protocol command
 * arrives (reference §6), so sending every mode's stop blindly would make the device jump between
 * modes, racing its own calls. Each device is asked its mode first (`GET /mode`) and sent the stop
 * of that mode only. HDSP has no stop call; leaving the mode for IDLE ends the move (a mode change
 * ends the previous mode's activity, spec §4). Modes that move nothing (IDLE, BUTTON,
 * MAINTENANCE, OTA) get no further call: an update must not be interrupted.
 */
import {
  DeviceMode,
  type ChannelDeviceApi,
  type DeviceApi,
  type DeviceModeResult,
  type HampState,
  type HspState,
  type HvpState,
} from '@glide/handy';
import type { CommandPacer } from '../commands/command-pacer';
import type { DeviceRuntime } from '../connection/connection-store';
import { sendCommand, type CommandOutcome, type DeviceOutcome } from '../commands/device-commands';
import { asSdkError, type ErrorMessage } from '../errors/error-message';
import { hampLoaded, hspLoaded, hsspLoaded, hvpLoaded } from '../protocols/answers';
import type { ResultAction } from '../session/actions';

/**
 * The device's "Illegal state." answer (emulator README): an HSP or HSSP stop to a player that was
 * never set up. Nothing plays then, so for a stop it means "already stopped".
 */
const ILLEGAL_STATE_CODE = 4201;

/** What one device answered to the emergency stop. */
export type StopAnswer =
  | { readonly kind: 'hamp'; readonly hamp: HampState }
  | { readonly kind: 'hvp'; readonly hvp: HvpState }
  | { readonly kind: 'hsp'; readonly hsp: HspState }
  | { readonly kind: 'hssp'; readonly hssp: HspState }
  /** The mode had no stop call and was left for IDLE (HDSP, HRPP). */
  | { readonly kind: 'mode'; readonly mode: DeviceModeResult }
  /** Nothing was running: a still mode, or a player that was never set up. */
  | { readonly kind: 'still'; readonly mode: DeviceModeResult };

/** The calls the emergency stop makes. */
export type StopApi = Pick<DeviceApi, 'mode' | 'setMode'> & {
  readonly hamp: Pick<DeviceApi['hamp'], 'stop'>;
  readonly hvp: Pick<DeviceApi['hvp'], 'stop'>;
  readonly hsp: Pick<DeviceApi['hsp'], 'stop'>;
  readonly hssp: Pick<DeviceApi['hssp'], 'stop'>;
};

function isIllegalState(error: unknown): boolean {
  const sdk = asSdkError(error);
  return sdk?.code === 'device' && sdk.deviceErrorCode === ILLEGAL_STATE_CODE;
}

/** Runs a player's stop; a player that was never set up is already still. */
async function stopPlayer(
  stop: () => Promise<HspState>,
  toAnswer: (state: HspState) => StopAnswer,
  still: StopAnswer,
): Promise<StopAnswer> {
  try {
    return toAnswer(await stop());
  } catch (error) {
    if (isIllegalState(error)) return still;
    throw error;
  }
}

/** Stops whatever mode `api`'s device is in (see the module comment); rejects on a failure. */
export async function stopDevice(api: StopApi): Promise<StopAnswer> {
  const mode = await api.mode();
  const still: StopAnswer = { kind: 'still', mode };
  switch (mode.mode) {
    case DeviceMode.HAMP:
      return { kind: 'hamp', hamp: await api.hamp.stop() };
    case DeviceMode.VIBRATE:
      return { kind: 'hvp', hvp: await api.hvp.stop() };
    case DeviceMode.HSP:
      return stopPlayer(
        () => api.hsp.stop(),
        (hsp) => ({ kind: 'hsp', hsp }),
        still,
      );
    case DeviceMode.HSSP:
      return stopPlayer(
        () => api.hssp.stop(),
        (hssp) => ({ kind: 'hssp', hssp }),
        still,
      );
    case DeviceMode.HDSP:
    case DeviceMode.HRPP:
      return { kind: 'mode', mode: await api.setMode(DeviceMode.IDLE) };
    case DeviceMode.IDLE:
    case DeviceMode.BUTTON:
    case DeviceMode.MAINTENANCE:
    case DeviceMode.OTA:
      return still;
  }
}

/** What a stop answer means for the session state of the current device. */
export function stopAnswerAction(answer: StopAnswer): ResultAction {
  switch (answer.kind) {
    case 'hamp':
      return hampLoaded(answer.hamp);
    case 'hvp':
      return hvpLoaded(answer.hvp);
    case 'hsp':
      return hspLoaded(answer.hsp);
    case 'hssp':
      return hsspLoaded(answer.hssp);
    case 'mode':
    case 'still':
      return { type: 'mode_loaded', mode: answer.mode };
  }
}

/**
 * The devices the emergency stop reaches: the current key and every linked one, whatever the
 * multicast switch and the page say (duplicates and empty keys dropped).
 */
export function stopTargets(connectionKey: string, linkedKeys: readonly string[]): string[] {
  return [...new Set([connectionKey, ...linkedKeys].map((key) => key.trim()))].filter(
    (key) => key !== '',
  );
}

/** What the emergency stop has to tell the user. */
export type StopReport =
  /** There was no device to send to (no key, or no connect yet loaded the SDK). */
  | { readonly kind: 'noDevice' }
  /** Every device answered: `count` devices are still. */
  | { readonly kind: 'stopped'; readonly count: number }
  /** Some devices did not answer as asked: each one's reason, and how many did stop. */
  | {
      readonly kind: 'failed';
      readonly stopped: number;
      readonly count: number;
      readonly failures: readonly {
        readonly connectionKey: string;
        readonly error: ErrorMessage;
      }[];
    };

/**
 * The stop the whole channel gets at once, for the mode the device in use is in (the group moves
 * together): HAMP and HSSP have a channel stop, HDSP and HRPP leave for IDLE (`/mode2` takes a
 * channel). HSP and HVP take one connection key only: their devices get the direct stops alone.
 */
export function channelStop(
  mode: DeviceMode | undefined,
): ((api: ChannelDeviceApi) => Promise<unknown>) | undefined {
  switch (mode) {
    case DeviceMode.HAMP:
      return (api) => api.hamp.stop();
    case DeviceMode.HSSP:
      return (api) => api.hssp.stop();
    case DeviceMode.HDSP:
    case DeviceMode.HRPP:
      return (api) => api.setMode(DeviceMode.IDLE);
    // HSP and HVP have no channel stop; still modes and an unknown one get none.
    case DeviceMode.HSP:
    case DeviceMode.VIBRATE:
    case DeviceMode.IDLE:
    case DeviceMode.BUTTON:
    case DeviceMode.MAINTENANCE:
    case DeviceMode.OTA:
    case undefined:
      return undefined;
  }
}

/** The channel the linked devices are grouped in, for the emergency stop. */
export interface StopChannel {
  readonly reference: string;
  /** The mode of the device in use (the group's). */
  readonly mode: DeviceMode | undefined;
}

/** What {@link runEmergencyStop} needs, injected so that it runs without React or a browser. */
export interface EmergencyStopDeps {
  /** The SDK calls, once a connect has loaded them. */
  readonly runtime: () =>
    (Pick<DeviceRuntime, 'device'> & Partial<Pick<DeviceRuntime, 'channel'>>) | undefined;
  /** The current key (`''` before the first). */
  readonly connectionKey: () => string;
  /** The keys of the linked devices (preferences). */
  readonly linkedKeys: () => readonly string[];
  /**
   * Called as the stops are sent: returns what records the current device's answer in the session
   * state, under the events that came meanwhile (`DeviceSession.answer`). The stop reads the mode
   * first; a mode another app set while that read was out must not be undone by its answer.
   */
  readonly answer: () => (action: ResultAction | undefined) => void;
  /**
   * The command budget: each device's stop goes past it at once, drops the device's pending
   * continuous values (a stale speed must not follow the stop) and is tried again when the server
   * refuses it for its rate. It loads with the device runtime, so before one there is neither.
   */
  readonly pacer: Pick<CommandPacer, 'stop'> | undefined;
  /**
   * The channel the linked devices are grouped in, if any: it gets its stop at once, besides
   * (never instead of) each device's own, so one request reaches the group first and a channel
   * call that hangs holds nothing up.
   */
  readonly channel?: (() => StopChannel | undefined) | undefined;
}

/** The report of one fan-out's outcome. */
export function reportOf(outcome: CommandOutcome<StopAnswer>): StopReport {
  const failures = outcome.results.flatMap((result) =>
    result.ok ? [] : [{ connectionKey: result.connectionKey, error: result.error }],
  );
  const count = outcome.results.length;
  if (failures.length === 0) return { kind: 'stopped', count };
  return { kind: 'failed', stopped: count - failures.length, count, failures };
}

/**
 * Sends the stop to every device in parallel, records the current device's answer in the session
 * and says how it went. Never rejects: each device's failure is in the report.
 */
export async function runEmergencyStop(deps: EmergencyStopDeps): Promise<StopReport> {
  const runtime = deps.runtime();
  const current = deps.connectionKey().trim();
  const keys = stopTargets(current, deps.linkedKeys());
  const { pacer } = deps;
  if (!runtime || !pacer || keys.length === 0) return { kind: 'noDevice' };
  const channel = deps.channel?.();
  const stopAll = channelStop(channel?.mode);
  if (channel && stopAll && runtime.channel) {
    const group = runtime.channel(channel.reference);
    // Not awaited and never reported: the direct stops below are the answer.
    void pacer.stop(channel.reference, () => stopAll(group)).catch(() => undefined);
  }
  const record = deps.answer();
  const outcome = await sendCommand(runtime, keys, (api, key) =>
    pacer.stop(key, () => stopDevice(api)),
  );
  const answer = outcome.results.find(
    (result): result is Extract<DeviceOutcome<StopAnswer>, { ok: true }> =>
      result.ok && result.connectionKey === current,
  );
  record(answer ? stopAnswerAction(answer.value) : undefined);
  return reportOf(outcome);
}
