import { describe, expect, it, vi } from 'vitest';
import { logRequestError, posthogBackend, type PosthogLike } from './posthog-backend';

function fakePosthog(optedOut: boolean) {
  const posthog = {
    capture: vi.fn(),
    identify: vi.fn(),
    reset: vi.fn(),
    opt_in_capturing: vi.fn(),
    opt_out_capturing: vi.fn(),
    has_opted_out_capturing: vi.fn(() => optedOut),
  };
  const like: PosthogLike = posthog;
  return { posthog, backend: posthogBackend(like) };
}

describe('posthogBackend', () => {
  it('passes calls through', () => {
    const { posthog, backend } = fakePosthog(false);
    backend.capture('e', { a: 1 });
    backend.identify('abc-0123456789ab');
    backend.reset();
    backend.optOut();
    expect(posthog.capture).toHaveBeenCalledWith('e', { a: 1 });
    expect(posthog.identify).toHaveBeenCalledWith('abc-0123456789ab');
    expect(posthog.reset).toHaveBeenCalledOnce();
    expect(posthog.opt_out_capturing).toHaveBeenCalledOnce();
  });

  it('opts in only when the SDK remembers an opt-out, without an $opt_in event', () => {
    const fresh = fakePosthog(false);
    fresh.backend.optIn();
    expect(fresh.posthog.opt_in_capturing).not.toHaveBeenCalled();

    const withdrawn = fakePosthog(true);
    withdrawn.backend.optIn();
    expect(withdrawn.posthog.opt_in_capturing).toHaveBeenCalledWith({ captureEventName: false });
  });
});

describe('logRequestError', () => {
  it('logs errors of status 400 and more as warnings, and nothing else happens', () => {
    const logger = { warn: vi.fn(), debug: vi.fn() };
    const onError = logRequestError(logger);
    expect(() => onError({ statusCode: 400 })).not.toThrow();
    onError({ statusCode: 503, text: 'down' });
    expect(logger.warn.mock.calls).toEqual([
      ['analytics request failed with status 400'],
      ['analytics request failed with status 503'],
    ]);
    expect(logger.debug).not.toHaveBeenCalled();
  });

  it('logs a request that got no answer (status 0) at debug level', () => {
    const logger = { warn: vi.fn(), debug: vi.fn() };
    logRequestError(logger)({ statusCode: 0 });
    expect(logger.debug).toHaveBeenCalledWith('analytics request failed (status 0)');
    expect(logger.warn).not.toHaveBeenCalled();
  });
});
