/**
 * The scene after the one that ended, in the list it was chosen from (the library page's search,
 * filters and order, which the player's address carries): the next on its page, or the first of
 * the next page.
 */
import type { StashClient } from '@glide/stash';
import { sceneQueryOf, type BrowseQuery } from '../../../player';

/** The next scene and the list's page it is on, or `undefined` at the list's end. */
export interface NextScene {
  readonly id: string;
  readonly page: number;
}

export async function nextSceneOf(
  client: Pick<StashClient, 'findScenes'>,
  list: BrowseQuery,
  currentId: string,
  signal?: AbortSignal,
): Promise<NextScene | undefined> {
  const options = signal ? { signal } : {};
  const page = await client.findScenes(sceneQueryOf(list), options);
  const index = page.scenes.findIndex((scene) => scene.id === currentId);
  // The scene left the list meanwhile (its script removed, the order changed): nothing is guessed.
  if (index < 0) return undefined;
  const onPage = page.scenes[index + 1];
  if (onPage) return { id: onPage.id, page: list.page };
  const after = await client.findScenes(sceneQueryOf({ ...list, page: list.page + 1 }), options);
  const first = after.scenes[0];
  return first ? { id: first.id, page: list.page + 1 } : undefined;
}
