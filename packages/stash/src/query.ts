/**
 * The browse page's question in Glide's words, turned into the variables of `GlideFindScenes`
 * (Stash's `FindFilterType` and `SceneFilterType`). Out-of-range numbers are brought into range:
 * what reaches Stash is always a question it answers.
 */

/** The orders the browse page offers: Stash's own sort names (`pkg/sqlite/scene.go`). */
export const SCENE_SORTS = [
  'title',
  'date',
  'rating',
  'last_played_at',
  'interactive_speed',
] as const;
export type SceneSort = (typeof SCENE_SORTS)[number];

export type SortDirection = 'ASC' | 'DESC';

/** The most scenes one page asks for. */
export const MAX_PER_PAGE = 100;
/** How many tags, performers or studios a filter's list offers at once. */
export const OPTIONS_PER_PAGE = 50;

/** A page of scenes to ask for. */
export interface SceneQuery {
  /** Stash's free-text search (title, details, path…). */
  readonly text?: string | undefined;
  /** 1-based. */
  readonly page: number;
  readonly perPage: number;
  readonly sort: SceneSort;
  readonly direction: SortDirection;
  /** `true`: only scenes with a script; `false`: only those without; absent: all. */
  readonly interactive?: boolean | undefined;
  readonly organized?: boolean | undefined;
  /** Scenes with every one of these tags. */
  readonly tagIds?: readonly string[] | undefined;
  /** Scenes with every one of these performers. */
  readonly performerIds?: readonly string[] | undefined;
  /** Scenes of any of these studios. */
  readonly studioIds?: readonly string[] | undefined;
  /** The script's speed, both ends included. */
  readonly speed?:
    { readonly min?: number | undefined; readonly max?: number | undefined } | undefined;
}

const wholeAtLeast = (value: number, min: number) =>
  Number.isFinite(value) ? Math.max(min, Math.trunc(value)) : min;

/** Stash's `IntCriterionInput` for a range with both ends included, or none for no range. */
function speedCriterion(speed: SceneQuery['speed']): Record<string, unknown> | undefined {
  const min =
    speed?.min !== undefined && Number.isFinite(speed.min) ? Math.trunc(speed.min) : undefined;
  const max =
    speed?.max !== undefined && Number.isFinite(speed.max) ? Math.trunc(speed.max) : undefined;
  if (min !== undefined && max !== undefined) {
    return { value: Math.min(min, max), value2: Math.max(min, max), modifier: 'BETWEEN' };
  }
  // GREATER_THAN and LESS_THAN leave their value out: one step past it keeps the end included.
  if (min !== undefined) return { value: min - 1, modifier: 'GREATER_THAN' };
  if (max !== undefined) return { value: max + 1, modifier: 'LESS_THAN' };
  return undefined;
}

/** The variables of `GlideFindScenes` for `query`. */
export function sceneQueryVariables(query: SceneQuery): {
  filter: Record<string, unknown>;
  scene_filter: Record<string, unknown>;
} {
  const text = query.text?.trim() ?? '';
  const filter: Record<string, unknown> = {
    page: wholeAtLeast(query.page, 1),
    per_page: Math.min(MAX_PER_PAGE, wholeAtLeast(query.perPage, 1)),
    sort: query.sort,
    direction: query.direction,
  };
  if (text !== '') filter.q = text;
  const sceneFilter: Record<string, unknown> = {};
  if (query.interactive !== undefined) sceneFilter.interactive = query.interactive;
  if (query.organized !== undefined) sceneFilter.organized = query.organized;
  if (query.tagIds && query.tagIds.length > 0) {
    sceneFilter.tags = { value: [...query.tagIds], modifier: 'INCLUDES_ALL', depth: 0 };
  }
  if (query.performerIds && query.performerIds.length > 0) {
    sceneFilter.performers = { value: [...query.performerIds], modifier: 'INCLUDES_ALL' };
  }
  if (query.studioIds && query.studioIds.length > 0) {
    sceneFilter.studios = { value: [...query.studioIds], modifier: 'INCLUDES', depth: 0 };
  }
  const speed = speedCriterion(query.speed);
  if (speed) sceneFilter.interactive_speed = speed;
  return { filter, scene_filter: sceneFilter };
}

/**
 * The variables of a filter's list (tags, performers, studios): those matching `text` with most
 * scenes first, or, given `ids`, those of these ids (at most {@link OPTIONS_PER_PAGE}; Stash's
 * `ids` argument, there since v0.25.0).
 */
export function optionQueryVariables(
  text: string,
  ids?: readonly string[],
): { filter: Record<string, unknown>; ids?: string[] } {
  const q = text.trim();
  return {
    filter: {
      ...(q === '' ? {} : { q }),
      per_page: OPTIONS_PER_PAGE,
      sort: 'scenes_count',
      direction: 'DESC',
    },
    ...(ids === undefined ? {} : { ids: ids.slice(0, OPTIONS_PER_PAGE) }),
  };
}
