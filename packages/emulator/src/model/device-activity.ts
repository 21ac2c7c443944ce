import type { VirtualDevice } from './device';
import { HdspState, HspPlayState } from './enums';

/**
 * Whether a device is doing something by itself that a client is presumably watching: a script or
 * stream playing (or starving for points), HAMP stroking, vibration on, an HDSP move under way, an
 * update running. Such a device is never evicted to make room for another.
 */
export function isDeviceActive(device: VirtualDevice): boolean {
  const playState = device.player.playState;
  return (
    playState === HspPlayState.PLAYING ||
    playState === HspPlayState.STARVING ||
    device.hamp.playing ||
    device.hvp.state().enabled ||
    device.hdsp.state === HdspState.MOVING ||
    device.ota.progress.ongoing
  );
}
