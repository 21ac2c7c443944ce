import { describe, expect, it } from 'vitest';
import { defaultPreferences } from './defaults';
import { loadPreferences } from './load';
import { migratePreferences, migrations, type Migration } from './migrate';
import { PREFERENCES_VERSION } from './schema';

describe('migrations table', () => {
  it('has a step from every older version to the current one', () => {
    for (let version = 0; version < PREFERENCES_VERSION; version++) {
      expect(migrations[version]).toBeTypeOf('function');
    }
  });
});

describe('version 1 → 2: the playlist shortcuts', () => {
  const v1 = (stroke: Record<string, unknown>, timeOffset: Record<string, unknown> = {}) => ({
    version: 1,
    keyBinding: { enabled: true, stroke, timeOffset },
  });

  it('adds n and p when they are free', () => {
    const { blob } = migratePreferences(v1({ topUp: 'q' }, { increase: 'e' }));
    expect(blob.keyBinding).toEqual({
      enabled: true,
      stroke: { topUp: 'q' },
      timeOffset: { increase: 'e' },
      playlist: { next: 'n', previous: 'p' },
    });
  });

  it('takes the next free key of each list when the user bound n or p (in any case)', () => {
    const { blob } = migratePreferences(
      v1({ topUp: 'n', topDown: 'M', bottomUp: 'p' }, { increase: '.', decrease: 'b' }),
    );
    expect(blob.keyBinding).toMatchObject({ playlist: { next: 'l', previous: ',' } });
  });

  it('keeps playlist keys a blob already has, and leaves a binding that is not an object alone', () => {
    const own = { version: 1, keyBinding: { playlist: { next: 'x', previous: 'y' } } };
    expect(migratePreferences(own).blob.keyBinding).toEqual(own.keyBinding);
    expect(migratePreferences({ version: 1, keyBinding: 7 }).blob).toEqual({
      version: PREFERENCES_VERSION,
      keyBinding: 7,
    });
    expect(migratePreferences({ version: 1 }).blob).toEqual({ version: PREFERENCES_VERSION });
  });
});

describe('version 2 → 3: beats within the editor’s bounds', () => {
  const beat = (settings: Record<string, unknown>) => ({ name: 'B', settings });

  it('draws rows at most 8 steps tall and gives a one-row grid its second row', () => {
    const { blob } = migratePreferences({
      version: 2,
      beatbox: {
        currentBeat: beat({ tableHeight: 40, resolution: { height: 1, time: 6 } }),
        beats: [
          beat({ tableHeight: 9, resolution: { height: 12, time: 6 } }),
          beat({ tableHeight: 3, resolution: { height: 1 } }),
          'junk',
        ],
        showGraph: true,
      },
    });
    expect(blob).toEqual({
      version: 3,
      beatbox: {
        currentBeat: beat({ tableHeight: 8, resolution: { height: 2, time: 6 } }),
        beats: [
          beat({ tableHeight: 8, resolution: { height: 12, time: 6 } }),
          beat({ tableHeight: 3, resolution: { height: 2 } }),
          'junk',
        ],
        showGraph: true,
      },
    });
  });

  it('keeps a saved beat that version 2 allowed, where validation alone would drop it', () => {
    const saved = {
      ...defaultPreferences.beatbox.currentBeat,
      name: 'Tall rows',
      uuid: '11111111-1111-4111-8111-111111111111',
      activeCells: [{ row: 0, column: 3 }],
      settings: {
        ...defaultPreferences.beatbox.currentBeat.settings,
        resolution: { height: 1, time: 10 },
        tableHeight: 50,
      },
    };
    const { preferences } = loadPreferences(
      JSON.stringify({ ...defaultPreferences, version: 2, beatbox: { beats: [saved] } }),
    );
    expect(preferences.beatbox.beats).toHaveLength(1);
    expect(preferences.beatbox.beats[0]?.settings).toMatchObject({
      resolution: { height: 2, time: 10 },
      tableHeight: 8,
    });
    expect(preferences.beatbox.beats[0]?.activeCells).toEqual([{ row: 0, column: 3 }]);
  });
});

describe('migratePreferences', () => {
  it('leaves a current blob as it is', () => {
    const blob = { version: PREFERENCES_VERSION, darkMode: false, extra: 1 };
    expect(migratePreferences(blob)).toEqual({
      blob,
      fromVersion: PREFERENCES_VERSION,
      problems: [],
    });
  });

  it('treats a blob without a version as version 0 and renames its unit-less fields', () => {
    const { blob, fromVersion, problems } = migratePreferences({
      keyBinding: {
        stroke: { incrementValue: 15, topUp: 'q' },
        timeOffset: { incrementValue: 30 },
      },
      randomClassic: { speedRange: [0, 50], timeBetween: 9, currentPause: 1, unrelated: true },
      beatbox: {
        beats: [{ settings: { timePerCell: 500 } }, 'junk'],
        currentBeat: { settings: { timePerCell: 300, tableHeight: 4 } },
        cellStates: [[true]],
      },
    });
    expect(fromVersion).toBe(0);
    expect(problems).toEqual([]);
    expect(blob).toEqual({
      version: PREFERENCES_VERSION,
      keyBinding: {
        stroke: { incrementPct: 15, topUp: 'q' },
        timeOffset: { incrementMs: 30 },
        playlist: { next: 'n', previous: 'p' },
      },
      randomClassic: {
        speedRangePct: [0, 50],
        timeBetweenSeconds: 9,
        currentPauseSeconds: 1,
        unrelated: true,
      },
      beatbox: {
        beats: [{ settings: { timePerCellMs: 500 } }, 'junk'],
        currentBeat: { settings: { timePerCellMs: 300, tableHeight: 4 } },
        cellStates: { stepMs: 200, cells: [[true]] },
      },
    });
  });

  it('passes fields of the wrong type through for validation to judge', () => {
    const { blob } = migratePreferences({ keyBinding: 'qawsed', beatbox: [1], linkedDevices: 'x' });
    expect(blob).toEqual({
      version: PREFERENCES_VERSION,
      keyBinding: 'qawsed',
      beatbox: [1],
      linkedDevices: 'x',
    });
  });

  it('turns v0 linked devices stored as bare keys into objects', () => {
    const { blob } = migratePreferences({
      linkedDevices: ['Key12345', { connectionKey: 'Key67890' }, 3],
    });
    expect(blob.linkedDevices).toEqual([
      { connectionKey: 'Key12345' },
      { connectionKey: 'Key67890' },
      3,
    ]);
  });

  it('reads a newer version as the current one, with a problem', () => {
    const result = migratePreferences({ version: PREFERENCES_VERSION + 1, darkMode: false });
    expect(result.blob).toEqual({ version: PREFERENCES_VERSION, darkMode: false });
    expect(result.fromVersion).toBe(PREFERENCES_VERSION + 1);
    expect(result.problems).toHaveLength(1);
  });

  it.each([[-1], [1.5], ['1'], [null], [Number.MAX_SAFE_INTEGER + 2]])(
    'reads an unusable version (%j) as the current one, with a problem',
    (version) => {
      const result = migratePreferences({ version, darkMode: false });
      expect(result.blob).toEqual({ version: PREFERENCES_VERSION, darkMode: false });
      expect(result.problems).toEqual([
        'version: not a whole number; reading the blob as the current version',
      ]);
    },
  );

  it('runs the steps of a table in order, from the stored version up', () => {
    const trail: number[] = [];
    const step =
      (from: number): Migration =>
      (blob) => {
        trail.push(from);
        return { ...blob, version: from + 1, [`by${from}`]: true };
      };
    const table = { 0: step(0), 1: step(1), 2: step(2) };
    const result = migratePreferences({ version: 1 }, table, 3);
    expect(trail).toEqual([1, 2]);
    expect(result).toEqual({
      blob: { version: 3, by1: true, by2: true },
      fromVersion: 1,
      problems: [],
    });
  });

  it('stops at a gap in the table, with a problem, and labels the blob current', () => {
    const table: Record<number, Migration> = { 0: (blob) => ({ ...blob, version: 1, a: 1 }) };
    const result = migratePreferences({}, table, 3);
    expect(result.blob).toEqual({ version: 3, a: 1 });
    expect(result.problems).toEqual([
      'version: no migration from 1; keeping the fields that still fit',
    ]);
  });
});
