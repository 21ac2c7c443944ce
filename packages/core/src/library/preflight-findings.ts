import type { Transform } from './transform-list';
import type { ResolvedRemapRange } from './transforms';

/**
 * What preflight reports. Each finding carries the figures a message needs (the app words and
 * translates them) and the fixes that apply; {@link suggestedTransform} turns a fix into the
 * transform with the right parameters.
 */

/** Fixes a player can offer. */
export type FixKind =
  'limitSpeed' | 'slowDown' | 'simplify' | 'remapRange' | 'invert' | 'switchToHsp' | 'pickVariant';

/** `warning`: the script will not play as written; `info`: worth knowing. */
export type FindingSeverity = 'warning' | 'info';

/** Moves faster than the device across the user's stroke zone. */
export interface TooFastFinding {
  readonly kind: 'tooFast';
  readonly severity: 'warning';
  /** How many moves (between consecutive actions) exceed the limit. */
  readonly segmentCount: number;
  /** The fastest move across the zone, mm/s. */
  readonly worstMmPerS: number;
  /** When the fastest move starts (script time). */
  readonly worstAtMs: number;
  /** The device's limit, mm/s. */
  readonly limitMmPerS: number;
  /** The same limit in script percent per second for this zone (the fixes aim a tenth below). */
  readonly limitPctPerS: number;
  /**
   * What the device does instead: it cannot reach the target in time, so it either covers only
   * this share (percent) of the fastest move in its time…
   */
  readonly worstReachedPct: number;
  /** …or arrives up to this late at the end of a too-fast move (and falls behind the video). */
  readonly worstLateMs: number;
  readonly fixes: readonly ['limitSpeed', 'slowDown'];
}

/** Points closer together than the device can follow as strokes. */
export interface TooDenseFinding {
  readonly kind: 'tooDense';
  readonly severity: 'info';
  /** How many intervals between consecutive actions are shorter than the threshold. */
  readonly intervalCount: number;
  readonly shortestIntervalMs: number;
  readonly thresholdMs: number;
  /** The most the slider can travel in the threshold's time at its top speed, mm. */
  readonly maxMoveMm: number;
  readonly simplifyTolerancePct: number;
  /** How many actions `simplify` at that tolerance would drop (no fix is offered for 0). */
  readonly simplifiedAwayCount: number;
  readonly fixes: readonly ['simplify'] | readonly [];
}

/** The script is much longer or shorter than the video (the `/local` rule: 5 s and 10 %). */
export interface LengthMismatchFinding {
  readonly kind: 'lengthMismatch';
  readonly severity: 'warning';
  readonly direction: 'longer' | 'shorter';
  readonly scriptMs: number;
  readonly videoMs: number;
  readonly fixes: readonly [];
}

/** Nothing happens at the start: the first action comes late. */
export interface StartsLateFinding {
  readonly kind: 'startsLate';
  readonly severity: 'info';
  readonly firstActionMs: number;
  readonly thresholdMs: number;
  readonly fixes: readonly [];
}

/** Nothing happens at the end: the last action comes well before the video ends. */
export interface EndsEarlyFinding {
  readonly kind: 'endsEarly';
  readonly severity: 'info';
  readonly lastActionMs: number;
  readonly videoMs: number;
  readonly thresholdMs: number;
  readonly fixes: readonly [];
}

/** The file asks to be played inverted, and Glide does so. */
export interface InvertedFinding {
  readonly kind: 'inverted';
  readonly severity: 'info';
  readonly fixes: readonly ['invert'];
}

/**
 * The file has a `range` other than 100: Glide plays every position as written (rescaling by
 * range breaks playback, stash#5605), but the author meant the motion to use only that much of the
 * stroke. `suggested` narrows 0–100 to a band of that size around the middle.
 */
export interface RangeFinding {
  readonly kind: 'range';
  readonly severity: 'info';
  readonly rangePct: number;
  readonly suggested: ResolvedRemapRange;
  readonly fixes: readonly ['remapRange'];
}

/** The positions use only a narrow band of the stroke. `suggested` stretches it to 0–100. */
export interface NarrowBandFinding {
  readonly kind: 'narrowBand';
  readonly severity: 'info';
  readonly minPct: number;
  readonly maxPct: number;
  readonly thresholdPct: number;
  readonly suggested: ResolvedRemapRange;
  readonly fixes: readonly ['remapRange'];
}

/** HSSP uploads the script, and it is bigger than the host or device takes. */
export interface TooLargeForHostFinding {
  readonly kind: 'tooLargeForHost';
  readonly severity: 'warning';
  readonly scriptBytes: number;
  readonly limitBytes: number;
  /** `fw3`: the fw 3 device's 512 KiB; `host`: the 1 MiB upload cap otherwise. */
  readonly limitSource: 'fw3' | 'host';
  readonly fixes: readonly ['switchToHsp'];
}

/** The video has several stroke scripts to choose from. */
export interface VariantsFinding {
  readonly kind: 'variants';
  readonly severity: 'info';
  readonly variantCount: number;
  readonly fixes: readonly ['pickVariant'];
}

/** One thing preflight found. */
export type Finding =
  | TooFastFinding
  | TooDenseFinding
  | LengthMismatchFinding
  | StartsLateFinding
  | EndsEarlyFinding
  | InvertedFinding
  | RangeFinding
  | NarrowBandFinding
  | TooLargeForHostFinding
  | VariantsFinding;

/** The kinds of {@link Finding}. */
export type FindingKind = Finding['kind'];

/**
 * The share of the device's top speed a speed fix aims at. A script played at the top speed itself
 * leaves the device nothing to make up time with: a start mid-stroke, or a late request, leaves it
 * trailing the script for the rest of the burst (measured on the emulator's motion model: tens of
 * ms that never close). A tenth to spare closes such a gap within a second.
 */
export const FIX_SPEED_SHARE = 0.9;

/** The speed (script %/s) a speed fix caps a too-fast finding's moves at. */
export function fixSpeedPctPerS(finding: Pick<TooFastFinding, 'limitPctPerS'>): number {
  return Math.floor(finding.limitPctPerS * FIX_SPEED_SHARE);
}

/**
 * The transform that applies `fix` to the finding's script, with the parameters the finding
 * measured; `undefined` for fixes that are not transforms (`switchToHsp`, `pickVariant`) or that do
 * not belong to the finding.
 */
export function suggestedTransform(finding: Finding, fix: FixKind): Transform | undefined {
  switch (finding.kind) {
    case 'tooFast':
      return fix === 'limitSpeed' || fix === 'slowDown'
        ? { kind: fix, maxPctPerS: fixSpeedPctPerS(finding) }
        : undefined;
    case 'tooDense':
      return fix === 'simplify'
        ? { kind: 'simplify', tolerancePct: finding.simplifyTolerancePct }
        : undefined;
    case 'inverted':
      return fix === 'invert' ? { kind: 'invert' } : undefined;
    case 'range':
    case 'narrowBand':
      return fix === 'remapRange' ? { kind: 'remapRange', ...finding.suggested } : undefined;
    case 'lengthMismatch':
    case 'startsLate':
    case 'endsEarly':
    case 'tooLargeForHost':
    case 'variants':
      return undefined;
  }
}
