import { describe, expect, it } from 'vitest';
import { defaultPreferences } from './defaults';
import { beatDataOf, beatHandoff, coreBeatOf, readBeatHandoff, type BeatData } from './beat-data';

const base = defaultPreferences.beatbox.currentBeat;

describe('beat data', () => {
  it('goes to the core and back, keeping what the core does not know', () => {
    const data: BeatData = {
      ...structuredClone(base),
      name: 'Mine',
      activeCells: [
        { row: 0, column: 0 },
        { row: 9, column: 5 },
      ],
      settings: { ...structuredClone(base.settings), tableHeight: 3, timePerCellMs: 180 },
    };
    const core = coreBeatOf(data);
    expect(core.grid).toEqual({ rows: 10, columns: 10 });
    expect(core.settings).toEqual({ timePerCellMs: 180, fillPoints: true, addEndPoint: true });
    expect(beatDataOf(core, data)).toEqual(data);
  });

  it('opens only a valid beat handed over in the router state', () => {
    const beat = { ...structuredClone(base), name: 'Gallop' };
    expect(readBeatHandoff(beatHandoff(beat))).toEqual(beat);
    expect(readBeatHandoff(undefined)).toBeUndefined();
    expect(
      readBeatHandoff({ glideOpenBeat: { ...beat, activeCells: [{ row: 50, column: 0 }] } }),
    ).toBeUndefined();
    expect(readBeatHandoff({ other: 1 })).toBeUndefined();
  });
});
