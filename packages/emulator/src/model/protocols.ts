/**
 * The server-fed protocols on top of the HSP machinery: HSSP (a hosted script) and STREAM (a server
 * stream). Both load their points into the device's player.
 */
import { parseScript, ScriptError } from '@glide/core';
import type { VirtualDevice } from './device';
import { DeviceMode } from './enums';
import { deviceErrors } from './errors';
import type { HspState } from './hsp-types';
import { randomInt, type Random } from './ids';
import type { ServerStream } from './stream-store';

/** A fresh `stream_id` (1..2³²−1, as HSP setup generates one). */
export function newStreamId(random: Random): number {
  return randomInt(random, 1, 4_294_967_295);
}

/**
 * HSSP setup: parses the script with core's parser. A bad script leaves the player uninitialised
 * (the app's SCRIPT_FAILED), raises `device_error` and answers a device error.
 */
export function setupHssp(
  device: VirtualDevice,
  random: Random,
  script: { url: string; text: string },
  notify: boolean | undefined,
): HspState {
  return device.command(DeviceMode.HSSP, () => {
    let actions;
    try {
      actions = parseScript(script.text).actions;
    } catch (error) {
      if (!(error instanceof ScriptError)) throw error;
      device.player.reset();
      const failure = deviceErrors.invalidScript(error.message);
      device.emit('device_error', { code: failure.code, message: failure.message });
      throw failure;
    }
    const player = device.player;
    player.setup('hssp', newStreamId(random), { notify, sourceRef: script.url });
    player.closed = true;
    player.add(
      actions.map((a) => ({ t: a.at, x: a.pos })),
      actions.length,
    );
    return player.state();
  });
}

/** STREAM setup: the device plays a server stream; it ends at the end of a closed stream. */
export function setupStream(
  device: VirtualDevice,
  random: Random,
  stream: ServerStream,
  notify: boolean | undefined,
): HspState {
  return device.command(DeviceMode.HSP, () => {
    const player = device.player;
    player.setup('stream', newStreamId(random), { notify, sourceRef: stream.ref });
    player.closed = stream.closed;
    player.add(stream.points, stream.points.length);
    return player.state();
  });
}

/** Feeds points appended to a server stream to a device playing it. */
export function feedStream(device: VirtualDevice, stream: ServerStream, appended: number): void {
  const player = device.player;
  if (player.protocol !== 'stream' || player.sourceRef !== stream.ref) return;
  player.add(stream.points.slice(stream.points.length - appended), stream.points.length);
  if (stream.closed) player.close();
}
