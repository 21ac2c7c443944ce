/**
 * Number and time formats the player components share. Clock times use digits and colons in every
 * language (as video players do); everything else goes through `Intl` in the page's language.
 */

const MS_PER_S = 1000;

/** A media time as `m:ss`, or `h:mm:ss` from an hour up; `--:--` when unknown. */
export function formatClock(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '--:--';
  const totalS = Math.floor(ms / MS_PER_S);
  const hours = Math.floor(totalS / 3600);
  const minutes = Math.floor((totalS % 3600) / 60);
  const seconds = totalS % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

/** A playback rate with at least one decimal and at most two: `0.5`, `0.75`, `1.0`, `1.3`. */
export function formatRate(rate: number, language: string | undefined): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 2,
  }).format(rate);
}

/** A whole number in the page's language (`1,234`). */
export function formatInteger(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

/** Milliseconds as seconds with one decimal (`12.3`). */
export function formatSeconds(ms: number, language: string | undefined): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(ms / MS_PER_S);
}

/** A signed whole number with a real minus sign (`+12`, `−8`, `0`): a hyphen reads poorly. */
export function formatSigned(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(language, {
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  })
    .format(value)
    .replace('-', '\u2212');
}
