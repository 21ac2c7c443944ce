/**
 * HDSP, direct positioning: one move per call of the reference, in the wire's units. Each move is
 * a discrete command (it waits for budget, and is never dropped).
 */
import { useCallback } from 'react';
import type { DeviceApi } from '@glide/handy';
import { useDeviceCommand, type DeviceCommand } from '../commands/use-device-command';

type Hdsp = DeviceApi['hdsp'];

/** One HDSP move: the call and the SDK's arguments of it. */
export type HdspMove = {
  [Call in keyof Hdsp]: { readonly call: Call; readonly args: Parameters<Hdsp[Call]>[0] };
}[keyof Hdsp];

/** Sends `move` with the SDK. */
export function sendHdspMove(api: DeviceApi, move: HdspMove): Promise<void> {
  switch (move.call) {
    case 'xava':
      return api.hdsp.xava(move.args);
    case 'xavp':
      return api.hdsp.xavp(move.args);
    case 'xpva':
      return api.hdsp.xpva(move.args);
    case 'xpvp':
      return api.hdsp.xpvp(move.args);
    case 'xat':
      return api.hdsp.xat(move.args);
    case 'xpt':
      return api.hdsp.xpt(move.args);
  }
}

/** What {@link useHdsp} returns. */
export interface HdspCommands extends Pick<DeviceCommand, 'busy' | 'multicast' | 'lastOutcome'> {
  readonly move: (move: HdspMove) => Promise<void>;
}

/** HDSP on the connected device (and the linked ones where the page multicasts). */
export function useHdsp(): HdspCommands {
  const { send, busy, multicast, lastOutcome } = useDeviceCommand();
  const move = useCallback(
    async (next: HdspMove) => {
      await send((api) => sendHdspMove(api, next));
    },
    [send],
  );
  return { move, busy, multicast, lastOutcome };
}
