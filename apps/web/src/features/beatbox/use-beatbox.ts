/**
 * The beatbox's state: the beat in the editor, the library and the playlist as the settings keep
 * them (every change is written at once, so a reload loses nothing), and the actions the page
 * calls. The rules live in `beat-library.ts` and `@glide/core`; this hook reads and writes.
 */
import { useMemo } from 'react';
import {
  beatCycle,
  playlistCycle,
  type Beat,
  type BeatCell,
  type PatternCycle,
  type PlaylistEntry,
} from '@glide/core';
import { preferencesStore } from '../../preferences/preferences-instance';
import { randomUuid } from '../../lib/random-uuid';
import type { DeepReadonly } from '../../preferences';
import { beatDataOf, coreBeatOf, type BeatData } from '../../preferences/beat-data';
import {
  beatImage,
  withBeatSettings,
  withEditedBeat,
  type BeatSettingsChange,
} from '../../preferences/beat-edit';
import { usePreferences } from '../../preferences/use-preferences';
import {
  addToPlaylist,
  deleteBeat,
  duplicateBeat,
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

/** The panels the show flags open and close. */
export type BeatboxFlag = 'showSettings' | 'showPlaylist' | 'showLibrary' | 'showGraph';

/** A playlist entry as the page shows and plays it. */
export interface PlaylistItem {
  /** Its index in the stored playlist. */
  readonly index: number;
  readonly repeat: number;
  readonly beat: DeepReadonly<BeatData>;
  readonly cycle: PatternCycle;
}

/** Writes the beatbox settings; false when the store refused them. */
function write(beatbox: Beatbox): boolean {
  return preferencesStore().update({ beatbox }).ok;
}

/** Writes a library result; the reason it was refused otherwise. */
function writeResult(result: LibraryResult): LibraryResult {
  if (result.ok && !write(result.beatbox)) return { ok: false, reason: 'missing' };
  return result;
}

/** The beatbox's settings and what the page can do with them. */
export function useBeatbox() {
  const { beatbox } = usePreferences();
  const beat = beatbox.currentBeat;
  const core = useMemo(() => coreBeatOf(beat), [beat]);
  // Keyed by content: an unrelated setting's change must not look like an edit of the motion.
  const cycleKey = JSON.stringify([core.grid, core.cells, core.settings]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const cycle = useMemo(() => beatCycle(core), [cycleKey]);
  const items = useMemo<PlaylistItem[]>(
    () =>
      playlistBeats(beatbox).map(({ index, repeat, beat: saved }) => ({
        index,
        repeat,
        beat: saved,
        cycle: beatCycle(coreBeatOf(saved)),
      })),
    [beatbox],
  );
  const playlistKey = JSON.stringify(items.map((item) => [item.index, item.repeat, item.cycle]));
  const playlist = useMemo(
    () =>
      playlistCycle(
        items.map<PlaylistEntry>((item) => ({
          id: String(item.index),
          cycle: item.cycle,
          repeat: item.repeat,
        })),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [playlistKey],
  );

  /** Writes the edited beat everywhere it lives, its picture redrawn and `cellStates` mirroring it. */
  const edit = (next: Beat, name = beat.name): boolean => {
    const data: BeatData = { ...beatDataOf(next, beat), name };
    return write(withEditedBeat(preferencesStore().get().beatbox, data));
  };
  const current = () => preferencesStore().get().beatbox;

  return {
    beatbox,
    beat,
    core,
    cycle,
    playlistItems: items,
    playlistCycle: playlist,
    setCells: (cells: readonly BeatCell[]) => edit({ ...core, cells }),
    setName: (name: string) => edit(core, name),
    setSettings: (change: BeatSettingsChange) => write(withBeatSettings(current(), change)),
    save: (name: string) =>
      writeResult(saveCurrentBeat(current(), name, randomUuid(), beatImage(core))),
    open: (uuid: string) => writeResult(openBeat(current(), uuid)),
    openNew: (data: BeatData | DeepReadonly<BeatData>) => write(openNewBeat(current(), data)),
    rename: (uuid: string, name: string) => writeResult(renameBeat(current(), uuid, name)),
    duplicate: (uuid: string, name: string) =>
      writeResult(duplicateBeat(current(), uuid, randomUuid(), name)),
    remove: (uuid: string) => writeResult(deleteBeat(current(), uuid)),
    addToPlaylist: (uuid: string) => writeResult(addToPlaylist(current(), uuid)),
    removeFromPlaylist: (index: number) => write(removeFromPlaylist(current(), index)),
    moveInPlaylist: (from: number, to: number) => write(moveInPlaylist(current(), from, to)),
    setRepeat: (index: number, repeat: number) => write(setRepeat(current(), index, repeat)),
    setFlag: (flag: BeatboxFlag | 'updateTimeHalfway', value: boolean) =>
      preferencesStore().update({ beatbox: { [flag]: value } }).ok,
  };
}

/** What {@link useBeatbox} returns. */
export type BeatboxState = ReturnType<typeof useBeatbox>;
