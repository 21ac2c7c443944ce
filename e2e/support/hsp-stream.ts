/**
 * What the player specs read of an emulated device's HSP player, and the check that a page is
 * streaming to it: the device switched to HSP mode, playing, with its play clock running.
 */
import { expect } from '@playwright/test';
import { z } from 'zod';
import { emulatorControl } from './emulator-control';

const hspSnapshot = z.object({
  mode: z.number(),
  hsp: z.object({ state: z.object({ play_state: z.number(), current_time: z.number() }) }),
});
const HSP_MODE = 4;
/** The HSP player's playing state. */
export const HSP_PLAYING = 1;

/** The device's mode and HSP player state, as the emulator holds them. */
async function hspPlayer(key: string): Promise<z.infer<typeof hspSnapshot>> {
  return hspSnapshot.parse(await emulatorControl.rawDevice(key));
}

/** The device's HSP play state, as the emulator holds it. */
export async function hspPlayState(key: string): Promise<number> {
  return (await hspPlayer(key)).hsp.state.play_state;
}

/**
 * Waits until the device plays HSP and its play clock has moved on by more than 300 ms: the
 * points reach it and it keeps time, not just a play command that arrived. A looping script's clock
 * that went back by more than that has wrapped: it moved on too (read just before the seam, it
 * would otherwise never get 300 ms past its first reading).
 */
export async function expectHspStreaming(key: string): Promise<void> {
  await expect.poll(async () => (await hspPlayer(key)).mode, { timeout: 10_000 }).toBe(HSP_MODE);
  await expect
    .poll(async () => (await hspPlayer(key)).hsp.state.play_state, { timeout: 10_000 })
    .toBe(HSP_PLAYING);
  const first = (await hspPlayer(key)).hsp.state.current_time;
  await expect
    .poll(async () => Math.abs((await hspPlayer(key)).hsp.state.current_time - first), {
      timeout: 5_000,
    })
    .toBeGreaterThan(300);
}
