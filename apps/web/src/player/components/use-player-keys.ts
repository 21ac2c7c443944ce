import { useEffect, useMemo, useRef } from 'react';
import { usePreferences } from '../../preferences/use-preferences';
import { seekBy, setVolume, toggleMuted, togglePlay } from './media-commands';
import { KEY_SEEK_MS, KEY_VOLUME_STEP, playerKeyAction, type PlayerKeyAction } from './player-keys';
import { toggleFullscreen } from './use-fullscreen';

/** Options of {@link usePlayerKeys}. */
export interface PlayerKeysOptions {
  /** Off while a dialog is open or the page has no video to drive. */
  enabled: boolean;
  /** What F shows full screen. */
  fullscreenTarget: HTMLElement | null;
}

function run(action: PlayerKeyAction, video: HTMLVideoElement, target: HTMLElement | null) {
  switch (action) {
    case 'togglePlay':
      return togglePlay(video);
    case 'seekBack':
      return seekBy(video, -KEY_SEEK_MS);
    case 'seekForward':
      return seekBy(video, KEY_SEEK_MS);
    case 'volumeUp':
      return setVolume(video, (video.muted ? 0 : video.volume) + KEY_VOLUME_STEP);
    case 'volumeDown':
      return setVolume(video, (video.muted ? 0 : video.volume) - KEY_VOLUME_STEP);
    case 'toggleFullscreen':
      return toggleFullscreen(target);
    case 'toggleMute':
      return toggleMuted(video);
  }
}

/**
 * The player's keyboard, anywhere on the page: Space plays or pauses, ←/→ seek 5 s, ↑/↓ change
 * the volume, F full screen, M mute (see {@link playerKeyAction} for when a key is left alone).
 * Keys the user bound to device shortcuts (stroke zone, time offset) stay theirs while those
 * shortcuts are on; Escape stays the emergency stop.
 */
export function usePlayerKeys(video: HTMLVideoElement | null, options: PlayerKeysOptions): void {
  const { enabled, fullscreenTarget } = options;
  const { keyBinding } = usePreferences();
  const boundKeys = useMemo(
    () =>
      new Set(
        keyBinding.enabled
          ? [
              keyBinding.stroke.topUp,
              keyBinding.stroke.topDown,
              keyBinding.stroke.bottomUp,
              keyBinding.stroke.bottomDown,
              keyBinding.timeOffset.increase,
              keyBinding.timeOffset.decrease,
            ].map((key) => (key.length === 1 ? key.toLowerCase() : key))
          : [],
      ),
    [keyBinding],
  );
  const target = useRef(fullscreenTarget);
  useEffect(() => {
    target.current = fullscreenTarget;
  });
  useEffect(() => {
    if (!enabled || !video) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = playerKeyAction(event, boundKeys);
      if (action === undefined) return;
      // Space would scroll the page and arrows too; the key is the player's now.
      event.preventDefault();
      run(action, video, target.current);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, video, boundKeys]);
}
