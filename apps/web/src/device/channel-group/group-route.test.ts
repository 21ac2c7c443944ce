import { describe, expect, it } from 'vitest';
import { wantedGroupKeys } from './group-route';

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
