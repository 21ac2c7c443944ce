/**
 * The device's buttons drive the page's player (spec §4; the mapping is `device-buttons.ts`): each
 * button event the stream brings acts once; one from before the page opened does not.
 */
import { useEffect, useRef } from 'react';
import { useDeviceState } from '../device';
import { applyButtonPress, type PlayerControls } from './device-buttons';

/**
 * Applies each new button event of the connected device to `controls` while `enabled`. The
 * newest `controls` are used, so the page may pass a new object on every render.
 */
export function useDeviceButtons(controls: PlayerControls, enabled = true): void {
  const press = useDeviceState((state) => state.sdk.lastButtonEvent);
  const latest = useRef(controls);
  useEffect(() => {
    latest.current = controls;
  });
  /** The event last seen: the one there at mount is history, not a press to act on. */
  const seen = useRef(press);
  useEffect(() => {
    if (press === seen.current) return;
    seen.current = press;
    if (press && enabled) applyButtonPress(press, latest.current);
  }, [press, enabled]);
}
