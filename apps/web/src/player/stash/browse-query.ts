/**
 * The browse page's question, kept in the page's address so that a reload, Back and a shared link
 * show the same scenes:
 *
 *   /stash?q=golden&show=all&sort=fastest&tag=3,14&performer=7&studio=2&organized=yes&speed=100-250&page=2
 *
 * Only what differs from the default is written. Tags, performers and studios are lists of Stash ids
 * (digit strings) joined by commas, at most {@link MAX_FILTER_IDS} each; only ids, never names, since
 * a name may hold any character and can change in Stash (the page shows names it has seen, see
 * `use-filter-names.ts`). `organized` is `yes` or `no` (absent: either). `speed` is the script speed's
 * range, both ends included and each optional: `100-250`, `100-` (at least 100), `-250` (at most 250).
 *
 * Read with valibot: a value that is not one the page offers reads as the default, never as an
 * error; a list with one bad id, a repeated id or more than the most reads as no list at all.
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

/** Whether the scenes are marked organized in Stash: either (the default), only those, or only not. */
export const ORGANIZED_CHOICES = ['any', 'yes', 'no'] as const;
export type OrganizedChoice = (typeof ORGANIZED_CHOICES)[number];

/** The most tags, performers or studios one filter holds. */
export const MAX_FILTER_IDS = 10;
/** The script speed's bounds a filter may name (Stash's speeds stay well below). */
export const MIN_SPEED = 0;
export const MAX_SPEED = 1000;

/** What the page asks for. */
export interface BrowseQuery {
  readonly text: string;
  readonly show: ShowChoice;
  readonly sort: SortChoice;
  /** Scenes with every one of these tags (Stash ids). */
  readonly tags: readonly string[];
  /** Scenes with every one of these performers (Stash ids). */
  readonly performers: readonly string[];
  /** Scenes of any of these studios (Stash ids). */
  readonly studios: readonly string[];
  readonly organized: OrganizedChoice;
  /** The script's lowest speed, included; a whole number from 0 to 1000. */
  readonly speedMin: number | undefined;
  /** The script's highest speed, included; a whole number from 0 to 1000. */
  readonly speedMax: number | undefined;
  /** 1-based. */
  readonly page: number;
}

/** The filters of a question (what "Clear filters" empties), as they are when none is set. */
export const NO_FILTERS = {
  tags: [],
  performers: [],
  studios: [],
  organized: 'any',
  speedMin: undefined,
  speedMax: undefined,
} as const satisfies Partial<BrowseQuery>;

export const DEFAULT_BROWSE_QUERY: BrowseQuery = {
  text: '',
  show: 'scripted',
  sort: 'newest',
  ...NO_FILTERS,
  page: 1,
};

const MAX_TEXT = 200;
const textSchema = v.pipe(v.string(), v.maxLength(MAX_TEXT));
const showSchema = v.picklist(SHOW_CHOICES);
const sortSchema = v.picklist(SORT_NAMES);
const pageSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/), v.transform(Number));
const organizedSchema = v.picklist(ORGANIZED_CHOICES);

/** A Stash id as the address holds it: digits, no leading zero (so one id has one spelling). */
const ID_PATTERN = /^[1-9]\d{0,17}$/;
const isId = (id: string) => ID_PATTERN.test(id);
const idsSchema = v.pipe(
  v.string(),
  v.maxLength(MAX_FILTER_IDS * 19),
  v.transform((text) => text.split(',')),
  v.array(v.pipe(v.string(), v.regex(ID_PATTERN))),
  v.maxLength(MAX_FILTER_IDS),
  v.check((ids) => new Set(ids).size === ids.length),
);

/** A speed range as the address holds it: `min-max`, either end left out, no leading zeros. */
const speedOf = (text: string | undefined): number | undefined =>
  text === undefined || text === '' ? undefined : Number(text);
const speedSchema = v.pipe(
  v.string(),
  v.regex(/^(?:0|[1-9]\d{0,3})?-(?:0|[1-9]\d{0,3})?$/),
  v.transform((text) => {
    const [min, max] = text.split('-');
    return { speedMin: speedOf(min), speedMax: speedOf(max) };
  }),
  v.check(({ speedMin, speedMax }) => speedMin !== undefined || speedMax !== undefined),
  v.check(({ speedMin, speedMax }) => (speedMin ?? 0) <= MAX_SPEED && (speedMax ?? 0) <= MAX_SPEED),
);
const NO_SPEED = { speedMin: undefined, speedMax: undefined };

/** Whether `value` is a speed a filter may name: a whole number from 0 to 1000. */
export function isFilterSpeed(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_SPEED && value <= MAX_SPEED;
}

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
    tags: read(idsSchema, params.get('tag'), DEFAULT_BROWSE_QUERY.tags),
    performers: read(idsSchema, params.get('performer'), DEFAULT_BROWSE_QUERY.performers),
    studios: read(idsSchema, params.get('studio'), DEFAULT_BROWSE_QUERY.studios),
    organized: read(organizedSchema, params.get('organized'), DEFAULT_BROWSE_QUERY.organized),
    ...read(speedSchema, params.get('speed'), NO_SPEED),
    page: read(pageSchema, params.get('page'), DEFAULT_BROWSE_QUERY.page),
  };
}

/** A list as the address writes it: ids only, each once, at most the most. */
function idList(ids: readonly string[]): string {
  return [...new Set(ids.filter(isId))].slice(0, MAX_FILTER_IDS).join(',');
}

/** A speed as the address writes it, or `''` for none (or one out of range). */
const speedText = (speed: number | undefined) =>
  speed !== undefined && isFilterSpeed(speed) ? String(speed) : '';

/** The address's query for `query`: only what differs from the default. */
export function browseParams(query: BrowseQuery): URLSearchParams {
  const params = new URLSearchParams();
  const text = query.text.trim();
  if (text !== '') params.set('q', text);
  if (query.show !== DEFAULT_BROWSE_QUERY.show) params.set('show', query.show);
  if (query.sort !== DEFAULT_BROWSE_QUERY.sort) params.set('sort', query.sort);
  for (const [name, ids] of [
    ['tag', query.tags],
    ['performer', query.performers],
    ['studio', query.studios],
  ] as const) {
    const list = idList(ids);
    if (list !== '') params.set(name, list);
  }
  if (query.organized !== DEFAULT_BROWSE_QUERY.organized) params.set('organized', query.organized);
  const speed = `${speedText(query.speedMin)}-${speedText(query.speedMax)}`;
  if (speed !== '-') params.set('speed', speed);
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
    organized: query.organized === 'any' ? undefined : query.organized === 'yes',
    tagIds: query.tags.length > 0 ? query.tags : undefined,
    performerIds: query.performers.length > 0 ? query.performers : undefined,
    studioIds: query.studios.length > 0 ? query.studios : undefined,
    speed:
      query.speedMin === undefined && query.speedMax === undefined
        ? undefined
        : { min: query.speedMin, max: query.speedMax },
  };
}

/**
 * How many filters are set: each tag, performer and studio, the organized choice, and the speed's
 * range (one however many of its ends are set).
 */
export function activeFilterCount(query: BrowseQuery): number {
  return (
    query.tags.length +
    query.performers.length +
    query.studios.length +
    (query.organized === 'any' ? 0 : 1) +
    (query.speedMin === undefined && query.speedMax === undefined ? 0 : 1)
  );
}

/** How many pages `count` scenes fill (at least one). */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / SCENES_PER_PAGE));
}

/** The player's address parameter naming the scene it plays (`/local?stash=<id>&<the list>`). */
const SCENE_PARAM = 'stash';

/** The scene a player's address names, or `undefined`. */
export function sceneIdFrom(params: URLSearchParams): string | undefined {
  const id = params.get(SCENE_PARAM);
  return id !== null && isId(id) ? id : undefined;
}

/** The player's address query for scene `id` of the list `query`, so that it goes on to the next. */
export function sceneParams(query: BrowseQuery, id: string): URLSearchParams {
  const params = browseParams(query);
  params.set(SCENE_PARAM, id);
  return params;
}
