import { describe, expect, it } from 'vitest';
import { FakeClock } from '@glide/core';
import { settled } from '../../lib/settled';
import { groupSettled, wantedGroupKeys } from './group-route';
import type { GroupState } from './group-store';

describe('wantedGroupKeys', () => {
  const base = { connected: true, connectionKey: 'Own1', multicastActive: true };

  it('is the device in use, then the linked ones, once each', () => {
    expect(wantedGroupKeys({ ...base, linkedKeys: ['Peer1', 'Own1', 'Peer1', 'Peer2'] })).toEqual([
      'Own1',
      'Peer1',
      'Peer2',
    ]);
  });

  it('wants no group with multicast off, no connected device, or nothing else linked', () => {
    expect(wantedGroupKeys({ ...base, multicastActive: false, linkedKeys: ['Peer1'] })).toBe(
      undefined,
    );
    expect(wantedGroupKeys({ ...base, connected: false, linkedKeys: ['Peer1'] })).toBe(undefined);
    expect(wantedGroupKeys({ ...base, linkedKeys: ['Own1'] })).toBe(undefined);
  });
});

describe('groupSettled', () => {
  /** A group store the test moves by hand. */
  function store(initial: GroupState) {
    let state = initial;
    const listeners = new Set<() => void>();
    return {
      get: () => state,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      set: (next: GroupState) => {
        state = next;
        for (const listener of listeners) listener();
      },
      listeners,
    };
  }
  const KEYS = ['Own1', 'Peer1'];
  const FORMED: GroupState = {
    status: 'formed',
    connectionKeys: KEYS,
    group: { plan: { channelKeys: KEYS, direct: [] }, reference: 'chref:1' },
  };

  it('is settled at once when no group of exactly these devices is forming', async () => {
    const clock = new FakeClock();
    expect(await settled(groupSettled(store(FORMED), KEYS, 1_000, clock))).toBe(true);
    expect(await settled(groupSettled(store({ status: 'off' }), KEYS, 1_000, clock))).toBe(true);
    const other = store({ status: 'forming', connectionKeys: ['Own1', 'Peer2'] });
    expect(await settled(groupSettled(other, KEYS, 1_000, clock))).toBe(true);
    expect(clock.pendingTimers).toBe(0);
  });

  /** A wait of 1 s for a group forming of exactly `KEYS`. */
  function waitOnForming() {
    const clock = new FakeClock();
    const groups = store({ status: 'forming', connectionKeys: KEYS });
    return { clock, groups, waiting: groupSettled(groups, KEYS, 1_000, clock) };
  }

  it('waits for a forming of exactly these devices, and stops listening once it is formed', async () => {
    const { clock, groups, waiting } = waitOnForming();
    clock.advance(999);
    expect(await settled(waiting)).toBe(false);
    groups.set(FORMED);
    expect(await settled(waiting)).toBe(true);
    expect(groups.listeners.size).toBe(0);
    expect(clock.pendingTimers).toBe(0);
  });

  it('gives up after the wait', async () => {
    const { clock, groups, waiting } = waitOnForming();
    clock.advance(1_000);
    expect(await settled(waiting)).toBe(true);
    expect(groups.listeners.size).toBe(0);
  });
});
