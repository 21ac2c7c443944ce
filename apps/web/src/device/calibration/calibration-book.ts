/**
 * The tap calibration's results, one per device (by connection key), and whether the offer after a
 * first connect was answered: what is stored under `glide.calibration`, read back through a schema.
 * A measured fact about a device rather than a setting, so it is kept apart from the preferences,
 * as the client clock sync is. Pure: parsing never throws, and a bad entry is dropped alone.
 */
import * as v from 'valibot';
import { jsonObject } from '../../lib/json-schemas';
import { crossCheck } from '../../lib/schema-issues';
import {
  connectionKeySchema,
  finiteNumberSchema,
  intSchema,
  numberSchema,
} from '../../preferences/fields';
import { isRecord, itemwise, salvage } from '../../preferences/salvage';
import { USER_TIME_OFFSET_LIMIT_MS } from '../time-offset/user-time-offset';

/** The version written today. */
export const CALIBRATION_BOOK_VERSION = 1;

/** Devices kept; the oldest result goes first (a person rarely has more than a few). */
export const MAX_CALIBRATED_DEVICES = 16;

/** A lag or an uncertainty beyond this is not a measurement the wizard can make (±1 s). */
const LAG_LIMIT_MS = 1000;

const offsetSchema = intSchema({
  min: -USER_TIME_OFFSET_LIMIT_MS,
  max: USER_TIME_OFFSET_LIMIT_MS,
});

/** One device's last calibration, as stored. */
export const calibrationRecordSchema = jsonObject({
  connectionKey: connectionKeySchema,
  /** When it was measured, ms since the Unix epoch. */
  measuredAtMs: v.pipe(finiteNumberSchema, v.minValue(0)),
  /**
   * The device's perceived lag, ms: how long after the beat it reaches the top, with the offset it
   * played with then (`measuredWithOffsetMs`). + late, − early.
   */
  lagMs: numberSchema({ min: -LAG_LIMIT_MS, max: LAG_LIMIT_MS, step: 'any' }),
  /** Half-width of the lag's 95 % interval, ms. */
  uncertaintyMs: numberSchema({ min: 0, max: LAG_LIMIT_MS, step: 'any' }),
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

/**
 * The stored book's fields, read with the preferences' salvage (`src/preferences/salvage.ts`): a
 * device entry that does not parse is dropped alone, a field that does not parse takes its default
 * (a bad `offerAnswered` counts as not answered), and a repeated key keeps its first (newest) entry.
 */
const calibrationBookSchema = jsonObject({
  offerAnswered: v.boolean(),
  devices: itemwise(
    v.pipe(
      v.array(calibrationRecordSchema),
      crossCheck((devices, report) => {
        const seen = new Set<string>();
        devices.forEach((device, index) => {
          if (seen.has(device.connectionKey)) report('Device kept twice', [index]);
          seen.add(device.connectionKey);
        });
      }),
    ),
  ),
});

/**
 * Reads the stored text. Never throws: nothing stored, unreadable JSON or a top level that is not
 * an object gives the empty book; the fields are salvaged (see `calibrationBookSchema`), and past
 * {@link MAX_CALIBRATED_DEVICES} the oldest entries go. A book of another version than this build
 * writes (a newer build's, or none at all) has results this build cannot know the meaning of: they
 * are set aside, without a crash, as if there were none. Whether the offer was answered is still
 * read: a misreading can only leave the offer unshown, which is better than asking again someone
 * who already answered.
 */
export function readCalibrationBook(raw: string | null): ReadCalibrationBook {
  if (raw === null) return { book: EMPTY_CALIBRATION_BOOK, problems: [] };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { book: EMPTY_CALIBRATION_BOOK, problems: ['calibration: not valid JSON; dropped'] };
  }
  if (!isRecord(json)) {
    return { book: EMPTY_CALIBRATION_BOOK, problems: ['calibration: not an object; dropped'] };
  }
  const problems: string[] = [];
  const known = json.version === CALIBRATION_BOOK_VERSION;
  if (!known) problems.push('calibration: not a version this build reads; its results set aside');
  const blob = known ? json : { offerAnswered: json.offerAnswered };
  const salvaged = salvage(
    calibrationBookSchema,
    blob,
    EMPTY_CALIBRATION_BOOK,
    ['calibration'],
    problems,
  );
  // salvage() returns a value of the schema given a valid fallback; parsing again gives the type.
  const parsed = v.safeParse(calibrationBookSchema, salvaged);
  if (!parsed.success) {
    problems.push('calibration: could not be recovered; dropped');
    return { book: EMPTY_CALIBRATION_BOOK, problems };
  }
  const { offerAnswered, devices } = parsed.output;
  return { book: { offerAnswered, devices: devices.slice(0, MAX_CALIBRATED_DEVICES) }, problems };
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
