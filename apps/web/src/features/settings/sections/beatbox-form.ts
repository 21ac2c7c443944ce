import * as v from 'valibot';
import { preferencesStore } from '../../../lib/preferences-instance';
import { crossCheck } from '../../../lib/schema-issues';
import { preferencesSchema, type Preferences } from '../../../preferences';
import type { AutosaveSpec } from '../form/use-autosave-form';

const beatbox = preferencesSchema.entries.beatbox.entries;
const beatSettings = beatbox.currentBeat.entries.settings.entries;

/** The smallest grid that still holds every active cell of the current beat. */
export function gridInUse(preferences: Preferences): { rows: number; columns: number } {
  let rows = 0;
  let columns = 0;
  for (const cell of preferences.beatbox.currentBeat.activeCells) {
    rows = Math.max(rows, cell.row + 1);
    columns = Math.max(columns, cell.column + 1);
  }
  return { rows, columns };
}

/**
 * The beatbox settings form. The grid of the current beat may not shrink below its active cells
 * (the stored schema refuses a cell outside the grid); that check reads the beat as stored at
 * validation time, because the beatbox page may change the beat while this form is open.
 */
export const beatboxFormSchema = v.pipe(
  v.object({
    rows: beatSettings.resolution.entries.height,
    columns: beatSettings.resolution.entries.time,
    timePerCellMs: beatSettings.timePerCellMs,
    tableHeight: beatSettings.tableHeight,
    cellStepMs: beatbox.cellStates.entries.stepMs,
    fillPoints: beatSettings.fillPoints,
    addEndPoint: beatSettings.addEndPoint,
    showGraph: beatbox.showGraph,
    updateTimeHalfway: beatbox.updateTimeHalfway,
    showSettings: beatbox.showSettings,
    showPlaylist: beatbox.showPlaylist,
    showLibrary: beatbox.showLibrary,
  }),
  crossCheck((values, report) => {
    const inUse = gridInUse(preferencesStore().get());
    if (values.rows < inUse.rows) report('Cells outside the grid', ['rows']);
    if (values.columns < inUse.columns) report('Cells outside the grid', ['columns']);
  }),
);

/** The values of the beatbox settings form. */
export type BeatboxFormValues = v.InferOutput<typeof beatboxFormSchema>;

/** Maps the beatbox form onto `preferences.beatbox` (the current beat's settings and the panels). */
export const beatboxSpec: AutosaveSpec<BeatboxFormValues> = {
  schema: beatboxFormSchema,
  units: [
    'rows',
    'columns',
    'timePerCellMs',
    'tableHeight',
    'cellStepMs',
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
    cellStepMs: b.cellStates.stepMs,
    fillPoints: b.currentBeat.settings.fillPoints,
    addEndPoint: b.currentBeat.settings.addEndPoint,
    showGraph: b.showGraph,
    updateTimeHalfway: b.updateTimeHalfway,
    showSettings: b.showSettings,
    showPlaylist: b.showPlaylist,
    showLibrary: b.showLibrary,
  }),
  toPatch: (v) => ({
    beatbox: {
      currentBeat: {
        settings: {
          resolution: { height: v.rows, time: v.columns },
          timePerCellMs: v.timePerCellMs,
          tableHeight: v.tableHeight,
          fillPoints: v.fillPoints,
          addEndPoint: v.addEndPoint,
        },
      },
      cellStates: { stepMs: v.cellStepMs },
      showGraph: v.showGraph,
      updateTimeHalfway: v.updateTimeHalfway,
      showSettings: v.showSettings,
      showPlaylist: v.showPlaylist,
      showLibrary: v.showLibrary,
    },
  }),
};
