import type { Clock } from '@glide/core';
import type { LinkSigner } from '../auth/signed-link';
import type { TokenRegistry } from '../auth/tokens';
import type { FaultInjector } from '../faults/fault-injector';
import type { Emulator } from '../model/emulator';
import type { SseHub } from '../sse/sse-hub';
import type { RateLimiter } from './rate-limit';
import type { RequestCounter } from './request-counter';

/** Everything the HTTP shell works with. */
export interface HttpDeps {
  emulator: Emulator;
  clock: Clock;
  faults: FaultInjector;
  tokens: TokenRegistry;
  links: LinkSigner;
  rateLimiter: RateLimiter;
  /** API requests per connection key and route (control API, benchmarks). */
  requests: RequestCounter;
  sseHub: SseHub;
  /** Non-privileged Application IDs. */
  appIds: ReadonlySet<string>;
  /** Privileged Application Keys. */
  appKeys: ReadonlySet<string>;
  /**
   * Origins under which the emulator's own script URLs are accepted besides the request's own
   * (filled in once the server listens).
   */
  ownOrigins: Set<string>;
}

/** Waits on the injected clock; no wait at all for 0 so that fake-clock tests need no advancing. */
export function sleep(clock: Clock, delayMs: number): Promise<void> {
  if (!(delayMs > 0)) return Promise.resolve();
  return new Promise((resolve) => {
    clock.setTimeout(resolve, delayMs);
  });
}
