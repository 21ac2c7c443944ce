/** The playback machine's facts beside the phase: errors and retries, epochs, the loop's one slot. */
import { describe, expect, it } from 'vitest';
import { transition } from './machine';
import { mayPlay, statusPhase } from './machine-state';
import type { EventBody, MachineState } from './machine-types';
import { EVENTS, PHASES, stateIn } from './testing/machine-cases';
import { HSP_SYNC_FIRST_FILTER, RETRY_AFTER_MS } from './tuning';

const at = (body: EventBody, atMs = 10_000) => ({ ...body, atMs });
const sends = (state: MachineState, body: EventBody, atMs = 10_000): string[] =>
  transition(state, at(body, atMs))
    .commands.filter((c) => c.type === 'send')
    .map((c) => (c.type === 'send' ? c.request.kind : ''));
const startFailed = EVENTS['failed start'];
const kick = EVENTS.kick;
const staleAnswer = EVENTS['answered stale'];
if (!startFailed || !kick || !staleAnswer) throw new Error('missing example events');

describe('the playback machine', () => {
  it('reports a failed request and sends nothing more until the retry time', () => {
    const failed = transition(stateIn(PHASES.following), at(startFailed)).state;
    expect(failed.error?.kind).toBe('command');
    expect(failed.retryAtMs).toBe(10_000 + RETRY_AFTER_MS);
    expect(sends(failed, kick, 10_000 + RETRY_AFTER_MS - 1)).toEqual([]);
    expect(sends(failed, kick, 10_000 + RETRY_AFTER_MS)).toEqual(['start']);
  });

  it('prepares the device again after two failed plays in a row, and then stops it on unload', () => {
    const once = transition(stateIn(PHASES.following), at(startFailed)).state;
    const twice = transition({ ...once, busy: true }, at(startFailed)).state;
    expect(twice.phase).toEqual({ name: 'unprepared', mayPlay: true });
    expect(mayPlay(twice)).toBe(true);
    const unloaded = transition(twice, at({ type: 'unload' }));
    expect(unloaded.commands[0]).toEqual({ type: 'stopDevice' });
  });

  it('takes an answer of an older epoch only as the loop being free again', () => {
    const before: MachineState = { ...stateIn(PHASES.halted), busy: true, media: 'paused' };
    const { state } = transition(before, at(staleAnswer));
    expect(state).toEqual({ ...before, busy: false });
  });

  it('sends nothing while a request is in flight, whatever is due', () => {
    for (const phase of Object.values(PHASES)) {
      const busy: MachineState = { ...stateIn(phase), busy: true, rateDirty: true, pollDue: true };
      expect(sends(busy, kick)).toEqual([]);
    }
  });

  it('has a synctime follow a rate call only where the transport asks for it', () => {
    const rateAnswered = EVENTS['answered changeRate'];
    if (!rateAnswered) throw new Error('missing example event');
    const following = stateIn(PHASES.following);
    const hsp = { ...following, syncAfterRate: true };
    expect(transition(hsp, at(rateAnswered)).state.syncFilter).toBe(HSP_SYNC_FIRST_FILTER);
    expect(transition(following, at(rateAnswered)).state.syncFilter).toBeUndefined();
  });

  it('ignores every event once disposed', () => {
    const disposed = stateIn(PHASES.disposed);
    for (const body of Object.values(EVENTS)) {
      expect(transition(disposed, at(body))).toEqual({ state: disposed, commands: [] });
    }
  });

  it('names the status phase from the phase, the media and the error', () => {
    const paused = (s: MachineState): MachineState => ({ ...s, media: 'paused' });
    expect(statusPhase(stateIn(PHASES.idle))).toBe('idle');
    expect(statusPhase(paused(stateIn(PHASES.preparing)))).toBe('uploading');
    expect(statusPhase(paused(stateIn(PHASES.unprepared)))).toBe('preparing');
    expect(statusPhase(paused(stateIn(PHASES.halted)))).toBe('ready');
    expect(statusPhase(stateIn(PHASES.following))).toBe('playing');
    expect(statusPhase(stateIn(PHASES.unsure))).toBe('waiting');
    const failed = { ...stateIn(PHASES.following), error: { kind: 'command', cause: 1 } } as const;
    expect(statusPhase(failed)).toBe('error');
  });
});
