import { describe, expect, it } from 'vitest';
import { parseFunscript } from '../script/funscript';
import type { Beat } from './beat';
import { cycleToActions, beatToFunscript, playlistToFunscript } from './funscript-beat';

/** 5 rows (100, 75, 50, 25, 0), 4 columns of 100 ms: top at column 1, bottom at column 3. */
const beat: Beat = {
  grid: { rows: 5, columns: 4 },
  cells: [
    { row: 0, column: 1 },
    { row: 4, column: 3 },
  ],
  settings: { timePerCellMs: 100, fillPoints: true, addEndPoint: true },
};

describe('cycleToActions', () => {
  it('closes the loop with an action at its end, at the position it starts at', () => {
    const cycle = {
      periodMs: 400,
      points: [
        { t: 0, x: 10 },
        { t: 200, x: 90 },
      ],
    };
    expect(cycleToActions(cycle, 2)).toEqual([
      { at: 0, pos: 10 },
      { at: 200, pos: 90 },
      { at: 400, pos: 10 },
      { at: 600, pos: 90 },
      { at: 800, pos: 10 },
    ]);
  });

  it('starts at 0 where the loop is, when the cycle has no point there', () => {
    // 90 at 200 → 10 at 500 (the next loop's 100): at 400 ≡ 0 it is at 90 − 80 × 2/3 ≈ 36.7.
    const cycle = {
      periodMs: 400,
      points: [
        { t: 100, x: 10 },
        { t: 200, x: 90 },
      ],
    };
    expect(cycleToActions(cycle)).toEqual([
      { at: 0, pos: 37 },
      { at: 100, pos: 10 },
      { at: 200, pos: 90 },
      { at: 400, pos: 37 },
    ]);
  });

  it('gives nothing for an empty cycle and refuses a bad loop count', () => {
    expect(cycleToActions({ periodMs: 400, points: [] })).toEqual([]);
    expect(() => cycleToActions({ periodMs: 1, points: [{ t: 0, x: 0 }] }, 0)).toThrow(RangeError);
    expect(() => cycleToActions({ periodMs: 1, points: [{ t: 0, x: 0 }] }, 1.5)).toThrow(
      RangeError,
    );
  });
});

describe('beatToFunscript', () => {
  it('writes a 1.0 funscript titled with the name, the loop closed as the beat plays it', () => {
    const file: unknown = JSON.parse(beatToFunscript(beat, 'My beat'));
    expect(file).toEqual({
      version: '1.0',
      inverted: false,
      range: 100,
      metadata: { title: 'My beat', duration: 0.4 },
      actions: [
        { at: 0, pos: 100 },
        { at: 100, pos: 100 },
        { at: 300, pos: 0 },
        { at: 400, pos: 100 },
      ],
    });
  });

  it('is read back by Glide’s own parser, loops included', () => {
    const script = parseFunscript(beatToFunscript(beat, 'Twice', 2));
    expect(script.metadata.title).toBe('Twice');
    expect(script.metadata.durationMs).toBe(800);
    expect(script.actions.map((a) => a.at)).toEqual([0, 100, 300, 400, 500, 700, 800]);
  });

  it('writes no actions for an empty beat', () => {
    const file = JSON.parse(beatToFunscript({ ...beat, cells: [] }, 'Empty')) as {
      actions: unknown[];
    };
    expect(file.actions).toEqual([]);
  });
});

describe('playlistToFunscript', () => {
  it('plays the entries in order with one chapter per entry', () => {
    const steady = {
      periodMs: 1000,
      points: [
        { t: 0, x: 0 },
        { t: 500, x: 100 },
      ],
    };
    const hold = { periodMs: 61_000, points: [{ t: 0, x: 50 }] };
    const text = playlistToFunscript(
      [
        { id: 'a', name: 'Steady', cycle: steady, repeat: 2 },
        { id: 'gone', name: 'Deleted', cycle: { periodMs: 10, points: [] }, repeat: 1 },
        { id: 'b', name: 'Hold', cycle: hold, repeat: 1 },
      ],
      'Evening',
    );
    const file = JSON.parse(text) as { metadata: unknown; actions: unknown };
    expect(file.metadata).toEqual({
      title: 'Evening',
      duration: 63,
      chapters: [
        { name: 'Steady', startTime: '00:00:00.000', endTime: '00:00:02.000' },
        { name: 'Hold', startTime: '00:00:02.000', endTime: '00:01:03.000' },
      ],
    });
    expect(file.actions).toEqual([
      { at: 0, pos: 0 },
      { at: 500, pos: 100 },
      { at: 1000, pos: 0 },
      { at: 1500, pos: 100 },
      { at: 2000, pos: 50 },
      { at: 63_000, pos: 0 },
    ]);
  });
});
