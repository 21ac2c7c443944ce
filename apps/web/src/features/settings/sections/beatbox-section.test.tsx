import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { gridFromCells } from '@glide/core';
import { preferencesStore } from '../../../preferences/preferences-instance';
import { coreBeatOf } from '../../../preferences/beat-data';
import { beatImage } from '../../../preferences/beat-edit';
import { descriptionOf, renderWithTexts, resetSettingsEnvironment } from '../test-support';
import { BeatboxSection } from './beatbox-section';

const beatbox = () => preferencesStore().get().beatbox;
const SAVED = '11111111-1111-4111-8111-111111111111';

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text !== '') await user.type(input, text);
  return input;
}

/** A saved beat open in the editor: top of the stroke, bottom, and a row between. */
function openSavedBeat() {
  const current = beatbox().currentBeat;
  const beat = {
    ...current,
    name: 'Saved',
    uuid: SAVED,
    activeCells: [
      { row: 0, column: 0 },
      { row: 9, column: 1 },
      { row: 3, column: 2 },
    ],
  };
  const image = beatImage(coreBeatOf(beat));
  preferencesStore().update({
    beatbox: { currentBeat: { ...beat, image }, beats: [{ ...beat, image }] },
  });
  return image;
}

beforeEach(resetSettingsEnvironment);

describe('BeatboxSection', () => {
  it('saves the current beat’s grid and timing, within the beatbox page’s ranges', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<BeatboxSection />);
    await replace(user, 'Position levels (rows)', '12');
    await replace(user, 'Time per cell (ms)', '300');
    expect(beatbox().currentBeat.settings.resolution).toEqual({ height: 12, time: 10 });
    expect(beatbox().currentBeat.settings.timePerCellMs).toBe(300);

    const time = await replace(user, 'Time per cell (ms)', '5');
    expect(descriptionOf(time)).toBe('Enter a whole number from 10 to 60000.');
    const rows = await replace(user, 'Position levels (rows)', '101');
    expect(descriptionOf(rows)).toBe('Enter a whole number from 2 to 100.');
    // A grid of one row has only the top of the stroke: the page starts at 2, and so does this.
    await replace(user, 'Position levels (rows)', '1');
    expect(descriptionOf(rows)).toBe('Enter a whole number from 2 to 100.');
    expect(rows.getAttribute('min')).toBe('2');
    expect(beatbox().currentBeat.settings.timePerCellMs).toBe(300);
    // "10" was a valid value on the way to "101".
    expect(beatbox().currentBeat.settings.resolution.height).toBe(10);
  });

  it('draws rows 1 to 8 steps tall, as the beatbox page does', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<BeatboxSection />);
    const height = await replace(user, 'Row height', '8');
    expect(beatbox().currentBeat.settings.tableHeight).toBe(8);
    expect(height.getAttribute('max')).toBe('8');
    await replace(user, 'Row height', '9');
    expect(descriptionOf(height)).toContain('Enter a whole number from 1 to 8.');
    expect(beatbox().currentBeat.settings.tableHeight).toBe(8);
  });

  it('offers no cell grid step: the spec’s cell grid mirrors the beat, at its time per step', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<BeatboxSection />);
    expect(screen.queryByLabelText(/grid step/i)).toBeNull();
    await replace(user, 'Time per cell (ms)', '300');
    expect(beatbox().cellStates.stepMs).toBe(300);
  });

  it('reshapes the beat as the beatbox page does: on other rows each cell keeps its position', async () => {
    const user = userEvent.setup();
    const before = openSavedBeat();
    await renderWithTexts(<BeatboxSection />);
    await replace(user, 'Position levels (rows)', '3');
    // 100 % stays at the top, 0 % at the bottom; 67 % goes to the nearest of 100, 50 and 0 %.
    const moved = [
      { row: 0, column: 0 },
      { row: 2, column: 1 },
      { row: 1, column: 2 },
    ];
    const { currentBeat, beats, cellStates } = beatbox();
    expect(currentBeat.activeCells).toEqual(moved);
    // Written everywhere the beat lives: its library copy, its picture, the spec's mirror.
    expect(beats[0]?.activeCells).toEqual(moved);
    expect(beats[0]?.settings.resolution).toEqual({ height: 3, time: 10 });
    expect(currentBeat.image).not.toBe(before);
    expect(beats[0]?.image).toBe(beatImage(coreBeatOf(currentBeat)));
    expect(cellStates.cells).toEqual(gridFromCells(moved, { rows: 3, columns: 10 }));
  });

  it('will not shrink the columns below the cells the current beat uses', async () => {
    const user = userEvent.setup();
    const current = preferencesStore().get().beatbox.currentBeat;
    preferencesStore().update({
      beatbox: {
        currentBeat: {
          ...current,
          activeCells: [
            { row: 7, column: 2 },
            { row: 1, column: 8 },
          ],
        },
      },
    });
    await renderWithTexts(<BeatboxSection />);
    const columns = await replace(user, 'Time steps (columns)', '8');
    expect(descriptionOf(columns)).toBe(
      'The current beat uses 9 columns. Clear its outer cells in the beatbox first.',
    );
    expect(beatbox().currentBeat.settings.resolution).toEqual({ height: 10, time: 10 });
    // Refused by the form, not by the store after the fact.
    expect(screen.queryByText(/could not be saved/)).toBeNull();
    await replace(user, 'Time steps (columns)', '9');
    expect(beatbox().currentBeat.settings.resolution.time).toBe(9);
    expect(screen.queryByText(/could not be saved/)).toBeNull();
  });

  it('toggles the beatbox switches', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<BeatboxSection />);
    await user.click(screen.getByRole('switch', { name: 'Show the graph' }));
    await user.click(screen.getByRole('switch', { name: 'Fill points between active cells' }));
    await user.click(screen.getByRole('switch', { name: 'Open the library panel' }));
    expect(beatbox().showGraph).toBe(false);
    expect(beatbox().currentBeat.settings.fillPoints).toBe(false);
    expect(beatbox().showLibrary).toBe(true);
  });
});
