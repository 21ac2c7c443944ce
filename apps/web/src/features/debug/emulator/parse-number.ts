import * as v from 'valibot';

/**
 * A number typed into a field, within `[min, max]`, or `undefined` for anything else (empty,
 * not a number, out of range): the section then says which range it takes.
 */
export function parseNumberInRange(text: string, min: number, max: number): number | undefined {
  const parsed = v.safeParse(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(),
      v.transform(Number),
      v.number(),
      v.finite(),
      v.minValue(min),
      v.maxValue(max),
    ),
    text,
  );
  return parsed.success ? parsed.output : undefined;
}
