/**
 * A read of the device (`GET /hamp/state` and the like) races the event stream: its answer may
 * arrive after an event that the device sent later than the read was served (another app sets the
 * speed while the page re-reads it), and applied last it would put the older state back for good.
 * A read window records the events that come while reads are in flight; each answer is applied and
 * then the events it may be older than are applied again over it, in the order they came. The device
 * sends an event for every change, so the last of them is the newest state, whichever was served
 * first (a player event, which carries the whole player and which the engine acts on once, is not
 * applied again: the answer gives way to it). The mode and the state of a mode (HAMP, vibration, HSP, HSSP) are dropped instead when the
 * mode changed meanwhile: `mode_changed` already holds the newer mode (applying an older one first
 * would reset the state of the mode in force), and a mode's state read before belongs to a mode the
 * device has left.
 */
import type { HandyEvent } from '@glide/handy';
import type { ResultAction, SessionAction } from './actions';

const PLAYER = /^hsp_|^stream_end/;

/** The events that report what each read answers, by name. */
const REPORTED_BY: Partial<Record<ResultAction['type'], RegExp>> = {
  mode_loaded: /^mode_/,
  hamp_loaded: /^hamp_/,
  hvp_loaded: /^hvp_/,
  hsp_loaded: PLAYER,
  hssp_loaded: PLAYER,
  stroke_loaded: /^stroke_/,
  slider_state_loaded: /^temp_/,
  device_time_loaded: /^device_clock_/,
};

/** Reads that a `mode_changed` makes void: the mode and the state of one mode. */
const MODE_READ = /^(mode|hamp|hvp|hsp|hssp)_loaded$/;

/** The events seen while a batch of reads is in flight. */
export interface ReadWindow {
  /** An event the session has just applied. */
  record(event: HandyEvent): void;
  /** What to apply for `action`: a read's answer with the newer events over it, or nothing. */
  actionsFor(action: SessionAction): readonly SessionAction[];
}

/** A window opened as a batch of reads is sent. */
export function openReadWindow(): ReadWindow {
  const events: HandyEvent[] = [];
  return {
    record(event) {
      events.push(event);
    },
    actionsFor(action) {
      const reportedBy = REPORTED_BY[action.type as ResultAction['type']];
      if (reportedBy === undefined) return [action];
      if (MODE_READ.test(action.type) && events.some((e) => e.name === 'mode_changed')) return [];
      const newer = events
        .filter((event) => reportedBy.test(event.name))
        .map((event): SessionAction => ({ type: 'event', event }));
      // The player's events each carry the whole player, and the engine acts on each once: the
      // newest stands, and is not sent again.
      if (reportedBy === PLAYER && newer.length > 0) return [];
      return [action, ...newer];
    },
  };
}
