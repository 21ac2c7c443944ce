import { useCallback, useEffect, useState } from 'react';
import { connectionStore } from '../connection/connection-instance';
import type { DeviceRuntime } from '../connection/connection-store';
import { toErrorMessage, type ErrorMessage } from '../errors/error-message';
import { useConnection } from '../connection/use-connection';

/** Whether a linked device is online, as far as Glide can tell. */
export type OnlineState =
  /** No SDK loaded yet (nothing was ever connected here): nobody to ask. */
  | { readonly kind: 'unknown' }
  | { readonly kind: 'checking' }
  | { readonly kind: 'online' }
  | { readonly kind: 'offline' }
  | { readonly kind: 'failed'; readonly error: ErrorMessage };

type Answer = Exclude<OnlineState, { kind: 'unknown' } | { kind: 'checking' }>;

/** The answers of one round of checks, with the runtime that asked them. */
interface Answers {
  readonly round: number;
  readonly runtime: DeviceRuntime | undefined;
  readonly states: ReadonlyMap<string, Answer>;
}

/** What {@link useLinkedOnline} returns. */
export interface LinkedOnline {
  /** The state of each key. */
  readonly stateOf: (connectionKey: string) => OnlineState;
  /** Whether there is anybody to ask (the SDK is loaded once a device was connected). */
  readonly canCheck: boolean;
  /** Asks every device again. */
  readonly refresh: () => void;
}

/** How long the API may wait for a device to answer the online check. */
const CHECK_TIMEOUT_MS = 5000;

const UNKNOWN: OnlineState = { kind: 'unknown' };
const CHECKING: OnlineState = { kind: 'checking' };

/**
 * Asks each linked device whether it is online (`GET /connected`), through the SDK the live
 * connection loaded. Keys are asked again when the list changes, when the SDK becomes available and
 * on {@link LinkedOnline.refresh}; the answers of an older round are dropped (their calls are
 * cancelled).
 */
export function useLinkedOnline(connectionKeys: readonly string[]): LinkedOnline {
  // The runtime is not observable itself; it appears with a connect, which changes the status.
  useConnection();
  const runtime = connectionStore().runtime();
  const [round, setRound] = useState(0);
  const [answers, setAnswers] = useState<Answers>({
    round: -1,
    runtime: undefined,
    states: new Map(),
  });
  // Keys are letters and digits only, so a newline-joined list is a faithful, stable dependency.
  const signature = connectionKeys.join('\n');

  useEffect(() => {
    if (!runtime || signature === '') return;
    const controller = new AbortController();
    for (const connectionKey of signature.split('\n')) {
      const record = (answer: Answer) => {
        if (controller.signal.aborted) return;
        setAnswers((previous) => {
          const current = previous.round === round && previous.runtime === runtime;
          const states = new Map(current ? previous.states : []);
          states.set(connectionKey, answer);
          return { round, runtime, states };
        });
      };
      runtime
        .device(connectionKey)
        .connected({ signal: controller.signal, timeoutMs: CHECK_TIMEOUT_MS })
        .then(
          (result) => record({ kind: result.connected ? 'online' : 'offline' }),
          (error: unknown) => record({ kind: 'failed', error: toErrorMessage(error) }),
        );
    }
    return () => controller.abort();
  }, [runtime, signature, round]);

  const refresh = useCallback(() => setRound((value) => value + 1), []);
  const stateOf = (connectionKey: string): OnlineState => {
    if (!runtime) return UNKNOWN;
    if (answers.round !== round || answers.runtime !== runtime) return CHECKING;
    return answers.states.get(connectionKey) ?? CHECKING;
  };
  return { stateOf, canCheck: runtime !== undefined, refresh };
}
