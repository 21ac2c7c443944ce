/**
 * The editor's beat changed, the one way both the beatbox page and Settings › Beatbox change it: a
 * new grid size reshapes the cells by `@glide/core`'s `resizeBeat`, and the edited beat is written
 * everywhere it lives (the editor's `currentBeat`, its library copy once saved, the spec's
 * `cellStates` mirror) with its picture redrawn from its motion, so nothing shows a beat that was.
 *
 * Imported by path, not through `preferences/index.ts`: it draws on the beat rules, which the
 * start-up chunk does not need.
 */
import { beatCycle, gridFromCells, resizeBeat, type Beat } from '@glide/core';
import { beatDataOf, coreBeatOf, type BeatData } from './beat-data';
import { beatThumbnail } from './beat-thumbnail';
import type { DeepReadonly } from './deep-freeze';
import type { PreferencesData } from './schema';

/** The beatbox settings. */
export type Beatbox = PreferencesData['beatbox'];
type AnyBeatbox = Beatbox | DeepReadonly<Beatbox>;
type AnyBeatData = BeatData | DeepReadonly<BeatData>;

/** A change to the beat's grid, its timing, or how tall the editor draws its rows. */
export interface BeatSettingsChange {
  readonly rows?: number;
  readonly columns?: number;
  readonly timePerCellMs?: number;
  readonly tableHeight?: number;
  readonly fillPoints?: boolean;
  readonly addEndPoint?: boolean;
}

/** A beat's picture (the settings' `image`): one loop of its motion; `''` for a beat that plays nothing. */
export function beatImage(beat: Beat): string {
  return beatThumbnail(beatCycle(beat));
}

/**
 * `box` with `beat` as the editor's beat, written everywhere it lives: the editor, its library copy
 * when saved (uuid not `''`), and `cellStates`, the spec's boolean grid, mirroring its cells at its
 * time per step. Its picture is drawn again from its motion.
 */
export function withEditedBeat(box: AnyBeatbox, beat: AnyBeatData): Beatbox {
  const result = structuredClone(box) as Beatbox;
  const core = coreBeatOf(beat);
  const edited: BeatData = { ...(structuredClone(beat) as BeatData), image: beatImage(core) };
  result.currentBeat = edited;
  if (edited.uuid !== '') {
    result.beats = result.beats.map((saved) =>
      saved.uuid === edited.uuid ? structuredClone(edited) : saved,
    );
  }
  result.cellStates = {
    stepMs: core.settings.timePerCellMs,
    cells: gridFromCells(core.cells, core.grid),
  };
  return result;
}

/** The beat with `change` applied; a new grid size moves its cells by `resizeBeat`. */
export function changedBeat(beat: AnyBeatData, change: BeatSettingsChange): BeatData {
  const core = coreBeatOf(beat);
  const shaped = resizeBeat(core, {
    rows: change.rows ?? core.grid.rows,
    columns: change.columns ?? core.grid.columns,
  });
  const next: Beat = {
    ...shaped,
    settings: {
      timePerCellMs: change.timePerCellMs ?? core.settings.timePerCellMs,
      fillPoints: change.fillPoints ?? core.settings.fillPoints,
      addEndPoint: change.addEndPoint ?? core.settings.addEndPoint,
    },
  };
  const tableHeight = change.tableHeight ?? beat.settings.tableHeight;
  return beatDataOf(next, { ...beat, settings: { ...beat.settings, tableHeight } });
}

/**
 * `box` with the editor's beat changed by `change` and written everywhere it lives
 * ({@link withEditedBeat}); a copy of `box` as it is when `change` changes nothing, so that saving
 * an unchanged form rewrites neither the beat nor its mirror.
 */
export function withBeatSettings(box: AnyBeatbox, change: BeatSettingsChange): Beatbox {
  const before = box.currentBeat;
  const next = changedBeat(before, change);
  return sameMotionAndLook(before, next)
    ? (structuredClone(box) as Beatbox)
    : withEditedBeat(box, next);
}

/** True when two beats have the same grid, cells, timing and row height. */
function sameMotionAndLook(a: AnyBeatData, b: AnyBeatData): boolean {
  const [x, y] = [a.settings, b.settings];
  return (
    x.resolution.height === y.resolution.height &&
    x.resolution.time === y.resolution.time &&
    x.timePerCellMs === y.timePerCellMs &&
    x.tableHeight === y.tableHeight &&
    x.fillPoints === y.fillPoints &&
    x.addEndPoint === y.addEndPoint &&
    a.activeCells.length === b.activeCells.length &&
    a.activeCells.every((cell, i) => {
      const other = b.activeCells[i];
      return other !== undefined && other.row === cell.row && other.column === cell.column;
    })
  );
}
