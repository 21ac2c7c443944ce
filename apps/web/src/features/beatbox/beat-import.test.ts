import { describe, expect, it } from 'vitest';
import { beatNameFromFile, importBeat } from './beat-import';

const funscript = (actions: { at: number; pos: number }[]) =>
  JSON.stringify({ version: '1.0', actions });

describe('importBeat', () => {
  it('fits a file made on the grid exactly, on the editor’s time per cell', () => {
    const text = funscript([
      { at: 0, pos: 100 },
      { at: 250, pos: 0 },
      { at: 500, pos: 100 },
      { at: 750, pos: 0 },
      { at: 1000, pos: 100 },
    ]);
    const result = importBeat(text, 'steady.funscript', 10, 250);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.exact).toBe(true);
    expect(result.beat.settings.timePerCellMs).toBe(250);
    expect(result.loss).toEqual({
      truncatedSeconds: 0,
      mergedTimes: 0,
      shiftedTimes: 0,
      movedPositions: 0,
    });
  });

  it('says what was lost when a file does not fit', () => {
    const text = funscript([
      { at: 0, pos: 0 },
      { at: 10, pos: 37 },
      { at: 13, pos: 55 },
      { at: 200_000, pos: 90 },
    ]);
    const result = importBeat(text, 'long.funscript', 10, 250);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.exact).toBe(false);
    const { loss } = result;
    expect(
      loss.truncatedSeconds + loss.mergedTimes + loss.shiftedTimes + loss.movedPositions,
    ).toBeGreaterThan(0);
    expect(loss.movedPositions).toBeGreaterThan(0);
  });

  it('names a bad file’s problem by the spec’s codes', () => {
    expect(importBeat('{"actions": [', 'broken.funscript', 10, 250)).toEqual({
      ok: false,
      problem: 'INVALID_JSON',
    });
    expect(importBeat('{"actions":[{"at":0,"pos":1}]}', 'one.funscript', 10, 250)).toEqual({
      ok: false,
      problem: 'TOO_FEW_POINTS',
    });
    expect(importBeat('1,2,3\n', 'bad.csv', 10, 250)).toEqual({
      ok: false,
      problem: 'INVALID_CSV',
    });
  });
});

describe('beatNameFromFile', () => {
  it('keeps the name without folder and extension', () => {
    expect(beatNameFromFile('C:\\beats\\My groove.funscript')).toBe('My groove');
    expect(beatNameFromFile('a/b/steady.csv')).toBe('steady');
  });
});
