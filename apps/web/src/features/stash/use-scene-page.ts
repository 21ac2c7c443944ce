import type { StashClient, StashScenePage } from '@glide/stash';
import { useEffect, useState } from 'react';
import { sceneQueryOf, stashFailureOf, type BrowseQuery, type StashFailure } from '../../player';

/** The scenes shown: the latest page that came, and whether a newer question is on its way. */
export interface ScenePageState {
  readonly page: StashScenePage | undefined;
  readonly loading: boolean;
  readonly failure: StashFailure | undefined;
  /** Asks again (after a failure). */
  readonly retry: () => void;
}

/** A list of ids kept as text (`1,2`), back as a list. */
const idsOf = (text: string): readonly string[] => (text === '' ? [] : text.split(','));

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
  const { text, show, sort, page: pageNumber, organized, speedMin, speedMax } = query;
  // The lists as text, so that the question is the same from one render to the next.
  const tags = query.tags.join(',');
  const performers = query.performers.join(',');
  const studios = query.studios.join(',');
  const key = JSON.stringify([
    client?.baseUrl,
    text,
    show,
    sort,
    pageNumber,
    tags,
    performers,
    studios,
    organized,
    speedMin,
    speedMax,
    attempt,
  ]);

  useEffect(() => {
    if (!client) return undefined;
    const controller = new AbortController();
    const asked = sceneQueryOf({
      text,
      show,
      sort,
      page: pageNumber,
      tags: idsOf(tags),
      performers: idsOf(performers),
      studios: idsOf(studios),
      organized,
      speedMin,
      speedMax,
    });
    client.findScenes(asked, { signal: controller.signal }).then(
      (page) => {
        if (!controller.signal.aborted) setAnswer({ key, page, failure: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer((before) => ({
          key,
          page: before?.page,
          failure: stashFailureOf(error),
        }));
      },
    );
    return () => controller.abort();
  }, [
    client,
    key,
    text,
    show,
    sort,
    pageNumber,
    tags,
    performers,
    studios,
    organized,
    speedMin,
    speedMax,
  ]);

  return {
    page: answer?.page,
    loading: answer?.key !== key,
    failure: answer?.key === key ? answer.failure : undefined,
    retry: () => setAttempt((n) => n + 1),
  };
}
