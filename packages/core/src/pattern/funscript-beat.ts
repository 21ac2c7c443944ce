import type { Action } from '../script/types';
import { beatCycle, type Beat } from './beat';
import {
  cyclePositionAt,
  isCycleEmpty,
  normaliseCycle,
  toPositionPct,
  type PatternCycle,
} from './cycle';
import { playlistCycle, playlistSpans, type PlaylistEntry } from './playlist';

/**
 * Beats and playlists written as funscripts, the format every script player reads. The import
 * (the way back) lives in `funscript-beat-import.ts`.
 */

/** A playlist entry with the name its chapter gets in the exported file. */
export interface NamedPlaylistEntry extends PlaylistEntry {
  readonly name: string;
}

/**
 * A looping cycle as script actions, `loops` times, closed: an action at 0 (the position the loop
 * starts at; a beat's cycle always has one) and a last action at `loops × periodMs` at that same
 * position, so the file lasts exactly the loops and plays seamlessly when a player loops it. An
 * empty cycle gives no actions.
 *
 * @throws RangeError if `loops` is not a whole number ≥ 1.
 */
export function cycleToActions(cycle: PatternCycle, loops = 1): Action[] {
  if (!Number.isInteger(loops) || loops < 1) {
    throw new RangeError(`loops must be a whole number ≥ 1, got ${loops}`);
  }
  const valid = normaliseCycle(cycle);
  const startPct = cyclePositionAt(valid, 0);
  if (isCycleEmpty(valid) || startPct === undefined) return [];
  const { points, periodMs } = valid;
  const actions: Action[] = [];
  if ((points[0]?.t ?? 0) > 0) actions.push({ at: 0, pos: toPositionPct(startPct) });
  for (let loop = 0; loop < loops; loop++) {
    for (const { t, x } of points) actions.push({ at: loop * periodMs + t, pos: x });
  }
  actions.push({ at: loops * periodMs, pos: actions[0]?.pos ?? toPositionPct(startPct) });
  return actions;
}

/** `HH:MM:SS.mmm`, the time format of OpenFunscripter's chapters. */
function chapterTime(timeMs: number): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const hours = Math.floor(timeMs / 3_600_000);
  const minutes = Math.floor(timeMs / 60_000) % 60;
  const seconds = Math.floor(timeMs / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(timeMs % 1000, 3)}`;
}

interface Chapter {
  readonly name: string;
  readonly startTime: string;
  readonly endTime: string;
}

function funscriptText(actions: readonly Action[], title: string, chapters?: Chapter[]): string {
  const durationMs = actions[actions.length - 1]?.at ?? 0;
  return JSON.stringify({
    version: '1.0',
    inverted: false,
    range: 100,
    // OpenFunscripter's metadata block; `duration` is in seconds.
    metadata: { title, duration: durationMs / 1000, ...(chapters ? { chapters } : {}) },
    actions: actions.map(({ at, pos }) => ({ at, pos })),
  });
}

/**
 * A beat as funscript text: one loop (or `loops`) exactly as the beat plays it (see
 * {@link beatCycle}), closed as {@link cycleToActions} describes; `metadata.title` is `name`,
 * `version` "1.0". An empty beat gives a file without actions (the page should not offer it).
 *
 * @throws RangeError for a beat {@link beatCycle} refuses, or `loops` not a whole number ≥ 1.
 */
export function beatToFunscript(beat: Beat, name: string, loops = 1): string {
  return funscriptText(cycleToActions(beatCycle(beat), loops), name);
}

/**
 * A playlist as funscript text: one pass through it (each entry its `repeat` times, see
 * {@link playlistCycle}), closed like a beat, with one OpenFunscripter chapter per entry played
 * (`metadata.chapters`, named after the entry) so an editor shows which beat is where.
 */
export function playlistToFunscript(entries: readonly NamedPlaylistEntry[], name: string): string {
  const chapters = playlistSpans(entries).map(({ index, startMs, durationMs }) => ({
    name: entries[index]?.name ?? '',
    startTime: chapterTime(startMs),
    endTime: chapterTime(startMs + durationMs),
  }));
  return funscriptText(cycleToActions(playlistCycle(entries)), name, chapters);
}
