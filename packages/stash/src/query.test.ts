import { describe, expect, it } from 'vitest';
import { MAX_PER_PAGE, optionQueryVariables, sceneQueryVariables } from './query';

describe('sceneQueryVariables', () => {
  it('asks for one page, in the order asked, with no filter when none is set', () => {
    expect(sceneQueryVariables({ page: 2, perPage: 48, sort: 'date', direction: 'DESC' })).toEqual({
      filter: { page: 2, per_page: 48, sort: 'date', direction: 'DESC' },
      scene_filter: {},
    });
  });

  it('brings page and page size into range', () => {
    const { filter } = sceneQueryVariables({
      page: 0,
      perPage: 10_000,
      sort: 'title',
      direction: 'ASC',
    });
    expect(filter).toMatchObject({ page: 1, per_page: MAX_PER_PAGE });
    expect(
      sceneQueryVariables({ page: Number.NaN, perPage: -3, sort: 'title', direction: 'ASC' })
        .filter,
    ).toMatchObject({ page: 1, per_page: 1 });
  });

  it('searches the trimmed text, and not at all for blank text', () => {
    const base = { page: 1, perPage: 10, sort: 'title', direction: 'ASC' } as const;
    expect(sceneQueryVariables({ ...base, text: '  pov ' }).filter.q).toBe('pov');
    expect(sceneQueryVariables({ ...base, text: '   ' }).filter).not.toHaveProperty('q');
  });

  it('filters by tags (all of them), performers (all), studios (any), script and organized', () => {
    const { scene_filter } = sceneQueryVariables({
      page: 1,
      perPage: 10,
      sort: 'title',
      direction: 'ASC',
      interactive: true,
      organized: true,
      tagIds: ['1', '2'],
      performerIds: ['5'],
      studioIds: ['8', '9'],
    });
    expect(scene_filter).toEqual({
      interactive: true,
      organized: true,
      tags: { value: ['1', '2'], modifier: 'INCLUDES_ALL', depth: 0 },
      performers: { value: ['5'], modifier: 'INCLUDES_ALL' },
      studios: { value: ['8', '9'], modifier: 'INCLUDES', depth: 0 },
    });
  });

  it.each([
    [
      { min: 100, max: 200 },
      { value: 100, value2: 200, modifier: 'BETWEEN' },
    ],
    [
      { min: 200, max: 100 },
      { value: 100, value2: 200, modifier: 'BETWEEN' },
    ],
    [{ min: 150 }, { value: 149, modifier: 'GREATER_THAN' }],
    [{ max: 90 }, { value: 91, modifier: 'LESS_THAN' }],
    [{ min: 12.7 }, { value: 11, modifier: 'GREATER_THAN' }],
  ])('a script speed of %j includes both ends: %j', (speed, criterion) => {
    const { scene_filter } = sceneQueryVariables({
      page: 1,
      perPage: 10,
      sort: 'interactive_speed',
      direction: 'ASC',
      speed,
    });
    expect(scene_filter.interactive_speed).toEqual(criterion);
  });

  it('sets no speed filter for an empty or unreadable range', () => {
    const base = { page: 1, perPage: 10, sort: 'title', direction: 'ASC' } as const;
    expect(sceneQueryVariables({ ...base, speed: {} }).scene_filter).toEqual({});
    expect(sceneQueryVariables({ ...base, speed: { min: Number.NaN } }).scene_filter).toEqual({});
  });
});

describe('optionQueryVariables', () => {
  it('lists those with most scenes first, searching the trimmed text', () => {
    expect(optionQueryVariables(' ana ')).toEqual({
      filter: { q: 'ana', per_page: 50, sort: 'scenes_count', direction: 'DESC' },
    });
    expect(optionQueryVariables('').filter).not.toHaveProperty('q');
    expect(optionQueryVariables('')).not.toHaveProperty('ids');
  });

  it('asks for given ids (a filter’s names), at most a page of them', () => {
    expect(optionQueryVariables('', ['3', '14']).ids).toEqual(['3', '14']);
    const many = Array.from({ length: 60 }, (_, i) => String(i + 1));
    expect(optionQueryVariables('', many).ids).toHaveLength(50);
  });
});
