/**
 * The wizard's numbers in the page's language: a signed lag or offset (`+42 ms`, `−8 ms`, with a
 * real minus sign), an unsigned uncertainty (`6 ms`), and a result's date.
 */

/** A whole number of ms with its sign (none for 0), e.g. `+42 ms`. */
export function formatSignedMs(valueMs: number, language: string | undefined): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'millisecond',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  })
    .format(Math.round(valueMs) === 0 ? 0 : valueMs)
    .replace('-', '\u2212');
}

/** A whole number of ms without a sign, at least 1 (an interval is never exactly 0), e.g. `6 ms`. */
export function formatMs(valueMs: number, language: string | undefined): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'millisecond',
    maximumFractionDigits: 0,
  }).format(Math.max(1, Math.round(Math.abs(valueMs))));
}

/** A date, e.g. `28 Nov 2026`. */
export function formatDate(atMs: number, language: string | undefined): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(atMs);
}
