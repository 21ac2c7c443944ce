/**
 * Random classic: automatic stroking (HAMP) whose speed and stroke zone change at random, at a
 * steady pace. This module is the pure schedule: given the settings and a seeded random source it
 * says what the next step is and for how long it lasts. It owns no timer; the app's runner asks for
 * one step at a time, so a setting changed while it runs applies from the next step on.
 *
 * A run is a sequence of steps:
 *
 * - a **stroke** step lasts `timeBetweenSeconds`: a speed drawn from `speedRangePct` and a stroke
 *   zone drawn inside `strokeRangePct`, at least `minimumStrokeLengthPct` long (the whole range when
 *   the range is narrower than that);
 * - when `currentPauseSeconds` is above 0, a **rest** step of that many seconds follows every stroke
 *   step: the device holds still (speed 0, the zone unchanged) before the next random stroke step.
 *   0 means no rest: one stroke step follows another.
 *
 * Draws are whole percentages wherever the range holds a whole number, so that what the device is
 * sent is what the page shows.
 */
import {
  MIN_RANDOM_ZONE_PCT,
  isPercent,
  isPercentRange,
  strokeRangeProblem,
  type StrokeRangeProblem,
} from './stroke-range';

/** A stroke zone in percent of the slider: `minPct < maxPct`. */
export interface RandomZonePct {
  readonly minPct: number;
  readonly maxPct: number;
}

/** The settings of random classic (spec §3 `randomClassic`, defaults in spec §9). */
export interface RandomClassicSettings {
  /** `[lowest, highest]` speed to draw, percent of the device's top speed (0–100). */
  readonly speedRangePct: readonly [number, number];
  /** `[bottom, top]` of the slider the zone is drawn in, percent (0–100). */
  readonly strokeRangePct: readonly [number, number];
  /** The shortest zone to draw, percent of the slider; a narrower range is used whole. */
  readonly minimumStrokeLengthPct: number;
  /** How long each random speed and zone lasts, seconds (above 0). */
  readonly timeBetweenSeconds: number;
  /**
   * A rest after each random stroke step, seconds: the device holds still (speed 0) that long
   * before the next random speed and zone. 0 = never rest.
   */
  readonly currentPauseSeconds: number;
}

/** Spec §9's defaults: speed 0–90 %, stroke 20–80 %, minimum 25 %, 5 s; no rest. */
export const RANDOM_CLASSIC_DEFAULTS: RandomClassicSettings = {
  speedRangePct: [0, 90],
  strokeRangePct: [20, 80],
  minimumStrokeLengthPct: 25,
  timeBetweenSeconds: 5,
  currentPauseSeconds: 0,
};

/** What is wrong with a set of settings, one code per field. */
export type RandomClassicProblem =
  'speedRange' | StrokeRangeProblem | 'minimumStrokeLength' | 'timeBetween' | 'pause';

/**
 * The problems of `settings` (empty when the schedule can run on them): percentages within 0–100,
 * ranges in order, a stroke range of at least {@link MIN_RANDOM_ZONE_PCT}
 * ({@link strokeRangeProblem}), a time between changes above 0 and a rest of 0 or more, all finite.
 */
export function randomClassicProblems(settings: RandomClassicSettings): RandomClassicProblem[] {
  const problems: RandomClassicProblem[] = [];
  if (!isPercentRange(settings.speedRangePct)) problems.push('speedRange');
  const stroke = strokeRangeProblem(settings.strokeRangePct);
  if (stroke !== undefined) problems.push(stroke);
  if (!isPercent(settings.minimumStrokeLengthPct)) problems.push('minimumStrokeLength');
  const { timeBetweenSeconds, currentPauseSeconds } = settings;
  if (!(Number.isFinite(timeBetweenSeconds) && timeBetweenSeconds > 0))
    problems.push('timeBetween');
  if (!(Number.isFinite(currentPauseSeconds) && currentPauseSeconds >= 0)) problems.push('pause');
  return problems;
}

/** A random source: uniform floats in `[0, 1)`, as `createRandom` (`../random.ts`) gives. */
export type RandomSource = () => number;

/** One random speed and zone. */
export interface RandomStroke {
  readonly speedPct: number;
  readonly zone: RandomZonePct;
}

/** One step of the schedule; `atMs` counts from the start of the run, rests included. */
export type RandomStep =
  | ({
      readonly kind: 'stroke';
      /** 0 for the first step of a run, then 1, 2, … (rests counted). */
      readonly index: number;
      readonly atMs: number;
      readonly durationMs: number;
    } & RandomStroke)
  | {
      readonly kind: 'rest';
      readonly index: number;
      readonly atMs: number;
      readonly durationMs: number;
    };

/**
 * A number in `[low, high]` from one uniform draw `r` in `[0, 1)`: a whole one, uniformly, when the
 * interval holds one; otherwise uniformly in the interval. Each step takes the same number of draws
 * whatever the settings, so a changed setting shifts no later step's draws.
 */
function between(low: number, high: number, r: number): number {
  const first = Math.ceil(low);
  const last = Math.floor(high);
  if (first > last) return low + r * (high - low);
  return first + Math.floor(r * (last - first + 1));
}

/**
 * The shortest zone `settings` allow: the minimum stroke length (at least
 * {@link MIN_RANDOM_ZONE_PCT}), or the whole stroke range when that is narrower.
 */
export function shortestZonePct(settings: RandomClassicSettings): number {
  const [bottom, top] = settings.strokeRangePct;
  return Math.min(top - bottom, Math.max(settings.minimumStrokeLengthPct, MIN_RANDOM_ZONE_PCT));
}

/**
 * Draws one speed and zone within `settings` (which must have no {@link randomClassicProblems}).
 * Takes three draws of `random`: the speed, the zone's length, the zone's place.
 */
export function drawRandomStroke(
  settings: RandomClassicSettings,
  random: RandomSource,
): RandomStroke {
  const [slowest, fastest] = settings.speedRangePct;
  const speedPct = between(slowest, fastest, random());
  const [bottom, top] = settings.strokeRangePct;
  const width = top - bottom;
  const lengthPct = between(shortestZonePct(settings), width, random());
  const place = random();
  // The whole range, exactly: no arithmetic on its ends.
  if (lengthPct >= width) return { speedPct, zone: { minPct: bottom, maxPct: top } };
  // Fractional settings can leave rounding errors at either end; the range is the limit.
  const minPct = between(bottom, Math.max(bottom, top - lengthPct), place);
  const maxPct = Math.min(top, minPct + lengthPct);
  return { speedPct, zone: { minPct, maxPct } };
}

/**
 * The step after `previous` (the first step of a run when there is none): a rest after a stroke
 * step when `currentPauseSeconds` is above 0, a new random stroke step otherwise. `settings` are
 * read now, so a change applies from this step on. `settings` must have no
 * {@link randomClassicProblems}; a rest step draws nothing.
 */
export function nextRandomStep(
  settings: RandomClassicSettings,
  random: RandomSource,
  previous?: RandomStep,
): RandomStep {
  const index = previous ? previous.index + 1 : 0;
  const atMs = previous ? previous.atMs + previous.durationMs : 0;
  if (previous?.kind === 'stroke' && settings.currentPauseSeconds > 0) {
    return { kind: 'rest', index, atMs, durationMs: settings.currentPauseSeconds * 1000 };
  }
  return {
    kind: 'stroke',
    index,
    atMs,
    durationMs: settings.timeBetweenSeconds * 1000,
    ...drawRandomStroke(settings, random),
  };
}

/**
 * The first `count` steps of a run on fixed `settings`, e.g. to preview or test a schedule. The
 * runner asks for one step at a time instead, so that changed settings apply at the next step.
 */
export function planRandomSteps(
  settings: RandomClassicSettings,
  random: RandomSource,
  count: number,
): RandomStep[] {
  const steps: RandomStep[] = [];
  let previous: RandomStep | undefined;
  for (let i = 0; i < count; i++) {
    previous = nextRandomStep(settings, random, previous);
    steps.push(previous);
  }
  return steps;
}
