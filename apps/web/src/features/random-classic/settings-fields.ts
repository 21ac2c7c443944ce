/**
 * The settings form of random strokes, without React: the text of each field, what is wrong with
 * it (one specific message each) and the valid settings to store. A range is one unit: its two
 * ends are stored together or not at all, so the stored range is never half-changed.
 */
import { strokeRangeProblem, type RandomClassicSettings } from '@glide/core';
import { SETTING_BOUNDS, type SettingBounds } from '../../preferences';

/** The form's fields. */
export const FIELD_NAMES = [
  'speedMin',
  'speedMax',
  'strokeMin',
  'strokeMax',
  'minimumStroke',
  'timeBetween',
  'pause',
] as const;

/** One field of the form. */
export type FieldName = (typeof FIELD_NAMES)[number];

/** What the user typed, field by field. */
export type Drafts = Readonly<Record<FieldName, string>>;

/** What is wrong with a field: a key of `settings.errors` in the page's texts. */
export type FieldError =
  'percent' | 'speedOrder' | 'strokeOrder' | 'strokeNarrow' | 'timeBetween' | 'pause';

/** The result of {@link checkDrafts}. */
export interface DraftCheck {
  readonly errors: Partial<Record<FieldName, FieldError>>;
  /** The units that are valid, as they would be stored. */
  readonly valid: Partial<RandomClassicSettings>;
}

/** The texts of the stored settings. */
export function draftsOf(settings: RandomClassicSettings): Drafts {
  return {
    speedMin: String(settings.speedRangePct[0]),
    speedMax: String(settings.speedRangePct[1]),
    strokeMin: String(settings.strokeRangePct[0]),
    strokeMax: String(settings.strokeRangePct[1]),
    minimumStroke: String(settings.minimumStrokeLengthPct),
    timeBetween: String(settings.timeBetweenSeconds),
    pause: String(settings.currentPauseSeconds),
  };
}

/** The number in `text` when it is one within `bounds`, else `undefined`. */
export function parseWithin(text: string, { min, max }: SettingBounds): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= min && value <= max ? value : undefined;
}

const PERCENT = SETTING_BOUNDS.percent;

/** Checks every field and collects the valid units. */
export function checkDrafts(drafts: Drafts): DraftCheck {
  const errors: Partial<Record<FieldName, FieldError>> = {};
  const valid: { -readonly [K in keyof RandomClassicSettings]?: RandomClassicSettings[K] } = {};

  const speedMin = parseWithin(drafts.speedMin, PERCENT);
  const speedMax = parseWithin(drafts.speedMax, PERCENT);
  if (speedMin === undefined) errors.speedMin = 'percent';
  if (speedMax === undefined) errors.speedMax = 'percent';
  if (speedMin !== undefined && speedMax !== undefined) {
    // The order message sits under the highest value, which the user most likely meant to change.
    if (speedMin > speedMax) errors.speedMax = 'speedOrder';
    else valid.speedRangePct = [speedMin, speedMax];
  }

  const strokeMin = parseWithin(drafts.strokeMin, PERCENT);
  const strokeMax = parseWithin(drafts.strokeMax, PERCENT);
  if (strokeMin === undefined) errors.strokeMin = 'percent';
  if (strokeMax === undefined) errors.strokeMax = 'percent';
  if (strokeMin !== undefined && strokeMax !== undefined) {
    // Start's own rule: a range it would refuse is never stored.
    const problem = strokeRangeProblem([strokeMin, strokeMax]);
    if (problem === 'strokeRange') errors.strokeMax = 'strokeOrder';
    else if (problem === 'strokeRangeTooNarrow') errors.strokeMax = 'strokeNarrow';
    else valid.strokeRangePct = [strokeMin, strokeMax];
  }

  const minimum = parseWithin(drafts.minimumStroke, PERCENT);
  if (minimum === undefined) errors.minimumStroke = 'percent';
  else valid.minimumStrokeLengthPct = minimum;

  const timeBetween = parseWithin(drafts.timeBetween, SETTING_BOUNDS.randomTimeBetweenSeconds);
  if (timeBetween === undefined) errors.timeBetween = 'timeBetween';
  else valid.timeBetweenSeconds = timeBetween;

  const pause = parseWithin(drafts.pause, SETTING_BOUNDS.randomPauseSeconds);
  if (pause === undefined) errors.pause = 'pause';
  else valid.currentPauseSeconds = pause;

  return { errors, valid };
}

/** The fields of each stored unit. */
const UNIT_FIELDS: Readonly<Record<keyof RandomClassicSettings, readonly FieldName[]>> = {
  speedRangePct: ['speedMin', 'speedMax'],
  strokeRangePct: ['strokeMin', 'strokeMax'],
  minimumStrokeLengthPct: ['minimumStroke'],
  timeBetweenSeconds: ['timeBetween'],
  currentPauseSeconds: ['pause'],
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The units of `valid` that differ from `stored`: what to save. Empty when nothing changed.
 */
export function changedUnits(
  valid: Partial<RandomClassicSettings>,
  stored: RandomClassicSettings,
): Partial<RandomClassicSettings> {
  const changed: { -readonly [K in keyof RandomClassicSettings]?: RandomClassicSettings[K] } = {};
  const take = <K extends keyof RandomClassicSettings>(unit: K) => {
    const value = valid[unit];
    if (value !== undefined && !same(value, stored[unit])) changed[unit] = value;
  };
  take('speedRangePct');
  take('strokeRangePct');
  take('minimumStrokeLengthPct');
  take('timeBetweenSeconds');
  take('currentPauseSeconds');
  return changed;
}

/**
 * The drafts after the stored settings changed elsewhere (another tab, the settings page): every
 * unit the user is not in the middle of editing (its text is valid here and matched the old stored
 * value) takes the new stored value.
 */
export function adoptStored(
  drafts: Drafts,
  previous: RandomClassicSettings,
  stored: RandomClassicSettings,
): Drafts {
  const { valid } = checkDrafts(drafts);
  const fresh = draftsOf(stored);
  const next: Record<FieldName, string> = { ...drafts };
  for (const [unit, fields] of Object.entries(UNIT_FIELDS) as [
    keyof RandomClassicSettings,
    readonly FieldName[],
  ][]) {
    if (same(previous[unit], stored[unit])) continue;
    if (!same(valid[unit], previous[unit])) continue;
    for (const field of fields) next[field] = fresh[field];
  }
  return next;
}
