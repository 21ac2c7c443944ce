/**
 * The device calls a channel reference (`chref:…`) can stand in for, typed as exactly the
 * operations the OpenAPI file types `DeviceReference` (the others take one connection key). No
 * schema of its own: an app that sends through a channel carries only this.
 */
import { HandyValidationError } from '../errors';
import type { HandyClient } from '../client/create-client';
import type { DeviceApi } from '../client/device-api';

/** `chref:` and 5–64 letters or digits (the corrected `ChannelReference` of the OpenAPI file). */
export const CHANNEL_REFERENCE_PATTERN = /^chref:[a-zA-Z0-9]{5,64}$/;

/**
 * The device calls that take a channel reference (`DeviceReference` in the OpenAPI file): general
 * reads and the mode, HAMP, HSSP but its pause and resume, the HSP setup, the slider's stroke, and
 * STREAM. HDSP, HVP, HSTP, the rest of HSP, `/statistics`, `/capabilities`, `/sids` and
 * `/slider/state` take one connection key.
 */
export interface ChannelDeviceApi {
  readonly info: DeviceApi['info'];
  readonly connected: DeviceApi['connected'];
  readonly mode: DeviceApi['mode'];
  readonly setMode: DeviceApi['setMode'];
  readonly setModeLegacy: DeviceApi['setModeLegacy'];
  readonly sliderSettings: DeviceApi['sliderSettings'];
  readonly hamp: DeviceApi['hamp'];
  readonly hssp: Pick<DeviceApi['hssp'], 'state' | 'setup' | 'play' | 'stop' | 'syncTime'>;
  readonly hsp: Pick<DeviceApi['hsp'], 'setup'>;
  readonly slider: Pick<DeviceApi['slider'], 'stroke' | 'setStroke'>;
  readonly stream: DeviceApi['stream'];
}

/** Whether a value is a channel reference (`chref:` and 5–64 letters or digits). */
export function isChannelReference(value: string): boolean {
  return CHANNEL_REFERENCE_PATTERN.test(value);
}

/** What of the device API a channel takes: a call, a whole group (`true`), or a group's calls. */
const CHANNEL_CALLS = {
  info: true,
  connected: true,
  mode: true,
  setMode: true,
  setModeLegacy: true,
  sliderSettings: true,
  hamp: true,
  hssp: ['state', 'setup', 'play', 'stop', 'syncTime'],
  hsp: ['setup'],
  slider: ['stroke', 'setStroke'],
  stream: true,
} as const satisfies Record<keyof ChannelDeviceApi, true | readonly string[]>;

/**
 * The device calls a channel takes, sent once for every active subscriber: only those (a call
 * the file gives one connection key is not there at all, rather than refused by the server).
 * @throws {@link HandyValidationError} when `reference` is not a channel reference.
 */
export function channelDevice(client: HandyClient, reference: string): ChannelDeviceApi {
  if (!isChannelReference(reference)) {
    throw new HandyValidationError('Invalid channel reference', 'channel_reference_invalid');
  }
  // The device API's tree, read by name: its type is the precise one, `ChannelDeviceApi` below.
  const device = client.device(reference) as unknown as Readonly<Record<string, unknown>>;
  const picked: Record<string, unknown> = {};
  for (const [name, which] of Object.entries(CHANNEL_CALLS)) {
    const entry = device[name];
    if (which === true) {
      picked[name] = entry;
    } else {
      const group = entry as Readonly<Record<string, unknown>>;
      picked[name] = Object.fromEntries(which.map((call) => [call, group[call]]));
    }
  }
  return picked as unknown as ChannelDeviceApi;
}
