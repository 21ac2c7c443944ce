/**
 * The emulator's OTA outcome switch for `/debug/ota`: how the emulated device's next update ends,
 * read from its snapshot (`GET /control/device`) and set with `PATCH /control/device {otaOutcome}`
 * on the API base's origin, the connection key in the `X-Connection-Key` header, never in the URL.
 * A 404 or a network failure means the app runs against something else, and the switch is not
 * shown.
 */
import * as v from 'valibot';
import { emulatorControlUrl, optionalEmulatorCall } from '../emulator/emulator-control-call';

/** The emulator's control API for the device the key header names, below the API base's origin. */
export const EMULATOR_DEVICE_PATH = '/control/device';

/** How the emulated device's next update ends. */
export type EmulatorOtaOutcome = 'success' | 'failure';

/** The part of the device snapshot the switch reads (the snapshot has much more). */
const AnswerSchema = v.object({
  device: v.object({ ota: v.object({ outcome: v.picklist(['success', 'failure']) }) }),
});

/** One reading or change of the switch. */
export type EmulatorOtaSwitch =
  | { readonly kind: 'outcome'; readonly outcome: EmulatorOtaOutcome }
  /** 404 or unreachable: the API is not the emulator's (hide the switch). */
  | { readonly kind: 'notEmulator' }
  /** The emulator answered something else (another status, or an answer that does not parse). */
  | { readonly kind: 'failed' };

/** The switch's URL for an API base, or `undefined` for a base that is not a URL. */
export function emulatorOtaUrl(apiBaseUrl: string): string | undefined {
  return emulatorControlUrl(apiBaseUrl, EMULATOR_DEVICE_PATH);
}

/**
 * Reads the switch of `connectionKey`'s emulated device, or sets it to `outcome` when given.
 * Never throws.
 */
export async function emulatorOtaSwitch(
  fetchFn: typeof fetch,
  apiBaseUrl: string,
  connectionKey: string,
  outcome?: EmulatorOtaOutcome,
): Promise<EmulatorOtaSwitch> {
  const answer = await optionalEmulatorCall(
    fetchFn,
    emulatorOtaUrl(apiBaseUrl),
    {
      connectionKey,
      ...(outcome === undefined ? {} : { method: 'PATCH', body: { otaOutcome: outcome } }),
    },
    AnswerSchema,
  );
  return answer.kind === 'answer'
    ? { kind: 'outcome', outcome: answer.value.device.ota.outcome }
    : answer;
}
