/**
 * The six HDSP calls as the page offers them: which two fields each takes, their ranges, and the
 * validation that turns the typed texts into the SDK's arguments. Framework-free, so the rules are
 * tested on their own.
 */
import type { HdspMove } from '../../device';

/** The HDSP calls, in the order the page offers them. */
export const HDSP_CALLS = ['xava', 'xavp', 'xpva', 'xpvp', 'xat', 'xpt'] as const;
/** One HDSP call. */
export type HdspCall = (typeof HDSP_CALLS)[number];

/** A field of an HDSP form; the name says the unit the person types in. */
export type HdspField =
  'positionMm' | 'positionPct' | 'velocityMmPerS' | 'velocityPct' | 'durationMs';

/** The inclusive range of a field and whether it takes a fraction. */
export interface FieldRange {
  readonly min: number;
  readonly max: number;
  readonly integer: boolean;
}

/**
 * Ranges: the slider's absolute range is 0–100 (spec §9, which names no unit; millimetres, as the
 * reference gives absolute positions); relative values are 0–1 on the wire (reference §6), typed
 * here as 0–100 %; the firmware holds speed to 32–400 mm/s (reference §12), so
 * a slower or faster request is refused here rather than silently changed by the device; a duration
 * longer than the API's longest request timeout (60 s) could not be waited for.
 */
export const FIELD_RANGES: Readonly<Record<HdspField, FieldRange>> = {
  positionMm: { min: 0, max: 100, integer: false },
  positionPct: { min: 0, max: 100, integer: false },
  velocityMmPerS: { min: 32, max: 400, integer: false },
  velocityPct: { min: 0, max: 100, integer: false },
  durationMs: { min: 0, max: 60_000, integer: true },
};

/** The position field and the second field (speed or duration) of each call. */
export const CALL_FIELDS: Readonly<Record<HdspCall, readonly [HdspField, HdspField]>> = {
  xava: ['positionMm', 'velocityMmPerS'],
  xavp: ['positionMm', 'velocityPct'],
  xpva: ['positionPct', 'velocityMmPerS'],
  xpvp: ['positionPct', 'velocityPct'],
  xat: ['positionMm', 'durationMs'],
  xpt: ['positionPct', 'durationMs'],
};

/** What the person has typed, per field (kept across calls so switching keeps the values). */
export type HdspDraft = Readonly<Record<HdspField, string>>;

/** The values the form starts with. */
export const DEFAULT_DRAFT: HdspDraft = {
  positionMm: '50',
  positionPct: '50',
  velocityMmPerS: '100',
  velocityPct: '50',
  durationMs: '1000',
};

/** Why a field's text is refused: empty, or not a number within its range. */
export type FieldProblem = 'required' | 'range';

/** A validated HDSP request, in the units of the wire. */
export interface HdspRequest {
  readonly call: HdspCall;
  readonly values: Readonly<Partial<Record<HdspField, number>>>;
  readonly stopOnTarget: boolean;
  readonly immediateResponse: boolean;
}

/** The outcome of {@link validateHdsp}. */
export type HdspValidation =
  | { readonly ok: true; readonly request: HdspRequest }
  | { readonly ok: false; readonly problems: Readonly<Partial<Record<HdspField, FieldProblem>>> };

/** Reads a typed number; a decimal comma is accepted as languages such as German write it. */
export function parseNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

/** Checks one field's text against its range. */
export function checkField(
  field: HdspField,
  text: string,
): { ok: true; value: number } | { ok: false; problem: FieldProblem } {
  if (text.trim() === '') return { ok: false, problem: 'required' };
  const value = parseNumber(text);
  const range = FIELD_RANGES[field];
  if (
    value === undefined ||
    value < range.min ||
    value > range.max ||
    (range.integer && !Number.isInteger(value))
  ) {
    return { ok: false, problem: 'range' };
  }
  return { ok: true, value };
}

/** Validates the two fields of `call`. */
export function validateHdsp(
  call: HdspCall,
  draft: HdspDraft,
  flags: { stopOnTarget: boolean; immediateResponse: boolean },
): HdspValidation {
  const values: Partial<Record<HdspField, number>> = {};
  const problems: Partial<Record<HdspField, FieldProblem>> = {};
  for (const field of CALL_FIELDS[call]) {
    const checked = checkField(field, draft[field]);
    if (checked.ok) values[field] = checked.value;
    else problems[field] = checked.problem;
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, request: { call, values, ...flags } };
}

/** Percent as typed → the wire's 0–1 fraction. */
const fraction = (pct: number | undefined) => (pct ?? 0) / 100;

/** A validated request as the SDK's move: percentages become fractions, mm and ms stay. */
export function toHdspMove(request: HdspRequest): HdspMove {
  const { values: v, stopOnTarget, immediateResponse } = request;
  const flags = { stopOnTarget, immediateResponse };
  const positionMm = v.positionMm ?? 0;
  const positionFraction = fraction(v.positionPct);
  const velocityMmPerS = v.velocityMmPerS ?? 0;
  const velocityFraction = fraction(v.velocityPct);
  const durationMs = v.durationMs ?? 0;
  switch (request.call) {
    case 'xava':
      return { call: 'xava', args: { positionMm, velocityMmPerS, ...flags } };
    case 'xavp':
      return { call: 'xavp', args: { positionMm, velocityFraction, ...flags } };
    case 'xpva':
      return { call: 'xpva', args: { positionFraction, velocityMmPerS, ...flags } };
    case 'xpvp':
      return { call: 'xpvp', args: { positionFraction, velocityFraction, ...flags } };
    case 'xat':
      return { call: 'xat', args: { positionMm, durationMs, ...flags } };
    case 'xpt':
      return { call: 'xpt', args: { positionFraction, durationMs, ...flags } };
  }
}
