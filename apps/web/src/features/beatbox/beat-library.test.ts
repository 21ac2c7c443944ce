import { describe, expect, it } from 'vitest';
import { defaultPreferences } from '../../preferences';
import {
  addToPlaylist,
  deleteBeat,
  duplicateBeat,
  MAX_SAVED_BEATS,
  moveInPlaylist,
  openBeat,
  openNewBeat,
  playlistBeats,
  removeFromPlaylist,
  renameBeat,
  saveCurrentBeat,
  setRepeat,
  type Beatbox,
  type LibraryResult,
} from './beat-library';

const ID = [
  '11111111-1111-4111-8111-111111111111',
  '22222222-2222-4222-8222-222222222222',
] as const;
const ID_A = ID[0];
const ID_B = ID[1];
const NEW = '33333333-3333-4333-8333-333333333333';

const box = (): Beatbox => structuredClone(defaultPreferences.beatbox) as Beatbox;

function ok(result: LibraryResult): Beatbox {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.beatbox;
}

/** A library with beats A and B saved, A open in the editor. */
function library(): Beatbox {
  const withA = ok(saveCurrentBeat(box(), 'A', ID_A, ''));
  const blank = openNewBeat(withA, defaultPreferences.beatbox.currentBeat);
  const withB = ok(saveCurrentBeat(blank, 'B', ID_B, ''));
  return ok(openBeat(withB, ID_A));
}

describe('the beat library', () => {
  it('saves a new beat with an id, and later saves rename it in place', () => {
    const saved = ok(saveCurrentBeat(box(), 'First', ID_A, 'data:image/svg+xml,x'));
    expect(saved.currentBeat).toMatchObject({ uuid: ID_A, name: 'First' });
    expect(saved.beats.map((b) => b.name)).toEqual(['First']);
    const again = ok(saveCurrentBeat(saved, 'Renamed', NEW, ''));
    expect(again.beats.map((b) => [b.uuid, b.name])).toEqual([[ID_A, 'Renamed']]);
  });

  it('refuses a new beat when the library is full, and keeps the editor as it was', () => {
    let full = box();
    full.beats = Array.from({ length: MAX_SAVED_BEATS }, (_, i) => ({
      ...structuredClone(defaultPreferences.beatbox.currentBeat),
      uuid: `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`,
    })) as Beatbox['beats'];
    full = openNewBeat(full, defaultPreferences.beatbox.currentBeat);
    expect(saveCurrentBeat(full, 'One more', NEW, '')).toEqual({ ok: false, reason: 'full' });
    expect(duplicateBeat(full, full.beats[0]?.uuid ?? '', NEW, 'copy')).toEqual({
      ok: false,
      reason: 'full',
    });
  });

  it('opens a preset or an import as a new beat, never over a saved one', () => {
    const lib = library();
    const opened = openNewBeat(lib, { ...lib.currentBeat, name: 'Preset' });
    expect(opened.currentBeat).toMatchObject({ uuid: '', name: 'Preset' });
    expect(opened.beats).toEqual(lib.beats);
  });

  it('renames, duplicates right after the original, and says when a beat is missing', () => {
    const lib = library();
    const renamed = ok(renameBeat(lib, ID_A, 'Alpha'));
    expect(renamed.currentBeat.name).toBe('Alpha');
    const twice = ok(duplicateBeat(renamed, ID_A, NEW, 'Alpha (copy)'));
    expect(twice.beats.map((b) => b.name)).toEqual(['Alpha', 'Alpha (copy)', 'B']);
    expect(renameBeat(lib, NEW, 'x')).toEqual({ ok: false, reason: 'missing' });
    expect(openBeat(lib, NEW)).toEqual({ ok: false, reason: 'missing' });
  });

  it('deletes a beat and its playlist entries; the open one stays in the editor, unsaved', () => {
    let lib = ok(addToPlaylist(library(), ID_A));
    lib = ok(addToPlaylist(lib, ID_B));
    lib = ok(addToPlaylist(lib, ID_A));
    const gone = ok(deleteBeat(lib, ID_A));
    expect(gone.beats.map((b) => b.uuid)).toEqual([ID_B]);
    expect(gone.playlist).toEqual([{ uuid: ID_B, repeat: 1 }]);
    expect(gone.currentBeat).toMatchObject({ uuid: '', name: 'A' });
  });
});

describe('the playlist', () => {
  it('adds, repeats within 1–99, moves and removes entries', () => {
    let lib = ok(addToPlaylist(library(), ID_A));
    lib = ok(addToPlaylist(lib, ID_B));
    lib = setRepeat(lib, 0, 4);
    lib = setRepeat(lib, 1, 250);
    expect(lib.playlist).toEqual([
      { uuid: ID_A, repeat: 4 },
      { uuid: ID_B, repeat: 99 },
    ]);
    expect(setRepeat(lib, 0, 0).playlist[0]?.repeat).toBe(1);
    lib = moveInPlaylist(lib, 1, 0);
    expect(lib.playlist.map((e) => e.uuid)).toEqual([ID_B, ID_A]);
    expect(moveInPlaylist(lib, 0, 9).playlist.map((e) => e.uuid)).toEqual([ID_A, ID_B]);
    expect(removeFromPlaylist(lib, 0).playlist).toEqual([{ uuid: ID_A, repeat: 4 }]);
    expect(addToPlaylist(lib, NEW)).toEqual({ ok: false, reason: 'missing' });
  });

  it('plays only entries whose beat still exists', () => {
    const lib = ok(addToPlaylist(ok(addToPlaylist(library(), ID_A)), ID_B));
    lib.playlist.splice(1, 0, { uuid: NEW, repeat: 2 });
    expect(playlistBeats(lib).map((e) => [e.index, e.beat.name])).toEqual([
      [0, 'A'],
      [2, 'B'],
    ]);
  });
});
