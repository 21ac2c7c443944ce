/**
 * Number and time formats the player components share. Clock times use digits and colons in every
 * language (as video players do); everything else goes through `Intl` in the page's language.
 */

const MS_PER_S = 1000;

/** What {@link formatClock} shows changes at most this often: it shows whole seconds. */
export const CLOCK_STEP_MS = MS_PER_S;

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
  return signed(value, language, {});
}

/**
 * A signed whole number of milliseconds with its unit, as the page's language writes it, and a
 * real minus sign (`+42 ms`, `−8 ms`, `0 ms`): an offset or a lag.
 */
export function formatSignedMs(valueMs: number, language: string | undefined): string {
  return signed(valueMs, language, { style: 'unit', unit: 'millisecond' });
}

/** A whole number of milliseconds with its unit and no sign (`60 ms`): a magnitude. */
export function formatMs(valueMs: number, language: string | undefined): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'millisecond',
    maximumFractionDigits: 0,
  }).format(Math.round(Math.abs(valueMs)));
}

function signed(value: number, language: string | undefined, options: Intl.NumberFormatOptions) {
  // A value that rounds to 0 has no sign (`−0` would read as "a little early").
  const whole = Math.round(value);
  return new Intl.NumberFormat(language, {
    ...options,
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  })
    .format(whole === 0 ? 0 : whole)
    .replace('-', '\u2212');
}

/**
 * The least uncertainty a tap calibration's figures show, ms. The chain behind a measured lag
 * cannot resolve less: the clip's beats are timed from video frames (16–33 ms apart, mapped to
 * media time within a few ms), the device's tops from the clock sync with the server (a few ms
 * of error), and the taps from event time stamps that browsers coarsen on purpose. A computed
 * "± 2 ms" would claim more than any link holds.
 */
export const LEAST_SHOWN_UNCERTAINTY_MS = 5;

/** An interval's half-width as shown: rounded up to whole ms, never under ± 5 ms. */
export function shownUncertaintyMs(uncertaintyMs: number): number {
  return Math.max(LEAST_SHOWN_UNCERTAINTY_MS, Math.ceil(uncertaintyMs));
}

/** An interval's half-width as shown (`6 ms`; the page writes the ±): see {@link shownUncertaintyMs}. */
export function formatUncertainty(uncertaintyMs: number, language: string | undefined): string {
  return formatMs(shownUncertaintyMs(uncertaintyMs), language);
}

/**
 * A tap calibration's lag and its uncertainty as the wizard and the sync-health panel show them
 * (`+42 ms`, `6 ms`). The lag is rounded to whole ms, not to the 5 ms the uncertainty allows:
 * "Apply" sets the offset that cancels it in whole ms, and the two must read as one number with
 * opposite signs; the uncertainty beside it says how far to trust the last digit.
 */
export function formatLag(
  lagMs: number,
  uncertaintyMs: number,
  language: string | undefined,
): { readonly lag: string; readonly uncertainty: string } {
  return {
    lag: formatSignedMs(lagMs, language),
    uncertainty: formatUncertainty(uncertaintyMs, language),
  };
}

/** A day, e.g. `Nov 27, 2026` (when a calibration was measured). */
export function formatDay(atMs: number, language: string | undefined): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(atMs);
}
