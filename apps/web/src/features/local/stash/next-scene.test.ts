import type { SceneQuery, StashScene, StashScenePage } from '@glide/stash';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BROWSE_QUERY, SCENES_PER_PAGE } from '../../../player';
import { nextSceneOf } from './next-scene';

/** A list of `total` scenes with ids `s1`…, answered a page at a time; records what was asked. */
function listOf(total: number) {
  const asked: SceneQuery[] = [];
  const client = {
    findScenes(query: SceneQuery): Promise<StashScenePage> {
      asked.push(query);
      const from = (query.page - 1) * query.perPage;
      const ids = Array.from({ length: total }, (_, i) => `${i + 1}`).slice(
        from,
        from + query.perPage,
      );
      return Promise.resolve({
        count: total,
        scenes: ids.map((id) => ({ id }) as StashScene),
      });
    },
  };
  return { client, asked };
}

describe('the scene after the one that ended', () => {
  const list = { ...DEFAULT_BROWSE_QUERY, text: 'beach', sort: 'title' as const };

  it('is the next one on its page, in the list it was chosen from', async () => {
    const { client, asked } = listOf(100);
    await expect(nextSceneOf(client, list, '3')).resolves.toEqual({ id: '4', page: 1 });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ text: 'beach', sort: 'title', page: 1 });
  });

  it('is the first of the next page after a page’s last', async () => {
    const { client, asked } = listOf(100);
    const last = String(SCENES_PER_PAGE);
    await expect(nextSceneOf(client, list, last)).resolves.toEqual({
      id: String(SCENES_PER_PAGE + 1),
      page: 2,
    });
    expect(asked.map((query) => query.page)).toEqual([1, 2]);
  });

  it('is none at the end of the list', async () => {
    const { client } = listOf(5);
    await expect(nextSceneOf(client, list, '5')).resolves.toBeUndefined();
  });

  it('is none when the scene left the list (nothing is guessed)', async () => {
    const { client } = listOf(5);
    await expect(nextSceneOf(client, list, '77')).resolves.toBeUndefined();
  });
});
