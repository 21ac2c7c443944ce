import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { usePreferences } from '../../preferences/use-preferences';
import { connectionStore } from '../connection/connection-instance';
import {
  bindingActionOf,
  isPlaylistAction,
  isStrokeAction,
  nextStrokeZone,
  nextTimeOffsetMs,
  type BindingAction,
  type StrokeZone,
} from './key-bindings';
import { useHstp } from '../protocols/hstp';
import { useSlider } from '../protocols/slider';
import { playlistKeyClaim } from './playlist-keys';
import { hasStrokeSettings } from '../session/rules';
import { useConnection } from '../connection/use-connection';
import { timeOffsetKeyClaim } from './time-offset-keys';

/**
 * Values asked for but not yet answered: a quick second press steps on from the first one's
 * target instead of the session state, which only changes when the device answers.
 */
interface Pending {
  zone?: StrokeZone;
  offsetMs?: number;
}

/**
 * The keyboard shortcuts of spec §4–§5: the stroke zone's ends step by `incrementPct / 100`
 * (`PUT /slider/stroke`) and the user time offset by `incrementMs` (`PUT /hstp/offset`). They act
 * only when enabled, with a connected device, off `/settings`, not on a repeat and not while
 * typing. Sent like every page command (to linked devices too where the page multicasts), with
 * the answer recorded in the session, through the continuous lanes of the slider and HSTP: a quick
 * series of presses sends only its newest value, within the device's budget. While a page claims
 * the time-offset keys (`time-offset-keys.ts`), their steps go to that page instead. The playlist's
 * next and previous go to the page that claimed them (`playlist-keys.ts`), device or not. Mounted
 * once, in the root layout.
 */
export function useKeyBindings(): void {
  const { keyBinding } = usePreferences();
  const { status } = useConnection();
  const { pathname } = useLocation();
  const { setStrokeZone } = useSlider();
  const { stepOffset } = useHstp();
  // The newest senders (they change with the route's multicast), read when a key is pressed.
  const latestCommand = useRef({ setStrokeZone, stepOffset });
  useEffect(() => {
    latestCommand.current = { setStrokeZone, stepOffset };
  });
  const pending = useRef<Pending>({});

  useEffect(() => {
    const sendStroke = async (action: Extract<BindingAction, `stroke${string}`>) => {
      const { slider, device } = connectionStore().session();
      if (!hasStrokeSettings(device.hw_model_no)) return;
      const known =
        slider.min !== undefined && slider.max !== undefined
          ? { min: slider.min, max: slider.max }
          : undefined;
      const from = pending.current.zone ?? known;
      if (!from) return;
      const zone = nextStrokeZone(from, action, keyBinding.stroke.incrementPct);
      if (!zone) return;
      pending.current.zone = zone;
      try {
        await latestCommand.current.setStrokeZone(zone);
      } finally {
        if (pending.current.zone === zone) pending.current.zone = undefined;
      }
    };

    const sendOffset = async (action: Extract<BindingAction, `timeOffset${string}`>) => {
      const known = connectionStore().session().clock.deviceUserTimeOffsetMs;
      const from = pending.current.offsetMs ?? known;
      if (from === undefined) return;
      const offsetMs = nextTimeOffsetMs(from, action, keyBinding.timeOffset.incrementMs);
      pending.current.offsetMs = offsetMs;
      try {
        await latestCommand.current.stepOffset(offsetMs);
      } finally {
        if (pending.current.offsetMs === offsetMs) pending.current.offsetMs = undefined;
      }
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const action = bindingActionOf(event, keyBinding, {
        connected: status === 'connected',
        pathname,
      });
      if (!action) return;
      if (isPlaylistAction(action)) {
        // Only a page that shows a playlist takes these; elsewhere the key stays the browser's.
        const playlist = playlistKeyClaim();
        if (!playlist) return;
        event.preventDefault();
        return playlist(action === 'playlistNext' ? 1 : -1);
      }
      // The key is ours now: no find-as-you-type, no scroll.
      event.preventDefault();
      if (isStrokeAction(action)) return void sendStroke(action);
      // A page editing an unsaved offset (the sync test) takes the step instead of the device.
      const claimed = timeOffsetKeyClaim();
      if (claimed) claimed(nextTimeOffsetMs(0, action, keyBinding.timeOffset.incrementMs));
      else void sendOffset(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [keyBinding, status, pathname]);
}
