import { formatStashVersion, MINIMUM_STASH_VERSION } from '@glide/stash';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { StashFailure } from './stash-client';

/** The text of each failure (`player` namespace); a cancelled call reads as the unknown one. */
const ERROR_KEYS = {
  invalid_address: 'stash.errors.invalid_address',
  insecure_server: 'stash.errors.insecure_server',
  unreachable: 'stash.errors.unreachable',
  cors: 'stash.errors.cors',
  unauthorized: 'stash.errors.unauthorized',
  refused: 'stash.errors.refused',
  not_stash: 'stash.errors.not_stash',
  too_old: 'stash.errors.too_old',
  needs_setup: 'stash.errors.needs_setup',
  graphql: 'stash.errors.graphql',
  no_script: 'stash.errors.no_script',
  too_large: 'stash.errors.too_large',
  server_error: 'stash.errors.server_error',
  invalid_response: 'stash.errors.invalid_response',
  timeout: 'stash.errors.timeout',
  aborted: 'stash.errors.unknown',
  unknown: 'stash.errors.unknown',
} as const satisfies Record<StashFailure['code'], string>;

/**
 * The words for a failed Stash call, the same on every page that calls Stash (settings' test, the
 * library, the player): what failed and what the person can do about it.
 */
export function useStashErrorText(): (failure: StashFailure, address: string) => string {
  const { t } = useTranslation('player');
  return useCallback(
    (failure, address) =>
      t(ERROR_KEYS[failure.code], {
        address,
        message: failure.message,
        minimum: formatStashVersion(MINIMUM_STASH_VERSION),
      }),
    [t],
  );
}
