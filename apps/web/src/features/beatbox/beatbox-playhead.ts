/**
 * Where a playing pattern is, in the editor's terms: the grid column of the beat on screen and the
 * playlist entry, from the timeline's phase. Pure; the page reads it on animation frames.
 */
import { playlistPositionAt, type PlaylistEntry, type TimelinePhase } from '@glide/core';

/** What the editor marks. */
export interface BeatboxPlayhead {
  /** The column the device is in, if what plays is the beat on screen. */
  readonly column: number | undefined;
  /** The stored index of the playlist entry playing, if the playlist plays. */
  readonly playlistIndex: number | undefined;
}

export const NO_PLAYHEAD: BeatboxPlayhead = { column: undefined, playlistIndex: undefined };

/** The column of `cycleMs` in a beat of `columns` columns over `periodMs`. */
function columnOf(cycleMs: number, periodMs: number, columns: number): number | undefined {
  if (periodMs <= 0 || columns <= 0) return undefined;
  return Math.min(columns - 1, Math.max(0, Math.floor((cycleMs * columns) / periodMs)));
}

/** The playhead of a beat playing alone, `columns` wide. */
export function beatPlayhead(phase: TimelinePhase | undefined, columns: number): BeatboxPlayhead {
  if (!phase) return NO_PLAYHEAD;
  return {
    column: columnOf(phase.cycleMs, phase.cycle.periodMs, columns),
    playlistIndex: undefined,
  };
}

/** One playlist entry as the playhead needs it. */
export interface PlayheadEntry extends PlaylistEntry {
  /** Its stored index. */
  readonly index: number;
  /** Its beat's columns, and whether that beat is the one on screen. */
  readonly columns: number;
  readonly onScreen: boolean;
}

/** The playhead of the playlist playing. */
export function playlistPlayhead(
  phase: TimelinePhase | undefined,
  entries: readonly PlayheadEntry[],
): BeatboxPlayhead {
  if (!phase) return NO_PLAYHEAD;
  const at = playlistPositionAt(entries, phase.cycleMs);
  const entry = at ? entries[at.index] : undefined;
  if (!at || !entry) return NO_PLAYHEAD;
  return {
    column: entry.onScreen ? columnOf(at.entryMs, entry.cycle.periodMs, entry.columns) : undefined,
    playlistIndex: entry.index,
  };
}

/** Same marks: the page re-renders only when the playhead moved to another cell or entry. */
export function samePlayhead(a: BeatboxPlayhead, b: BeatboxPlayhead): boolean {
  return a.column === b.column && a.playlistIndex === b.playlistIndex;
}
