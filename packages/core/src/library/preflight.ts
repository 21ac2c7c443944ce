import { MAX_POSITION_PCT, MIN_POSITION_PCT } from '../script/normalise';
import type { Script } from '../script/types';
import { csvByteLength } from './csv-size';
import {
  DEFAULT_STROKE_LENGTH_MM,
  DEVICE_MAX_SPEED_MM_PER_S,
  EARLY_END_MS,
  HSSP_SCRIPT_LIMIT_BYTES,
  HSSP_SCRIPT_LIMIT_FW3_BYTES,
  LATE_START_MS,
  NARROW_BAND_PCT,
  TOO_DENSE_INTERVAL_MS,
} from './device-limits';
import type { Finding } from './preflight-findings';
import { scriptLengthMismatch } from './script-length';
import { DEFAULT_SIMPLIFY_TOLERANCE_PCT, simplifiedAwayCount } from './simplify';

const MS_PER_S = 1000;

/**
 * A move counts as too fast above the limit plus floating-point noise: a move a fix capped at
 * exactly the limit, in script percent, comes out a hair over it when converted to mm/s.
 */
const FAST_ABOVE_MM_PER_S = DEVICE_MAX_SPEED_MM_PER_S * (1 + 1e-9);

/** The part of a {@link Script} preflight reads (a parsed `Script` fits). */
export type PreflightScript = Pick<Script, 'actions' | 'inverted'> & {
  readonly rangePct?: number | undefined;
};

/** Where and how the script is about to play. */
export interface PreflightContext {
  /** The user's stroke zone, percent of the slider (0–100); default the whole slider. */
  readonly strokeZonePct?: { readonly min: number; readonly max: number };
  /** The slider's full stroke; default {@link DEFAULT_STROKE_LENGTH_MM}. */
  readonly strokeLengthMm?: number;
  /** The video's length, when known. */
  readonly videoDurationMs?: number;
  readonly transport: 'hsp' | 'hssp';
  /** Bytes HSSP would upload; default the size of the CSV Glide uploads (`toCsv`), counted. */
  readonly scriptBytes?: number;
  /** The device's firmware major version: 3 has a smaller script limit. */
  readonly firmwareMajor?: number;
  /** How many stroke scripts the video has (main and variants). */
  readonly variantCount?: number;
}

/** The zone's length in mm (0 for an empty or reversed zone, clamped to the slider). */
function zoneMm(context: PreflightContext): number {
  const zone = context.strokeZonePct ?? { min: MIN_POSITION_PCT, max: MAX_POSITION_PCT };
  const clamp = (pct: number) => Math.min(MAX_POSITION_PCT, Math.max(MIN_POSITION_PCT, pct));
  const spanPct = Math.abs(clamp(zone.max) - clamp(zone.min));
  const strokeMm = context.strokeLengthMm ?? DEFAULT_STROKE_LENGTH_MM;
  return Number.isFinite(spanPct * strokeMm) ? (spanPct / 100) * Math.max(0, strokeMm) : 0;
}

/** What one pass over the actions measures. */
interface Measures {
  fastCount: number;
  worstMmPerS: number;
  worstAtMs: number;
  worstLateMs: number;
  denseCount: number;
  shortestMs: number;
  minPct: number;
  maxPct: number;
  firstMs: number;
  lastMs: number;
}

/** Speeds across a zone of `mm`, intervals, band and extent, in one loop without allocation. */
function measure(actions: PreflightScript['actions'], mm: number): Measures {
  const m: Measures = {
    fastCount: 0,
    worstMmPerS: 0,
    worstAtMs: 0,
    worstLateMs: 0,
    denseCount: 0,
    shortestMs: Number.POSITIVE_INFINITY,
    minPct: Number.POSITIVE_INFINITY,
    maxPct: Number.NEGATIVE_INFINITY,
    firstMs: Number.POSITIVE_INFINITY,
    lastMs: 0,
  };
  // A move of Δ % in Δt ms runs at Δ/100 × mm ÷ Δt × 1000 mm/s.
  const mmPerPct = mm / 100;
  let previousAtMs = Number.NaN;
  let previousPct = 0;
  for (const { at, pos } of actions) {
    if (pos < m.minPct) m.minPct = pos;
    if (pos > m.maxPct) m.maxPct = pos;
    if (at < m.firstMs) m.firstMs = at;
    if (at > m.lastMs) m.lastMs = at;
    const durationMs = at - previousAtMs;
    const distanceMm = Math.abs(pos - previousPct) * mmPerPct;
    const startMs = previousAtMs;
    previousAtMs = at;
    previousPct = pos;
    // Also false for the first action (NaN) and for unsorted or repeated times.
    if (!(durationMs > 0)) continue;
    if (durationMs < TOO_DENSE_INTERVAL_MS) {
      m.denseCount++;
      if (durationMs < m.shortestMs) m.shortestMs = durationMs;
    }
    const mmPerS = (distanceMm * MS_PER_S) / durationMs;
    if (!(mmPerS > FAST_ABOVE_MM_PER_S)) continue;
    m.fastCount++;
    if (mmPerS > m.worstMmPerS) {
      m.worstMmPerS = mmPerS;
      m.worstAtMs = startMs;
    }
    const lateMs = (distanceMm / DEVICE_MAX_SPEED_MM_PER_S) * MS_PER_S - durationMs;
    if (lateMs > m.worstLateMs) m.worstLateMs = lateMs;
  }
  return m;
}

/** A figure for a message: two decimals at most. */
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Checks a script before it plays and says what will not play as written, and what can be done.
 * Findings come warnings first, in this order: `tooFast`, `tooLargeForHost`, `lengthMismatch`,
 * then `tooDense`, `startsLate`, `endsEarly` (not when `lengthMismatch` already says the script is
 * shorter), `inverted`, `range`, `narrowBand`, `variants`. Thresholds and their evidence are in
 * `device-limits.ts`.
 *
 * One pass over the actions (plus, only when points are too dense, a `simplify` count), so it
 * costs a fraction of parsing the script: see `npm run bench -- library`. Expects actions as a
 * parsed script holds them (sorted, unique times); moves backwards or in no time are skipped.
 */
export function preflight(script: PreflightScript, context: PreflightContext): Finding[] {
  const { actions } = script;
  const mm = zoneMm(context);
  const m = measure(actions, mm);
  const warnings: Finding[] = [];
  const infos: Finding[] = [];

  if (m.fastCount > 0) {
    warnings.push({
      kind: 'tooFast',
      severity: 'warning',
      segmentCount: m.fastCount,
      worstMmPerS: round2(m.worstMmPerS),
      worstAtMs: m.worstAtMs,
      limitMmPerS: DEVICE_MAX_SPEED_MM_PER_S,
      // Rounded down, so that a script capped at it is within the device's limit.
      limitPctPerS: Math.floor((DEVICE_MAX_SPEED_MM_PER_S / mm) * 100 * 100) / 100,
      worstReachedPct: round2((DEVICE_MAX_SPEED_MM_PER_S / m.worstMmPerS) * 100),
      worstLateMs: Math.round(m.worstLateMs),
      fixes: ['limitSpeed', 'slowDown'],
    });
  }

  if (context.transport === 'hssp') {
    const scriptBytes = context.scriptBytes ?? csvByteLength(actions);
    const fw3 = context.firmwareMajor === 3;
    const limitBytes = fw3 ? HSSP_SCRIPT_LIMIT_FW3_BYTES : HSSP_SCRIPT_LIMIT_BYTES;
    if (scriptBytes > limitBytes) {
      warnings.push({
        kind: 'tooLargeForHost',
        severity: 'warning',
        scriptBytes,
        limitBytes,
        limitSource: fw3 ? 'fw3' : 'host',
        fixes: ['switchToHsp'],
      });
    }
  }

  const mismatch = scriptLengthMismatch(actions, context.videoDurationMs);
  if (mismatch !== undefined) {
    warnings.push({ kind: 'lengthMismatch', severity: 'warning', ...mismatch, fixes: [] });
  }

  if (m.denseCount > 0) {
    const away = simplifiedAwayCount(actions, DEFAULT_SIMPLIFY_TOLERANCE_PCT);
    infos.push({
      kind: 'tooDense',
      severity: 'info',
      intervalCount: m.denseCount,
      shortestIntervalMs: m.shortestMs,
      thresholdMs: TOO_DENSE_INTERVAL_MS,
      maxMoveMm: round2((DEVICE_MAX_SPEED_MM_PER_S * TOO_DENSE_INTERVAL_MS) / MS_PER_S),
      simplifyTolerancePct: DEFAULT_SIMPLIFY_TOLERANCE_PCT,
      simplifiedAwayCount: away,
      fixes: away > 0 ? ['simplify'] : [],
    });
  }

  if (actions.length > 0 && m.firstMs > LATE_START_MS) {
    infos.push({
      kind: 'startsLate',
      severity: 'info',
      firstActionMs: m.firstMs,
      thresholdMs: LATE_START_MS,
      fixes: [],
    });
  }

  const videoMs = context.videoDurationMs;
  const shorter = mismatch?.direction === 'shorter';
  if (
    !shorter &&
    videoMs !== undefined &&
    actions.length > 0 &&
    videoMs - m.lastMs > EARLY_END_MS
  ) {
    infos.push({
      kind: 'endsEarly',
      severity: 'info',
      lastActionMs: m.lastMs,
      videoMs,
      thresholdMs: EARLY_END_MS,
      fixes: [],
    });
  }

  if (script.inverted) infos.push({ kind: 'inverted', severity: 'info', fixes: ['invert'] });

  const rangePct = script.rangePct;
  if (rangePct !== undefined && rangePct !== MAX_POSITION_PCT) {
    const marginPct = (MAX_POSITION_PCT - rangePct) / 2;
    infos.push({
      kind: 'range',
      severity: 'info',
      rangePct,
      suggested: {
        fromMin: MIN_POSITION_PCT,
        fromMax: MAX_POSITION_PCT,
        toMin: round2(MIN_POSITION_PCT + marginPct),
        toMax: round2(MAX_POSITION_PCT - marginPct),
      },
      fixes: ['remapRange'],
    });
  }

  if (actions.length > 0 && m.maxPct - m.minPct < NARROW_BAND_PCT) {
    infos.push({
      kind: 'narrowBand',
      severity: 'info',
      minPct: m.minPct,
      maxPct: m.maxPct,
      thresholdPct: NARROW_BAND_PCT,
      suggested: {
        fromMin: m.minPct,
        fromMax: m.maxPct,
        toMin: MIN_POSITION_PCT,
        toMax: MAX_POSITION_PCT,
      },
      fixes: ['remapRange'],
    });
  }

  const variantCount = context.variantCount ?? 0;
  if (variantCount > 1) {
    infos.push({ kind: 'variants', severity: 'info', variantCount, fixes: ['pickVariant'] });
  }

  return [...warnings, ...infos];
}
