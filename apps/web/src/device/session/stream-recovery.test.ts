import { FakeClock } from '@glide/core';
import { HandySseError, type CallOutcome } from '@glide/handy';
import { describe, expect, it } from 'vitest';
import { RECOVERY_PROBE_INTERVAL_MS, watchStreamRecovery } from './stream-recovery';
import { FakeEventStream, settle } from './testing/fake-client';
import { connectDevice, createHarness, FakeNetwork, FakeVisibility, KEY } from './testing/harness';

/** Spec-free figure, written out: the probe's pace is what bounds recovery to about a second. */
const PROBE_MS = 1_000;
/** A long backoff, as after six failed attempts. */
const LONG_WAIT_MS = 16_000;

const dropped = new HandySseError('Event stream dropped');

/** A recovery on a fake stream, with the REST outcomes and the probe in the test's hands. */
function setup() {
  const clock = new FakeClock(1_000_000);
  const stream = new FakeEventStream({ connectionKey: KEY });
  const visibility = new FakeVisibility();
  const network = new FakeNetwork();
  const outcomeListeners = new Set<(outcome: CallOutcome) => void>();
  const report = (outcome: CallOutcome) => {
    for (const listener of [...outcomeListeners]) listener(outcome);
  };
  /** Each probe's settle function: `true` answers (and reports ok), `false` fails. */
  const probes: Array<{ signal: AbortSignal; settle: (ok: boolean) => void }> = [];
  const dispose = watchStreamRecovery(stream, {
    clock,
    connectionKey: KEY,
    onCallOutcome: (listener) => {
      outcomeListeners.add(listener);
      return () => outcomeListeners.delete(listener);
    },
    probe: (signal) =>
      new Promise((resolve, reject) => {
        probes.push({
          signal,
          settle: (ok) => {
            report({ ok, connectionKey: undefined });
            if (ok) resolve(0);
            else reject(new Error('probe failed'));
          },
        });
      }),
    visibility,
    network,
  });
  const drop = (retryInMs = LONG_WAIT_MS) => stream.drop(dropped, clock.now(), retryInMs);
  return { clock, stream, visibility, network, report, probes, dispose, drop, outcomeListeners };
}

describe('stream recovery: the triggers', () => {
  it('the browser going online reconnects a waiting stream at once', () => {
    const r = setup();
    r.stream.open();
    r.network.set(true);
    expect(r.stream.reconnectsNow).toBe(0);
    r.drop();
    r.network.set(false);
    expect(r.stream.reconnectsNow).toBe(0);
    r.network.set(true);
    expect(r.stream.reconnectsNow).toBe(1);
    expect(r.stream.state).toMatchObject({ attempt: 0, nextRetryAtMs: undefined });
  });

  it('the tab becoming visible reconnects a waiting stream; becoming hidden does not', () => {
    const r = setup();
    r.drop();
    r.visibility.set(false);
    expect(r.stream.reconnectsNow).toBe(0);
    r.visibility.set(true);
    expect(r.stream.reconnectsNow).toBe(1);
  });

  it('a REST call that gets through reconnects a waiting stream at once', () => {
    const r = setup();
    r.report({ ok: true, connectionKey: KEY });
    expect(r.stream.reconnectsNow).toBe(0); // nothing to cut short while connecting
    r.drop();
    r.report({ ok: false, connectionKey: KEY });
    expect(r.stream.reconnectsNow).toBe(0);
    r.report({ ok: true, connectionKey: KEY });
    expect(r.stream.reconnectsNow).toBe(1);
  });

  it('does not let REST successes retry a stream that keeps failing at their pace', () => {
    const r = setup();
    r.drop();
    r.report({ ok: true, connectionKey: KEY });
    expect(r.stream.reconnectsNow).toBe(1);
    // The stream is refused again while REST calls keep going through: its backoff decides.
    r.drop();
    for (let i = 0; i < 5; i++) r.report({ ok: true, connectionKey: KEY });
    expect(r.stream.reconnectsNow).toBe(1);
    // A failed call of the device and then a success is news again.
    r.report({ ok: false, connectionKey: KEY });
    r.report({ ok: true, connectionKey: KEY });
    expect(r.stream.reconnectsNow).toBe(2);
  });

  it('tells the device’s calls from the others: an API success does not answer a device failure', () => {
    const r = setup();
    r.drop();
    r.report({ ok: true, connectionKey: undefined });
    expect(r.stream.reconnectsNow).toBe(1);
    r.drop();
    r.report({ ok: false, connectionKey: KEY });
    r.report({ ok: true, connectionKey: undefined });
    r.report({ ok: true, connectionKey: 'OtherKey1' });
    expect(r.stream.reconnectsNow).toBe(1);
    r.report({ ok: true, connectionKey: KEY });
    expect(r.stream.reconnectsNow).toBe(2);
  });

  it('starts over once the stream is open again', () => {
    const r = setup();
    r.drop();
    r.report({ ok: true, connectionKey: KEY });
    r.stream.open();
    r.drop();
    r.report({ ok: true, connectionKey: KEY });
    expect(r.stream.reconnectsNow).toBe(2);
  });
});

describe('stream recovery: the probe', () => {
  it('asks the API once a second while the stream waits, and reconnects when it answers', async () => {
    expect(RECOVERY_PROBE_INTERVAL_MS).toBe(PROBE_MS);
    const r = setup();
    r.drop();
    r.clock.advance(PROBE_MS - 1);
    expect(r.probes).toHaveLength(0);
    r.clock.advance(1);
    expect(r.probes).toHaveLength(1);
    // The API is down: the next probe follows a second after this one failed, never two at once.
    r.clock.advance(5 * PROBE_MS);
    expect(r.probes).toHaveLength(1);
    r.probes[0]?.settle(false);
    await settle();
    r.clock.advance(PROBE_MS);
    expect(r.probes).toHaveLength(2);
    // The API is back.
    r.probes[1]?.settle(true);
    await settle();
    expect(r.stream.reconnectsNow).toBe(1);
    expect(r.clock.pendingTimers).toBe(0);
  });

  it('keeps one timer however often the stream’s state changes, and cancels it once open', () => {
    const r = setup();
    r.drop();
    r.drop();
    r.report({ ok: false, connectionKey: undefined });
    r.drop();
    r.report({ ok: false, connectionKey: KEY });
    expect(r.clock.pendingTimers).toBe(1);
    r.stream.open();
    expect(r.clock.pendingTimers).toBe(0);
    r.clock.advance(10 * PROBE_MS);
    expect(r.probes).toHaveLength(0);
  });

  it('does not probe when the stream’s own retry comes as soon, nor while hidden or offline', () => {
    const r = setup();
    r.drop(PROBE_MS);
    expect(r.clock.pendingTimers).toBe(0);
    r.visibility.set(false);
    r.drop();
    expect(r.clock.pendingTimers).toBe(0);
    r.visibility.set(true); // visible again: reconnects at once, nothing to probe for
    expect(r.stream.reconnectsNow).toBe(1);
    r.network.online = false;
    r.drop();
    expect(r.clock.pendingTimers).toBe(0);
    r.clock.advance(10 * PROBE_MS);
    expect(r.probes).toHaveLength(0);
  });

  it('stops once the API answers while the stream is still refused: the backoff decides then', async () => {
    const r = setup();
    r.drop();
    r.clock.advance(PROBE_MS);
    r.probes[0]?.settle(true);
    await settle();
    expect(r.stream.reconnectsNow).toBe(1);
    r.drop();
    r.clock.advance(10 * PROBE_MS);
    expect(r.probes).toHaveLength(1);
    expect(r.clock.pendingTimers).toBe(0);
  });

  it('ends everything on dispose: listeners, the timer and a probe in flight', () => {
    const r = setup();
    r.drop();
    r.clock.advance(PROBE_MS);
    const inFlight = r.probes[0];
    r.dispose();
    expect(inFlight?.signal.aborted).toBe(true);
    expect(r.stream.listenerCount).toBe(0);
    expect(r.outcomeListeners.size).toBe(0);
    expect(r.visibility.listenerCount).toBe(0);
    expect(r.network.listenerCount).toBe(0);
    expect(r.clock.pendingTimers).toBe(0);
    r.network.set(true);
    expect(r.stream.reconnectsNow).toBe(0);
  });
});

describe('stream recovery in the session', () => {
  it('watches the attached stream and lets go of it on disconnect', async () => {
    const h = createHarness();
    await connectDevice(h);
    const stream = h.client.stream;
    stream.drop(dropped, h.clock.now(), LONG_WAIT_MS);
    h.network.set(true);
    expect(stream.reconnectsNow).toBe(1);

    // The probe goes through the session's client: `GET /servertime`.
    stream.drop(dropped, h.clock.now(), LONG_WAIT_MS);
    h.client.failures.set('serverTime', new Error('Failed to fetch'));
    h.clock.advance(PROBE_MS);
    await settle();
    expect(h.client.callNames().filter((name) => name === 'serverTime')).toHaveLength(1);
    h.client.failures.delete('serverTime');
    h.clock.advance(PROBE_MS);
    await settle();
    expect(stream.reconnectsNow).toBe(2);

    h.session.disconnect();
    expect(stream.listenerCount).toBe(0);
    expect(h.network.listenerCount).toBe(0);
  });
});
