/** Assembles the model and the HTTP app without listening. */
import { systemClock, type Clock } from '@glide/core';
import type { Hono } from 'hono';
import { LinkSigner } from './auth/signed-link';
import { TokenRegistry } from './auth/tokens';
import { DEFAULT_RATE_LIMIT_PER_MINUTE, DEMO_APP_ID, DEMO_APP_KEY } from './constants';
import { FaultInjector } from './faults/fault-injector';
import { createApp } from './http/app';
import type { HttpDeps } from './http/deps';
import { RateLimiter } from './http/rate-limit';
import { RequestCounter } from './http/request-counter';
import { Emulator } from './model/emulator';
import { SseHub } from './sse/sse-hub';

/** Options of {@link createEmulator} and {@link startEmulator}. */
export interface EmulatorOptions {
  /** Port to listen on (0 = ephemeral). Only for `startEmulator`; default {@link DEFAULT_PORT}. */
  port?: number;
  /** Interface to bind; default 127.0.0.1. Only for `startEmulator`. */
  host?: string;
  /** Seed of every random draw; default derived from the clock. */
  seed?: number;
  /** The clock everything runs on; default the system clock. */
  clock?: Clock;
  /** Create an online Handy for any well-formed unknown key on first use (default true). */
  autoProvision?: boolean;
  /**
   * Most auto-provisioned devices kept at once (default 1000); beyond it the least recently used
   * idle one (no open event stream, nothing playing) is evicted.
   */
  autoProvisionLimit?: number;
  /** Accepted non-privileged Application IDs (default [{@link DEMO_APP_ID}]). */
  appIds?: readonly string[];
  /** Accepted privileged Application Keys (default [{@link DEMO_APP_KEY}]). */
  appKeys?: readonly string[];
  /** Requests per minute per application and connection key (default 240; 0 = off). */
  rateLimitPerMinute?: number;
  /** No log lines from `startEmulator`. */
  quiet?: boolean;
}

/** The model plus its HTTP app, not listening. */
export interface EmulatorInstance {
  /** The model, for in-process tests. */
  emulator: Emulator;
  /** The Hono app: `app.request()` or `app.fetch` serve it in-process. */
  app: Hono;
  /** Fault settings (also reachable through the control API). */
  faults: FaultInjector;
  /** Origins under which the emulator's own script URLs are accepted (filled when listening). */
  ownOrigins: Set<string>;
  /** Closes event streams and cancels every timer. */
  close(): Promise<void>;
}

/** Creates the emulator (model + Hono app) without listening. */
export function createEmulator(options: EmulatorOptions = {}): EmulatorInstance {
  const clock = options.clock ?? systemClock;
  const seed = options.seed ?? Math.floor(clock.now()) % 2 ** 32;
  const sseHub = new SseHub(clock);
  const emulator = new Emulator({
    clock,
    seed,
    autoProvision: options.autoProvision ?? true,
    autoProvisionLimit: options.autoProvisionLimit,
    // A device with an open event stream is in use even while it stands still.
    inUse: (key) => sseHub.count(key) > 0,
  });
  const deps: HttpDeps = {
    emulator,
    clock,
    faults: new FaultInjector(emulator.random),
    tokens: new TokenRegistry(() => emulator.serverTimeMs(), emulator.random),
    links: new LinkSigner(seed, emulator.random),
    rateLimiter: new RateLimiter(
      clock,
      options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
    ),
    requests: new RequestCounter(),
    sseHub,
    appIds: new Set(options.appIds ?? [DEMO_APP_ID]),
    appKeys: new Set(options.appKeys ?? [DEMO_APP_KEY]),
    ownOrigins: new Set(),
  };
  const stopDropSchedule = deps.faults.onChange(() => {
    const perKey = new Map<string, number>();
    for (const [key, o] of deps.faults.overrides()) perKey.set(key, o.sseDropEveryMs ?? 0);
    deps.sseHub.scheduleDrops(deps.faults.global.sseDropEveryMs, perKey);
  });
  const app = createApp(deps, () => {
    deps.faults.clear();
    deps.tokens.clear();
    deps.rateLimiter.clear();
    deps.requests.clear();
    deps.sseHub.drop();
  });
  return {
    emulator,
    app,
    faults: deps.faults,
    ownOrigins: deps.ownOrigins,
    close: () => {
      stopDropSchedule();
      deps.sseHub.closeAll();
      emulator.dispose();
      return Promise.resolve();
    },
  };
}
