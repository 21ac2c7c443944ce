/**
 * The Stash library the settings name, for the pages that browse and play it: its client on the
 * app's `fetch` and clock, and a failed call in the words the pages show (`stash-error-text.ts`).
 */
import { systemClock, type Clock } from '@glide/core';
import {
  createStashClient,
  isStashError,
  type StashClient,
  type StashErrorCode,
} from '@glide/stash';
import { useMemo } from 'react';
import { browserFetch } from '../../lib/http';
import type { Preferences } from '../../preferences';

/** What Stash calls run on: the app's `fetch` and clock by default, fakes in tests. */
export interface StashDeps {
  readonly fetch?: typeof fetch;
  readonly clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  /** The page's protocol (`location.protocol`), for the mixed-content check. */
  readonly pageProtocol?: string;
}

/** A client for `source`, or `null` when no library is set. */
export function stashClientFor(
  source: Preferences['stash'],
  deps: StashDeps | undefined,
): StashClient | null {
  const { baseUrl, apiKey } = source;
  if (baseUrl === undefined) return null;
  return createStashClient({
    baseUrl,
    apiKey: apiKey ?? '',
    clock: deps?.clock ?? systemClock,
    fetch: deps?.fetch ?? browserFetch,
    pageProtocol: deps?.pageProtocol ?? window.location.protocol,
  });
}

/** The library the settings name, as a client (the same one while they stay), or `null`. */
export function useStashClient(
  source: Preferences['stash'],
  deps: StashDeps | undefined,
): StashClient | null {
  const { baseUrl, apiKey } = source;
  return useMemo(() => stashClientFor({ baseUrl, apiKey }, deps), [baseUrl, apiKey, deps]);
}

/** A failed Stash call: what failed, and what Stash (or the browser) said. */
export interface StashFailure {
  readonly code: StashErrorCode | 'unknown';
  readonly message: string;
}

/** The failure `error` is, whatever was thrown. */
export function stashFailureOf(error: unknown): StashFailure {
  return {
    code: isStashError(error) ? error.code : 'unknown',
    message:
      (isStashError(error) ? error.detail?.messages?.join('; ') : undefined) ??
      (error instanceof Error ? error.message : String(error)),
  };
}
