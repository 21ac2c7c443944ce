/**
 * The playback engine's public face (ADR 0001): the factory, the types of its boundary (media
 * clock, device port, status), the script clock for script-only playback, and the live-edit lead
 * a page that edits a live script needs.
 *
 * The tuning constants, the HSP planner and the machine stay inside: nothing outside this folder
 * needs them (their tests sit beside them and import them by path), so there is no internals
 * subpath either — it would be a door nobody uses. The one tuning value that is part of the
 * contract is the live-edit lead: `liveEditLeadMs` (pages place an edit that far ahead of the
 * device) and its floor `LIVE_EDIT_LEAD_MIN_MS` (what the lead is without a measured round trip,
 * which the app's tests assert against).
 */
export * from './types';
export { createPlaybackEngine } from './engine';
export { ScriptClock, type ScriptClockOptions } from './script-clock';
export { LIVE_EDIT_LEAD_MIN_MS, liveEditLeadMs } from './tuning';
