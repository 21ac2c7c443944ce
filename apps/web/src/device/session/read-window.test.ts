import { DeviceMode } from '@glide/handy';
import { describe, expect, it } from 'vitest';
import type { SessionAction } from './actions';
import { openReadWindow } from './read-window';
import { hampState, hspState, stroke } from './testing/fixtures';
import { wireEvent } from './testing/wire-event';

const hampLoaded: SessionAction = { type: 'hamp_loaded', hamp: hampState };
const modeLoaded: SessionAction = {
  type: 'mode_loaded',
  mode: { mode: DeviceMode.HAMP, mode_session_id: 3 },
};

describe('a read window', () => {
  it('passes an answer through when nothing came meanwhile', () => {
    const reads = openReadWindow();
    expect(reads.actionsFor(hampLoaded)).toEqual([hampLoaded]);
    expect(reads.actionsFor(modeLoaded)).toEqual([modeLoaded]);
  });

  it('applies the events that report the same state again over the answer, in their order', () => {
    const reads = openReadWindow();
    const first = wireEvent('hamp_state_changed', {
      play_state: 1,
      velocity: 0.3,
      direction: true,
    });
    const battery = wireEvent('battery_changed', { level: 0.5 });
    const second = wireEvent('hamp_state_changed', {
      play_state: 1,
      velocity: 0.4,
      direction: false,
    });
    for (const event of [first, battery, second]) reads.record(event);
    expect(reads.actionsFor(hampLoaded)).toEqual([
      hampLoaded,
      { type: 'event', event: first },
      { type: 'event', event: second },
    ]);
    // The battery has no read; what reports another state is not applied again.
    const strokeLoaded: SessionAction = { type: 'stroke_loaded', stroke };
    expect(reads.actionsFor(strokeLoaded)).toEqual([strokeLoaded]);
  });

  it('gives a player answer up to a newer player event rather than report the event twice', () => {
    const reads = openReadWindow();
    const hssp: SessionAction = { type: 'hssp_loaded', hssp: hspState };
    expect(reads.actionsFor(hssp)).toEqual([hssp]);
    reads.record(wireEvent('hsp_looping', { ...hspState, current_point: 3 }));
    expect(reads.actionsFor(hssp)).toEqual([]);
    expect(reads.actionsFor({ type: 'hsp_loaded', hsp: hspState })).toEqual([]);
  });

  it('drops the mode and a mode’s state once the mode changed', () => {
    const reads = openReadWindow();
    reads.record(wireEvent('mode_changed', { mode: DeviceMode.HDSP, mode_session_id: 4 }));
    expect(reads.actionsFor(modeLoaded)).toEqual([]);
    expect(reads.actionsFor(hampLoaded)).toEqual([]);
    const hsp: SessionAction = { type: 'hsp_loaded', hsp: hspState };
    expect(reads.actionsFor(hsp)).toEqual([]);
    // What is not a mode's state still lands.
    const offset: SessionAction = { type: 'user_time_offset_loaded', offsetMs: 10 };
    expect(reads.actionsFor(offset)).toEqual([offset]);
  });

  it('leaves actions that are not reads alone', () => {
    const reads = openReadWindow();
    reads.record(wireEvent('mode_changed', { mode: DeviceMode.HDSP, mode_session_id: 4 }));
    const done: SessionAction = { type: 'info_updated' };
    expect(reads.actionsFor(done)).toEqual([done]);
  });
});
