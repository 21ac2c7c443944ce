import { isRecord } from './salvage';
import { PREFERENCES_VERSION } from './schema';

/**
 * Moves a stored blob of any known version to the current shape. Steps only rename and reshape;
 * they never validate, because validation (with field-by-field fallback) runs once on the result.
 * Every step must therefore accept anything: a field of the wrong type passes through untouched.
 */

/** A blob as read from storage: a JSON object of unknown content. */
export type StoredBlob = Readonly<Record<string, unknown>>;

/** One step: turns a blob of version N into a blob of version N + 1. */
export type Migration = (blob: StoredBlob) => Record<string, unknown>;

/** The outcome of {@link migratePreferences}. */
export interface MigrationResult {
  /** The blob in the current version's shape (still unvalidated). */
  blob: Record<string, unknown>;
  /** The version the blob was stored with, as detected. */
  fromVersion: number;
  problems: string[];
}

/** Returns `value` with keys renamed, if it is an object; anything else unchanged. */
function renameKeys(value: unknown, renames: Readonly<Record<string, string>>): unknown {
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      Object.hasOwn(renames, key) ? (renames[key] ?? key) : key,
      entry,
    ]),
  );
}

/** Returns a copy of `record` with `fn` applied to its field `key`, if it has that field. */
function mapOwn(
  record: StoredBlob,
  key: string,
  fn: (field: unknown) => unknown,
): Record<string, unknown> {
  return Object.hasOwn(record, key) ? { ...record, [key]: fn(record[key]) } : { ...record };
}

/** Like {@link mapOwn} for a value that may not be an object at all (then it passes unchanged). */
function mapField(value: unknown, key: string, fn: (field: unknown) => unknown): unknown {
  return isRecord(value) ? mapOwn(value, key, fn) : value;
}

/** v0 beats stored `settings.timePerCell` without its unit. */
function beatFromV0(beat: unknown): unknown {
  return mapField(beat, 'settings', (settings) =>
    renameKeys(settings, { timePerCell: 'timePerCellMs' }),
  );
}

/** The grid step of v0, which stored only the cells (spec §9: 200 ms steps). */
const V0_GRID_STEP_MS = 200;

/**
 * Version 0: the un-versioned shape of earlier builds, with the spec's names at the top level
 * (`connectionKey`, `keyBinding`, `beatbox`, …) and unit-less nested names (`incrementValue`,
 * `timePerCell`, `timeBetween`, …). Linked devices may be bare key strings; the beatbox cell grid
 * may be a bare `boolean[][]`.
 */
const fromV0: Migration = (blob) => {
  let next: Record<string, unknown> = { ...blob, version: 1 };
  next = mapOwn(next, 'linkedDevices', (devices) =>
    Array.isArray(devices)
      ? devices.map((device: unknown) =>
          typeof device === 'string' ? { connectionKey: device } : device,
        )
      : devices,
  );
  next = mapOwn(next, 'keyBinding', (binding) => {
    const withStroke = mapField(binding, 'stroke', (stroke) =>
      renameKeys(stroke, { incrementValue: 'incrementPct' }),
    );
    return mapField(withStroke, 'timeOffset', (offset) =>
      renameKeys(offset, { incrementValue: 'incrementMs' }),
    );
  });
  next = mapOwn(next, 'beatbox', (beatbox) => {
    let box = mapField(beatbox, 'currentBeat', beatFromV0);
    box = mapField(box, 'beats', (beats) => (Array.isArray(beats) ? beats.map(beatFromV0) : beats));
    return mapField(box, 'cellStates', (cells) =>
      Array.isArray(cells) ? { stepMs: V0_GRID_STEP_MS, cells } : cells,
    );
  });
  next = mapOwn(next, 'randomClassic', (random) =>
    renameKeys(random, {
      speedRange: 'speedRangePct',
      strokeRange: 'strokeRangePct',
      minimumStrokeLength: 'minimumStrokeLengthPct',
      timeBetween: 'timeBetweenSeconds',
      currentPause: 'currentPauseSeconds',
    }),
  );
  return next;
};

/** The keys offered to the playlist's shortcuts, the defaults first, then free ones nearby. */
const PLAYLIST_KEYS = {
  next: ['n', 'm', '.', 'l', 'k', ']'],
  previous: ['p', 'b', ',', 'o', 'j', '['],
} as const;

/** The keys a stored `keyBinding` already uses, lower-cased (whatever their shape). */
function boundKeys(binding: Readonly<Record<string, unknown>>): Set<string> {
  const keys = new Set<string>();
  for (const group of [binding.stroke, binding.timeOffset]) {
    if (!isRecord(group)) continue;
    for (const key of Object.values(group))
      if (typeof key === 'string') keys.add(key.toLowerCase());
  }
  return keys;
}

/**
 * Version 1 had no playlist shortcuts. They are added with the defaults (n, p), unless the user
 * bound one of those to another action: then the first free key of a short list takes its place,
 * so that no binding the user chose is reset as a duplicate.
 */
const fromV1: Migration = (blob) =>
  mapOwn({ ...blob, version: 2 }, 'keyBinding', (binding) => {
    if (!isRecord(binding) || Object.hasOwn(binding, 'playlist')) return binding;
    const used = boundKeys(binding);
    const pick = (candidates: readonly string[]): string | undefined => {
      const key = candidates.find((candidate) => !used.has(candidate));
      if (key !== undefined) used.add(key);
      return key;
    };
    const next = pick(PLAYLIST_KEYS.next);
    const previous = pick(PLAYLIST_KEYS.previous);
    // Every candidate taken (hardly possible with six bindings): the defaults, reset as duplicates.
    if (next === undefined || previous === undefined) return binding;
    return { ...binding, playlist: { next, previous } };
  });

/**
 * Version 3's bounds of a beat's row height and rows (`SETTING_BOUNDS.beatTableHeight`, `beatRows`
 * when it was written). Kept as numbers here: a step must go on meaning what it meant when the
 * bounds change again, which takes a step of its own.
 */
const V3_TABLE_HEIGHT_MAX = 8;
const V3_ROWS_MIN = 2;

/**
 * A v2 beat's numbers brought into today's bounds: a row drawn taller than 8 steps becomes 8, a
 * grid of one row gets a second (its cells, all on the top row, keep their place). Anything that is
 * not such a number passes through for validation to judge.
 */
function beatFromV2(beat: unknown): unknown {
  return mapField(beat, 'settings', (settings) => {
    let next = mapField(settings, 'tableHeight', (height) =>
      typeof height === 'number' && height > V3_TABLE_HEIGHT_MAX ? V3_TABLE_HEIGHT_MAX : height,
    );
    next = mapField(next, 'resolution', (resolution) =>
      mapField(resolution, 'height', (rows) => (rows === 1 ? V3_ROWS_MIN : rows)),
    );
    return next;
  });
}

/**
 * Version 2 let Settings store a row height up to 100 (the page draws 1–8) and a grid of one row
 * (the page starts at 2). Version 3 holds both to the page's bounds; this step brings every stored
 * beat there, so that no saved beat is dropped for a number the editor cannot show.
 */
const fromV2: Migration = (blob) =>
  mapOwn({ ...blob, version: 3 }, 'beatbox', (beatbox) => {
    const box = mapField(beatbox, 'currentBeat', beatFromV2);
    return mapField(box, 'beats', (beats) =>
      Array.isArray(beats) ? beats.map(beatFromV2) : beats,
    );
  });

/** The migration table: `migrations[n]` turns version n into version n + 1. */
export const migrations: Readonly<Record<number, Migration>> = {
  0: fromV0,
  1: fromV1,
  2: fromV2,
};

/** The stored version: a missing field means version 0; anything else must be a whole number. */
function detectVersion(blob: StoredBlob): number | undefined {
  if (!Object.hasOwn(blob, 'version')) return 0;
  const version = blob.version;
  return typeof version === 'number' && Number.isSafeInteger(version) && version >= 0
    ? version
    : undefined;
}

/**
 * Brings `blob` to `targetVersion` ({@link PREFERENCES_VERSION} unless a test says otherwise) with
 * the steps of `table`. A blob from a newer build (or with an unreadable version) is read as if it
 * were current: the fields this build understands are kept by the field-by-field validation that
 * follows, the rest dropped. A gap in the table stops there, with a problem. Never throws.
 */
export function migratePreferences(
  blob: StoredBlob,
  table: Readonly<Record<number, Migration>> = migrations,
  targetVersion: number = PREFERENCES_VERSION,
): MigrationResult {
  const detected = detectVersion(blob);
  if (detected === undefined) {
    return {
      blob: { ...blob, version: targetVersion },
      fromVersion: targetVersion,
      problems: ['version: not a whole number; reading the blob as the current version'],
    };
  }
  if (detected > targetVersion) {
    return {
      blob: { ...blob, version: targetVersion },
      fromVersion: detected,
      problems: [
        `version: ${detected} is newer than this build knows (${targetVersion}); keeping the fields it understands`,
      ],
    };
  }
  let current: Record<string, unknown> = { ...blob };
  for (let version = detected; version < targetVersion; version++) {
    const step = table[version];
    if (step === undefined) {
      return {
        blob: { ...current, version: targetVersion },
        fromVersion: detected,
        problems: [`version: no migration from ${version}; keeping the fields that still fit`],
      };
    }
    current = step(current);
  }
  return { blob: current, fromVersion: detected, problems: [] };
}
