import { estimateOffsetGlide, estimateOffsetSpec, type ClockEstimatorName } from '@glide/core';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { settle } from './testing/fake-client';
import { clockEstimate } from './testing/fixtures';
import { connectDevice, createHarness, START_MS } from './testing/harness';
import { selectConnectError } from './selectors';

/** Spec §9, written out: the tests must fail if the session's constants drift. */
const SERVER_TIME_RESYNC_INTERVAL_MS = 600_000;
const ONE_HOUR_MS = 3_600_000;

const syncCalls = (h: ReturnType<typeof createHarness>) =>
  h.client.callNames().filter((name) => name === 'syncServerClock').length;

describe('client clock sync on connect (valid at most 1 hour, spec §9)', () => {
  it('is skipped when the stored sync is younger than an hour', async () => {
    const stored = { offsetMs: -40, rtdMs: 9, syncedAtMs: START_MS - ONE_HOUR_MS };
    const h = createHarness({ storedSync: stored });
    const { outcome } = await connectDevice(h);
    await expect(outcome).resolves.toEqual({ status: 'connected' });
    expect(syncCalls(h)).toBe(0);
    expect(h.session.getState().clock).toMatchObject({
      synced: true,
      clockOffsetMs: -40,
      rtdMs: 9,
      lastClockSyncAtMs: stored.syncedAtMs,
    });
    expect(h.session.getState().sdk.clientClockSynced).toBe(true);
  });

  it('is done when the stored sync is older than an hour, and stored', async () => {
    const stored = { offsetMs: -40, rtdMs: 9, syncedAtMs: START_MS - ONE_HOUR_MS - 1 };
    const h = createHarness({ storedSync: stored });
    await connectDevice(h);
    expect(syncCalls(h)).toBe(1);
    expect(h.session.getState().clock).toMatchObject({
      clockOffsetMs: clockEstimate.offsetMs,
      rtdMs: clockEstimate.rtdMs,
      lastClockSyncAtMs: START_MS,
    });
    expect(JSON.parse(h.storage.value ?? 'null')).toEqual({
      offsetMs: clockEstimate.offsetMs,
      rtdMs: clockEstimate.rtdMs,
      syncedAtMs: START_MS,
    });
  });

  it('reuses the sync of an earlier connect within the hour', async () => {
    const h = createHarness();
    await connectDevice(h);
    h.session.disconnect();
    h.clock.advance(59 * 60_000);
    await connectDevice(h);
    expect(syncCalls(h)).toBe(1);
    h.session.disconnect();
    h.clock.advance(60_001);
    await connectDevice(h);
    expect(syncCalls(h)).toBe(2);
  });

  it('reads a sync another tab stored after this page started', async () => {
    const h = createHarness();
    h.storage.value = JSON.stringify({ offsetMs: 7, rtdMs: 3, syncedAtMs: START_MS });
    await connectDevice(h);
    expect(syncCalls(h)).toBe(0);
    expect(h.session.getState().clock.clockOffsetMs).toBe(7);
  });

  it('a failed sync fails the connect and is reported', async () => {
    const h = createHarness();
    const error = new Error('Request timeout.');
    h.client.failures.set('syncServerClock', error);
    const { outcome } = await connectDevice(h);
    await expect(outcome).resolves.toEqual({ status: 'failed', error });
    expect(h.session.getState().sdk.clockSyncError).toBe(error);
    expect(selectConnectError(h.session.getState())).toBe(error);
  });
});

describe('server time resync (spec §4: every 10 minutes and when the tab is visible again)', () => {
  it('runs every 600000 ms while a device is attached', async () => {
    const h = createHarness();
    await connectDevice(h);
    expect(syncCalls(h)).toBe(1);
    h.clock.advance(SERVER_TIME_RESYNC_INTERVAL_MS - 1);
    await settle();
    expect(syncCalls(h)).toBe(1);
    h.clock.advance(1);
    await settle();
    expect(syncCalls(h)).toBe(2);
    expect(h.session.getState().clock.lastClockSyncAtMs).toBe(
      START_MS + SERVER_TIME_RESYNC_INTERVAL_MS,
    );
    h.clock.advance(SERVER_TIME_RESYNC_INTERVAL_MS);
    await settle();
    expect(syncCalls(h)).toBe(3);
  });

  it('runs when the tab becomes visible again, not when it is hidden', async () => {
    const h = createHarness();
    await connectDevice(h);
    h.visibility.set(false);
    await settle();
    expect(syncCalls(h)).toBe(1);
    h.visibility.set(true);
    await settle();
    expect(syncCalls(h)).toBe(2);
  });

  it('does not run on visibility without a device', async () => {
    const h = createHarness();
    h.visibility.set(true);
    await settle();
    expect(syncCalls(h)).toBe(0);
  });

  it('a failed resync is reported, keeps the last sync and is tried again 10 minutes later', async () => {
    const h = createHarness();
    await connectDevice(h);
    const before = h.session.getState().clock;
    const error = new Error('Service Unavailable');
    h.client.failures.set('syncServerClock', error);
    h.clock.advance(SERVER_TIME_RESYNC_INTERVAL_MS);
    await settle();
    expect(h.session.getState().sdk.clockSyncError).toBe(error);
    expect(h.session.getState().clock).toEqual(before);
    h.client.failures.delete('syncServerClock');
    h.clock.advance(SERVER_TIME_RESYNC_INTERVAL_MS);
    await settle();
    expect(syncCalls(h)).toBe(3);
    expect(h.session.getState().sdk.clockSyncError).toBeUndefined();
  });

  it('resyncClock() without a device says "HSTP is not initialized" and syncs nothing', async () => {
    const h = createHarness();
    await h.session.resyncClock();
    expect(syncCalls(h)).toBe(0);
    expect(h.session.getState().sdk.clockSyncError).toEqual(new AppError('hstpNotInitialized'));
    await connectDevice(h);
    await h.session.resyncClock();
    expect(h.session.getState().sdk.clockSyncError).toBeUndefined();
    h.session.disconnect();
    await h.session.resyncClock();
    expect(h.session.getState().sdk.clockSyncError).toMatchObject({
      reason: 'hstpNotInitialized',
    });
  });

  it('syncs with the estimator the setting names at each sync (developer settings)', async () => {
    let chosen: ClockEstimatorName = 'spec';
    const h = createHarness({ clockEstimator: () => chosen });
    await connectDevice(h);
    chosen = 'glide';
    await h.session.resyncClock();
    expect(h.client.syncOptions.map((options) => options?.estimator)).toEqual([
      estimateOffsetSpec,
      estimateOffsetGlide,
    ]);
  });

  it('leaves the estimator to the SDK when nothing names one', async () => {
    const h = createHarness();
    await connectDevice(h);
    expect(h.client.syncOptions.map((options) => options?.estimator)).toEqual([undefined]);
  });

  it('resyncClock() shares a sync in flight', async () => {
    const h = createHarness();
    await connectDevice(h);
    h.client.hold('syncServerClock');
    const first = h.session.resyncClock();
    const second = h.session.resyncClock();
    h.client.release('syncServerClock');
    await Promise.all([first, second]);
    expect(syncCalls(h)).toBe(2);
  });

  it('stops on disconnect: no timer left, a sync in flight is dropped', async () => {
    const h = createHarness();
    await connectDevice(h);
    h.client.hold('syncServerClock');
    h.clock.advance(SERVER_TIME_RESYNC_INTERVAL_MS);
    h.session.disconnect();
    expect(h.clock.pendingTimers).toBe(0);
    h.client.release('syncServerClock');
    await settle();
    expect(h.session.getState().clock.lastClockSyncAtMs).toBe(START_MS);
    h.clock.advance(10 * SERVER_TIME_RESYNC_INTERVAL_MS);
    await settle();
    expect(syncCalls(h)).toBe(2);
  });

  it('dispose leaves no pending timers', async () => {
    const h = createHarness();
    await connectDevice(h);
    expect(h.clock.pendingTimers).toBe(1);
    h.session.dispose();
    expect(h.clock.pendingTimers).toBe(0);
  });
});
