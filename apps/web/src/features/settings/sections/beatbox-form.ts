import * as v from 'valibot';
import { preferencesStore } from '../../../preferences/preferences-instance';
import { crossCheck } from '../../../lib/schema-issues';
import { preferencesSchema, type Preferences } from '../../../preferences';
import { withBeatSettings } from '../../../preferences/beat-edit';
import type { AutosaveSpec } from '../form/use-autosave-form';

const beatbox = preferencesSchema.entries.beatbox.entries;
const beatSettings = beatbox.currentBeat.entries.settings.entries;

/** The columns the current beat's active cells reach (0 for an empty beat). */
export function columnsInUse(preferences: Preferences): number {
  let columns = 0;
  for (const cell of preferences.beatbox.currentBeat.activeCells) {
    columns = Math.max(columns, cell.column + 1);
  }
  return columns;
}

/**
 * The beatbox settings form. A change of the grid reshapes the current beat by the page's own rule
 * (`preferences/beat-edit.ts`): on other rows every cell keeps its position. Columns may not shrink
 * below the beat's active cells, since that would delete cells this page does not show; that check
 * reads the beat as stored at validation time, because the beatbox page may change the beat while
 * this form is open. The spec's `cellStates` grid is not a setting: it mirrors the beat.
 */
export const beatboxFormSchema = v.pipe(
  v.object({
    rows: beatSettings.resolution.entries.height,
    columns: beatSettings.resolution.entries.time,
    timePerCellMs: beatSettings.timePerCellMs,
    tableHeight: beatSettings.tableHeight,
    fillPoints: beatSettings.fillPoints,
    addEndPoint: beatSettings.addEndPoint,
    showGraph: beatbox.showGraph,
    updateTimeHalfway: beatbox.updateTimeHalfway,
    showSettings: beatbox.showSettings,
    showPlaylist: beatbox.showPlaylist,
    showLibrary: beatbox.showLibrary,
  }),
  crossCheck((values, report) => {
    if (values.columns < columnsInUse(preferencesStore().get())) {
      report('Cells outside the grid', ['columns']);
    }
  }),
);

/** The values of the beatbox settings form. */
export type BeatboxFormValues = v.InferOutput<typeof beatboxFormSchema>;

/**
 * Maps the beatbox form onto `preferences.beatbox`: the current beat changed as the beatbox page
 * changes it (written everywhere it lives, its picture redrawn), and the panels' flags.
 */
export const beatboxSpec: AutosaveSpec<BeatboxFormValues> = {
  schema: beatboxFormSchema,
  units: [
    'rows',
    'columns',
    'timePerCellMs',
    'tableHeight',
    'fillPoints',
    'addEndPoint',
    'showGraph',
    'updateTimeHalfway',
    'showSettings',
    'showPlaylist',
    'showLibrary',
  ],
  fromPreferences: ({ beatbox: b }: Preferences) => ({
    rows: b.currentBeat.settings.resolution.height,
    columns: b.currentBeat.settings.resolution.time,
    timePerCellMs: b.currentBeat.settings.timePerCellMs,
    tableHeight: b.currentBeat.settings.tableHeight,
    fillPoints: b.currentBeat.settings.fillPoints,
    addEndPoint: b.currentBeat.settings.addEndPoint,
    showGraph: b.showGraph,
    updateTimeHalfway: b.updateTimeHalfway,
    showSettings: b.showSettings,
    showPlaylist: b.showPlaylist,
    showLibrary: b.showLibrary,
  }),
  toPatch: (values) => ({
    beatbox: {
      ...withBeatSettings(preferencesStore().get().beatbox, {
        rows: values.rows,
        columns: values.columns,
        timePerCellMs: values.timePerCellMs,
        tableHeight: values.tableHeight,
        fillPoints: values.fillPoints,
        addEndPoint: values.addEndPoint,
      }),
      showGraph: values.showGraph,
      updateTimeHalfway: values.updateTimeHalfway,
      showSettings: values.showSettings,
      showPlaylist: values.showPlaylist,
      showLibrary: values.showLibrary,
    },
  }),
};
