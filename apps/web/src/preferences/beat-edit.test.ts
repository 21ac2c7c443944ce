import { describe, expect, it } from 'vitest';
import { beatCycle, gridFromCells } from '@glide/core';
import { coreBeatOf, type BeatData } from './beat-data';
import {
  beatImage,
  changedBeat,
  withBeatSettings,
  withEditedBeat,
  type Beatbox,
} from './beat-edit';
import { beatThumbnail } from './beat-thumbnail';
import { defaultPreferences } from './defaults';

const ID_A = '11111111-1111-4111-8111-111111111111';
const ID_B = '22222222-2222-4222-8222-222222222222';

const beatWith = (uuid: string, cells: BeatData['activeCells']): BeatData => {
  const beat: BeatData = {
    ...structuredClone(defaultPreferences.beatbox.currentBeat),
    uuid,
    name: uuid === '' ? '' : `Beat ${uuid.slice(0, 1)}`,
    activeCells: cells,
  };
  return { ...beat, image: beatImage(coreBeatOf(beat)) };
};

/** A library with beats A and B, A open in the editor. */
function library(): Beatbox {
  const a = beatWith(ID_A, [
    { row: 0, column: 0 },
    { row: 9, column: 5 },
  ]);
  const b = beatWith(ID_B, [{ row: 4, column: 2 }]);
  return {
    ...(structuredClone(defaultPreferences.beatbox) as Beatbox),
    beats: [a, b],
    currentBeat: structuredClone(a),
  };
}

describe('withEditedBeat', () => {
  it('writes an edit of a saved beat to its library copy, and an unsaved one only to the editor', () => {
    const lib = library();
    const cells = [{ row: 2, column: 3 }];
    const edited = withEditedBeat(lib, { ...lib.currentBeat, activeCells: cells });
    expect(edited.beats.find((b) => b.uuid === ID_A)?.activeCells).toEqual(cells);
    expect(edited.beats.find((b) => b.uuid === ID_B)).toEqual(lib.beats[1]);
    const draft = withEditedBeat(
      { ...lib, currentBeat: beatWith('', []) },
      beatWith('', [{ row: 1, column: 1 }]),
    );
    expect(draft.currentBeat.activeCells).toHaveLength(1);
    expect(draft.beats).toEqual(lib.beats);
  });

  it('redraws the picture of the edited beat, in the editor and in the library', () => {
    const lib = library();
    const before = lib.beats[0]?.image;
    const edited = withEditedBeat(lib, {
      ...lib.currentBeat,
      activeCells: [{ row: 5, column: 7 }],
    });
    const drawn = beatThumbnail(beatCycle(coreBeatOf(edited.currentBeat)));
    expect(drawn).not.toBe(before);
    expect(edited.currentBeat.image).toBe(drawn);
    expect(edited.beats[0]?.image).toBe(drawn);
    // The other beat's picture stays its own.
    expect(edited.beats[1]?.image).toBe(lib.beats[1]?.image);
    // A beat that plays nothing has no picture.
    expect(withEditedBeat(lib, { ...lib.currentBeat, activeCells: [] }).beats[0]?.image).toBe('');
  });

  it('mirrors the beat in the spec’s cell grid, at the beat’s time per step', () => {
    const lib = library();
    const settings = { ...lib.currentBeat.settings, timePerCellMs: 175 };
    const edited = withEditedBeat(lib, { ...lib.currentBeat, settings });
    const core = coreBeatOf(edited.currentBeat);
    expect(edited.cellStates).toEqual({
      stepMs: 175,
      cells: gridFromCells(core.cells, core.grid),
    });
  });

  it('leaves the box it was given as it was', () => {
    const lib = library();
    const copy = structuredClone(lib);
    withEditedBeat(lib, { ...lib.currentBeat, activeCells: [] });
    expect(lib).toEqual(copy);
  });
});

describe('changedBeat and withBeatSettings', () => {
  it('reshapes a new number of rows by position, and keeps the rest of the beat', () => {
    const beat = library().currentBeat;
    const next = changedBeat(beat, { rows: 4, tableHeight: 6, fillPoints: false });
    expect(next.activeCells).toEqual([
      { row: 0, column: 0 },
      { row: 3, column: 5 },
    ]);
    expect(next.settings).toEqual({
      ...beat.settings,
      resolution: { height: 4, time: 10 },
      tableHeight: 6,
      fillPoints: false,
    });
    expect([next.uuid, next.name]).toEqual([beat.uuid, beat.name]);
  });

  it('writes the changed beat everywhere it lives, and nothing when nothing changes', () => {
    const lib = library();
    const changed = withBeatSettings(lib, { columns: 6, timePerCellMs: 300 });
    expect(changed.beats[0]?.settings).toMatchObject({
      resolution: { height: 10, time: 6 },
      timePerCellMs: 300,
    });
    expect(changed.beats[0]?.image).toBe(beatImage(coreBeatOf(changed.currentBeat)));
    expect(changed.cellStates.stepMs).toBe(300);
    const { resolution, timePerCellMs } = lib.currentBeat.settings;
    expect(
      withBeatSettings(lib, { rows: resolution.height, columns: resolution.time, timePerCellMs }),
    ).toEqual(lib);
  });
});
