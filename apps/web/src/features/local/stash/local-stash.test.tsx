import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDevices, renderRoute, setUpPageTests } from '../../../device/testing/fake-devices';
import { preferencesStore } from '../../../preferences/preferences-instance';
import LocalPage from '../local-page';
import { LOCAL_ROUTE } from '../testing/local-media';

vi.mock('../../../player/use-playback-engine', () => ({
  usePlaybackEngine: () => ({
    status: undefined,
    resync: () => undefined,
    mediaEvent: () => undefined,
    phaseNow: () => undefined,
  }),
}));

setUpPageTests('local', 'player');

const BASE = 'http://192.168.1.10:9999';
const KEY = 'secret-key';

interface SceneSetup {
  /** Scenes other than the first of the list are HEVC without a transcode. */
  readonly othersUnplayable?: boolean;
  readonly interactive?: boolean;
  readonly videoCodec?: string;
  readonly resumeTime?: number | null;
  readonly streams?: readonly { url: string; mime_type: string; label: string }[];
}

const wireScene = (id: string, setup: SceneSetup) => ({
  id,
  title: `Scene ${id}`,
  date: '2024-05-01',
  rating100: 80,
  organized: true,
  interactive: setup.interactive ?? true,
  interactive_speed: 200,
  resume_time: setup.resumeTime ?? null,
  play_count: 0,
  last_played_at: null,
  files: [
    {
      format: 'mp4',
      duration: 20,
      width: 640,
      height: 360,
      video_codec: setup.videoCodec ?? 'h264',
      audio_codec: 'aac',
    },
  ],
  paths: {
    screenshot: null,
    sprite: null,
    stream: `${BASE}/scene/${id}/stream`,
    funscript: `${BASE}/scene/${id}/funscript`,
    interactive_heatmap: null,
  },
  studio: null,
  performers: [],
  tags: [],
  sceneStreams: setup.streams ?? [
    { url: `${BASE}/scene/${id}/stream`, mime_type: 'video/mp4', label: 'Direct stream' },
    {
      url: `${BASE}/scene/${id}/stream.mp4?resolution=ORIGINAL`,
      mime_type: 'video/mp4',
      label: 'MP4',
    },
  ],
});

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

/** A Stash with scenes `11`–`13` (a list of three); records the requests' addresses and headers. */
function fakeStash(setup: SceneSetup & { readonly status?: number; readonly script?: string }) {
  const requests: { url: string; headers: Headers }[] = [];
  const fetch = vi.fn((input: string, init: RequestInit = {}) => {
    requests.push({ url: input, headers: new Headers(init.headers) });
    if (init.mode === 'no-cors') return Promise.reject(new TypeError('Failed to fetch'));
    if (input.endsWith('/funscript')) {
      return Promise.resolve(
        new Response(setup.script ?? '{"actions":[{"at":0,"pos":0},{"at":1000,"pos":100}]}'),
      );
    }
    if (setup.status !== undefined) return json({ errors: [] }, setup.status);
    const body = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as {
      operationName: string;
      variables?: { id?: string };
    };
    if (body.operationName === 'GlideFindScene') {
      const id = body.variables?.id ?? '';
      const other = setup.othersUnplayable === true && id !== '12';
      const scene = other
        ? {
            ...wireScene(id, { ...setup, videoCodec: 'hevc' }),
            sceneStreams: [
              { url: `${BASE}/scene/${id}/stream`, mime_type: 'video/mp4', label: 'Direct stream' },
            ],
          }
        : wireScene(id, setup);
      return json({ data: { findScene: scene } });
    }
    if (body.operationName === 'GlideFindScenes') {
      const list = ['11', '12', '13'].map((id) => wireScene(id, setup));
      return json({ data: { findScenes: { count: list.length, scenes: list } } });
    }
    if (body.operationName === 'GlidePlayerSettings') {
      return json({ data: { configuration: { ui: {} } } });
    }
    return json({ errors: [{ message: `unexpected ${body.operationName}` }] });
  });
  vi.stubGlobal('fetch', fetch);
  return { requests };
}

function renderScene(url = '/local?stash=12&q=beach') {
  return renderRoute(<LocalPage />, { ...LOCAL_ROUTE, url });
}

describe('a Stash scene on /local', () => {
  beforeEach(() => {
    fakeDevices();
    preferencesStore().update({ stash: { baseUrl: BASE, apiKey: KEY } });
    // A browser that plays H.264 in MP4, and not HEVC.
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
      type.includes('avc1') ? 'probably' : '',
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('plays the scene’s stream with its script, the key only in Stash’s own addresses', async () => {
    const { requests } = fakeStash({});
    renderScene();
    const video = await screen.findByTestId('local-video');
    const src = new URL(video.getAttribute('src') ?? '');
    expect(`${src.origin}${src.pathname}`).toBe(`${BASE}/scene/12/stream`);
    expect(src.searchParams.get('apikey')).toBe(KEY);
    await waitFor(() =>
      expect(screen.getByTestId('local-script-name').textContent).toBe('Scene 12.funscript'),
    );
    // The script is asked for with the key in a header, never in its address.
    const scriptRequest = requests.find((request) => request.url.endsWith('/funscript'));
    expect(scriptRequest?.url).toBe(`${BASE}/scene/12/funscript`);
    expect(scriptRequest?.headers.get('ApiKey')).toBe(KEY);
    // Nothing of the stream (nor its key) is kept in the settings.
    expect(JSON.stringify(preferencesStore().get().localPlayer)).not.toContain(KEY);
    expect(screen.getByTestId('stash-back').getAttribute('href')).toBe('/stash?q=beach');
  });

  it('plays Stash’s transcode of a file this browser cannot play, and says so', async () => {
    fakeStash({ videoCodec: 'hevc' });
    renderScene();
    const video = await screen.findByTestId('local-video');
    expect(new URL(video.getAttribute('src') ?? '').pathname).toBe('/scene/12/stream.mp4');
    expect(screen.getByTestId('stash-transcode').textContent).toContain('HEVC (H.265)');
  });

  it('names the codec when Stash offers no stream this browser plays', async () => {
    fakeStash({
      videoCodec: 'hevc',
      streams: [{ url: `${BASE}/scene/12/stream`, mime_type: 'video/mp4', label: 'Direct stream' }],
    });
    renderScene();
    const message = await screen.findByTestId('stash-unplayable');
    expect(message.textContent).toContain('cannot play HEVC (H.265) video');
    expect(message.textContent).toContain('Stash can transcode it');
    expect(screen.queryByTestId('local-video')).toBeNull();
  });

  it('plays a scene without a script, and says the device stays still', async () => {
    fakeStash({ interactive: false });
    renderScene();
    await screen.findByTestId('local-video');
    expect(screen.getByTestId('stash-no-script').textContent).toBe(
      'This scene has no script: the video plays and the device stays still.',
    );
  });

  it('offers the axes of a multi-axis script, as for a file', async () => {
    fakeStash({
      script: JSON.stringify({
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
      }),
    });
    renderScene();
    const axis = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Axis' });
    expect(axis.value).toBe('L0');
    fireEvent.change(axis, { target: { value: 'R0' } });
    await waitFor(() =>
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Axis' }).value).toBe('R0'),
    );
  });

  it('says why a script that does not parse cannot play', async () => {
    fakeStash({ script: '{"actions": "none"}' });
    renderScene();
    expect((await screen.findByTestId('local-script-error')).textContent).toContain(
      'Scene 12.funscript',
    );
  });

  it('goes on to the next scene of its list at its end, and starts it', async () => {
    fakeStash({});
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { router } = renderScene('/local?stash=12&q=beach&sort=title');
    const video = await screen.findByTestId('local-video');
    fireEvent(video, new Event('ended'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=beach&sort=title&stash=13'));
    await waitFor(() =>
      expect(new URL(screen.getByTestId('local-video').getAttribute('src') ?? '').pathname).toBe(
        '/scene/13/stream',
      ),
    );
    // The next scene starts by itself once it can (jsdom loads nothing: its metadata is told, until
    // the player has bound the new element).
    const next = screen.getByTestId('local-video');
    Object.defineProperty(next, 'duration', { configurable: true, value: 20 });
    await waitFor(() => {
      fireEvent.loadedMetadata(next);
      expect(play).toHaveBeenCalled();
    });
  });

  it('shows nothing of the scene before when the next one cannot play here', async () => {
    fakeStash({ othersUnplayable: true });
    renderScene('/local?stash=12');
    fireEvent(await screen.findByTestId('local-video'), new Event('ended'));
    expect((await screen.findByTestId('stash-unplayable')).textContent).toContain('HEVC (H.265)');
    expect(screen.queryByTestId('local-video')).toBeNull();
  });

  it('asks for a new key when Stash refuses this one', async () => {
    fakeStash({ status: 401 });
    renderScene();
    const failed = await screen.findByTestId('stash-failed');
    expect(failed.textContent).toContain('Stash refused the API key');
    expect(within(failed).getByRole('link', { name: 'Enter a new key' }).getAttribute('href')).toBe(
      '/settings#settings-stash',
    );
    expect(screen.queryByTestId('local-video')).toBeNull();
  });

  it('points to the settings when no library is set', async () => {
    preferencesStore().update({ stash: { baseUrl: undefined, apiKey: undefined } });
    renderScene();
    expect((await screen.findByTestId('stash-no-source')).textContent).toContain(
      'Add your Stash server in Settings',
    );
  });
});
