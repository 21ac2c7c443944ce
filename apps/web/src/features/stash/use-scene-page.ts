import type { StashClient, StashScenePage } from '@glide/stash';
import { useEffect, useState } from 'react';
import {
  browseParams,
  browseQueryFrom,
  sceneQueryOf,
  stashFailureOf,
  type BrowseQuery,
  type StashFailure,
} from '../../player';

/** The scenes shown: the latest page that came, and whether a newer question is on its way. */
export interface ScenePageState {
  readonly page: StashScenePage | undefined;
  readonly loading: boolean;
  readonly failure: StashFailure | undefined;
  /** Asks again (after a failure). */
  readonly retry: () => void;
}

/** The latest answer, and the question it answers. */
interface Answer {
  readonly key: string;
  readonly page: StashScenePage | undefined;
  readonly failure: StashFailure | undefined;
}

/**
 * One page of scenes for `query`, its filters included. A new question cancels the one before; the
 * page before stays on screen while the next loads, so that nothing jumps.
 */
export function useScenePage(client: StashClient | null, query: BrowseQuery): ScenePageState {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer>();
  // The question as the page's address writes it: the same text from one render to the next.
  const asked = browseParams(query).toString();
  const key = JSON.stringify([client?.baseUrl, asked, attempt]);

  useEffect(() => {
    if (!client) return undefined;
    const controller = new AbortController();
    const question = sceneQueryOf(browseQueryFrom(new URLSearchParams(asked)));
    client.findScenes(question, { signal: controller.signal }).then(
      (page) => {
        if (!controller.signal.aborted) setAnswer({ key, page, failure: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer((before) => ({ key, page: before?.page, failure: stashFailureOf(error) }));
      },
    );
    return () => controller.abort();
  }, [client, key, asked]);

  return {
    page: answer?.page,
    loading: answer?.key !== key,
    failure: answer?.key === key ? answer.failure : undefined,
    retry: () => setAttempt((n) => n + 1),
  };
}
