import { systemClock } from '@glide/core';
import { asSdkError } from '../error-message';
import { CommandPacer } from './command-pacer';

/** The server's answer to a request over its rate limit (reference §2). */
const TOO_MANY_REQUESTS = 429;

/** True for an SDK error that says the server refused the request for its rate. */
export function isRateLimited(error: unknown): boolean {
  const sdk = asSdkError(error);
  return sdk?.code === 'http' && sdk.status === TOO_MANY_REQUESTS;
}

let instance: CommandPacer | undefined;

/** The one pacer of the app: every device command goes through it (`command-pacer.ts`). */
export function commandPacer(): CommandPacer {
  instance ??= new CommandPacer(systemClock, { isRetryable: isRateLimited });
  return instance;
}

/** Tests: starts the next test with a fresh budget and no pending values. */
export function setCommandPacerForTests(pacer: CommandPacer | undefined): void {
  instance = pacer;
}
