/**
 * The engine's data in the machine (ADR 0011): what is loaded lives in the state, the page's
 * choices come in the events, and each command carries what the runner needs of them.
 */
import { describe, expect, it } from 'vitest';
import { transition } from './machine';
import { initialState } from './machine-state';
import type { Command, EventBody, MachineState } from './machine-types';
import { LIVE, LIVE_EDITED, PHASES, PLAYING, SCRIPT, stateIn } from './testing/machine-cases';
import type { PlaybackChoices } from './types';

const at = (body: EventBody) => ({ ...body, atMs: 10_000 });
const step = (state: MachineState, body: EventBody) => transition(state, at(body));
const ofType = <T extends Command['type']>(commands: readonly Command[], type: T) =>
  commands.filter((c): c is Extract<Command, { type: T }> => c.type === type);
const names = (commands: readonly Command[]) =>
  commands.map((c) => (c.type === 'send' ? `send ${c.request.kind}` : c.type));

const CHOICES: PlaybackChoices = { script: SCRIPT, transport: 'hssp', loop: false, offsetMs: 0 };
const set = (choices: Partial<PlaybackChoices>): EventBody => ({
  type: 'set',
  choices: { ...CHOICES, ...choices },
  media: 'playing',
});

describe('the playback machine’s data', () => {
  it('holds the loaded script and its settings, and hands them to the commands', () => {
    const options = { transport: 'hssp', loop: true, offsetMs: -40, deviceOffsetMs: 120 } as const;
    const { state, commands } = step(initialState(0), {
      type: 'load',
      script: SCRIPT,
      options,
      media: 'paused',
    });
    expect(state).toMatchObject({
      script: SCRIPT,
      transport: 'hssp',
      syncAfterRate: false,
      loop: true,
      offsetMs: -40,
      deviceOffsetMs: 120,
    });
    expect(ofType(commands, 'install')).toEqual([
      { type: 'install', transport: 'hssp', live: false },
    ]);
    expect(ofType(commands, 'send')).toEqual([
      {
        type: 'send',
        request: { kind: 'prepare' },
        loaded: { script: SCRIPT, loop: true, offsetMs: -40 },
      },
    ]);
  });

  it('streams a live script over HSP whatever the page asked, and forgets it on unload', () => {
    const loaded = step(initialState(0), {
      type: 'load',
      script: LIVE,
      options: { transport: 'hssp', loop: false, offsetMs: 0 },
      media: 'paused',
    });
    expect(loaded.state).toMatchObject({ script: LIVE, transport: 'hsp', syncAfterRate: true });
    expect(ofType(loaded.commands, 'install')).toEqual([
      { type: 'install', transport: 'hsp', live: true },
    ]);
    const unloaded = step(loaded.state, { type: 'unload' });
    expect(unloaded.state.script).toBeUndefined();
    expect(names(unloaded.commands)).toContain('drop');
  });

  it('does nothing for the page’s same choices', () => {
    const following = stateIn(PHASES.following);
    expect(step(following, set({})).commands).toEqual([]);
  });

  it('sends a changed offset alone: a play at the new offset, no new preparation', () => {
    const following = stateIn(PHASES.following);
    const { state, commands } = step(following, set({ offsetMs: 25 }));
    expect(state.offsetMs).toBe(25);
    expect(names(commands)).toEqual(['send start', 'publish']);
    expect(ofType(commands, 'send')[0]?.loaded).toEqual({
      script: SCRIPT,
      loop: false,
      offsetMs: 25,
    });
  });

  it('re-plays once for a loop and an offset changed together', () => {
    const following = stateIn(PHASES.following);
    const { state, commands } = step(following, set({ loop: true, offsetMs: 25 }));
    expect(state).toMatchObject({ loop: true, offsetMs: 25 });
    expect(names(commands)).toEqual(['transport', 'send start', 'publish']);
  });

  it('takes a changed device offset into the health samples, sending nothing', () => {
    const following = stateIn(PHASES.following);
    const moved = step(following, set({ deviceOffsetMs: -30 }));
    expect(names(moved.commands)).toEqual(['restartHealth', 'publish']);
    const sync = { kind: 'syncTime', gen: 3, filter: 0.5 } as const;
    const answer = step(moved.state, {
      type: 'answered',
      epoch: 1,
      request: sync,
      state: PLAYING,
      sentAtMs: 9_950,
      rateHeld: true,
    });
    expect(ofType(answer.commands, 'sampleHealth')).toEqual([
      { type: 'sampleHealth', state: PLAYING, sentAtMs: 9_950, offsetMs: 0, deviceOffsetMs: -30 },
    ]);
  });

  it('loads again, with the settings in force, for another script or transport', () => {
    const following = stateIn(PHASES.following);
    const other = { name: 'other.csv', points: [] };
    const loaded = step(following, set({ script: other, offsetMs: 25 }));
    expect(loaded.state).toMatchObject({
      script: other,
      offsetMs: 25,
      phase: { name: 'preparing' },
    });
    expect(names(loaded.commands)).toContain('install');
    const hsp = step(following, set({ transport: 'hsp' }));
    expect(ofType(hsp.commands, 'install')).toEqual([
      { type: 'install', transport: 'hsp', live: false },
    ]);
  });

  it('unloads when the script goes, and keeps the settings while nothing is loaded', () => {
    const following = stateIn(PHASES.following);
    const gone = step(following, set({ script: undefined }));
    expect(names(gone.commands)).toEqual([
      'stopDevice',
      'clearTimers',
      'stopSyncs',
      'drop',
      'publish',
    ]);
    const idle = step(gone.state, set({ script: undefined, offsetMs: 10 }));
    expect(idle.commands).toEqual([]);
    expect(idle.state.offsetMs).toBe(10);
  });

  it('swaps an edited live script: the edit travels to the transport’s next look, once', () => {
    const live: MachineState = { ...stateIn(PHASES.following), script: LIVE, transport: 'hsp' };
    const edited = step(live, set({ script: LIVE_EDITED, changedFromMs: 4_200 }));
    expect(edited.state).toMatchObject({ script: LIVE_EDITED, editFromMs: 4_200 });
    expect(names(edited.commands)).toEqual(['findBackground', 'publish']);
    expect(ofType(edited.commands, 'findBackground')).toEqual([
      {
        type: 'findBackground',
        poll: false,
        loaded: { script: LIVE_EDITED, loop: false, offsetMs: 0 },
        editFromMs: 4_200,
      },
    ]);
    const job = { kind: 'add', add: { points: [], tailPointStreamIndex: 1 } } as const;
    const found = step({ ...edited.state }, { type: 'background', job });
    expect(found.state.editFromMs).toBeUndefined();
    expect(ofType(found.commands, 'send')[0]?.request).toEqual({ kind: 'background', job });
  });

  it('keeps the earliest of two edits, and lets a play seed them instead', () => {
    const live: MachineState = {
      ...stateIn(PHASES.halted),
      media: 'paused',
      script: LIVE,
      transport: 'hsp',
    };
    const first = step(live, {
      type: 'update',
      script: LIVE_EDITED,
      changedFromMs: 5_000,
      media: 'paused',
    });
    const second = step(first.state, {
      type: 'update',
      script: LIVE,
      changedFromMs: 3_000,
      media: 'paused',
    });
    expect(second.state).toMatchObject({ script: LIVE, editFromMs: 3_000 });
    const played = step(second.state, { type: 'media', event: 'playing' });
    expect(names(played.commands)).toContain('send start');
    expect(played.state.editFromMs).toBeUndefined();
  });

  it('loads a live script given as an edit when none is loaded, with the settings in force', () => {
    const following = { ...stateIn(PHASES.following), offsetMs: 15 };
    const { state, commands } = step(following, {
      type: 'update',
      script: LIVE,
      changedFromMs: 0,
      media: 'paused',
    });
    expect(state).toMatchObject({ script: LIVE, offsetMs: 15, transport: 'hsp' });
    expect(ofType(commands, 'install')).toEqual([
      { type: 'install', transport: 'hsp', live: true },
    ]);
  });

  it('has the transport read a state from the event stream, with its name, then goes on', () => {
    const following = stateIn(PHASES.following);
    const { state, commands } = step(following, {
      type: 'deviceState',
      state: PLAYING,
      eventName: 'hsp_threshold_reached',
    });
    expect(state).toBe(following);
    expect(commands).toEqual([
      {
        type: 'readState',
        state: PLAYING,
        eventName: 'hsp_threshold_reached',
        loaded: { script: SCRIPT, loop: false, offsetMs: 0 },
      },
      { type: 'kick' },
    ]);
    expect(
      step(stateIn(PHASES.idle), { type: 'deviceState', state: PLAYING, eventName: 'x' }).commands,
    ).toEqual([{ type: 'kick' }]);
  });

  it('does nothing for a setting set to what it already is', () => {
    const following = stateIn(PHASES.following);
    for (const body of [
      { type: 'setOffset', offsetMs: 0 },
      { type: 'setLoop', loop: false },
      { type: 'setDeviceOffset', deviceOffsetMs: 0 },
    ] as const)
      expect(step(following, body)).toEqual({ state: following, commands: [] });
  });
});
