/**
 * The tap calibration's results, one per device (by connection key), and whether the offer after a
 * first connect was answered: what is stored under `glide.calibration`, read back through a schema.
 * A measured fact about a device rather than a setting, so it is kept apart from the preferences,
 * as the client clock sync is. Pure: parsing never throws, and a bad entry is dropped alone.
 */
import * as v from 'valibot';
import { jsonObject } from '../../lib/json-schemas';
import { CONNECTION_KEY_PATTERN } from '../connection/connection-key';
import { USER_TIME_OFFSET_LIMIT_MS } from '../time-offset/user-time-offset';

/** The version written today. */
export const CALIBRATION_BOOK_VERSION = 1;

/** Devices kept; the oldest result goes first (a person rarely has more than a few). */
export const MAX_CALIBRATED_DEVICES = 16;

/** A lag or an uncertainty beyond this is not a measurement the wizard can make (±1 s). */
const LAG_LIMIT_MS = 1000;

const finite = v.custom<number>(
  (input) => typeof input === 'number' && Number.isFinite(input),
  'Not a finite number',
);
const withinMs = (limitMs: number) => v.pipe(finite, v.minValue(-limitMs), v.maxValue(limitMs));
const offsetSchema = v.pipe(
  v.custom<number>((input) => Number.isInteger(input), 'Not a whole number'),
  v.minValue(-USER_TIME_OFFSET_LIMIT_MS),
  v.maxValue(USER_TIME_OFFSET_LIMIT_MS),
);

/** One device's last calibration, as stored. */
export const calibrationRecordSchema = jsonObject({
  connectionKey: v.pipe(v.string(), v.regex(CONNECTION_KEY_PATTERN)),
  /** When it was measured, ms since the Unix epoch. */
  measuredAtMs: v.pipe(finite, v.minValue(0)),
  /**
   * The device's perceived lag, ms: how long after the beat it reaches the top, with the offset it
   * played with then (`measuredWithOffsetMs`). + late, − early.
   */
  lagMs: withinMs(LAG_LIMIT_MS),
  /** Half-width of the lag's 95 % interval, ms. */
  uncertaintyMs: v.pipe(finite, v.minValue(0), v.maxValue(LAG_LIMIT_MS)),
  /** A phase reached the tap limit before its target: less certain than the wizard aims for. */
  wide: v.boolean(),
  /** The time offset the device played with while it was measured, ms (+ later). */
  measuredWithOffsetMs: offsetSchema,
  /** The offset "Apply" set (absent when not applied, or undone). */
  appliedOffsetMs: v.optional(offsetSchema),
});

/** One device's last calibration. */
export type CalibrationRecord = Readonly<v.InferOutput<typeof calibrationRecordSchema>>;

/** Everything stored. */
export interface CalibrationBook {
  /** The offer after a first connect was taken or dismissed: it is not shown again. */
  readonly offerAnswered: boolean;
  /** Newest first, one per key, at most {@link MAX_CALIBRATED_DEVICES}. */
  readonly devices: readonly CalibrationRecord[];
}

/** Nothing stored. */
export const EMPTY_CALIBRATION_BOOK: CalibrationBook = { offerAnswered: false, devices: [] };

/** What {@link readCalibrationBook} found: the book, and one line per repair (no stored values). */
export interface ReadCalibrationBook {
  readonly book: CalibrationBook;
  readonly problems: readonly string[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the stored text. Never throws: unreadable JSON or a top level that is not an object gives
 * the empty book; each device entry that does not parse is dropped, the others kept; a repeated key
 * keeps its first (newest) entry; a bad `offerAnswered` counts as not answered.
 */
export function readCalibrationBook(raw: string | null): ReadCalibrationBook {
  if (raw === null) return { book: EMPTY_CALIBRATION_BOOK, problems: [] };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { book: EMPTY_CALIBRATION_BOOK, problems: ['calibration: not valid JSON; dropped'] };
  }
  if (!isObject(json)) {
    return { book: EMPTY_CALIBRATION_BOOK, problems: ['calibration: not an object; dropped'] };
  }
  const problems: string[] = [];
  const offerAnswered = json.offerAnswered === true;
  if (json.offerAnswered !== undefined && typeof json.offerAnswered !== 'boolean') {
    problems.push('calibration: offerAnswered is not true or false; counted as not answered');
  }
  const entries: unknown[] = Array.isArray(json.devices) ? json.devices : [];
  if (json.devices !== undefined && !Array.isArray(json.devices)) {
    problems.push('calibration: devices is not a list; dropped');
  }
  const devices: CalibrationRecord[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const parsed = v.safeParse(calibrationRecordSchema, entry);
    if (!parsed.success) {
      problems.push(`calibration: device ${index} is not a calibration; dropped`);
      return;
    }
    if (seen.has(parsed.output.connectionKey)) {
      problems.push(`calibration: device ${index} repeats a key; dropped`);
      return;
    }
    seen.add(parsed.output.connectionKey);
    devices.push(parsed.output);
  });
  return {
    book: { offerAnswered, devices: devices.slice(0, MAX_CALIBRATED_DEVICES) },
    problems,
  };
}

/** The stored text of `book`. */
export function serializeCalibrationBook(book: CalibrationBook): string {
  return JSON.stringify({ version: CALIBRATION_BOOK_VERSION, ...book });
}

/** `book` with `record` as its device's newest result (first), the oldest dropped past the limit. */
export function withRecord(book: CalibrationBook, record: CalibrationRecord): CalibrationBook {
  const others = book.devices.filter((device) => device.connectionKey !== record.connectionKey);
  return { ...book, devices: [record, ...others].slice(0, MAX_CALIBRATED_DEVICES) };
}

/** The result kept for `connectionKey`, if any. */
export function recordOf(
  book: CalibrationBook,
  connectionKey: string,
): CalibrationRecord | undefined {
  return book.devices.find((device) => device.connectionKey === connectionKey);
}
