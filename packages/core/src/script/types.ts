/** One point of a script: at time `at` (ms from the start of the media) be at position `pos` (0–100). */
export interface Action {
  at: number;
  pos: number;
}

/** The two file formats Glide reads. */
export type ScriptFormat = 'funscript' | 'csv';

/**
 * What a script says about itself. Funscripts carry OpenFunscripter's `metadata` block; the Handy CSV
 * format only has its first comment or header line, kept in `header`.
 */
export interface ScriptMetadata {
  title?: string;
  creator?: string;
  /** From the funscript's `metadata.duration` (seconds) — the media length, not the last action. */
  durationMs?: number;
  description?: string;
  license?: string;
  notes?: string;
  type?: string;
  tags?: string[];
  performers?: string[];
  scriptUrl?: string;
  videoUrl?: string;
  /** The funscript's `version` field. */
  version?: string;
  /** The CSV's first comment (without `#`) or header line. */
  header?: string;
}

/** A parsed, validated script. */
export interface Script {
  format: ScriptFormat;
  /** Sorted by `at`, unique times, integer ms ≥ 0 and integer positions 0–100; inversion applied. */
  actions: Action[];
  /** The file asked for `pos' = 100 − pos`; `actions` already reflect it. */
  inverted: boolean;
  /** The funscript's `range` as given; positions are deliberately not rescaled by it. */
  rangePct?: number;
  metadata: ScriptMetadata;
  /** The axis the actions come from (`L0` is the stroke axis), when the format has axes. */
  axis?: string;
  /** Every axis the file holds, for a picker; empty for CSV. */
  availableAxes: string[];
}

/** Why a script was rejected. */
export type ScriptErrorCode = 'INVALID_CSV' | 'TOO_FEW_POINTS' | 'INVALID_JSON' | 'INVALID_TYPE';

/** The product spec's messages (§5, §8); the app translates by `code`, never by message. */
const MESSAGES: Readonly<Record<ScriptErrorCode, string>> = {
  INVALID_CSV: 'Invalid CSV',
  TOO_FEW_POINTS: 'Need at least 2 points',
  INVALID_JSON: 'Invalid Json in script',
  INVALID_TYPE: 'Invalid type',
};

/** The only error the script parsers throw. */
export class ScriptError extends Error {
  readonly code: ScriptErrorCode;

  constructor(code: ScriptErrorCode) {
    super(MESSAGES[code]);
    this.name = 'ScriptError';
    this.code = code;
  }
}
