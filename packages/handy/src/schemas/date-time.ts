/**
 * The contract's `DateTime`: an RFC 3339 date-time string (`2024-02-13T14:50:05.123Z`). The file's
 * own example writes a space for the `T` and six fractional digits
 * (`2021-04-22 12:32:35.381000+00:00`), which is read too. Parsed here rather than by `Date.parse`,
 * whose reading of anything but the ECMAScript date format differs between browsers.
 */

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;

/** Whether `value` lies in `min`–`max` inclusive. */
const within = (value: number, min: number, max: number) => value >= min && value <= max;

/**
 * Epoch ms of an RFC 3339 date-time (fractions below a millisecond dropped, a leap second read as
 * the second before it); `undefined` for any other text, an impossible date included.
 */
export function dateTimeMs(text: string): number | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const sign = match[8] === '-' ? -1 : 1;
  const offsetHours = Number(match[9] ?? 0);
  const offsetMinutes = Number(match[10] ?? 0);
  if (
    !within(month, 1, 12) ||
    !within(hour, 0, 23) ||
    !within(minute, 0, 59) ||
    !within(second, 0, 60) ||
    !within(offsetHours, 0, 23) ||
    !within(offsetMinutes, 0, 59)
  ) {
    return undefined;
  }
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 0–99 as written.
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  // The first three fractional digits are the milliseconds (no float arithmetic to round them).
  const fractionMs = Number((match[7] ?? '.').slice(1, 4).padEnd(3, '0'));
  const offsetMs = sign * (offsetHours * 60 + offsetMinutes) * 60_000;
  return (
    date.getTime() +
    ((hour * 60 + minute) * 60 + Math.min(second, 59)) * 1000 +
    fractionMs -
    offsetMs
  );
}
