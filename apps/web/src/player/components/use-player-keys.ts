import { useMemo } from 'react';
import { videoControls } from '../media-controls';
import { useMediaKeys, type MediaKeysOptions } from '../use-media-keys';

/** Options of {@link usePlayerKeys}. */
export type PlayerKeysOptions = MediaKeysOptions;

/**
 * The player's keyboard for a `<video>` (see {@link useMediaKeys}): Space plays or pauses, ←/→
 * seek 5 s, ↑/↓ change the volume, F full screen, M mute.
 */
export function usePlayerKeys(video: HTMLVideoElement | null, options: PlayerKeysOptions): void {
  const controls = useMemo(() => (video ? videoControls(video) : null), [video]);
  useMediaKeys(controls, options);
}
