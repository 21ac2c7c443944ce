/**
 * The stand-in's answers: the part of Stash's schema Glide uses (`@glide/stash`'s
 * `schema/stash.graphql`, the same file the client's documents are validated against), executed by
 * graphql-js over the generated library. Filters and sorts follow Stash's rules
 * (`pkg/sqlite/scene.go`); a filter or sort the stand-in does not implement is an error, never an
 * answer that silently ignores it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, GraphQLError, type GraphQLSchema } from 'graphql';
import type { Library, LibraryScene, LibraryTag } from './library';

const SCHEMA_PATH = fileURLToPath(new URL('../../stash/schema/stash.graphql', import.meta.url));

/** The schema file's text and the Stash release it came from. */
export function readStashSchema(): { schema: GraphQLSchema; version: string; commit: string } {
  const text = readFileSync(SCHEMA_PATH, 'utf8');
  const version = /^# stash-version: (\S+)$/m.exec(text)?.[1];
  const commit = /^# stash-commit: (\S+)$/m.exec(text)?.[1];
  if (!version || !commit) throw new Error(`${SCHEMA_PATH} names no Stash version and commit`);
  return { schema: buildSchema(text), version, commit };
}

/** What each request's answers depend on. */
export interface RequestContext {
  /** The server's base URL as the request reached it, ending in `/` (Stash builds its paths so). */
  readonly baseUrl: string;
  /** The key the request carried: Stash puts it into the stream's address. */
  readonly apiKey: string | undefined;
}

/** What the stand-in's owner changes while it runs (the control API). */
export interface StandinSettings {
  /** Stash's `configuration.ui`. */
  ui: Record<string, unknown>;
  status: 'OK' | 'SETUP' | 'NEEDS_MIGRATION';
}

const SORTS = {
  title: (scene: LibraryScene) => scene.title.toLowerCase(),
  date: (scene: LibraryScene) => scene.date,
  rating: (scene: LibraryScene) => scene.rating100,
  last_played_at: (scene: LibraryScene) => scene.lastPlayedAt,
  interactive_speed: (scene: LibraryScene) => scene.interactiveSpeed,
} as const;

const isSort = (name: string): name is keyof typeof SORTS => Object.hasOwn(SORTS, name);

interface Criterion {
  readonly value?: unknown;
  readonly value2?: unknown;
  readonly modifier?: unknown;
}

const idsOf = (criterion: Criterion): string[] =>
  Array.isArray(criterion.value) ? criterion.value.map(String) : [];

function multi(criterion: Criterion, have: readonly string[], what: string): boolean {
  const wanted = idsOf(criterion);
  switch (criterion.modifier) {
    case 'INCLUDES_ALL':
      return wanted.every((id) => have.includes(id));
    case 'INCLUDES':
      return wanted.some((id) => have.includes(id));
    case 'EXCLUDES':
      return !wanted.some((id) => have.includes(id));
    default:
      throw new GraphQLError(
        `the stand-in does not filter ${what} by ${String(criterion.modifier)}`,
      );
  }
}

function intRange(criterion: Criterion, value: number | null): boolean {
  const a = Number(criterion.value);
  const b = Number(criterion.value2);
  switch (criterion.modifier) {
    case 'EQUALS':
      return value === a;
    case 'GREATER_THAN':
      return value !== null && value > a;
    case 'LESS_THAN':
      return value !== null && value < a;
    case 'BETWEEN':
      return value !== null && value >= a && value <= b;
    case 'IS_NULL':
      return value === null;
    case 'NOT_NULL':
      return value !== null;
    default:
      throw new GraphQLError(`the stand-in does not compare by ${String(criterion.modifier)}`);
  }
}

/** A scene filter as a predicate; every key Glide sends is one the stand-in implements. */
function sceneFilter(filter: Record<string, unknown>): (scene: LibraryScene) => boolean {
  const tests: ((scene: LibraryScene) => boolean)[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === null || value === undefined) continue;
    const criterion = value as Criterion;
    switch (key) {
      case 'interactive':
        tests.push((scene) => scene.interactive === value);
        break;
      case 'organized':
        tests.push((scene) => scene.organized === value);
        break;
      case 'tags':
        tests.push((scene) => multi(criterion, scene.tagIds, 'tags'));
        break;
      case 'performers':
        tests.push((scene) => multi(criterion, scene.performerIds, 'performers'));
        break;
      case 'studios':
        tests.push((scene) => multi(criterion, scene.studioId ? [scene.studioId] : [], 'studios'));
        break;
      case 'interactive_speed':
        tests.push((scene) => intRange(criterion, scene.interactiveSpeed));
        break;
      default:
        throw new GraphQLError(`the stand-in does not filter scenes by ${key}`);
    }
  }
  return (scene) => tests.every((test) => test(scene));
}

interface FindFilter {
  readonly q?: string | null;
  readonly page?: number | null;
  readonly per_page?: number | null;
  readonly sort?: string | null;
  readonly direction?: 'ASC' | 'DESC' | null;
}

/** One page of `items`, as Stash pages: `per_page` 25 by default, -1 for all, pages from 1. */
function pageOf<T>(items: readonly T[], filter: FindFilter | null | undefined): T[] {
  const perPage = filter?.per_page ?? 25;
  if (perPage < 0) return [...items];
  const page = Math.max(1, filter?.page ?? 1);
  return items.slice((page - 1) * perPage, page * perPage);
}

/** Compares as SQLite orders: NULL before everything ascending, ties by id. */
function compareBy<T extends { readonly id: string }>(
  key: (item: T) => string | number | null,
  direction: 'ASC' | 'DESC',
) {
  const sign = direction === 'DESC' ? -1 : 1;
  return (a: T, b: T) => {
    const x = key(a);
    const y = key(b);
    // NULL first, as SQLite orders it ascending.
    const rank = (value: string | number | null) => (value === null ? 0 : 1);
    const order = rank(x) - rank(y) || (x !== null && y !== null && x !== y ? (x < y ? -1 : 1) : 0);
    return order * sign || Number(a.id) - Number(b.id);
  };
}

export function createRootValue(
  library: Library,
  settings: StandinSettings,
  stash: { readonly version: string; readonly commit: string },
  now: () => Date,
) {
  const sceneObject = (scene: LibraryScene, context: RequestContext) => {
    const base = `${context.baseUrl}scene/${scene.id}`;
    const stream = `${base}/stream`;
    const withKey = (url: string) =>
      context.apiKey ? `${url}?apikey=${encodeURIComponent(context.apiKey)}` : url;
    const named = (list: readonly LibraryTag[], id: string) => {
      const item = list[Number(id) - 1];
      return item ? { id: item.id, name: item.name } : null;
    };
    return {
      id: scene.id,
      title: scene.title,
      date: scene.date,
      rating100: scene.rating100,
      organized: scene.organized,
      interactive: scene.interactive,
      interactive_speed: scene.interactiveSpeed,
      resume_time: scene.resumeTimeS,
      play_count: scene.playCount,
      last_played_at: scene.lastPlayedAt,
      files: [
        {
          format: 'mp4',
          duration: scene.clip.durationS,
          width: scene.clip.width,
          height: scene.clip.height,
          video_codec: scene.clip.videoCodec,
          audio_codec: scene.clip.audioCodec,
        },
      ],
      paths: {
        screenshot: `${base}/screenshot?t=${scene.updatedAt}`,
        sprite: null,
        stream: withKey(stream),
        funscript: `${base}/funscript`,
        interactive_heatmap: `${base}/interactive_heatmap`,
      },
      studio: scene.studioId ? named(library.studios, scene.studioId) : null,
      performers: scene.performerIds.flatMap((id) => named(library.performers, id) ?? []),
      tags: scene.tagIds.flatMap((id) => named(library.tags, id) ?? []),
      sceneStreams: [
        { url: withKey(stream), mime_type: scene.clip.mimeType, label: 'Direct stream' },
        // Stash's transcode to H.264 in MP4 at the original size (the stand-in serves its first
        // clip). Stash lists smaller sizes, WEBM, HLS and DASH too; the stand-in serves none.
        {
          url: `${withKey(`${stream}.mp4`)}${context.apiKey ? '&' : '?'}resolution=ORIGINAL`,
          mime_type: 'video/mp4',
          label: 'MP4',
        },
      ],
    };
  };

  const options = (
    list: readonly LibraryTag[],
    prefix: string,
    filter: FindFilter | null,
    ids: readonly string[] | null | undefined,
  ) => {
    const q = filter?.q?.trim().toLowerCase() ?? '';
    // Stash's `ids` argument: only those, in the filter's order.
    const only = ids == null ? undefined : new Set(ids);
    const sort = filter?.sort ?? 'name';
    if (sort !== 'name' && sort !== 'scenes_count') {
      throw new GraphQLError(`invalid sort: ${sort}`);
    }
    const count = (item: LibraryTag) => library.sceneCounts.get(`${prefix}:${item.id}`) ?? 0;
    const matching = list
      .filter((item) => only === undefined || only.has(item.id))
      .filter((item) => q === '' || item.name.toLowerCase().includes(q))
      .sort(
        compareBy<LibraryTag>(
          sort === 'name' ? (item) => item.name.toLowerCase() : count,
          filter?.direction ?? 'ASC',
        ),
      );
    return {
      count: matching.length,
      items: pageOf(matching, filter).map((item) => ({ ...item, scene_count: count(item) })),
    };
  };

  const sceneById = (id: string): LibraryScene => {
    const scene = library.byId.get(id);
    if (!scene) throw new GraphQLError(`scene with id ${id} not found`);
    return scene;
  };

  return {
    version: () => ({ version: stash.version, hash: stash.commit.slice(0, 9) }),
    systemStatus: () => ({ status: settings.status, appSchema: 75, databaseSchema: 75 }),
    configuration: () => ({ ui: settings.ui }),
    findScene: ({ id }: { id?: string | null }, context: RequestContext) => {
      const scene = id == null ? undefined : library.byId.get(id);
      return scene ? sceneObject(scene, context) : null;
    },
    findScenes: (
      args: { scene_filter?: Record<string, unknown> | null; filter?: FindFilter | null },
      context: RequestContext,
    ) => {
      const filter = args.filter ?? null;
      const sort = filter?.sort ?? 'title';
      if (!isSort(sort)) throw new GraphQLError(`invalid sort: ${sort}`);
      const q = filter?.q?.trim().toLowerCase() ?? '';
      const test = sceneFilter(args.scene_filter ?? {});
      const matching = library.scenes.filter(
        (scene) => (q === '' || scene.title.toLowerCase().includes(q)) && test(scene),
      );
      // Counting alone (`per_page: 0`) sorts nothing.
      if (filter?.per_page === 0) return { count: matching.length, scenes: [] };
      matching.sort(compareBy(SORTS[sort], filter?.direction ?? 'ASC'));
      return {
        count: matching.length,
        scenes: pageOf(matching, filter).map((scene) => sceneObject(scene, context)),
      };
    },
    findTags: ({ filter, ids }: { filter?: FindFilter | null; ids?: string[] | null }) => {
      const { count, items } = options(library.tags, 'tag', filter ?? null, ids);
      return { count, tags: items };
    },
    findPerformers: ({ filter, ids }: { filter?: FindFilter | null; ids?: string[] | null }) => {
      const { count, items } = options(library.performers, 'performer', filter ?? null, ids);
      return { count, performers: items };
    },
    findStudios: ({ filter, ids }: { filter?: FindFilter | null; ids?: string[] | null }) => {
      const { count, items } = options(library.studios, 'studio', filter ?? null, ids);
      return { count, studios: items };
    },
    sceneAddPlay: ({ id }: { id: string }) => {
      const scene = sceneById(id);
      const at = now().toISOString();
      scene.playCount += 1;
      scene.playHistory.push(at);
      scene.lastPlayedAt = at;
      return { count: scene.playCount };
    },
    sceneSaveActivity: (args: {
      id: string;
      resume_time?: number | null;
      playDuration?: number | null;
    }) => {
      const scene = sceneById(args.id);
      if (args.resume_time != null) scene.resumeTimeS = args.resume_time;
      if (args.playDuration != null && args.playDuration > 0) {
        scene.playDurationS += args.playDuration;
      }
      return true;
    },
  };
}
