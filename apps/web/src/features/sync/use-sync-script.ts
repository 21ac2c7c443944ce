import { useEffect, useState } from 'react';
import { logger } from '../../lib/logger';
import { loadSyncScript, type SyncTestScript } from './sync-clip';

/** The test script's state on the page. */
export type SyncScriptState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly script: SyncTestScript }
  | { readonly kind: 'failed' };

/** Loads the test script once per page visit; `retry` loads it again after a failure. */
export function useSyncScript(
  load: (signal: AbortSignal) => Promise<SyncTestScript> = (signal) =>
    loadSyncScript(undefined, signal),
): { readonly state: SyncScriptState; readonly retry: () => void } {
  const [state, setState] = useState<SyncScriptState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (script) => {
        if (!controller.signal.aborted) setState({ kind: 'ready', script });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        logger.warn('The sync test script could not be loaded', error);
        setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
    // `load` is a default or a test's stand-in: a new function each render must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  return {
    state,
    retry: () => {
      setState({ kind: 'loading' });
      setAttempt((count) => count + 1);
    },
  };
}
