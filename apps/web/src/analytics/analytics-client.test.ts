import { describe, expect, it } from 'vitest';
import {
  createAnalytics,
  type AnalyticsBackend,
  type AnalyticsDeps,
  type AnalyticsProperties,
} from './analytics-client';

type Call =
  | ['capture', string, AnalyticsProperties]
  | ['identify', string]
  | ['reset']
  | ['optIn']
  | ['optOut'];

function recorder() {
  const calls: Call[] = [];
  const backend: AnalyticsBackend = {
    capture: (event, properties) => void calls.push(['capture', event, properties]),
    identify: (id) => void calls.push(['identify', id]),
    reset: () => void calls.push(['reset']),
    optIn: () => void calls.push(['optIn']),
    optOut: () => void calls.push(['optOut']),
  };
  return { calls, backend };
}

/** A load the test releases by hand, to observe what happens while the SDK is on its way. */
function deferredLoad(backend: AnalyticsBackend) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let loads = 0;
  const load = async () => {
    loads++;
    await gate;
    return backend;
  };
  return { load, release: () => release(), loads: () => loads };
}

const identityOf = (key: string) => Promise.resolve(`id-of-${key}`);

function setup(overrides: Partial<AnalyticsDeps> = {}) {
  const { calls, backend } = recorder();
  const errors: string[] = [];
  const analytics = createAnalytics({
    loadBackend: () => Promise.resolve(backend),
    identityOf,
    onError: (message) => void errors.push(message),
    ...overrides,
  });
  return { analytics, calls, errors, backend };
}

describe('createAnalytics', () => {
  it('sends nothing and loads nothing without consent', async () => {
    const { backend } = recorder();
    const gate = deferredLoad(backend);
    const { analytics, calls } = setup({ loadBackend: gate.load });
    analytics.capture('x');
    analytics.identify('Abc123xyz');
    analytics.pageview({ url: 'https://g.example/', pathname: '/' });
    analytics.sessionStarted('s1');
    analytics.reset();
    await analytics.settled();
    expect(gate.loads()).toBe(0);
    expect(calls).toEqual([]);
  });

  it('stays silent with consent when no project key is configured', async () => {
    const { analytics, calls } = setup({ loadBackend: null });
    analytics.setConsent(true);
    analytics.capture('x');
    await analytics.settled();
    expect(calls).toEqual([]);
  });

  it('opts in on consent and sends calls in order, also those made while the SDK loads', async () => {
    const { calls, backend } = recorder();
    const gate = deferredLoad(backend);
    const { analytics } = setup({ loadBackend: gate.load });
    analytics.setConsent(true);
    analytics.pageview({ url: 'https://g.example/hamp', pathname: '/hamp' });
    analytics.identify('Abc123xyz');
    analytics.capture('clicked', { what: 'start' });
    expect(calls).toEqual([]);
    gate.release();
    await analytics.settled();
    expect(gate.loads()).toBe(1);
    expect(calls).toEqual([
      ['optIn'],
      ['capture', '$pageview', { $current_url: 'https://g.example/hamp', $pathname: '/hamp' }],
      ['identify', 'id-of-Abc123xyz'],
      ['capture', 'clicked', { what: 'start' }],
    ]);
  });

  it('identifies only when the key changed, and again after a reset', async () => {
    const { analytics, calls } = setup();
    analytics.setConsent(true);
    analytics.identify('Abc123xyz');
    analytics.identify('Abc123xyz');
    analytics.identify('Other1234');
    analytics.reset();
    analytics.identify('Other1234');
    await analytics.settled();
    expect(calls).toEqual([
      ['optIn'],
      ['identify', 'id-of-Abc123xyz'],
      ['identify', 'id-of-Other1234'],
      ['reset'],
      ['identify', 'id-of-Other1234'],
    ]);
    expect(analytics.connectionKey()).toBe('Other1234');
  });

  it('holds every call after an identify until the slow identity is ready, then sends them with it', async () => {
    let finishDerivation: (id: string) => void = () => undefined;
    const { analytics, calls } = setup({
      identityOf: () => new Promise<string>((resolve) => (finishDerivation = resolve)),
    });
    analytics.setConsent(true);
    analytics.identify('Abc123xyz');
    analytics.capture('after');
    analytics.sessionStarted('s1');
    for (let i = 0; i < 20; i++) await Promise.resolve();
    // Nothing goes out under another id meanwhile.
    expect(calls).toEqual([['optIn']]);
    finishDerivation('slow-id');
    await analytics.settled();
    expect(calls).toEqual([
      ['optIn'],
      ['identify', 'slow-id'],
      ['capture', 'after', {}],
      ['capture', 'sse_session_start', {}],
    ]);
  });

  it('sends sse_session_start once per new session id', async () => {
    const { analytics, calls } = setup();
    analytics.setConsent(true);
    analytics.sessionStarted('s1');
    analytics.sessionStarted('s1');
    analytics.sessionStarted(2);
    analytics.sessionStarted('s1');
    await analytics.settled();
    expect(calls.filter(([name]) => name === 'capture')).toEqual([
      ['capture', 'sse_session_start', {}],
      ['capture', 'sse_session_start', {}],
      ['capture', 'sse_session_start', {}],
    ]);
  });

  it('on withdrawn consent resets and opts out, and drops what was still queued', async () => {
    const { calls, backend } = recorder();
    const gate = deferredLoad(backend);
    const { analytics } = setup({ loadBackend: gate.load });
    analytics.setConsent(true);
    analytics.capture('queued before withdrawal');
    analytics.setConsent(false);
    analytics.capture('after withdrawal');
    gate.release();
    await analytics.settled();
    expect(calls).toEqual([['reset'], ['optOut']]);
  });

  it('identifies the connected device when consent comes after the connect', async () => {
    const { analytics, calls } = setup();
    analytics.identify('Abc123xyz');
    analytics.setConsent(true);
    await analytics.settled();
    expect(calls).toEqual([['optIn'], ['identify', 'id-of-Abc123xyz']]);
  });

  it('opts in again and re-identifies after consent is given back', async () => {
    const { analytics, calls } = setup();
    analytics.setConsent(true);
    analytics.identify('Abc123xyz');
    await analytics.settled();
    analytics.setConsent(false);
    await analytics.settled();
    analytics.setConsent(true);
    await analytics.settled();
    expect(calls).toEqual([
      ['optIn'],
      ['identify', 'id-of-Abc123xyz'],
      ['reset'],
      ['optOut'],
      ['optIn'],
      ['identify', 'id-of-Abc123xyz'],
    ]);
  });

  it('reports a failed load once and stays off for the page', async () => {
    let loads = 0;
    const { analytics, errors } = setup({
      loadBackend: () => {
        loads++;
        return Promise.reject(new Error('blocked'));
      },
    });
    analytics.setConsent(true);
    analytics.capture('a');
    analytics.capture('b');
    await analytics.settled();
    expect(loads).toBe(1);
    expect(errors).toEqual(['analytics could not be loaded; it stays off for this page']);
  });

  it('reports an SDK call that throws and goes on with the next', async () => {
    const { calls, backend } = recorder();
    const failing: AnalyticsBackend = {
      ...backend,
      capture: (event, properties) => {
        if (event === 'bad') throw new Error('boom');
        backend.capture(event, properties);
      },
    };
    const { analytics, errors } = setup({ loadBackend: () => Promise.resolve(failing) });
    analytics.setConsent(true);
    analytics.capture('bad');
    analytics.capture('good');
    await analytics.settled();
    expect(errors).toEqual(['analytics call failed']);
    expect(calls).toEqual([['optIn'], ['capture', 'good', {}]]);
  });
});
