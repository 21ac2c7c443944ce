import { describe, expect, it } from 'vitest';
import { planGroup, withoutChannel, type DeviceFact } from './group-plan';

const facts = (...pairs: Array<[string, DeviceFact]>) =>
  pairs.map(([connectionKey, fact]) => ({ connectionKey, fact }));

describe('planGroup', () => {
  it('puts every ready device in the channel, in order, and says why the others are not', () => {
    expect(
      planGroup(
        facts(
          ['Mine1', 'ready'],
          ['Off1', 'offline'],
          ['Old1', 'oldFirmware'],
          ['Theirs1', 'ready'],
        ),
      ),
    ).toEqual({
      channelKeys: ['Mine1', 'Theirs1'],
      direct: [
        { connectionKey: 'Off1', reason: 'offline' },
        { connectionKey: 'Old1', reason: 'oldFirmware' },
      ],
    });
  });

  it('makes no channel for one ready device: it is sent to alone', () => {
    expect(planGroup(facts(['Mine1', 'ready'], ['Old1', 'oldFirmware']))).toEqual({
      channelKeys: [],
      direct: [
        { connectionKey: 'Mine1', reason: 'alone' },
        { connectionKey: 'Old1', reason: 'oldFirmware' },
      ],
    });
    expect(planGroup(facts(['Mine1', 'unknown'], ['Theirs1', 'ready'])).channelKeys).toEqual([]);
  });

  it('falls back to one by one when the channel fails, keeping the others’ reasons', () => {
    const plan = planGroup(facts(['Mine1', 'ready'], ['Theirs1', 'ready'], ['Off1', 'offline']));
    expect(withoutChannel(plan)).toEqual({
      channelKeys: [],
      direct: [
        { connectionKey: 'Mine1', reason: 'channelFailed' },
        { connectionKey: 'Theirs1', reason: 'channelFailed' },
        { connectionKey: 'Off1', reason: 'offline' },
      ],
    });
  });
});
