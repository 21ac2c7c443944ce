import { describe, expect, it } from 'vitest';
import {
  browseParams,
  browseQueryFrom,
  DEFAULT_BROWSE_QUERY,
  pageCount,
  sceneQueryOf,
} from './browse-query';

describe('the browse page’s address', () => {
  it('reads the default from an empty address, and writes nothing for it', () => {
    expect(browseQueryFrom(new URLSearchParams())).toEqual(DEFAULT_BROWSE_QUERY);
    expect(browseParams(DEFAULT_BROWSE_QUERY).toString()).toBe('');
  });

  it('round-trips every choice', () => {
    const query = { text: 'golden hour', show: 'all', sort: 'fastest', page: 3 } as const;
    const params = browseParams(query);
    expect(params.toString()).toBe('q=golden+hour&show=all&sort=fastest&page=3');
    expect(browseQueryFrom(params)).toEqual(query);
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
  ])('reads %s as the default', (search, expected) => {
    expect(browseQueryFrom(new URLSearchParams(search))).toMatchObject(expected);
  });

  it('asks the client for one page in the order people mean', () => {
    expect(sceneQueryOf({ text: 'x', show: 'scripted', sort: 'newest', page: 2 })).toEqual({
      text: 'x',
      page: 2,
      perPage: 48,
      sort: 'date',
      direction: 'DESC',
      interactive: true,
    });
    expect(sceneQueryOf({ text: '', show: 'all', sort: 'slowest', page: 1 })).toMatchObject({
      sort: 'interactive_speed',
      direction: 'ASC',
      interactive: undefined,
    });
    expect(sceneQueryOf({ text: '', show: 'unscripted', sort: 'title', page: 1 }).interactive).toBe(
      false,
    );
  });

  it('counts pages of 48, at least one', () => {
    expect([0, 1, 48, 49, 50_000].map(pageCount)).toEqual([1, 1, 1, 2, 1042]);
  });
});
