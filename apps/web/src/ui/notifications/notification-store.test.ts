import { describe, expect, it } from 'vitest';
import { FakeClock } from '@glide/core';
import {
  DEFAULT_NOTIFICATION_TIMEOUT_MS,
  FALLBACK_NOTIFICATION_KIND,
  MAX_VISIBLE_NOTIFICATIONS,
  createNotificationStore,
  normalizeNotifyOptions,
  type NotifyOptions,
} from './notification-store';

function setup() {
  const clock = new FakeClock(1_000);
  const problems: string[] = [];
  const store = createNotificationStore({ clock, onProblem: (p) => problems.push(p) });
  return { clock, problems, store };
}

/**
 * `notify` as a careless caller reaches it (from JavaScript, say): any value. The store accepts
 * that at run time; a method's parameters are bivariant in TypeScript, so this needs no cast.
 */
const untyped = (notify: (options: NotifyOptions) => number | undefined) => {
  const call: { notify(options: unknown): number | undefined } = { notify };
  return (options: unknown) => call.notify(options);
};

describe('normalizeNotifyOptions', () => {
  it('keeps valid options and defaults the timeout to 5000 ms', () => {
    expect(normalizeNotifyOptions({ kind: 'positive', message: 'Saved' })).toEqual({
      options: { kind: 'positive', message: 'Saved', timeoutMs: 5000 },
      problems: [],
    });
    expect(DEFAULT_NOTIFICATION_TIMEOUT_MS).toBe(5000);
  });

  it.each([0, -1, 999, 120_001, 1500.5, Number.NaN, Infinity, '3000'])(
    'replaces the timeout %s by the default and says why',
    (timeoutMs) => {
      const { options, problems } = normalizeNotifyOptions({
        kind: 'warning',
        message: 'x',
        timeoutMs,
      });
      expect(options?.timeoutMs).toBe(5000);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain('timeoutMs');
    },
  );

  it('replaces an unknown kind by the fallback and says why', () => {
    const { options, problems } = normalizeNotifyOptions({ kind: 'error', message: 'Boom' });
    expect(options?.kind).toBe(FALLBACK_NOTIFICATION_KIND);
    expect(problems[0]).toContain('"error"');
  });

  it('refuses a missing or blank message, and a non-object', () => {
    expect(normalizeNotifyOptions({ kind: 'positive', message: '   ' }).options).toBeNull();
    expect(normalizeNotifyOptions({ kind: 'positive' }).options).toBeNull();
    expect(normalizeNotifyOptions('hello').options).toBeNull();
    expect(normalizeNotifyOptions(null).problems).toHaveLength(1);
  });
});

describe('createNotificationStore', () => {
  it('removes a notification after its timeout on the clock, not before', () => {
    const { clock, store } = setup();
    store.notify({ kind: 'negative', message: 'Failed' });
    expect(store.list().map((n) => n.message)).toEqual(['Failed']);
    clock.advance(4_999);
    expect(store.list()).toHaveLength(1);
    clock.advance(1);
    expect(store.list()).toEqual([]);
  });

  it('honours a custom timeout', () => {
    const { clock, store } = setup();
    store.notify({ kind: 'positive', message: 'Done', timeoutMs: 2_000 });
    clock.advance(1_999);
    expect(store.list()).toHaveLength(1);
    clock.advance(1);
    expect(store.list()).toHaveLength(0);
  });

  it('shows a notification with bad options with defaults and reports the problems', () => {
    const { clock, problems, store } = setup();
    untyped((o) => store.notify(o))({ kind: 'loud', message: 'Hm', timeoutMs: -5 });
    expect(store.list()).toEqual([
      expect.objectContaining({ kind: 'warning', message: 'Hm', timeoutMs: 5000 }),
    ]);
    expect(problems).toHaveLength(2);
    clock.advance(5_000);
    expect(store.list()).toHaveLength(0);
  });

  it('shows nothing for an empty message', () => {
    const { problems, store } = setup();
    expect(store.notify({ kind: 'positive', message: '' })).toBeUndefined();
    expect(store.list()).toEqual([]);
    expect(problems).toHaveLength(1);
  });

  it('pauses the countdown and resumes it with the time that was left', () => {
    const { clock, store } = setup();
    store.notify({ kind: 'warning', message: 'Careful' });
    clock.advance(3_000);
    store.pause();
    clock.advance(60_000);
    expect(store.list()).toHaveLength(1);
    store.resume();
    clock.advance(1_999);
    expect(store.list()).toHaveLength(1);
    clock.advance(1);
    expect(store.list()).toHaveLength(0);
  });

  it('restarts the countdown of a repeated message instead of stacking it', () => {
    const { clock, store } = setup();
    const first = store.notify({ kind: 'negative', message: 'Offline' });
    clock.advance(4_000);
    const second = store.notify({ kind: 'negative', message: 'Offline' });
    expect(second).toBe(first);
    expect(store.list()).toHaveLength(1);
    clock.advance(4_999);
    expect(store.list()).toHaveLength(1);
    clock.advance(1);
    expect(store.list()).toHaveLength(0);
  });

  it('dismisses one on request and tells subscribers about every change', () => {
    const { clock, store } = setup();
    let changes = 0;
    const unsubscribe = store.subscribe(() => changes++);
    const id = store.notify({ kind: 'positive', message: 'A' }) ?? -1;
    store.notify({ kind: 'positive', message: 'B' });
    store.dismiss(id);
    expect(store.list().map((n) => n.message)).toEqual(['B']);
    expect(changes).toBe(3);
    unsubscribe();
    clock.advance(5_000);
    expect(store.list()).toHaveLength(0);
    expect(changes).toBe(3);
    expect(clock.pendingTimers).toBe(0);
  });

  it(`keeps at most ${MAX_VISIBLE_NOTIFICATIONS}, dropping the oldest and its timer`, () => {
    const { clock, store } = setup();
    for (let i = 1; i <= MAX_VISIBLE_NOTIFICATIONS + 2; i++) {
      store.notify({ kind: 'positive', message: `n${i}` });
    }
    expect(store.list().map((n) => n.message)).toEqual(['n3', 'n4', 'n5', 'n6']);
    expect(clock.pendingTimers).toBe(MAX_VISIBLE_NOTIFICATIONS);
  });
});
