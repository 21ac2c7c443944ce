import {
  createStashClient,
  isStashError,
  type StashClient,
  type StashErrorCode,
  type StashScenePage,
} from '@glide/stash';
import { systemClock, type Clock } from '@glide/core';
import { useEffect, useMemo, useState } from 'react';
import type { Preferences } from '../../preferences';
import { sceneQueryOf, type BrowseQuery } from './browse-query';

/** What the page's Stash calls run on: the browser's by default, fakes in tests. */
export interface StashDeps {
  readonly fetch?: typeof fetch;
  readonly clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  readonly pageProtocol?: string;
}

/** The library the settings name, as a client, or `null` when none is set. */
export function useStashClient(
  source: Preferences['stash'],
  deps: StashDeps | undefined,
): StashClient | null {
  const { baseUrl, apiKey } = source;
  return useMemo(
    () =>
      baseUrl === undefined
        ? null
        : createStashClient({
            baseUrl,
            apiKey: apiKey ?? '',
            clock: deps?.clock ?? systemClock,
            ...(deps?.fetch ? { fetch: deps.fetch } : {}),
            pageProtocol: deps?.pageProtocol ?? window.location.protocol,
          }),
    [baseUrl, apiKey, deps],
  );
}

/** A failed load: what failed, and what Stash said. */
export interface LoadFailure {
  readonly code: StashErrorCode | 'unknown';
  readonly message: string;
}

/** The scenes shown: the latest page that came, and whether a newer question is on its way. */
export interface ScenePageState {
  readonly page: StashScenePage | undefined;
  readonly loading: boolean;
  readonly failure: LoadFailure | undefined;
  /** Asks again (after a failure). */
  readonly retry: () => void;
}

/** The latest answer, and the question it answers. */
interface Answer {
  readonly key: string;
  readonly page: StashScenePage | undefined;
  readonly failure: LoadFailure | undefined;
}

/**
 * One page of scenes for `query`. A new question cancels the one before; the page before stays on
 * screen while the next loads, so that nothing jumps.
 */
export function useScenePage(client: StashClient | null, query: BrowseQuery): ScenePageState {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer>();
  const { text, show, sort, page: pageNumber } = query;
  const key = JSON.stringify([client?.baseUrl, text, show, sort, pageNumber, attempt]);

  useEffect(() => {
    if (!client) return undefined;
    const controller = new AbortController();
    client
      .findScenes(sceneQueryOf({ text, show, sort, page: pageNumber }), {
        signal: controller.signal,
      })
      .then(
        (page) => {
          if (!controller.signal.aborted) setAnswer({ key, page, failure: undefined });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setAnswer((before) => ({
            key,
            page: before?.page,
            failure: {
              code: isStashError(error) ? error.code : 'unknown',
              message:
                (isStashError(error) ? error.detail?.messages?.join('; ') : undefined) ??
                (error instanceof Error ? error.message : String(error)),
            },
          }));
        },
      );
    return () => controller.abort();
  }, [client, key, text, show, sort, pageNumber]);

  return {
    page: answer?.page,
    loading: answer?.key !== key,
    failure: answer?.key === key ? answer.failure : undefined,
    retry: () => setAttempt((n) => n + 1),
  };
}
