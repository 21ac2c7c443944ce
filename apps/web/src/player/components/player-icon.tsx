/** The player's icons by name. */
export type PlayerIconName =
  | 'play'
  | 'pause'
  | 'loop'
  | 'volume'
  | 'muted'
  | 'fullscreen'
  | 'exitFullscreen'
  | 'check'
  | 'drift'
  | 'lost'
  | 'measuring';

/** 24×24 outlines, drawn with the current text colour. */
const PATHS: Record<PlayerIconName, string> = {
  play: 'M8 5v14l11-7z',
  pause: 'M7 5h4v14H7zM13 5h4v14h-4z',
  loop: 'M7 7h10v3l4-4-4-4v3H5v6h2zM17 17H7v-3l-4 4 4 4v-3h12v-6h-2z',
  volume: 'M4 9v6h4l5 5V4L8 9zM16 8.5a4.5 4.5 0 0 1 0 7M18.5 6a8 8 0 0 1 0 12',
  muted: 'M4 9v6h4l5 5V4L8 9zM16 9l5 6M21 9l-5 6',
  fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  exitFullscreen: 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  drift: 'M3 12c3-5 6-5 9 0s6 5 9 0',
  lost: 'M6 6l12 12M18 6L6 18',
  measuring: 'M5 12h.01M12 12h.01M19 12h.01',
};

/** Filled shapes; the others are strokes. */
const FILLED = new Set<PlayerIconName>(['play', 'pause', 'loop']);

/** A decorative icon (hidden from assistive technology: its control carries the words). */
export function PlayerIcon({ name }: { name: PlayerIconName }) {
  const filled = FILLED.has(name);
  return (
    <svg
      className="player-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={name === 'measuring' ? 4 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
