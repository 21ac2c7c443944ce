import { describe, expect, it } from 'vitest';
import { parseFunscript } from '../script/funscript';
import { beatCycle, rowPositionPct } from './beat';
import { normaliseCells } from './beat-cells';
import { beatToFunscript } from './funscript-beat';
import { funscriptToBeat } from './funscript-beat-import';
import { BEAT_PRESETS, BEAT_PRESET_GRID, beatPresetById } from './presets';

describe('beat presets', () => {
  it('has at least six, with unique ids and i18n keys', () => {
    expect(BEAT_PRESETS.length).toBeGreaterThanOrEqual(6);
    const ids = BEAT_PRESETS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of BEAT_PRESETS) {
      expect(p.id).toMatch(/^[a-z][a-z-]*$/);
      expect(p.nameKey).toBe(`beatbox.presets.${p.id}`);
      expect(p.defaultName.trim()).not.toBe('');
    }
  });

  it('fit the default grid at 250 ms a cell, with cells inside it, each once', () => {
    for (const { id, beat } of BEAT_PRESETS) {
      expect(beat.grid, id).toEqual({ rows: 10, columns: 10 });
      expect(beat.settings.timePerCellMs, id).toBe(250);
      expect(normaliseCells(beat.cells, BEAT_PRESET_GRID), id).toEqual(beat.cells);
      expect(beatCycle(beat).points.length, id).toBeGreaterThan(1);
    }
  });

  it('each moves over at least a fifth of the stroke', () => {
    for (const { id, beat } of BEAT_PRESETS) {
      const positions = beat.cells.map((c) => rowPositionPct(c.row, beat.grid.rows));
      expect(Math.max(...positions) - Math.min(...positions), id).toBeGreaterThanOrEqual(20);
    }
  });

  it('come back unchanged through a funscript, so a shared preset stays the same beat', () => {
    for (const { id, defaultName, beat } of BEAT_PRESETS) {
      const { actions } = parseFunscript(beatToFunscript(beat, defaultName));
      const back = funscriptToBeat(actions, { rows: 10, preferredTimePerCellMs: 250 });
      expect(back.report.exact, id).toBe(true);
      expect(back.beat, id).toEqual(beat);
    }
  });

  it('are found by id and cannot be changed by accident', () => {
    expect(beatPresetById('heartbeat')?.defaultName).toBe('Heartbeat');
    expect(beatPresetById('nope')).toBeUndefined();
    const steady = beatPresetById('steady');
    expect(Object.isFrozen(steady?.beat.cells)).toBe(true);
    expect(Object.isFrozen(steady?.beat.settings)).toBe(true);
  });
});
