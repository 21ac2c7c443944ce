import { act, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaybackScript } from '@glide/core';
import { settle } from '../../device/session/testing/fake-client';
import { fakeDevices, renderRoute, setUpPageTests } from '../../device/testing/fake-devices';
import { startTestI18n } from '../../i18n/test-i18n';
import { browserFetch } from '../../lib/http';
import { BUFFER, playingStatus } from '../../player/components/testing/statuses';
import { fakeEngineHook } from '../../player/testing/fake-engine-hook';
import { usePlaybackEngine } from '../../player/use-playback-engine';
import HspPage from './hsp-page';

vi.mock('../../lib/http', () => ({ browserFetch: vi.fn() }));
vi.mock('../../player/use-playback-engine', () => ({ usePlaybackEngine: vi.fn() }));

setUpPageTests('hsp', 'player');

const HSP_ROUTE = { path: '/hsp', handle: { titleKey: 'hsp', app: true } } as const;
const SAMPLE = JSON.stringify({
  version: '1.0',
  metadata: { duration: 12 },
  actions: [
    { at: 0, pos: 0 },
    { at: 250, pos: 100 },
    { at: 500, pos: 0 },
  ],
});

let fake = fakeEngineHook();

beforeEach(() => {
  fake = fakeEngineHook();
  vi.mocked(usePlaybackEngine).mockReset();
  vi.mocked(usePlaybackEngine).mockImplementation(fake.use);
  vi.mocked(browserFetch).mockReset();
  vi.mocked(browserFetch).mockResolvedValue(new Response(SAMPLE));
});

async function renderPage(connect = true) {
  const devices = fakeDevices();
  if (connect) await devices.connect('HspKey01');
  const view = renderRoute(<HspPage />, HSP_ROUTE);
  await screen.findByRole('heading', { level: 1, name: 'Streaming (HSP)' });
  return { devices, view };
}

/** Drops `file` on the script card. */
function drop(file: File) {
  fireEvent.drop(screen.getByTestId('hsp-source'), { dataTransfer: { files: [file] } });
}

describe('HspPage', () => {
  it('starts empty: a drop zone, a picker and the sample; the player waits for a script', async () => {
    await renderPage(false);
    expect(screen.getByText('Drop a script here (.funscript or .csv)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a script' })).toBeInTheDocument();
    expect(screen.getByText('Open a script to play it.')).toBeInTheDocument();
    expect(screen.getByTestId('hsp-play')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('hsp-connect').textContent).toContain(
      'Connect your device to stream',
    );
    expect(fake.options()).toMatchObject({ transport: 'hsp', script: undefined, offsetMs: 0 });
    expect(fake.options().media.kind).toBe('clock');
  });

  it('plays the sample on the virtual clock and tells the engine', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Use the sample script' }));
    await act(settle);
    expect(screen.getByTestId('hsp-script-loaded').textContent).toBe(
      'sync-test.funscript: 3 points, 0:12',
    );
    expect((fake.options().script as PlaybackScript | undefined)?.points).toHaveLength(3);
    await userEvent.click(screen.getByTestId('hsp-play'));
    expect(fake.events).toEqual(['play', 'playing']);
    expect(screen.getByTestId('hsp-play').textContent).toBe('Pause');
    await userEvent.click(screen.getByTestId('hsp-play'));
    expect(fake.events.at(-1)).toBe('pause');
  });

  it('opens a dropped CSV', async () => {
    await renderPage();
    drop(new File(['0,0\n500,100\n1000,0\n'], 'strokes.csv', { type: 'text/csv' }));
    expect((await screen.findByTestId('hsp-script-loaded')).textContent).toBe(
      'strokes.csv: 3 points, 0:01',
    );
  });

  it.each([
    [
      'bad.csv',
      'time,position\nx,y\n',
      'it is not a valid CSV script (each line is time,position)',
    ],
    ['bad.funscript', '{"actions": [', 'it is not a valid funscript (the JSON cannot be read)'],
    ['short.funscript', '{"actions": [{"at": 0, "pos": 1}]}', 'it has fewer than 2 points'],
    ['other.json', '"text"', 'it is a JSON file, but not a funscript'],
  ])('says what is wrong with %s and plays nothing', async (name, text, reason) => {
    await renderPage();
    const input = screen.getByTestId('hsp-file-input');
    await userEvent.upload(input, new File([text], name));
    expect((await screen.findByTestId('hsp-script-error')).textContent).toBe(
      `${name} could not be used: ${reason}.`,
    );
    expect(fake.options().script).toBeUndefined();
  });

  it('shows the engine’s health for the stream', async () => {
    fake.startWith(playingStatus());
    await renderPage();
    expect(screen.getByText('In sync')).toBeInTheDocument();
  });

  it('says why the device stopped following, with a retry, while the script plays on', async () => {
    fake.startWith({
      ...playingStatus(),
      phase: 'error',
      error: { kind: 'command', cause: new Error('503') },
    });
    await renderPage();
    const alert = screen.getByTestId('engine-error');
    expect(alert.textContent).toContain('The device stopped answering.');
    expect(alert.textContent).toContain('The script keeps playing meanwhile.');
    // This page only streams: no transport to switch to.
    expect(
      within(alert)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Retry']);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(fake.resync).toHaveBeenCalledOnce();
  });

  it('leaves a missing device to the connect prompt', async () => {
    fake.startWith({
      ...playingStatus(),
      phase: 'error',
      error: { kind: 'noDevice', cause: undefined },
    });
    await renderPage(false);
    expect(screen.getByTestId('hsp-connect')).toBeInTheDocument();
    expect(screen.queryByTestId('engine-error')).toBeNull();
  });

  it('shows the buffer live, as each status arrives', async () => {
    fake.startWith(playingStatus());
    await renderPage();
    const buffer = screen.getByRole('region', { name: 'Buffer' });
    const fact = (term: string) => within(buffer).getByText(term).nextElementSibling?.textContent;
    expect(fact('Points ahead')).toBe('250');
    expect(fact('Last point sent (index)')).toBe('1,200');
    expect(fact('Device state')).toBe('Playing');
    const next = playingStatus();
    act(() =>
      fake.publish({
        ...next,
        buffer: { ...BUFFER, aheadPoints: 180, tailStreamIndex: 1300, playState: 4 },
      }),
    );
    expect(fact('Points ahead')).toBe('180');
    expect(fact('Last point sent (index)')).toBe('1,300');
    expect(fact('Device state')).toBe('Out of points');
  });

  it('speaks the user’s language', async () => {
    await startTestI18n('ja');
    fakeDevices();
    renderRoute(<HspPage />, HSP_ROUTE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ストリーミング (HSP)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'サンプルスクリプトを使う' })).toBeInTheDocument();
  });
});
