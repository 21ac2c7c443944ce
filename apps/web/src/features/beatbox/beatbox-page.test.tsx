import { act, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLiveScript } from '@glide/core';
import { fakeDevices, renderRoute, setUpPageTests } from '../../device/testing/fake-devices';
import { preferencesStore } from '../../preferences/preferences-instance';
import { defaultPreferences } from '../../preferences';
import { beatHandoff, coreBeatOf } from '../../preferences/beat-data';
import { beatImage } from '../../preferences/beat-edit';
import { fakeEngineHook } from '../../player/testing/fake-engine-hook';
import type { UsePlaybackEngineOptions } from '../../player/use-playback-engine';
import { usePlaybackEngine } from '../../player/use-playback-engine';
import BeatboxPage from './beatbox-page';

vi.mock('../../player/use-playback-engine', () => ({ usePlaybackEngine: vi.fn() }));

setUpPageTests('beatbox', 'player');

// jsdom has no pointer capture; the grid takes the pointer on a press, as browsers let it.
beforeAll(() => {
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
  Element.prototype.hasPointerCapture = () => false;
});
afterAll(() => {
  for (const name of ['setPointerCapture', 'releasePointerCapture', 'hasPointerCapture'])
    Reflect.deleteProperty(Element.prototype, name);
});

const ROUTE = { path: '/beatbox', handle: { titleKey: 'beatbox', app: true } } as const;
let fake = fakeEngineHook();
const engineOptions = (): UsePlaybackEngineOptions => {
  const last = vi.mocked(usePlaybackEngine).mock.lastCall?.[0];
  if (!last) throw new Error('The page did not use the engine');
  return last;
};

beforeEach(() => {
  vi.mocked(usePlaybackEngine).mockReset();
  fake = fakeEngineHook();
  vi.mocked(usePlaybackEngine).mockImplementation(fake.use);
});

async function renderPage(options: { connect?: boolean; state?: unknown } = {}) {
  const devices = fakeDevices();
  if (options.connect) await devices.connect('BeatKey001');
  const view = renderRoute(<BeatboxPage />, ROUTE);
  if (options.state !== undefined) {
    await act(() => view.router.navigate('/beatbox', { state: options.state }));
  }
  await screen.findByRole('heading', { level: 1, name: 'Beatbox' });
  return view;
}

const cell = (row: number, column: number) =>
  within(screen.getAllByRole('row')[row] ?? document.body).getAllByRole('gridcell')[column];

describe('BeatboxPage', () => {
  it('works without a device: the grid edits, Play shows the motion and asks to connect', async () => {
    await renderPage();
    expect(screen.getByTestId('beatbox-connect').textContent).toContain('Connect your device');
    expect(screen.getByTestId('beatbox-play')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('beatbox-nothing-to-play').textContent).toBe(
      'Nothing to play yet: turn on some cells.',
    );
    const first = cell(0, 0);
    if (!first) throw new Error('no cell');
    await userEvent.click(first);
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(preferencesStore().get().beatbox.currentBeat.activeCells).toEqual([
      { row: 0, column: 0 },
    ]);
    const script = engineOptions().script;
    expect(script !== undefined && isLiveScript(script)).toBe(true);
    await userEvent.click(screen.getByTestId('beatbox-play'));
    expect(fake.events).toEqual(['play', 'playing']);
    expect(screen.getByTestId('beatbox-play').textContent).toBe('Pause');
  });

  it('saves a beat to the library; its edits then save themselves', async () => {
    await renderPage({ connect: true });
    await userEvent.type(screen.getByTestId('beatbox-name'), 'Mine');
    await userEvent.click(screen.getByTestId('beatbox-save'));
    expect(screen.getByTestId('beatbox-save-state').textContent).toBe(
      'Saved in your library: every change is kept.',
    );
    const [saved] = preferencesStore().get().beatbox.beats;
    expect(saved?.name).toBe('Mine');
    const target = cell(3, 4);
    if (!target) throw new Error('no cell');
    await userEvent.click(target);
    expect(preferencesStore().get().beatbox.beats[0]?.activeCells).toEqual([{ row: 3, column: 4 }]);
  });

  it('redraws a saved beat’s picture after each edit, so the library shows the beat as it is', async () => {
    await renderPage();
    const first = cell(0, 0);
    if (!first) throw new Error('no cell');
    await userEvent.click(first);
    await userEvent.type(screen.getByTestId('beatbox-name'), 'Mine');
    await userEvent.click(screen.getByTestId('beatbox-save'));
    const picture = () => preferencesStore().get().beatbox.beats[0]?.image ?? '';
    const drawnAtSave = picture();
    expect(drawnAtSave).toBe(beatImage(coreBeatOf(preferencesStore().get().beatbox.currentBeat)));

    const second = cell(9, 5);
    if (!second) throw new Error('no cell');
    await userEvent.click(second);
    const { currentBeat } = preferencesStore().get().beatbox;
    expect(currentBeat.activeCells).toHaveLength(2);
    expect(picture()).not.toBe(drawnAtSave);
    expect(picture()).toBe(beatImage(coreBeatOf(currentBeat)));

    await userEvent.click(screen.getByRole('button', { name: 'Library', expanded: false }));
    const shown = screen.getByTestId('beatbox-library-panel').querySelector('img');
    expect(shown?.getAttribute('src')).toBe(picture());
  });

  it('remembers which panels are open', async () => {
    await renderPage();
    const toggle = screen.getByRole('button', { name: 'Library', expanded: false });
    await userEvent.click(toggle);
    expect(preferencesStore().get().beatbox.showLibrary).toBe(true);
    expect(screen.getByRole('button', { name: 'Library', expanded: true })).toBe(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Gallop' }));
    expect(screen.getByTestId('beatbox-name')).toHaveProperty('value', 'Gallop');
  });

  it('says what is wrong with a file it cannot import, in the spec’s words', async () => {
    await renderPage();
    const input = screen.getByTestId('beatbox-import-input');
    const file = new File(['{"actions": ['], 'broken.funscript', { type: 'application/json' });
    fireEvent.change(input, { target: { files: [file] } });
    const message = await screen.findByTestId('beatbox-import-message');
    expect(message.textContent).toBe(
      '“broken.funscript” cannot be used: Invalid Json in script. The file is neither a funscript nor a CSV script.',
    );
  });

  it('opens a beat another page handed over as a new, unsaved beat', async () => {
    const beat = {
      ...structuredClone(defaultPreferences.beatbox.currentBeat),
      name: 'From the community',
      activeCells: [{ row: 9, column: 2 }],
    };
    await renderPage({ state: beatHandoff(beat) });
    expect(await screen.findByDisplayValue('From the community')).toBe(
      screen.getByTestId('beatbox-name'),
    );
    expect(cell(9, 2)?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('beatbox-save-state').textContent).toContain(
      'Not in your library yet',
    );
  });
});
