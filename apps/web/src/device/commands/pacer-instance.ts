import { systemClock } from '@glide/core';
import { asSdkError } from '../errors/error-message';
import type { CommandPacer } from './command-pacer';

/** The server's answer to a request over its rate limit (reference §2). */
const TOO_MANY_REQUESTS = 429;

/** True for an SDK error that says the server refused the request for its rate. */
export function isRateLimited(error: unknown): boolean {
  const sdk = asSdkError(error);
  return sdk?.code === 'http' && sdk.status === TOO_MANY_REQUESTS;
}

let instance: CommandPacer | undefined;
let loading: Promise<CommandPacer> | undefined;

/**
 * The one pacer of the app: every device command goes through it (`command-pacer.ts`). It is a
 * chunk of its own, out of the start-up JavaScript: nothing can be sent before a connect, and the
 * connection loads it together with the device runtime (`connection/connection-instance.ts`), so that a stop
 * to a reachable device never waits for it.
 */
export function loadCommandPacer(): Promise<CommandPacer> {
  loading ??= import('./command-pacer').then(
    ({ CommandPacer: Pacer }) =>
      (instance ??= new Pacer(systemClock, { isRetryable: isRateLimited })),
  );
  return loading;
}

/** The pacer once loaded: a stop takes it without waiting for anything. */
export function loadedCommandPacer(): CommandPacer | undefined {
  return instance;
}

/** Tests: starts the next test with a fresh budget and no pending values. */
export function setCommandPacerForTests(pacer: CommandPacer | undefined): void {
  instance = pacer;
  loading = pacer ? Promise.resolve(pacer) : undefined;
}
