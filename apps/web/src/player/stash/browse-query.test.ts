import { sceneQueryVariables } from '@glide/stash';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  browseParams,
  browseQueryFrom,
  DEFAULT_BROWSE_QUERY,
  isFilterSpeed,
  NO_FILTERS,
  pageCount,
  sceneIdFrom,
  sceneParams,
  sceneQueryOf,
  type BrowseQuery,
} from './browse-query';

const ask = (change: Partial<BrowseQuery>): BrowseQuery => ({ ...DEFAULT_BROWSE_QUERY, ...change });

describe('the browse page’s address', () => {
  it('reads the default from an empty address, and writes nothing for it', () => {
    expect(browseQueryFrom(new URLSearchParams())).toEqual(DEFAULT_BROWSE_QUERY);
    expect(browseParams(DEFAULT_BROWSE_QUERY).toString()).toBe('');
  });

  it('round-trips every choice', () => {
    const query = ask({ text: 'golden hour', show: 'all', sort: 'fastest', page: 3 });
    const params = browseParams(query);
    expect(params.toString()).toBe('q=golden+hour&show=all&sort=fastest&page=3');
    expect(browseQueryFrom(params)).toEqual(query);
  });

  it('round-trips every filter, in short parameters of ids', () => {
    const query = ask({
      tags: ['3', '14'],
      performers: ['7'],
      studios: ['2', '900000000000000001'],
      organized: 'no',
      speedMin: 0,
      speedMax: 1000,
      page: 2,
    });
    const params = browseParams(query);
    expect(decodeURIComponent(params.toString())).toBe(
      'tag=3,14&performer=7&studio=2,900000000000000001&organized=no&speed=0-1000&page=2',
    );
    expect(browseQueryFrom(params)).toEqual(query);
  });

  it.each([
    [{ speedMin: 120 }, 'speed=120-'],
    [{ speedMax: 80 }, 'speed=-80'],
    [{ speedMin: 300, speedMax: 100 }, 'speed=300-100'],
    [{ organized: 'yes' as const }, 'organized=yes'],
  ])('round-trips %o as %s', (change, search) => {
    const query = ask(change);
    expect(browseParams(query).toString()).toBe(search);
    expect(browseQueryFrom(new URLSearchParams(search))).toEqual(query);
  });

  it('writes each id once, only ids, and no more than ten of them', () => {
    const many = Array.from({ length: 12 }, (_, index) => String(index + 1));
    const params = browseParams(
      ask({ tags: ['5', '5', 'x', '05', '6'], performers: many, speedMin: 1001, speedMax: 2.5 }),
    );
    expect(params.get('tag')).toBe('5,6');
    expect(params.get('performer')).toBe('1,2,3,4,5,6,7,8,9,10');
    expect(params.has('speed')).toBe(false);
  });

  it.each([
    ['show=everything', { show: 'scripted' }],
    ['sort=__proto__', { sort: 'newest' }],
    ['sort=toString', { sort: 'newest' }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=99999999', { page: 1 }],
    [`q=${'x'.repeat(201)}`, { text: '' }],
    ['tag=', { tags: [] }],
    ['tag=1,,2', { tags: [] }],
    ['tag=1,abc', { tags: [] }],
    ['tag=1,1', { tags: [] }],
    ['tag=0', { tags: [] }],
    ['tag=007', { tags: [] }],
    ['tag=-3', { tags: [] }],
    ['tag=1%202', { tags: [] }],
    ['performer=1,2,3,4,5,6,7,8,9,10,11', { performers: [] }],
    [`studio=${'9'.repeat(19)}`, { studios: [] }],
    ['organized=maybe', { organized: 'any' }],
    ['organized=any', { organized: 'any' }],
    ['speed=-', { speedMin: undefined, speedMax: undefined }],
    ['speed=1001-', { speedMin: undefined, speedMax: undefined }],
    ['speed=-9999', { speedMin: undefined, speedMax: undefined }],
    ['speed=10.5-20', { speedMin: undefined, speedMax: undefined }],
    ['speed=010-20', { speedMin: undefined, speedMax: undefined }],
    ['speed=100', { speedMin: undefined, speedMax: undefined }],
    ['speed=1-2-3', { speedMin: undefined, speedMax: undefined }],
  ])('reads %s as the default', (search, expected) => {
    expect(browseQueryFrom(new URLSearchParams(search))).toMatchObject(expected);
  });

  it('keeps the readable parts when one parameter is not', () => {
    expect(browseQueryFrom(new URLSearchParams('tag=4,x&performer=9&speed=abc'))).toEqual(
      ask({ performers: ['9'] }),
    );
  });

  it('asks the client for one page in the order people mean', () => {
    expect(sceneQueryOf(ask({ text: 'x', page: 2 }))).toEqual({
      text: 'x',
      page: 2,
      perPage: 48,
      sort: 'date',
      direction: 'DESC',
      interactive: true,
    });
    expect(sceneQueryOf(ask({ show: 'all', sort: 'slowest' }))).toMatchObject({
      sort: 'interactive_speed',
      direction: 'ASC',
      interactive: undefined,
    });
    expect(sceneQueryOf(ask({ show: 'unscripted', sort: 'title' })).interactive).toBe(false);
  });

  it('asks the client for the filters, and Stash for what they mean', () => {
    const query = sceneQueryOf(
      ask({
        tags: ['3', '14'],
        performers: ['7'],
        studios: ['2'],
        organized: 'yes',
        speedMin: 100,
        speedMax: 250,
      }),
    );
    expect(query).toMatchObject({
      tagIds: ['3', '14'],
      performerIds: ['7'],
      studioIds: ['2'],
      organized: true,
      speed: { min: 100, max: 250 },
    });
    expect(sceneQueryVariables(query).scene_filter).toEqual({
      interactive: true,
      organized: true,
      tags: { value: ['3', '14'], modifier: 'INCLUDES_ALL', depth: 0 },
      performers: { value: ['7'], modifier: 'INCLUDES_ALL' },
      studios: { value: ['2'], modifier: 'INCLUDES', depth: 0 },
      interactive_speed: { value: 100, value2: 250, modifier: 'BETWEEN' },
    });
    expect(sceneQueryOf(ask({ organized: 'no' })).organized).toBe(false);
    expect(sceneQueryOf(ask({ speedMax: 80 })).speed).toEqual({ min: undefined, max: 80 });
    expect(sceneQueryVariables(sceneQueryOf(DEFAULT_BROWSE_QUERY)).scene_filter).toEqual({
      interactive: true,
    });
  });

  it('counts each chosen tag, performer and studio, organized, and the speed range once', () => {
    expect(activeFilterCount(DEFAULT_BROWSE_QUERY)).toBe(0);
    expect(activeFilterCount(ask({ text: 'x', show: 'all', sort: 'title', page: 4 }))).toBe(0);
    expect(
      activeFilterCount(
        ask({ tags: ['1', '2'], performers: ['3'], studios: ['4'], organized: 'no' }),
      ),
    ).toBe(5);
    expect(activeFilterCount(ask({ speedMin: 1 }))).toBe(1);
    expect(activeFilterCount(ask({ speedMin: 1, speedMax: 9 }))).toBe(1);
    const filtered = ask({ tags: ['1'], organized: 'no', speedMax: 5 });
    expect(activeFilterCount({ ...filtered, ...NO_FILTERS })).toBe(0);
  });

  it('takes whole speeds from 0 to 1000', () => {
    expect([0, 1, 999, 1000].map(isFilterSpeed)).toEqual([true, true, true, true]);
    expect([-1, 1001, 2.5, Number.NaN].map(isFilterSpeed)).toEqual([false, false, false, false]);
  });

  it('counts pages of 48, at least one', () => {
    expect([0, 1, 48, 49, 50_000].map(pageCount)).toEqual([1, 1, 1, 2, 1042]);
  });
});

describe('a scene of a list in the player’s address', () => {
  it('carries the scene and its list, and reads back only a Stash id', () => {
    const list = { ...DEFAULT_BROWSE_QUERY, text: 'beach', page: 2 };
    const params = sceneParams(list, '12');
    expect(params.toString()).toBe('q=beach&page=2&stash=12');
    expect(sceneIdFrom(params)).toBe('12');
    expect(browseQueryFrom(params)).toEqual(list);
    for (const bad of ['', '0', '012', '1a', '-3']) {
      expect(sceneIdFrom(new URLSearchParams({ stash: bad }))).toBeUndefined();
    }
  });
});
