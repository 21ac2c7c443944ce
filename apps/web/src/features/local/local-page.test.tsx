import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDevices, renderRoute, setUpPageTests } from '../../device/testing/fake-devices';
import { preferencesStore } from '../../preferences/preferences-instance';
import type { PlaybackStatus } from '@glide/core';
import { IDLE_STATUS } from '../../player/testing/fake-engine';
import type { UsePlaybackEngineOptions } from '../../player/use-playback-engine';
import LocalPage from './local-page';
import { LOCAL_ROUTE, readBlobText } from './testing/local-media';

/** The engine's side, as the page sees it: what it was given, and the status it reports. */
const engine = vi.hoisted(() => {
  const state: {
    lastOptions: UsePlaybackEngineOptions | undefined;
    status: PlaybackStatus | undefined;
    resync: () => void;
  } = { lastOptions: undefined, status: undefined, resync: () => undefined };
  return state;
});

vi.mock('../../player/use-playback-engine', () => ({
  usePlaybackEngine: (options: UsePlaybackEngineOptions) => {
    engine.lastOptions = options;
    return { status: engine.status, resync: engine.resync, mediaEvent: () => undefined };
  },
}));

setUpPageTests('local', 'player');

/** jsdom's Blob has no `arrayBuffer()` either. */
function readBlobBytes(this: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      reader.result instanceof ArrayBuffer ? resolve(reader.result) : reject(new Error('no bytes'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(this);
  });
}

const funscript = (endMs: number) =>
  JSON.stringify({
    actions: [
      { at: 0, pos: 0 },
      { at: endMs, pos: 100 },
    ],
  });

function videoFile(name = 'movie.webm', type = 'video/webm'): File {
  return new File(['not really a video'], name, { type });
}

function scriptFile(name: string, text: string): File {
  return new File([text], name, { type: '' });
}

/** Picks `files` through the page's video input, as a person choosing several files does. */
function pick(files: File[], testId = 'local-video-input') {
  const input = screen.getByTestId(testId);
  fireEvent.change(input, { target: { files } });
}

/** The `<video>` learned its length. */
function reportDuration(seconds: number) {
  const video = screen.getByTestId('local-video');
  Object.defineProperty(video, 'duration', { configurable: true, value: seconds });
  fireEvent.loadedMetadata(video);
}

describe('LocalPage', () => {
  beforeEach(() => {
    fakeDevices();
    if (typeof Blob.prototype.text !== 'function') {
      Object.defineProperty(Blob.prototype, 'text', { configurable: true, value: readBlobText });
    }
    if (typeof Blob.prototype.arrayBuffer !== 'function') {
      Object.defineProperty(Blob.prototype, 'arrayBuffer', {
        configurable: true,
        value: readBlobBytes,
      });
    }
    let next = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test/${++next}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    // jsdom plays nothing; a browser that plays WebM says "maybe".
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
      type === 'video/webm' ? 'maybe' : '',
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    engine.lastOptions = undefined;
    engine.status = undefined;
  });

  it('starts empty, with the drop invitation and both buttons', async () => {
    renderRoute(<LocalPage />, LOCAL_ROUTE);
    const empty = await screen.findByTestId('local-empty');
    expect(
      within(empty).getByRole('heading', { name: 'Drop a video and a script here' }),
    ).toBeInTheDocument();
    expect(within(empty).getByRole('button', { name: 'Choose video' })).toBeInTheDocument();
    expect(within(empty).getByRole('button', { name: 'Choose script' })).toBeInTheDocument();
    expect(screen.queryByTestId('local-video')).toBeNull();
    expect(screen.queryByTestId('local-last-time')).toBeNull();
  });

  it('names last time’s files after a reload, since they cannot be reopened by themselves', async () => {
    preferencesStore().update({
      localPlayer: { lastVideoName: 'movie.mp4', lastScriptName: 'movie.funscript' },
    });
    renderRoute(<LocalPage />, LOCAL_ROUTE);
    expect((await screen.findByTestId('local-last-time')).textContent).toBe(
      'Last time: movie.mp4 with movie.funscript. Pick them again.',
    );
  });

  it('loads a video and the script of the same name picked together, and remembers both', async () => {
    renderRoute(<LocalPage />, LOCAL_ROUTE);
    await screen.findByTestId('local-empty');
    pick([
      scriptFile('other.csv', '0,0\n100,100\n'),
      videoFile(),
      scriptFile('movie.funscript', funscript(60_000)),
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('local-script-name').textContent).toBe('movie.funscript'),
    );
    expect(screen.getByTestId('local-video-name').textContent).toBe('movie.webm');
    expect(screen.getByTestId('local-video').getAttribute('src')).toBe('blob:test/1');
    expect(screen.getByTestId('local-ignored-unpaired').textContent).toContain('other.csv');
    expect(screen.getByTestId('local-privacy').textContent).toContain(
      'Your video is never uploaded',
    );
    expect(screen.getByLabelText('Script of movie.funscript')).toBeInTheDocument();
    expect(preferencesStore().get().localPlayer).toMatchObject({
      lastVideoName: 'movie.webm',
      lastScriptName: 'movie.funscript',
    });
  });

  it('says what is wrong with a bad script, by its code, and offers another', async () => {
    renderRoute(<LocalPage />, LOCAL_ROUTE);
    await screen.findByTestId('local-empty');
    pick([videoFile()]);
    pick([scriptFile('broken.csv', 'time,pos\n0,abc\n')], 'local-script-input');
    const alert = await screen.findByTestId('local-script-error');
    expect(alert.textContent).toContain('“broken.csv” cannot be used: Invalid CSV.');
    expect(
      within(alert).getByRole('button', { name: 'Choose another script' }),
    ).toBeInTheDocument();
    pick([scriptFile('short.funscript', '{"actions":[{"at":0,"pos":5}]}')], 'local-script-input');
    await waitFor(() =>
      expect(screen.getByTestId('local-script-error').textContent).toContain(
        'Need at least 2 points',
      ),
    );
    expect(preferencesStore().get().localPlayer.lastScriptName).toBe('');
  });

  it('warns when the script is much shorter than the video, and still takes it', async () => {
    renderRoute(<LocalPage />, LOCAL_ROUTE);
    await screen.findByTestId('local-empty');
    pick([videoFile(), scriptFile('movie.funscript', funscript(30_000))]);
    await waitFor(() =>
      expect(screen.getByTestId('local-script-name').textContent).toBe('movie.funscript'),
    );
    expect(screen.queryByTestId('local-length-warning')).toBeNull();
    act(() => reportDuration(120));
    expect(screen.getByTestId('local-length-warning').textContent).toBe(
      'The script ends at 0:30, but the video runs for 2:00. It may belong to another cut of the video; it plays anyway.',
    );
    act(() => reportDuration(32));
    expect(screen.queryByTestId('local-length-warning')).toBeNull();
  });

  it('refuses a video the browser cannot play, and one that fails to load, with their own words', async () => {
    renderRoute(<LocalPage />, LOCAL_ROUTE);
    await screen.findByTestId('local-empty');
    pick([videoFile('old.wmv', 'video/x-ms-wmv')]);
    expect((await screen.findByTestId('local-video-error')).textContent).toContain(
      '“old.wmv” is in a format this browser cannot play.',
    );
    pick([videoFile('cut.webm')]);
    expect(screen.queryByTestId('local-video-error')).toBeNull();
    const video = screen.getByTestId('local-video');
    Object.defineProperty(video, 'error', { configurable: true, value: { code: 3 } });
    fireEvent.error(video);
    expect(screen.getByTestId('local-video-error').textContent).toContain(
      '“cut.webm” is damaged or incomplete',
    );
  });

  it('names the codec this browser lacks when the file says which it is', async () => {
    renderRoute(<LocalPage />, LOCAL_ROUTE);
    await screen.findByTestId('local-empty');
    // An MP4 whose video track is HEVC: its sample description says so.
    const hevc = new File(
      [
        new Uint8Array([0, 0, 0, 100]),
        'stsd',
        new Uint8Array(8),
        new Uint8Array([0, 0, 0, 84]),
        'hvc1',
      ],
      'phone.mp4',
      { type: 'video/mp4' },
    );
    pick([hevc]);
    await waitFor(() =>
      expect(screen.getByTestId('local-video-error').textContent).toContain(
        '“phone.mp4” uses HEVC (H.265) video, which this browser cannot play.',
      ),
    );
    // Refused by the element instead (the type said nothing): the same words once it is read.
    const mkv = new File(['\u001aE\u00df\u00a3 V_MPEGH/ISO/HEVC'], 'clip.mkv', { type: '' });
    pick([mkv]);
    const video = screen.getByTestId('local-video');
    Object.defineProperty(video, 'error', { configurable: true, value: { code: 4 } });
    fireEvent.error(video);
    await waitFor(() =>
      expect(screen.getByTestId('local-video-error').textContent).toContain(
        '“clip.mkv” uses HEVC (H.265) video',
      ),
    );
  });

  it('offers the axes of a multi-axis funscript and shows that the file inverts itself', async () => {
    const multi = JSON.stringify({
      version: '1.1',
      inverted: true,
      actions: [
        { at: 0, pos: 0 },
        { at: 1000, pos: 100 },
      ],
      axes: [
        {
          id: 'R0',
          actions: [
            { at: 0, pos: 50 },
            { at: 900, pos: 20 },
          ],
        },
      ],
    });
    renderRoute(<LocalPage />, LOCAL_ROUTE);
    await screen.findByTestId('local-empty');
    pick([videoFile(), scriptFile('movie.funscript', multi)]);
    const axis = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Axis' });
    expect(axis.value).toBe('L0');
    expect(screen.getByRole('option', { name: 'L0 (stroke)' })).toBeInTheDocument();
    expect(screen.getByTestId('local-inverted')).toBeInTheDocument();
    fireEvent.change(axis, { target: { value: 'R0' } });
    await waitFor(() =>
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Axis' }).value).toBe('R0'),
    );
  });

  it('names a file of another kind', async () => {
    renderRoute(<LocalPage />, LOCAL_ROUTE);
    await screen.findByTestId('local-empty');
    pick([videoFile(), new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect((await screen.findByTestId('local-ignored-unsupported')).textContent).toBe(
      'Not a video or a script, so not used: notes.txt.',
    );
  });

  it('keeps the transport the user chose', async () => {
    renderRoute(<LocalPage />, LOCAL_ROUTE);
    await screen.findByTestId('local-empty');
    pick([videoFile()]);
    const upload = await screen.findByRole('radio', { name: /^Hosted/ });
    fireEvent.click(upload);
    expect(preferencesStore().get().localPlayer.transport).toBe('hssp');
  });

  it('hands the engine the chosen script and transport, and nothing of the time offset', async () => {
    renderRoute(<LocalPage />, LOCAL_ROUTE);
    await screen.findByTestId('local-empty');
    pick([videoFile(), scriptFile('movie.funscript', funscript(2000))]);
    await waitFor(() => expect(engine.lastOptions?.script?.name).toBe('movie.csv'));
    expect(engine.lastOptions).toMatchObject({
      script: {
        points: [
          { t: 0, x: 0 },
          { t: 2000, x: 100 },
        ],
      },
      transport: 'hsp',
      loop: false,
      // The device applies its own user time offset; the engine must not add it again.
      offsetMs: 0,
    });
    expect(engine.lastOptions?.media).toEqual({
      kind: 'video',
      element: screen.getByTestId('local-video'),
    });
  });

  it('shows the engine’s failure with its fix while the video stays', async () => {
    engine.status = {
      ...IDLE_STATUS,
      phase: 'error',
      transport: 'hssp',
      error: { kind: 'upload', cause: new Error('500') },
      requestCount: 1,
    };
    preferencesStore().update({ localPlayer: { transport: 'hssp' } });
    renderRoute(<LocalPage />, LOCAL_ROUTE);
    await screen.findByTestId('local-empty');
    pick([videoFile(), scriptFile('movie.funscript', funscript(2000))]);
    const alert = await screen.findByTestId('engine-error');
    expect(alert.textContent).toContain('The script could not be uploaded');
    expect(screen.getByTestId('local-video')).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Stream from this browser' }));
    expect(preferencesStore().get().localPlayer.transport).toBe('hsp');
  });

  it('shows the device’s own time offset, the one the e/d keys change, once connected', async () => {
    const devices = fakeDevices();
    await devices.connect('LocalOffset1');
    renderRoute(<LocalPage />, LOCAL_ROUTE);
    await screen.findByTestId('local-empty');
    pick([videoFile()]);
    const deviceOffsetMs = devices.store.session().clock.deviceUserTimeOffsetMs;
    expect(deviceOffsetMs).toBeDefined();
    const field = await screen.findByLabelText<HTMLInputElement>('Time offset (ms)');
    expect(field.value).toBe(String(deviceOffsetMs));
    expect(screen.queryByTestId('local-offset-connect')).toBeNull();
  });

  it('asks to connect before the offset can be changed', async () => {
    renderRoute(<LocalPage />, LOCAL_ROUTE);
    await screen.findByTestId('local-empty');
    pick([videoFile()]);
    expect((await screen.findByTestId('local-offset-connect')).textContent).toBe(
      'Connect your device to adjust its time offset.',
    );
  });
});
