import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { preferencesStore } from '../../../lib/preferences-instance';
import { descriptionOf, renderWithTexts, resetSettingsEnvironment } from '../test-support';
import { BeatboxSection } from './beatbox-section';

const beatbox = () => preferencesStore().get().beatbox;

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text !== '') await user.type(input, text);
  return input;
}

beforeEach(resetSettingsEnvironment);

describe('BeatboxSection', () => {
  it('saves the current beat’s grid and timing, within their ranges', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<BeatboxSection />);
    await replace(user, 'Position levels (rows)', '12');
    await replace(user, 'Time per cell (ms)', '300');
    await replace(user, 'Cell grid step (ms)', '150');
    expect(beatbox().currentBeat.settings.resolution).toEqual({ height: 12, time: 10 });
    expect(beatbox().currentBeat.settings.timePerCellMs).toBe(300);
    expect(beatbox().cellStates.stepMs).toBe(150);
    // The grid of cells itself is the editor's and stays as it was.
    expect(beatbox().cellStates.cells).toHaveLength(10);

    const time = await replace(user, 'Time per cell (ms)', '5');
    expect(descriptionOf(time)).toBe('Enter a whole number from 10 to 60000.');
    const rows = await replace(user, 'Position levels (rows)', '101');
    expect(descriptionOf(rows)).toBe('Enter a whole number from 1 to 100.');
    expect(beatbox().currentBeat.settings.timePerCellMs).toBe(300);
    expect(beatbox().currentBeat.settings.resolution.height).toBe(10);
  });

  it('will not shrink the grid below the cells the current beat uses', async () => {
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
    const rows = await replace(user, 'Position levels (rows)', '7');
    expect(descriptionOf(rows)).toBe(
      'The current beat uses 8 rows. Clear its outer cells in the beatbox first.',
    );
    const columns = await replace(user, 'Time steps (columns)', '8');
    expect(descriptionOf(columns)).toBe(
      'The current beat uses 9 columns. Clear its outer cells in the beatbox first.',
    );
    expect(beatbox().currentBeat.settings.resolution).toEqual({ height: 10, time: 10 });
    // Both fields were refused by the form, not by the store after the fact.
    expect(screen.queryByText(/could not be saved/)).toBeNull();
    await replace(user, 'Position levels (rows)', '8');
    expect(beatbox().currentBeat.settings.resolution.height).toBe(8);
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
