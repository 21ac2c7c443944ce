import { useEffect, useMemo, useRef } from 'react';
import { usePreferences } from '../preferences/use-preferences';
import {
  KEY_SEEK_MS,
  KEY_VOLUME_STEP,
  playerKeyAction,
  type PlayerKeyAction,
} from './components/player-keys';
import { toggleFullscreen } from './components/use-fullscreen';
import type { MediaControls } from './media-controls';

/** Options of {@link useMediaKeys}. */
export interface MediaKeysOptions {
  /** Off while a dialog is open or the page has nothing to drive. */
  readonly enabled: boolean;
  /** What F shows full screen (null: F does nothing). */
  readonly fullscreenTarget: HTMLElement | null;
  /** Space is the page's own for now (the sync test's tap calibration); the other keys stay on. */
  readonly leaveSpace?: boolean;
}

function run(action: PlayerKeyAction, controls: MediaControls, target: HTMLElement | null) {
  switch (action) {
    case 'togglePlay':
      return controls.togglePlay();
    case 'seekBack':
      return controls.seekByMs(-KEY_SEEK_MS);
    case 'seekForward':
      return controls.seekByMs(KEY_SEEK_MS);
    case 'volumeUp':
      return controls.changeVolume?.(KEY_VOLUME_STEP);
    case 'volumeDown':
      return controls.changeVolume?.(-KEY_VOLUME_STEP);
    case 'toggleFullscreen':
      return toggleFullscreen(target);
    case 'toggleMute':
      return controls.toggleMute?.();
  }
}

/**
 * The player's keyboard, anywhere on the page: Space plays or pauses, ←/→ seek 5 s, ↑/↓ change
 * the volume, F full screen, M mute (see {@link playerKeyAction} for when a key is left alone).
 * Keys the user bound to device shortcuts (stroke zone, time offset) stay theirs while those
 * shortcuts are on; Escape stays the emergency stop. The newest `controls` are used, so a page may
 * pass a new object on every render; `null` (no media yet) takes no key.
 */
export function useMediaKeys(controls: MediaControls | null, options: MediaKeysOptions): void {
  const { enabled, leaveSpace = false } = options;
  const { keyBinding } = usePreferences();
  // Keys left alone: the device shortcuts' while they are on, and Space while the page takes it.
  const boundKeys = useMemo(
    () =>
      new Set([
        ...(keyBinding.enabled
          ? [
              keyBinding.stroke.topUp,
              keyBinding.stroke.topDown,
              keyBinding.stroke.bottomUp,
              keyBinding.stroke.bottomDown,
              keyBinding.timeOffset.increase,
              keyBinding.timeOffset.decrease,
            ].map((key) => (key.length === 1 ? key.toLowerCase() : key))
          : []),
        ...(leaveSpace ? [' '] : []),
      ]),
    [keyBinding, leaveSpace],
  );
  const latest = useRef({ controls, target: options.fullscreenTarget });
  useEffect(() => {
    latest.current = { controls, target: options.fullscreenTarget };
  });
  const present = controls !== null;
  useEffect(() => {
    if (!enabled || !present) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const now = latest.current;
      if (!now.controls) return;
      const action = playerKeyAction(event, boundKeys);
      if (action === undefined) return;
      // Space would scroll the page and arrows too; the key is the player's now.
      event.preventDefault();
      run(action, now.controls, now.target);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, present, boundKeys]);
}
