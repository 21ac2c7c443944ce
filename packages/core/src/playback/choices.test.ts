import { describe, expect, it } from 'vitest';
import { choiceChanges, NO_CHOICES, type HeldChoices } from './choices';
import { LIVE, LIVE_EDITED, SCRIPT } from './testing/machine-cases';
import type { PlaybackChoices } from './types';

const OTHER = { name: 'other.csv', points: [] };
const CHOICES: PlaybackChoices = { script: SCRIPT, transport: 'hsp', loop: false, offsetMs: 0 };
const HELD: HeldChoices = { ...NO_CHOICES, script: SCRIPT };

describe('what a change of the page’s choices means', () => {
  it('loads a script with the settings in force when nothing was loaded', () => {
    const { changes, held } = choiceChanges(NO_CHOICES, { ...CHOICES, offsetMs: 25, loop: true });
    expect(changes).toEqual([
      {
        kind: 'load',
        script: SCRIPT,
        options: { transport: 'hsp', loop: true, offsetMs: 25, deviceOffsetMs: 0 },
      },
    ]);
    expect(held).toEqual({ ...HELD, loop: true, offsetMs: 25 });
  });

  it('asks nothing for the same script and settings', () => {
    expect(choiceChanges(HELD, CHOICES)).toEqual({ changes: [], held: HELD });
  });

  it('sends a changed loop, offset or device offset alone, in that order', () => {
    const next = { ...CHOICES, loop: true, offsetMs: -40, deviceOffsetMs: 120 };
    expect(choiceChanges(HELD, next).changes).toEqual([
      { kind: 'loop', loop: true },
      { kind: 'offset', offsetMs: -40 },
      { kind: 'deviceOffset', deviceOffsetMs: 120 },
    ]);
  });

  it('loads again for another script object or another transport', () => {
    expect(choiceChanges(HELD, { ...CHOICES, script: { ...SCRIPT } }).changes).toMatchObject([
      { kind: 'load' },
    ]);
    expect(choiceChanges(HELD, { ...CHOICES, script: OTHER }).changes).toMatchObject([
      { kind: 'load', script: OTHER },
    ]);
    const hssp = choiceChanges(HELD, { ...CHOICES, transport: 'hssp' });
    expect(hssp.changes).toMatchObject([{ kind: 'load', options: { transport: 'hssp' } }]);
    expect(hssp.held.transport).toBe('hssp');
  });

  it('swaps another live script in place of a live one, from its change time, settings after', () => {
    const held: HeldChoices = { ...NO_CHOICES, script: LIVE };
    const next = { ...CHOICES, script: LIVE_EDITED, changedFromMs: 4_200, offsetMs: 10 };
    expect(choiceChanges(held, next).changes).toEqual([
      { kind: 'update', script: LIVE_EDITED, changedFromMs: 4_200 },
      { kind: 'offset', offsetMs: 10 },
    ]);
    // Without a change time, everything the device holds is replaced.
    expect(choiceChanges(held, { ...CHOICES, script: LIVE_EDITED }).changes).toEqual([
      { kind: 'update', script: LIVE_EDITED, changedFromMs: -Infinity },
    ]);
  });

  it('streams a live script whatever transport is asked, so a transport change is nothing', () => {
    const { changes, held } = choiceChanges(NO_CHOICES, {
      ...CHOICES,
      script: LIVE,
      transport: 'hssp',
    });
    expect(held.transport).toBe('hsp');
    expect(changes).toMatchObject([{ kind: 'load', options: { transport: 'hssp' } }]);
    expect(choiceChanges(held, { ...CHOICES, script: LIVE, transport: 'hssp' }).changes).toEqual(
      [],
    );
  });

  it('loads, not swaps, between a live script and a whole one', () => {
    const live: HeldChoices = { ...NO_CHOICES, script: LIVE };
    expect(choiceChanges(live, CHOICES).changes).toMatchObject([{ kind: 'load' }]);
    expect(choiceChanges(HELD, { ...CHOICES, script: LIVE }).changes).toMatchObject([
      { kind: 'load' },
    ]);
  });

  it('unloads only a script it holds, and keeps the settings for the next load', () => {
    const none = { ...CHOICES, script: undefined, offsetMs: 10 };
    expect(choiceChanges(HELD, none).changes).toEqual([{ kind: 'unload' }]);
    const idle = choiceChanges(NO_CHOICES, none);
    expect(idle.changes).toEqual([]);
    expect(idle.held.offsetMs).toBe(10);
  });
});
