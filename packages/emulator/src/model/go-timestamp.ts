/**
 * The real service formats `device_disconnected.timestamp` the way Go prints a time
 * ("2024-04-03 17:19:03.00849921 +0000 UTC"); the emulator does the same at millisecond precision.
 */
export function goTimestamp(epochMs: number): string {
  const iso = new Date(epochMs).toISOString(); // 2024-04-03T17:19:03.008Z
  const [date = '', rest = ''] = iso.split('T');
  const [time = '', fraction = ''] = rest.replace('Z', '').split('.');
  // Go drops trailing zeros of the fraction, and the whole fraction when it is zero.
  const trimmed = fraction.replace(/0+$/, '');
  return `${date} ${time}${trimmed ? `.${trimmed}` : ''} +0000 UTC`;
}
