import { useEffect, useRef } from 'react';
import { PlayerPlayState } from '@glide/core';
import { useDeviceState } from '../../device';

/**
 * Calls `onStopped` when the device's HSP player stops under a playing page for a reason the page
 * did not give: Escape or "Stop all" in this app, which send the device a stop, or another app.
 *
 * The engine cannot see these: a device reports over its event stream only what it did on its own,
 * and the emergency stop's answer goes to the session state, not to the engine. So the session
 * state is watched: once the device was seen playing, a stop (never sent by the engine while the
 * page plays: it pauses, and only when the page does) while the engine follows is someone else's.
 */
export function useStoppedElsewhere(
  playing: boolean,
  following: boolean,
  onStopped: () => void,
): void {
  const playState = useDeviceState((state) => state.hsp.play_state);
  const sawPlaying = useRef(false);
  const latest = useRef(onStopped);
  useEffect(() => {
    latest.current = onStopped;
  });
  useEffect(() => {
    // A new start waits for its own play: a stop left over from before is not news.
    if (!playing) {
      sawPlaying.current = false;
      return;
    }
    if (playState === PlayerPlayState.PLAYING) {
      sawPlaying.current = true;
      return;
    }
    if (playState === PlayerPlayState.STOPPED && sawPlaying.current && following) {
      sawPlaying.current = false;
      latest.current();
    }
  }, [playing, playState, following]);
}
