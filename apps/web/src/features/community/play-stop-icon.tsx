/** Play's triangle, or Stop's square while playing: decorative, the button carries the words. */
export function PlayStopIcon({ playing }: { playing: boolean }) {
  return (
    <svg
      className="community-play-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden
      focusable="false"
      fill="currentColor"
    >
      <path d={playing ? 'M6 6h12v12H6z' : 'M8 5v14l11-7z'} />
    </svg>
  );
}
