import type {
  OptionQuestion,
  StashClient,
  StashFilterOption,
  StashNamed,
  StashScene,
} from '@glide/stash';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** What a filter's list chooses from. */
export type FilterKind = 'tag' | 'performer' | 'studio';

/** The names the page knows, and how it learns one. */
export interface FilterNames {
  /** The name of a chosen tag, performer or studio, or `undefined` while the page knows none. */
  readonly nameOf: (kind: FilterKind, id: string) => string | undefined;
  /** Remembers the name of what a filter's list offered and the person chose. */
  readonly remember: (kind: FilterKind, named: StashNamed) => void;
}

const keyOf = (kind: FilterKind, id: string) => `${kind}:${id}`;
const KINDS: readonly FilterKind[] = ['tag', 'performer', 'studio'];

/** The client's calls for the filters' lists. */
export type FilterOptionsClient = Pick<StashClient, 'findTags' | 'findPerformers' | 'findStudios'>;

/** Stash's options of `kind`: those matching a text (most scenes first), or of given ids. */
export function findFilterOptions(
  client: FilterOptionsClient,
  kind: FilterKind,
  question: OptionQuestion,
  signal: AbortSignal,
): Promise<readonly StashFilterOption[]> {
  switch (kind) {
    case 'tag':
      return client.findTags(question, { signal });
    case 'performer':
      return client.findPerformers(question, { signal });
    case 'studio':
      return client.findStudios(question, { signal });
  }
}

/**
 * The names of the tags, performers and studios the address names by id.
 *
 * The address holds ids only (`browse-query.ts`): a name may hold any character and can change in
 * Stash, an id does not. The page shows the names it has seen while it is open: those of the
 * options the person chose, and those on the scenes of the page shown (a scene shown under a tag or
 * performer filter has every chosen tag and performer, Stash's `INCLUDES_ALL`, and one of the
 * chosen studios). Those it has not seen (a reload or a shared link whose filters match nothing) it
 * asks Stash for by id, once; until they come, or for an id Stash no longer has, the chip says
 * "Tag 12", which the picker's caller words.
 */
export function useFilterNames(
  scenes: readonly StashScene[] | undefined,
  client: FilterOptionsClient | null,
  wanted: Readonly<Record<FilterKind, readonly string[]>>,
): FilterNames {
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(() => new Map());
  const seen = useMemo(() => {
    const names = new Map<string, string>();
    for (const scene of scenes ?? []) {
      for (const tag of scene.tags) names.set(keyOf('tag', tag.id), tag.name);
      for (const performer of scene.performers) {
        names.set(keyOf('performer', performer.id), performer.name);
      }
      if (scene.studio) names.set(keyOf('studio', scene.studio.id), scene.studio.name);
    }
    return names;
  }, [scenes]);

  const known = (key: string) => chosen.get(key) ?? seen.get(key);
  // The ids chosen whose names the page has not seen, as text (the effect's question); asked once
  // scenes are shown, since they name most of them.
  const missing = (scenes === undefined ? [] : KINDS)
    .flatMap((kind) =>
      wanted[kind]
        .filter((id) => known(keyOf(kind, id)) === undefined)
        .map((id) => keyOf(kind, id)),
    )
    .join(' ');
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!client || missing === '') return undefined;
    const controller = new AbortController();
    const askedKeys = asked.current;
    const fresh = missing.split(' ').filter((key) => !askedKeys.has(key));
    // The keys whose answer has not come: a question cut short may be asked again.
    const pending = new Set(fresh);
    for (const kind of KINDS) {
      const ids = fresh
        .filter((key) => key.startsWith(`${kind}:`))
        .map((key) => key.slice(kind.length + 1));
      if (ids.length === 0) continue;
      for (const id of ids) askedKeys.add(keyOf(kind, id));
      const settled = () => {
        for (const id of ids) pending.delete(keyOf(kind, id));
      };
      findFilterOptions(client, kind, { ids }, controller.signal).then(
        (options) => {
          if (controller.signal.aborted) return;
          settled();
          setChosen((before) => {
            const next = new Map(before);
            for (const option of options) {
              if (!next.has(keyOf(kind, option.id))) next.set(keyOf(kind, option.id), option.name);
            }
            return next;
          });
        },
        // The chip keeps its "Tag 12" words; asking again would fail the same way.
        () => {
          if (!controller.signal.aborted) settled();
        },
      );
    }
    return () => {
      controller.abort();
      for (const key of pending) askedKeys.delete(key);
    };
  }, [client, missing]);

  const nameOf = useCallback(
    (kind: FilterKind, id: string) => {
      const name = chosen.get(keyOf(kind, id)) ?? seen.get(keyOf(kind, id));
      return name === undefined || name.trim() === '' ? undefined : name;
    },
    [chosen, seen],
  );
  const remember = useCallback(
    (kind: FilterKind, named: StashNamed) =>
      setChosen((before) => new Map(before).set(keyOf(kind, named.id), named.name)),
    [],
  );
  return { nameOf, remember };
}
