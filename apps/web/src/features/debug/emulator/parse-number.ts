/**
 * A number typed into a field, within `[min, max]`, or `undefined` for anything else (empty,
 * not a number, out of range): the section then says which range it takes.
 */
export function parseNumberInRange(text: string, min: number, max: number): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= min && value <= max ? value : undefined;
}
