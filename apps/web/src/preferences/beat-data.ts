/**
 * A beat as the settings keep it (`beatbox.currentBeat`, `beatbox.beats[]`: spec §3's names) and as
 * `@glide/core` computes with it, both ways; and the hand-off that opens a beat in `/beatbox` from
 * another page (the community's "Open in beatbox"), parsed like anything else that crosses a
 * boundary.
 */
import * as v from 'valibot';
import type { Beat } from '@glide/core';
import { beatSchema } from './beatbox-schema';
import type { DeepReadonly } from './deep-freeze';
import type { PreferencesData } from './schema';

/** A beat in the settings' shape. */
export type BeatData = PreferencesData['beatbox']['currentBeat'];

/** A beat as read from the settings (or built for them): either form. */
type AnyBeatData = BeatData | DeepReadonly<BeatData>;

/** The beat format version Glide writes. */
export const BEAT_FORMAT_VERSION = 1;

/** The settings' beat as the core's. */
export function coreBeatOf(data: AnyBeatData): Beat {
  const { resolution, timePerCellMs, fillPoints, addEndPoint } = data.settings;
  return {
    grid: { rows: resolution.height, columns: resolution.time },
    cells: data.activeCells.map(({ row, column }) => ({ row, column })),
    settings: { timePerCellMs, fillPoints, addEndPoint },
  };
}

/**
 * The core's beat in the settings' shape, keeping what the core does not know (`tableHeight`,
 * name, uuid, image) from `base`.
 */
export function beatDataOf(beat: Beat, base: AnyBeatData): BeatData {
  return {
    version: BEAT_FORMAT_VERSION,
    image: base.image,
    name: base.name,
    uuid: base.uuid,
    activeCells: beat.cells.map(({ row, column }) => ({ row, column })),
    settings: {
      resolution: { height: beat.grid.rows, time: beat.grid.columns },
      timePerCellMs: beat.settings.timePerCellMs,
      tableHeight: base.settings.tableHeight,
      fillPoints: beat.settings.fillPoints,
      addEndPoint: beat.settings.addEndPoint,
    },
  };
}

/** Router state that opens a beat in `/beatbox`. */
export interface BeatHandoff {
  readonly glideOpenBeat: AnyBeatData;
}

/** The router state for `navigate('/beatbox', { state })` that opens `beat` there. */
export function beatHandoff(beat: AnyBeatData): BeatHandoff {
  return { glideOpenBeat: beat };
}

const handoffSchema = v.object({ glideOpenBeat: beatSchema });

/** The beat a page handed over in the router state, if the state holds a valid one. */
export function readBeatHandoff(state: unknown): BeatData | undefined {
  const parsed = v.safeParse(handoffSchema, state);
  return parsed.success ? parsed.output.glideOpenBeat : undefined;
}
