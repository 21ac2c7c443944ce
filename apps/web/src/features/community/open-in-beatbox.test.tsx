import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpPageTests } from '../../device/testing/fake-devices';
import { startTestI18n } from '../../i18n/test-i18n';
import { readBeatHandoff } from '../../preferences/beat-data';
import { card, installFakeEngine, renderCommunity } from './testing/community-test-kit';

vi.mock('../../player/use-playback-engine', () => ({ usePlaybackEngine: vi.fn() }));

setUpPageTests('community', 'player');

beforeEach(() => {
  installFakeEngine();
});

/** The beat `/beatbox` was opened with, read as the beatbox reads it. */
async function openedBeat() {
  const shown = await screen.findByTestId('beatbox-state');
  return readBeatHandoff(JSON.parse(shown.textContent ?? 'null'));
}

const openButton = (name: string) =>
  within(card(name)).getByRole('button', { name: `Open in beatbox ${name}` });

describe('Open in beatbox', () => {
  it('opens a pattern the grid holds at once, named, on the rows that hold it', async () => {
    await renderCommunity();
    await userEvent.click(openButton('Steady Pulse'));
    const beat = await openedBeat();
    expect(beat).toMatchObject({
      name: 'Steady Pulse',
      uuid: '',
      // Row 0 is the top (100 %): 10 % is row 9 of 11, 90 % row 1.
      activeCells: [
        { row: 9, column: 0 },
        { row: 1, column: 1 },
      ],
      settings: {
        resolution: { height: 11, time: 2 },
        timePerCellMs: 750,
        tableHeight: 4,
        fillPoints: true,
        addEndPoint: true,
      },
    });
  });

  it('says in words why a pattern does not fit, and opens the closest beat anyway', async () => {
    const { router } = await renderCommunity();
    await userEvent.click(openButton('Heartbeat'));
    expect(router.state.location.pathname).toBe('/community');
    const note = within(card('Heartbeat')).getByRole('status');
    expect(note.textContent).toContain(
      "Doesn't fit the beatbox grid: 4 points would move in time by up to 80 ms.",
    );
    expect(openButton('Heartbeat').getAttribute('aria-describedby')).toBe(note.id);

    await userEvent.click(within(note).getByRole('button', { name: 'Open anyway Heartbeat' }));
    const beat = await openedBeat();
    expect(beat?.name).toBe('Heartbeat');
    expect(beat?.settings.resolution).toEqual({ height: 11, time: 10 });
  });

  it('offers nothing of the kind on a script', async () => {
    await renderCommunity();
    expect(within(card('Edge Waves')).queryByRole('button', { name: /beatbox/ })).toBeNull();
  });

  it('words the reasons in the user’s language', async () => {
    await startTestI18n('de');
    await renderCommunity();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Community-Schaufenster');
    await userEvent.click(
      within(card('Gallop')).getByRole('button', { name: 'In der Beatbox öffnen Gallop' }),
    );
    const note = within(card('Gallop')).getByRole('status');
    expect(note.querySelector('p')?.textContent).toBe(
      'Passt nicht ins Beatbox-Raster: 2 Punkte würden sich zeitlich um bis zu 11 ms verschieben.',
    );
  });
});
