/**
 * The playback machine's transitions on what the page does: load, the media, the settings.
 * Every phase against every event, from each phase's typical state (`testing/machine-cases.ts`):
 * the next phase and the commands, in order. `ignored`: nothing changes, nothing is done. Rows
 * that cannot happen in a running engine (an answer while idle, a slip measured while halted) are
 * here too, to show that the machine leaves them alone.
 */
import { describe, expect, it } from 'vitest';
import type { PhaseName } from './machine-types';
import { outcome, tableRows } from './testing/machine-cases';

const TABLE: Record<string, Record<PhaseName, string>> = {
  load: {
    idle: 'preparing | clearTimers, stopSyncs, drop, install, restartHealth, setTimer watchdog, send prepare, publish',
    unprepared:
      'preparing | clearTimers, stopSyncs, drop, install, restartHealth, setTimer watchdog, send prepare, publish',
    preparing:
      'preparing | clearTimers, stopSyncs, drop, install, restartHealth, setTimer watchdog, send prepare, publish',
    prepareFailed:
      'preparing | clearTimers, stopSyncs, drop, install, restartHealth, setTimer watchdog, send prepare, publish',
    halted:
      'preparing | clearTimers, stopSyncs, drop, install, restartHealth, setTimer watchdog, send prepare, publish',
    following:
      'preparing | clearTimers, stopSyncs, drop, install, restartHealth, setTimer watchdog, send prepare, publish',
    unsure:
      'preparing | clearTimers, stopSyncs, drop, install, restartHealth, setTimer watchdog, send prepare, publish',
    disposed: 'ignored',
  },
  unload: {
    idle: 'idle | clearTimers, stopSyncs, drop, publish',
    unprepared: 'idle | clearTimers, stopSyncs, drop, publish',
    preparing: 'idle | clearTimers, stopSyncs, drop, publish',
    prepareFailed: 'idle | clearTimers, stopSyncs, drop, publish',
    halted: 'idle | clearTimers, stopSyncs, drop, publish',
    following: 'idle | stopDevice, clearTimers, stopSyncs, drop, publish',
    unsure: 'idle | stopDevice, clearTimers, stopSyncs, drop, publish',
    disposed: 'ignored',
  },
  dispose: {
    idle: 'disposed | clearTimers, stopSyncs, drop',
    unprepared: 'disposed | clearTimers, stopSyncs, drop',
    preparing: 'disposed | clearTimers, stopSyncs, drop',
    prepareFailed: 'disposed | clearTimers, stopSyncs, drop',
    halted: 'disposed | clearTimers, stopSyncs, drop',
    following: 'disposed | stopDevice, clearTimers, stopSyncs, drop',
    unsure: 'disposed | stopDevice, clearTimers, stopSyncs, drop',
    disposed: 'ignored',
  },
  'media play': {
    idle: 'idle | publish',
    unprepared: 'preparing | send prepare, publish',
    preparing: 'preparing | publish',
    prepareFailed: 'preparing | send prepare, publish',
    halted: 'halted | send start, publish',
    following: 'following | findBackground, publish',
    unsure: 'unsure | send start, publish',
    disposed: 'ignored',
  },
  // A loaded engine's watchdog runs while its media plays (a pause stops it).
  'media playing': {
    idle: 'idle | publish',
    unprepared: 'preparing | setTimer watchdog, send prepare, publish',
    preparing: 'preparing | setTimer watchdog, publish',
    prepareFailed: 'preparing | setTimer watchdog, send prepare, publish',
    halted: 'halted | setTimer watchdog, send start, publish',
    following: 'following | setTimer watchdog, send start, publish',
    unsure: 'unsure | setTimer watchdog, send start, publish',
    disposed: 'ignored',
  },
  'media pause': {
    idle: 'idle | stopSyncs, publish',
    unprepared: 'preparing | stopSyncs, send prepare, publish',
    preparing: 'preparing | stopSyncs, publish',
    prepareFailed: 'prepareFailed | stopSyncs, publish',
    halted: 'halted | stopSyncs, publish',
    following: 'following | stopSyncs, send halt, publish',
    unsure: 'unsure | stopSyncs, send halt, publish',
    disposed: 'ignored',
  },
  'media ended': {
    idle: 'idle | stopSyncs, publish',
    unprepared: 'preparing | stopSyncs, send prepare, publish',
    preparing: 'preparing | stopSyncs, publish',
    prepareFailed: 'prepareFailed | stopSyncs, publish',
    halted: 'halted | stopSyncs, publish',
    following: 'following | stopSyncs, send halt, publish',
    unsure: 'unsure | stopSyncs, send halt, publish',
    disposed: 'ignored',
  },
  'media waiting': {
    idle: 'idle | stopSyncs, publish',
    unprepared: 'preparing | stopSyncs, send prepare, publish',
    preparing: 'preparing | stopSyncs, publish',
    prepareFailed: 'prepareFailed | stopSyncs, publish',
    halted: 'halted | stopSyncs, publish',
    following: 'following | stopSyncs, send halt, publish',
    unsure: 'unsure | stopSyncs, send halt, publish',
    disposed: 'ignored',
  },
  'media seeking': {
    idle: 'idle | clearTimer seek, publish',
    unprepared: 'preparing | clearTimer seek, send prepare, publish',
    preparing: 'preparing | clearTimer seek, publish',
    prepareFailed: 'prepareFailed | clearTimer seek, publish',
    halted: 'halted | clearTimer seek, publish',
    following: 'following | clearTimer seek, publish',
    unsure: 'unsure | clearTimer seek, publish',
    disposed: 'ignored',
  },
  // After a quiet spell the device follows at once (the typical state has seen no seek).
  'media seeked': {
    idle: 'idle | clearTimer seek, publish',
    unprepared: 'preparing | clearTimer seek, send prepare, publish',
    preparing: 'preparing | clearTimer seek, publish',
    prepareFailed: 'prepareFailed | clearTimer seek, publish',
    halted: 'halted | clearTimer seek, send start, publish',
    following: 'following | clearTimer seek, send start, publish',
    unsure: 'unsure | clearTimer seek, send start, publish',
    disposed: 'ignored',
  },
  // The media stalled for it: its `playing` settles it (else the timer, and the device halts).
  'media seeked stalled': {
    idle: 'idle | setTimer seek, publish',
    unprepared: 'preparing | setTimer seek, send prepare, publish',
    preparing: 'preparing | setTimer seek, publish',
    prepareFailed: 'prepareFailed | setTimer seek, publish',
    halted: 'halted | setTimer seek, publish',
    following: 'following | setTimer seek, publish',
    unsure: 'unsure | setTimer seek, publish',
    disposed: 'ignored',
  },
  'media playing after a stalled seek': {
    idle: 'idle | clearTimer seek, publish',
    unprepared: 'preparing | setTimer watchdog, clearTimer seek, send prepare, publish',
    preparing: 'preparing | setTimer watchdog, clearTimer seek, publish',
    prepareFailed: 'preparing | setTimer watchdog, clearTimer seek, send prepare, publish',
    halted: 'halted | setTimer watchdog, clearTimer seek, send start, publish',
    following: 'following | setTimer watchdog, clearTimer seek, send start, publish',
    unsure: 'unsure | setTimer watchdog, clearTimer seek, send start, publish',
    disposed: 'ignored',
  },
  // 100 ms after the last: a scrub, followed once it has settled.
  'media seeked in a scrub': {
    idle: 'idle | setTimer seek, publish',
    unprepared: 'preparing | setTimer seek, send prepare, publish',
    preparing: 'preparing | setTimer seek, publish',
    prepareFailed: 'prepareFailed | setTimer seek, publish',
    halted: 'halted | setTimer seek, publish',
    following: 'following | setTimer seek, publish',
    unsure: 'unsure | setTimer seek, publish',
    disposed: 'ignored',
  },
  'media ratechange': {
    idle: 'idle | publish',
    unprepared: 'preparing | send prepare, publish',
    preparing: 'preparing | publish',
    prepareFailed: 'prepareFailed | publish',
    halted: 'halted | send start, publish',
    following: 'following | send changeRate, publish',
    unsure: 'unsure | send start, publish',
    disposed: 'ignored',
  },
  'media looped': {
    idle: 'idle | looped, publish',
    unprepared: 'preparing | looped, send prepare, publish',
    preparing: 'preparing | looped, publish',
    prepareFailed: 'prepareFailed | looped, publish',
    halted: 'halted | looped, send start, publish',
    following: 'following | looped, send start, publish',
    unsure: 'unsure | looped, send start, publish',
    disposed: 'ignored',
  },
  seekSettled: {
    idle: 'idle | publish',
    unprepared: 'preparing | send prepare, publish',
    preparing: 'preparing | publish',
    prepareFailed: 'prepareFailed | publish',
    halted: 'halted | send start, publish',
    following: 'following | send start, publish',
    unsure: 'unsure | send start, publish',
    disposed: 'ignored',
  },
  offsetChanged: {
    idle: 'idle | publish',
    unprepared: 'preparing | send prepare, publish',
    preparing: 'preparing | publish',
    prepareFailed: 'prepareFailed | publish',
    halted: 'halted | send start, publish',
    following: 'following | send start, publish',
    unsure: 'unsure | send start, publish',
    disposed: 'ignored',
  },
  loopChanged: {
    idle: 'idle | loopChanged, publish',
    unprepared: 'preparing | loopChanged, send prepare, publish',
    preparing: 'preparing | loopChanged, publish',
    prepareFailed: 'prepareFailed | loopChanged, publish',
    halted: 'halted | loopChanged, send start, publish',
    following: 'following | loopChanged, send start, publish',
    unsure: 'unsure | loopChanged, send start, publish',
    disposed: 'ignored',
  },
  deviceOffsetChanged: {
    idle: 'idle | restartHealth, publish',
    unprepared: 'unprepared | restartHealth, publish',
    preparing: 'preparing | restartHealth, publish',
    prepareFailed: 'prepareFailed | restartHealth, publish',
    halted: 'halted | restartHealth, publish',
    following: 'following | restartHealth, publish',
    unsure: 'unsure | restartHealth, publish',
    disposed: 'ignored',
  },
  scriptUpdated: {
    idle: 'idle | publish',
    unprepared: 'preparing | send prepare, publish',
    preparing: 'preparing | publish',
    prepareFailed: 'prepareFailed | publish',
    halted: 'halted | send start, publish',
    following: 'following | findBackground, publish',
    unsure: 'unsure | send start, publish',
    disposed: 'ignored',
  },
  resync: {
    idle: 'idle | invalidate, publish',
    unprepared: 'preparing | invalidate, send prepare, publish',
    preparing: 'preparing | invalidate, publish',
    prepareFailed: 'preparing | invalidate, send prepare, publish',
    halted: 'halted | invalidate, send start, publish',
    following: 'following | invalidate, send start, publish',
    unsure: 'unsure | invalidate, send start, publish',
    disposed: 'ignored',
  },
};

describe('the playback machine on the page’s events', () => {
  it.each(tableRows(TABLE))('$phase on $event: $expected', ({ event, phase, expected }) => {
    expect(outcome(phase, event)).toBe(expected);
  });
});
