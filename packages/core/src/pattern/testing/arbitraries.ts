/**
 * fast-check generators shared by the pattern tests. Not part of the package's public face.
 */
import fc from 'fast-check';
import type { Beat, BeatCell } from '../beat';
import type { PatternCycle } from '../cycle';

/** Options of {@link beatArb}. */
export interface BeatArbOptions {
  readonly maxRows?: number;
  readonly maxColumns?: number;
  readonly minCellMs?: number;
  readonly maxCellMs?: number;
}

/** Any beat of a small grid: cells inside it, each once, in canonical order, and any settings. */
export function beatArb(options: BeatArbOptions = {}): fc.Arbitrary<Beat> {
  const { maxRows = 12, maxColumns = 12, minCellMs = 1, maxCellMs = 300 } = options;
  return fc
    .record({
      rows: fc.integer({ min: 1, max: maxRows }),
      columns: fc.integer({ min: 1, max: maxColumns }),
      timePerCellMs: fc.integer({ min: minCellMs, max: maxCellMs }),
      fillPoints: fc.boolean(),
      addEndPoint: fc.boolean(),
    })
    .chain(({ rows, columns, ...settings }) =>
      fc
        .uniqueArray(fc.integer({ min: 0, max: rows * columns - 1 }), {
          maxLength: Math.min(rows * columns, 24),
        })
        .map((indexes): Beat => {
          const cells: BeatCell[] = indexes
            .sort((a, b) => a - b)
            .map((i) => ({ row: i % rows, column: Math.floor(i / rows) }));
          return { grid: { rows, columns }, cells, settings };
        }),
    );
}

/** A valid cycle: period 1–5000 ms, up to 20 points (possibly none). */
export function cycleArb(
  options: { readonly minPoints?: number } = {},
): fc.Arbitrary<PatternCycle> {
  return fc.integer({ min: 1, max: 5000 }).chain((periodMs) =>
    fc
      .uniqueArray(fc.integer({ min: 0, max: periodMs - 1 }), {
        minLength: Math.min(options.minPoints ?? 0, periodMs),
        maxLength: 20,
      })
      .chain((times) =>
        fc
          .array(fc.integer({ min: 0, max: 100 }), {
            minLength: times.length,
            maxLength: times.length,
          })
          .map((positions): PatternCycle => ({
            periodMs,
            points: [...times].sort((a, b) => a - b).map((t, i) => ({ t, x: positions[i] ?? 0 })),
          })),
      ),
  );
}
