/**
 * Shared arrangements of the buffered-protocol cases: scripts, getting HSP / HSSP / STREAM to
 * play, and reading the emulator's clock through the control API (polling, never sleeping).
 */
import { uploadScript, type DeviceApi } from '@glide/handy';
import { expect } from 'vitest';
import { toCsv, type ScriptPoint } from '../support/follow';
import type { Harness } from '../support/harness';
import { eventually } from '../support/wait';

/**
 * A 200 ms hold at the bottom, then up 40 mm and back at 100 mm/s (well inside the 32–400 mm/s the
 * slider can do). The hold makes the check immune to the few ms between reading the server time
 * and the play call arriving: a late start only shortens the hold.
 */
export const TRIANGLE: readonly ScriptPoint[] = [
  { t: 0, x: 0 },
  { t: 200, x: 0 },
  { t: 600, x: 40 },
  { t: 1_000, x: 0 },
];
/** When {@link TRIANGLE} ends. */
export const TRIANGLE_END_MS = 1_000;

/** Ten seconds of slow points: long enough that nothing runs out while a case looks. */
export const LONG: readonly ScriptPoint[] = Array.from({ length: 11 }, (_, i) => ({
  t: i * 1_000,
  x: i % 2 === 0 ? 20 : 60,
}));

/** Sets up HSP with `points` (stream indexes 1…n) and starts playing from 0 now. */
export async function hspPlaying(device: DeviceApi, points: readonly ScriptPoint[]): Promise<void> {
  await device.hsp.setup();
  await device.hsp.add({ points, tailPointStreamIndex: points.length });
  await device.hsp.play({ startTimeMs: 0 });
}

/** Uploads `points` to the emulator's script host and sets HSSP up with the URL it returns. */
export async function hsspSetUp(
  h: Harness,
  device: DeviceApi,
  points: readonly ScriptPoint[],
): Promise<void> {
  const { url } = await uploadScript({
    uploadUrl: `${h.running.scriptHostBase}/temp/upload`,
    file: toCsv(points),
  });
  await device.hssp.setup({ url });
}

/** HSSP set up with `points` and playing from 0 now. */
export async function hsspPlaying(
  h: Harness,
  device: DeviceApi,
  points: readonly ScriptPoint[],
): Promise<void> {
  await hsspSetUp(h, device, points);
  await device.hssp.play({ startTimeMs: 0, serverTimeMs: await h.client.serverTime() });
}

/** Fills a fresh server stream and sets the device up on it. */
export async function streamSetUp(
  h: Harness,
  device: DeviceApi,
  points: readonly ScriptPoint[],
  close: boolean,
): Promise<string> {
  const ref = h.freshKey('stream');
  await h.control.appendStream(ref, points, close);
  await device.stream.setup({ streamRef: ref, notify: true });
  return ref;
}

/** A device playing a closed server stream of `points` from 0 now. */
export async function streamPlaying(
  h: Harness,
  device: DeviceApi,
  points: readonly ScriptPoint[],
): Promise<void> {
  await streamSetUp(h, device, points, true);
  await device.stream.play({ startTimeMs: 0, serverTimeMs: await h.client.serverTime() });
}

/** The model's emulator time. */
export async function emulatorNowMs(h: Harness, key: string): Promise<number> {
  return (await h.control.snapshot(key)).nowMs;
}

/** Waits (polling, not sleeping) until the emulator clock is `ms` past `fromMs`. */
export async function emulatorTimePasses(h: Harness, key: string, fromMs: number, ms: number) {
  await eventually(
    `${ms} ms of emulator time`,
    () => h.control.snapshot(key),
    (s) => s.nowMs >= fromMs + ms,
  );
}

/** The play clock in ms per emulator ms over at least `spanMs`, from control snapshots. */
export async function playClockRate(h: Harness, key: string, spanMs: number): Promise<number> {
  const first = await h.control.snapshot(key);
  const last = await eventually(
    `${spanMs} ms of playback`,
    () => h.control.snapshot(key),
    (s) => s.nowMs >= first.nowMs + spanMs,
  );
  return (last.hsp.state.current_time - first.hsp.state.current_time) / (last.nowMs - first.nowMs);
}

/** Where the synctime cases tell the play clock to be (far from where it is). */
export const SYNC_TARGET_MS = 5_000;

/**
 * A synctime with filter 1 corrects the whole error: the play clock jumps to the target, plus the
 * few ms between reading the server time and the call arriving.
 */
export function expectSyncedToTarget(state: { current_time: number }): void {
  expect(state.current_time).toBeGreaterThanOrEqual(SYNC_TARGET_MS);
  expect(state.current_time).toBeLessThan(SYNC_TARGET_MS + 500);
}
