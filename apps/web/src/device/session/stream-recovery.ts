/**
 * Cuts the event stream's backoff short when there is news that the way to the server is back
 * (issue 10): the stream's delays grow to 30 s, so without this "Reconnecting…" stayed up to 30 s
 * after a fault had cleared. The news is the browser going online, the tab becoming visible, and a
 * REST call getting through. While the stream waits and nothing else would bring that news, a
 * cheap probe (`GET /servertime`: no credential, no preflight, outside the rate limit) asks once a
 * second, so the stream is live again within about a second of the API coming back.
 *
 * A REST success is news only the first time after the stream dropped, or when a call of the same
 * kind (this device's, or any other) failed since: a stream refused while REST calls go through
 * would otherwise be retried at the pace of those calls, which is the storm the backoff prevents.
 */
import type { Clock, TimerHandle } from '@glide/core';
import type { CallOutcome, HandyEventStream } from '@glide/handy';
import type { NetworkSource, VisibilitySource } from './session-types';

/** How often the API is probed while the stream waits out a longer backoff. */
export const RECOVERY_PROBE_INTERVAL_MS = 1_000;

/** What {@link watchStreamRecovery} listens to and calls. */
export interface StreamRecoveryOptions {
  readonly clock: Clock;
  /** The stream's device: its calls tell about the way to that device, others about the API. */
  readonly connectionKey: string;
  /** The SDK client's REST outcomes (`HandyClient.onCallOutcome`). */
  readonly onCallOutcome: (listener: (outcome: CallOutcome) => void) => () => void;
  /** A cheap call whose outcome arrives through `onCallOutcome` (`GET /servertime`). */
  readonly probe: (signal: AbortSignal) => Promise<unknown>;
  readonly visibility?: VisibilitySource | undefined;
  readonly network?: NetworkSource | undefined;
}

/** Watches `stream` until the returned disposer is called. */
export function watchStreamRecovery(
  stream: HandyEventStream,
  options: StreamRecoveryOptions,
): () => void {
  const { clock, visibility, network } = options;
  /** A REST success has already cut this drop's backoff short. */
  let nudged = false;
  /** The kinds of call that failed since the last nudge (`device`: this stream's key). */
  const down = new Set<'api' | 'device'>();
  let probeTimer: TimerHandle | undefined;
  let probing: AbortController | undefined;

  const waiting = () =>
    stream.state.status === 'reconnecting' && stream.state.nextRetryAtMs !== undefined;

  const nudge = () => {
    if (waiting()) stream.reconnectNow();
  };

  /** Keeps one probe timer while a probe could bring news sooner than the stream's own retry. */
  const planProbe = () => {
    const waitMs = (stream.state.nextRetryAtMs ?? 0) - clock.now();
    const worth =
      waiting() &&
      waitMs > RECOVERY_PROBE_INTERVAL_MS &&
      (!nudged || down.has('api')) &&
      visibility?.isVisible() !== false &&
      network?.isOnline() !== false;
    if (!worth || probing) {
      if (probeTimer) clock.clearTimeout(probeTimer);
      probeTimer = undefined;
      return;
    }
    probeTimer ??= clock.setTimeout(() => {
      probeTimer = undefined;
      const controller = new AbortController();
      probing = controller;
      options
        .probe(controller.signal)
        .catch(() => undefined)
        .finally(() => {
          if (probing !== controller) return;
          probing = undefined;
          planProbe();
        });
    }, RECOVERY_PROBE_INTERVAL_MS);
  };

  const onOutcome = ({ ok, connectionKey }: CallOutcome) => {
    const kind = connectionKey === options.connectionKey ? 'device' : 'api';
    if (!ok) {
      down.add(kind);
    } else {
      const news = !nudged || down.has(kind);
      down.delete(kind);
      if (news && waiting()) {
        nudged = true;
        stream.reconnectNow();
      }
    }
    planProbe();
  };

  const disposers = [
    options.onCallOutcome(onOutcome),
    stream.onState((state) => {
      if (state.connected) {
        nudged = false;
        down.clear();
      }
      planProbe();
    }),
    network?.onOnline(() => {
      nudge();
      planProbe();
    }),
    visibility?.onChange(() => {
      if (visibility.isVisible()) nudge();
      planProbe();
    }),
  ];
  planProbe();

  return () => {
    for (const dispose of disposers) dispose?.();
    if (probeTimer) clock.clearTimeout(probeTimer);
    probeTimer = undefined;
    probing?.abort();
    probing = undefined;
  };
}
