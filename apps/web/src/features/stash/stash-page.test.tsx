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
    readonly ids?: readonly string[];
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

/** Stash's lists for the filters, by operation. */
const FILTER_OPTIONS: Record<string, unknown> = {
  GlideFindTags: {
    findTags: {
      count: 2,
      tags: [
        { id: '12', name: 'Blonde', scene_count: 12 },
        { id: '4', name: 'Blue hour', scene_count: 1 },
      ],
    },
  },
  GlideFindPerformers: {
    findPerformers: {
      count: 2,
      performers: [
        { id: '7', name: 'Carla', scene_count: 30 },
        { id: '8', name: 'Dora', scene_count: 2 },
      ],
    },
  },
  GlideFindStudios: {
    findStudios: { count: 1, studios: [{ id: '3', name: 'Studio Three', scene_count: 40 }] },
  },
};

/** An option list's answer with only the options of `ids`. */
function onlyIds(data: unknown, ids: readonly string[]): unknown {
  const [[field, list]] = Object.entries(data as Record<string, Record<string, unknown>>) as [
    [string, Record<string, unknown>],
  ];
  const key = Object.keys(list).find((name) => name !== 'count') ?? '';
  const items = (list[key] as { id: string }[]).filter((item) => ids.includes(item.id));
  return { [field]: { count: items.length, [key]: items } };
}

/**
 * A Stash answering the browse page and its filters' lists: one scene, with tag 12 (Blonde),
 * performer 5 (Ana) and studio 3 (Studio Three); `failingTags`, an error for the tags' list.
 */
function fakeFilteringStash({ failingTags = false } = {}) {
  const asked: Asked[] = [];
  const answer = (body: unknown) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  const fetch = (_: string, init: RequestInit = {}): Promise<Response> => {
    if (init.mode === 'no-cors') return Promise.reject(new TypeError('Failed to fetch'));
    const question = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as Asked;
    asked.push(question);
    if (question.operationName === 'GlideFindScenes') {
      const scene = { ...wireScene('1', true), tags: [{ id: '12', name: 'Blonde' }] };
      return answer({ data: { findScenes: { count: 1, scenes: [scene] } } });
    }
    if (failingTags && question.operationName === 'GlideFindTags') {
      return answer({ data: null, errors: [{ message: 'the tag index is rebuilding' }] });
    }
    const data = FILTER_OPTIONS[question.operationName] ?? null;
    const ids = question.variables.ids;
    // Asked by ids (a chosen filter's names): those alone, as Stash answers.
    return answer({ data: ids === undefined ? data : onlyIds(data, ids) });
  };
  const deps: StashDeps = { fetch: fetch as typeof globalThis.fetch, pageProtocol: 'http:' };
  const of = (operationName: string) =>
    asked.filter((item) => item.operationName === operationName);
  return {
    deps,
    of,
    /** The scene filter of the latest scenes asked for. */
    lastSceneFilter: () => of('GlideFindScenes').at(-1)?.variables.scene_filter,
    lastPage: () => of('GlideFindScenes').at(-1)?.variables.filter?.page,
  };
}

async function openFilters(user: ReturnType<typeof userEvent.setup>) {
  const toggle = screen.getByRole('button', { name: /^Filters/ });
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

describe('the Stash library’s filters', () => {
  it('choosing a tag from its list filters the scenes, from the first page, and stays in the address', async () => {
    useLibrary();
    const user = userEvent.setup();
    const stash = fakeFilteringStash();
    const { router } = await renderLibrary(stash.deps, '/stash?page=2');
    await screen.findByText('1 scene');
    expect(stash.lastPage()).toBe(2);
    await openFilters(user);

    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'blo');
    await user.click(await screen.findByRole('option', { name: 'Blonde 12 scenes' }));
    await waitFor(() =>
      expect(stash.lastSceneFilter()).toEqual({
        interactive: true,
        tags: { value: ['12'], modifier: 'INCLUDES_ALL', depth: 0 },
      }),
    );
    expect(stash.lastPage()).toBe(1);
    // Typing paused once: one question for the whole text.
    expect(stash.of('GlideFindTags').map((item) => item.variables.filter)).toEqual([
      { q: 'blo', per_page: 50, sort: 'scenes_count', direction: 'DESC' },
    ]);
    expect(router.state.location.search).toBe('?tag=12');
    const chosen = screen.getByRole('list', { name: 'Chosen tags' });
    expect(within(chosen).getByText('Blonde')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters 1 active' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tags' })).toHaveValue('');

    // A reload of the address asks the same, and names the tag from the scenes that have it.
    const address = `${router.state.location.pathname}${router.state.location.search}`;
    cleanup();
    const again = fakeFilteringStash();
    await renderLibrary(again.deps, address);
    await screen.findByText('1 scene');
    expect(again.lastSceneFilter()).toEqual({
      interactive: true,
      tags: { value: ['12'], modifier: 'INCLUDES_ALL', depth: 0 },
    });
    // The filters are open at first when the address sets one.
    const reloaded = screen.getByRole('list', { name: 'Chosen tags' });
    expect(await within(reloaded).findByText('Blonde')).toBeInTheDocument();
    expect(again.of('GlideFindTags')).toHaveLength(0);
  });

  it('moves through a list with the arrow keys, closes it with Escape and chooses with Enter', async () => {
    useLibrary();
    const user = userEvent.setup();
    const stash = fakeFilteringStash();
    const { router } = await renderLibrary(stash.deps);
    await screen.findByText('1 scene');
    await openFilters(user);

    const field = screen.getByRole('combobox', { name: 'Performers' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.type(field, 'a');
    const carla = await screen.findByRole('option', { name: 'Carla 30 scenes' });
    const dora = screen.getByRole('option', { name: 'Dora 2 scenes' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    // Screen readers hear how many options came.
    expect(screen.getByText('2 matches')).toHaveAttribute('role', 'status');

    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', carla.id);
    expect(carla).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', dora.id);
    expect(carla).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', carla.id);
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', dora.id);

    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox', { name: 'Performers' })).toBeNull();
    expect(field).toHaveValue('a');
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('');

    // ↓ opens the list again: the performers with most scenes, whatever their name.
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(stash.of('GlideFindPerformers')).toHaveLength(2));
    expect(stash.of('GlideFindPerformers')[1]?.variables.filter).not.toHaveProperty('q');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(stash.lastSceneFilter()).toMatchObject({
        performers: { value: ['7'], modifier: 'INCLUDES_ALL' },
      }),
    );
    expect(router.state.location.search).toBe('?performer=7');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveFocus();
    const chosen = screen.getByRole('list', { name: 'Chosen performers' });
    expect(within(chosen).getByText('Carla')).toBeInTheDocument();

    // What is chosen is not offered again.
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Dora 2 scenes' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Carla 30 scenes' })).toBeNull();

    // A chip's button removes it, and the field keeps the focus.
    await user.click(within(chosen).getByRole('button', { name: 'Remove Carla' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(stash.lastSceneFilter()).toEqual({ interactive: true });
    expect(field).toHaveFocus();
  });

  it('sends the script speed’s bounds, both included, and refuses a speed out of range', async () => {
    useLibrary();
    const user = userEvent.setup();
    const stash = fakeFilteringStash();
    const { router } = await renderLibrary(stash.deps);
    await screen.findByText('1 scene');
    await openFilters(user);
    const speed = screen.getByRole('group', { name: 'Script speed' });
    const min = within(speed).getByRole('textbox', { name: 'Minimum' });
    const max = within(speed).getByRole('textbox', { name: 'Maximum' });

    await user.type(min, '100');
    await waitFor(() =>
      expect(stash.lastSceneFilter()).toEqual({
        interactive: true,
        interactive_speed: { value: 99, modifier: 'GREATER_THAN' },
      }),
    );
    expect(router.state.location.search).toBe('?speed=100-');

    await user.type(max, '1001{Enter}');
    expect(within(speed).getByRole('alert')).toHaveTextContent(
      'Enter a whole number from 0 to 1000.',
    );
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('?speed=100-');

    await user.clear(max);
    await user.type(max, '250{Enter}');
    await waitFor(() =>
      expect(stash.lastSceneFilter()).toEqual({
        interactive: true,
        interactive_speed: { value: 100, value2: 250, modifier: 'BETWEEN' },
      }),
    );
    expect(router.state.location.search).toBe('?speed=100-250');
    expect(within(speed).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters 1 active' })).toBeInTheDocument();
  });

  it('names a chosen id Stash no longer has in words of its own', async () => {
    useLibrary();
    const stash = fakeFilteringStash();
    await renderLibrary(stash.deps, '/stash?performer=99');
    await screen.findByText('1 scene');
    await waitFor(() =>
      expect(stash.of('GlideFindPerformers').map((item) => item.variables.ids)).toEqual([['99']]),
    );
    expect(
      within(screen.getByRole('list', { name: 'Chosen performers' })).getByText('Performer 99'),
    ).toBeInTheDocument();
  });

  it('filters by organized, and clears every filter at once', async () => {
    useLibrary();
    const user = userEvent.setup();
    const stash = fakeFilteringStash();
    const { router } = await renderLibrary(
      stash.deps,
      '/stash?q=beach&tag=12&performer=7&studio=3&speed=100-200&page=3',
    );
    await screen.findByText('1 scene');
    expect(stash.lastSceneFilter()).toEqual({
      interactive: true,
      tags: { value: ['12'], modifier: 'INCLUDES_ALL', depth: 0 },
      performers: { value: ['7'], modifier: 'INCLUDES_ALL' },
      studios: { value: ['3'], modifier: 'INCLUDES', depth: 0 },
      interactive_speed: { value: 100, value2: 200, modifier: 'BETWEEN' },
    });
    // Open at first, with the names it learned from the scenes, and the one it could not asked of
    // Stash by its id.
    expect(screen.getByRole('button', { name: 'Filters 4 active' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(
      await within(screen.getByRole('list', { name: 'Chosen performers' })).findByText('Carla'),
    ).toBeInTheDocument();
    expect(stash.of('GlideFindPerformers').map((item) => item.variables.ids)).toEqual([['7']]);
    expect(stash.of('GlideFindStudios')).toEqual([]);
    expect(
      within(screen.getByRole('list', { name: 'Chosen studios' })).getByText('Studio Three'),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Organized' }), 'No');
    await waitFor(() => expect(stash.lastSceneFilter()).toMatchObject({ organized: false }));
    expect(stash.lastPage()).toBe(1);
    expect(router.state.location.search).toBe(
      '?q=beach&tag=12&performer=7&studio=3&organized=no&speed=100-200',
    );
    expect(screen.getByRole('button', { name: 'Filters 5 active' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(stash.lastSceneFilter()).toEqual({ interactive: true }));
    // The search is no filter: it stays.
    expect(router.state.location.search).toBe('?q=beach');
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Chosen tags' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Organized' })).toHaveValue('any');
    expect(screen.getByRole('textbox', { name: 'Minimum' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Maximum' })).toHaveValue('');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Tags' })).toBeNull();
  });

  it('says what Stash answered when a list fails', async () => {
    useLibrary();
    const user = userEvent.setup();
    const stash = fakeFilteringStash({ failingTags: true });
    await renderLibrary(stash.deps);
    await screen.findByText('1 scene');
    await openFilters(user);
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Stash answered with an error: the tag index is rebuilding',
    );
    // No list of options, only the failure.
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
