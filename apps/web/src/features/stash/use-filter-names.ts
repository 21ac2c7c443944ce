import type { StashNamed, StashScene } from '@glide/stash';
import { useCallback, useMemo, useState } from 'react';

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

/**
 * The names of the tags, performers and studios the address names by id.
 *
 * The address holds ids only (`browse-query.ts`): a name may hold any character and can change in
 * Stash, an id does not. Stash has no call here for a name by its id, so the page shows the names it
 * has seen while it is open: those of the options the person chose, and those on the scenes of the
 * page shown. The second covers a reload or a shared link: a scene shown under a tag or performer
 * filter has every chosen tag and performer (Stash's `INCLUDES_ALL`), and one of the chosen studios.
 * What the page has not seen (no scene matches) shows as "Tag 12", which the picker's caller words.
 */
export function useFilterNames(scenes: readonly StashScene[] | undefined): FilterNames {
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
