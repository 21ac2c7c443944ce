/**
 * The beat library, pure: what saving, opening, renaming, duplicating and deleting a beat, and
 * editing the playlist, do to the beatbox settings. The page writes the result through the
 * preferences store, so every change is kept at once (a reload loses nothing).
 *
 * The beat in the editor is `currentBeat`. Once saved it has a uuid, and every edit is written to its
 * library copy too (like a document that saves itself; `preferences/beat-edit.ts`, which Settings
 * uses as well); a beat never saved (uuid `''`) lives only in the editor until "Save".
 */
import { MAX_PLAYLIST_REPEAT, type DeepReadonly, type PreferencesData } from '../../preferences';
import type { BeatData } from '../../preferences/beat-data';

/** The beatbox settings. */
export type Beatbox = PreferencesData['beatbox'];
type ReadBeatbox = DeepReadonly<Beatbox> | Beatbox;
type ReadBeat = DeepReadonly<BeatData> | BeatData;

/** The most beats the library keeps (the settings schema's limit). */
export const MAX_SAVED_BEATS = 200;
/** The most entries a playlist holds (the settings schema's limit). */
export const MAX_PLAYLIST_ENTRIES = 1000;

/** What a library action did. */
export type LibraryResult =
  | { readonly ok: true; readonly beatbox: Beatbox }
  | { readonly ok: false; readonly reason: 'full' | 'missing' | 'playlistFull' };

function copy<T>(value: T | DeepReadonly<T>): T {
  return structuredClone(value) as T;
}

/**
 * Saves the editor's beat under `name`: a beat never saved gets `newUuid` and joins the library
 * (refused when it is full); a saved one is renamed in place.
 */
export function saveCurrentBeat(
  box: ReadBeatbox,
  name: string,
  newUuid: string,
  image: string,
): LibraryResult {
  const current = copy<BeatData>(box.currentBeat);
  const saved = current.uuid !== '' && box.beats.some((beat) => beat.uuid === current.uuid);
  if (!saved && box.beats.length >= MAX_SAVED_BEATS) return { ok: false, reason: 'full' };
  const beat: BeatData = { ...current, name, image, uuid: saved ? current.uuid : newUuid };
  const result = copy<Beatbox>(box);
  result.currentBeat = beat;
  result.beats = saved
    ? result.beats.map((other) => (other.uuid === beat.uuid ? copy(beat) : other))
    : [...result.beats, copy(beat)];
  return { ok: true, beatbox: result };
}

/** Opens a saved beat in the editor. */
export function openBeat(box: ReadBeatbox, uuid: string): LibraryResult {
  const beat = box.beats.find((saved) => saved.uuid === uuid);
  if (!beat) return { ok: false, reason: 'missing' };
  const result = copy<Beatbox>(box);
  result.currentBeat = copy<BeatData>(beat);
  return { ok: true, beatbox: result };
}

/** Opens a beat that is not in the library (a preset, an import, a hand-over) as a new, unsaved one. */
export function openNewBeat(box: ReadBeatbox, beat: ReadBeat): Beatbox {
  const result = copy<Beatbox>(box);
  result.currentBeat = { ...copy<BeatData>(beat), uuid: '' };
  return result;
}

/** Renames a saved beat (and the editor's, if it is the one open). */
export function renameBeat(box: ReadBeatbox, uuid: string, name: string): LibraryResult {
  if (!box.beats.some((beat) => beat.uuid === uuid)) return { ok: false, reason: 'missing' };
  const result = copy<Beatbox>(box);
  result.beats = result.beats.map((beat) => (beat.uuid === uuid ? { ...beat, name } : beat));
  if (result.currentBeat.uuid === uuid) result.currentBeat = { ...result.currentBeat, name };
  return { ok: true, beatbox: result };
}

/** Adds a copy of a saved beat, named `name`, right after it. */
export function duplicateBeat(
  box: ReadBeatbox,
  uuid: string,
  newUuid: string,
  name: string,
): LibraryResult {
  const index = box.beats.findIndex((beat) => beat.uuid === uuid);
  const original = box.beats[index];
  if (!original) return { ok: false, reason: 'missing' };
  if (box.beats.length >= MAX_SAVED_BEATS) return { ok: false, reason: 'full' };
  const result = copy<Beatbox>(box);
  result.beats.splice(index + 1, 0, { ...copy<BeatData>(original), uuid: newUuid, name });
  return { ok: true, beatbox: result };
}

/**
 * Deletes a saved beat and its playlist entries. If it is open in the editor, it stays there as an
 * unsaved beat, so nothing on screen disappears under the user.
 */
export function deleteBeat(box: ReadBeatbox, uuid: string): LibraryResult {
  if (!box.beats.some((beat) => beat.uuid === uuid)) return { ok: false, reason: 'missing' };
  const result = copy<Beatbox>(box);
  result.beats = result.beats.filter((beat) => beat.uuid !== uuid);
  result.playlist = result.playlist.filter((entry) => entry.uuid !== uuid);
  if (result.currentBeat.uuid === uuid) result.currentBeat = { ...result.currentBeat, uuid: '' };
  return { ok: true, beatbox: result };
}

/** Appends a saved beat to the playlist, once. */
export function addToPlaylist(box: ReadBeatbox, uuid: string): LibraryResult {
  if (!box.beats.some((beat) => beat.uuid === uuid)) return { ok: false, reason: 'missing' };
  if (box.playlist.length >= MAX_PLAYLIST_ENTRIES) return { ok: false, reason: 'playlistFull' };
  const result = copy<Beatbox>(box);
  result.playlist = [...result.playlist, { uuid, repeat: 1 }];
  return { ok: true, beatbox: result };
}

/** Removes the playlist entry at `index`. */
export function removeFromPlaylist(box: ReadBeatbox, index: number): Beatbox {
  const result = copy<Beatbox>(box);
  result.playlist = result.playlist.filter((_, i) => i !== index);
  return result;
}

/** Moves the playlist entry at `from` to `to` (both clamped to the list). */
export function moveInPlaylist(box: ReadBeatbox, from: number, to: number): Beatbox {
  const result = copy<Beatbox>(box);
  const [entry] = result.playlist.splice(from, 1);
  if (!entry) return result;
  const target = Math.min(Math.max(0, to), result.playlist.length);
  result.playlist.splice(target, 0, entry);
  return result;
}

/** Sets how many times the entry at `index` plays in a row (held to 1–99). */
export function setRepeat(box: ReadBeatbox, index: number, repeat: number): Beatbox {
  const result = copy<Beatbox>(box);
  const count = Math.min(MAX_PLAYLIST_REPEAT, Math.max(1, Math.round(repeat)));
  result.playlist = result.playlist.map((entry, i) =>
    i === index ? { ...entry, repeat: count } : entry,
  );
  return result;
}

/** The playlist with each entry's beat; entries whose beat was deleted are left out. */
export function playlistBeats(
  box: ReadBeatbox,
): { readonly index: number; readonly repeat: number; readonly beat: ReadBeat }[] {
  const byUuid = new Map<string, ReadBeat>(box.beats.map((beat) => [beat.uuid, beat]));
  return box.playlist.flatMap((entry, index) => {
    const beat = byUuid.get(entry.uuid);
    return beat ? [{ index, repeat: entry.repeat, beat }] : [];
  });
}
