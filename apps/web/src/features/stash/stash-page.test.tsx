import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { startTestI18n } from '../../i18n/test-i18n';
import { renderNavigation } from '../../lib/render-navigation';
import {
  preferencesStore,
  resetPreferencesStoreForTests,
} from '../../preferences/preferences-instance';
import { StashLibrary } from './stash-page';
import type { StashDeps } from '../../player';

const BASE = 'http://192.168.1.10:9999/';
const KEY = 'secret-key';

interface Asked {
  readonly operationName: string;
  readonly variables: {
    readonly filter?: Record<string, unknown>;
    readonly scene_filter?: Record<string, unknown>;
  };
}

const wireScene = (id: string, interactive: boolean) => ({
  id,
  title: `Scene ${id}`,
  date: '2024-05-01',
  rating100: 80,
  organized: true,
  interactive,
  interactive_speed: interactive ? 212 : null,
  resume_time: id === '1' ? 95 : null,
  play_count: 0,
  last_played_at: null,
  files: [
    {
      format: 'mp4',
      duration: 600,
      width: 640,
      height: 360,
      video_codec: 'h264',
      audio_codec: 'aac',
    },
  ],
  paths: {
    screenshot: `${BASE}scene/${id}/screenshot?t=1`,
    sprite: null,
    stream: `${BASE}scene/${id}/stream?apikey=${KEY}`,
    funscript: `${BASE}scene/${id}/funscript`,
    interactive_heatmap: `${BASE}scene/${id}/interactive_heatmap`,
  },
  studio: { id: '3', name: 'Studio Three' },
  performers: [{ id: '5', name: 'Ana' }],
  tags: [],
});

/** A Stash answering the browse page's question with `count` scenes, two of them shown. */
function fakeStash(count = 2, status = 200) {
  const asked: Asked[] = [];
  const fetch = (_: string, init: RequestInit = {}): Promise<Response> => {
    if (init.mode === 'no-cors') return Promise.reject(new TypeError('Failed to fetch'));
    asked.push(JSON.parse(typeof init.body === 'string' ? init.body : '{}') as Asked);
    if (status !== 200) return Promise.resolve(new Response(null, { status }));
    return Promise.resolve(
      new Response(
        JSON.stringify({
          data: { findScenes: { count, scenes: [wireScene('1', true), wireScene('2', false)] } },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
    );
  };
  const deps: StashDeps = { fetch: fetch as typeof globalThis.fetch, pageProtocol: 'http:' };
  return { deps, asked };
}

async function renderLibrary(deps: StashDeps, url = '/stash') {
  const rendered = renderNavigation(
    [
      { path: '/stash', element: <StashLibrary deps={deps} /> },
      { path: '/settings', element: <p>Settings stand-in</p> },
    ],
    url,
  );
  await screen.findByRole('heading', { level: 1, name: 'Stash library' });
  return rendered;
}

beforeEach(async () => {
  cleanup();
  localStorage.clear();
  resetPreferencesStoreForTests();
  await startTestI18n();
  await i18next.loadNamespaces(['stash', 'player']);
});

const useLibrary = () => preferencesStore().update({ stash: { baseUrl: BASE, apiKey: KEY } });

describe('the Stash library page', () => {
  it('without a library, says where to add one', async () => {
    const { deps, asked } = fakeStash();
    await renderLibrary(deps);
    expect(
      screen.getByText('Add your Stash server in Settings to browse its interactive scenes here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a Stash server' })).toHaveAttribute(
      'href',
      '/settings#settings-stash',
    );
    expect(asked).toHaveLength(0);
  });

  it('shows the first page of scenes with a script, newest first, each with its facts', async () => {
    useLibrary();
    const { deps, asked } = fakeStash();
    await renderLibrary(deps);
    expect(await screen.findByText('2 scenes')).toBeInTheDocument();
    expect(asked[0]?.variables).toEqual({
      filter: { page: 1, per_page: 48, sort: 'date', direction: 'DESC' },
      scene_filter: { interactive: true },
    });
    const first = screen.getByRole('heading', { level: 2, name: 'Scene 1' }).closest('li');
    const second = screen.getByRole('heading', { level: 2, name: 'Scene 2' }).closest('li');
    if (!first || !second) throw new Error('no cards');
    expect(within(first).getByText('Script speed 212')).toBeInTheDocument();
    expect(within(first).getByText('Stopped at 1:35')).toBeInTheDocument();
    expect(within(first).getByText('May 1, 2024 · 10:00 · Studio Three')).toBeInTheDocument();
    // Stash's pictures carry its key in their address, as Stash reads it; never another server's.
    expect(
      within(first).getByRole('img', { name: 'Script intensity over the scene' }),
    ).toHaveAttribute('src', `${BASE}scene/1/interactive_heatmap?apikey=${KEY}`);
    expect(within(second).getByText('No script')).toBeInTheDocument();
    expect(
      within(second).queryByRole('img', { name: 'Script intensity over the scene' }),
    ).toBeNull();
  });

  it('keeps the question in the address: show, sort, search and page', async () => {
    useLibrary();
    const user = userEvent.setup();
    const { deps, asked } = fakeStash(100);
    const { router } = await renderLibrary(deps);
    await screen.findByText('100 scenes');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked.at(-1)?.variables.filter).toMatchObject({ page: 2 }));
    expect(router.state.location.search).toBe('?page=2');

    await user.selectOptions(screen.getByLabelText('Show'), 'All scenes');
    await waitFor(() => expect(asked.at(-1)?.variables.scene_filter).toEqual({}));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Fastest script');
    await waitFor(() =>
      expect(asked.at(-1)?.variables.filter).toMatchObject({
        page: 1,
        sort: 'interactive_speed',
        direction: 'DESC',
      }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'golden{Enter}');
    await waitFor(() => expect(asked.at(-1)?.variables.filter).toMatchObject({ q: 'golden' }));
    expect(router.state.location.search).toBe('?q=golden&show=all&sort=fastest');
  });

  it('reads an address it does not understand as the defaults', async () => {
    useLibrary();
    const { deps, asked } = fakeStash();
    await renderLibrary(deps, '/stash?show=everything&sort=__proto__&page=-1');
    await screen.findByText('2 scenes');
    expect(asked[0]?.variables).toEqual({
      filter: { page: 1, per_page: 48, sort: 'date', direction: 'DESC' },
      scene_filter: { interactive: true },
    });
  });

  it('a refused key says so, offers a new key and tries again on request', async () => {
    useLibrary();
    const user = userEvent.setup();
    const { deps, asked } = fakeStash(2, 401);
    await renderLibrary(deps);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Stash refused the API key\./);
    expect(within(alert).getByRole('link', { name: 'Enter a new key' })).toHaveAttribute(
      'href',
      '/settings#settings-stash',
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(asked).toHaveLength(2));
  });
});
