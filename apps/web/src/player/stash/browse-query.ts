/**
 * The browse page's question, kept in the page's address (`/stash?q=…&show=…&sort=…&page=…`) so
 * that a reload, Back and a shared link show the same scenes. Read with valibot: a value that is not
 * one the page offers reads as the default, never as an error.
 */
import type { SceneQuery, SceneSort, SortDirection } from '@glide/stash';
import * as v from 'valibot';

/** Scenes per page: a grid of 2, 3, 4 or 6 columns always ends a row. */
export const SCENES_PER_PAGE = 48;

/** Which scenes: with a script (the default), all, or those without one. */
export const SHOW_CHOICES = ['scripted', 'all', 'unscripted'] as const;
export type ShowChoice = (typeof SHOW_CHOICES)[number];

/** The orders the page offers, each in the direction people mean by it. */
export const SORT_CHOICES = {
  newest: { sort: 'date', direction: 'DESC' },
  title: { sort: 'title', direction: 'ASC' },
  rating: { sort: 'rating', direction: 'DESC' },
  played: { sort: 'last_played_at', direction: 'DESC' },
  fastest: { sort: 'interactive_speed', direction: 'DESC' },
  slowest: { sort: 'interactive_speed', direction: 'ASC' },
} as const satisfies Record<string, { sort: SceneSort; direction: SortDirection }>;
export type SortChoice = keyof typeof SORT_CHOICES;
const SORT_NAMES = Object.keys(SORT_CHOICES) as [SortChoice, ...SortChoice[]];

/** What the page asks for. */
export interface BrowseQuery {
  readonly text: string;
  readonly show: ShowChoice;
  readonly sort: SortChoice;
  /** 1-based. */
  readonly page: number;
}

export const DEFAULT_BROWSE_QUERY: BrowseQuery = {
  text: '',
  show: 'scripted',
  sort: 'newest',
  page: 1,
};

const MAX_TEXT = 200;
const textSchema = v.pipe(v.string(), v.maxLength(MAX_TEXT));
const showSchema = v.picklist(SHOW_CHOICES);
const sortSchema = v.picklist(SORT_NAMES);
const pageSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/), v.transform(Number));

function read<T>(schema: v.GenericSchema<string, T>, value: string | null, fallback: T): T {
  if (value === null) return fallback;
  const parsed = v.safeParse(schema, value);
  return parsed.success ? parsed.output : fallback;
}

/** The question in `params`; what is missing or unreadable is the default. */
export function browseQueryFrom(params: URLSearchParams): BrowseQuery {
  return {
    text: read(textSchema, params.get('q'), DEFAULT_BROWSE_QUERY.text),
    show: read(showSchema, params.get('show'), DEFAULT_BROWSE_QUERY.show),
    sort: read(sortSchema, params.get('sort'), DEFAULT_BROWSE_QUERY.sort),
    page: read(pageSchema, params.get('page'), DEFAULT_BROWSE_QUERY.page),
  };
}

/** The address's query for `query`: only what differs from the default. */
export function browseParams(query: BrowseQuery): URLSearchParams {
  const params = new URLSearchParams();
  const text = query.text.trim();
  if (text !== '') params.set('q', text);
  if (query.show !== DEFAULT_BROWSE_QUERY.show) params.set('show', query.show);
  if (query.sort !== DEFAULT_BROWSE_QUERY.sort) params.set('sort', query.sort);
  if (query.page !== DEFAULT_BROWSE_QUERY.page) params.set('page', String(query.page));
  return params;
}

/** The client's question for the page's. */
export function sceneQueryOf(query: BrowseQuery): SceneQuery {
  const order = SORT_CHOICES[query.sort];
  return {
    text: query.text,
    page: query.page,
    perPage: SCENES_PER_PAGE,
    sort: order.sort,
    direction: order.direction,
    interactive: query.show === 'all' ? undefined : query.show === 'scripted',
  };
}

/** How many pages `count` scenes fill (at least one). */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / SCENES_PER_PAGE));
}
