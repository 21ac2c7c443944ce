import { describe, expect, it, vi } from 'vitest';
import { logger } from '../../lib/logger';
import {
  CALIBRATION_BOOK_VERSION,
  EMPTY_CALIBRATION_BOOK,
  MAX_CALIBRATED_DEVICES,
  readCalibrationBook,
  recordOf,
  serializeCalibrationBook,
  withRecord,
  type CalibrationRecord,
} from './calibration-book';
import { createCalibrationStore } from './calibration-store';

const record = (
  connectionKey: string,
  over: Partial<CalibrationRecord> = {},
): CalibrationRecord => ({
  connectionKey,
  measuredAtMs: 1_795_000_000_000,
  lagMs: 61.4,
  uncertaintyMs: 4.2,
  wide: false,
  measuredWithOffsetMs: 0,
  ...over,
});

describe('readCalibrationBook', () => {
  it('reads back what was written', () => {
    const book = withRecord(
      { offerAnswered: true, devices: [] },
      record('KeyOne1', { appliedOffsetMs: -61 }),
    );
    const read = readCalibrationBook(serializeCalibrationBook(book));
    expect(read.problems).toEqual([]);
    expect(read.book).toEqual(book);
  });

  it('gives the empty book for nothing, bad JSON or a top level that is not an object', () => {
    expect(readCalibrationBook(null)).toEqual({ book: EMPTY_CALIBRATION_BOOK, problems: [] });
    for (const raw of ['{', '[]', '42', 'null', '"x"']) {
      const read = readCalibrationBook(raw);
      expect(read.book).toEqual(EMPTY_CALIBRATION_BOOK);
      expect(read.problems).toHaveLength(1);
    }
  });

  it('drops a bad entry alone and keeps the rest', () => {
    const raw = JSON.stringify({
      version: 1,
      offerAnswered: true,
      devices: [
        record('KeyOne1'),
        { ...record('KeyTwo2'), lagMs: 'fast' },
        { ...record('KeyThree3'), uncertaintyMs: -1 },
        { ...record('bad key!') },
        { ...record('KeyFour4'), appliedOffsetMs: 1.5 },
        { ...record('KeyFive5'), measuredWithOffsetMs: 99_999 },
        null,
        record('KeySix6'),
      ],
    });
    const read = readCalibrationBook(raw);
    expect(read.book.offerAnswered).toBe(true);
    expect(read.book.devices.map((device) => device.connectionKey)).toEqual(['KeyOne1', 'KeySix6']);
    expect(read.problems).toHaveLength(6);
    // The problems never repeat a stored value (a key is one).
    expect(read.problems.join(' ')).not.toContain('KeyTwo2');
  });

  it('keeps the first of a repeated key and at most the limit', () => {
    const devices = [
      record('KeyOne1', { lagMs: 10 }),
      record('KeyOne1', { lagMs: 20 }),
      ...Array.from({ length: MAX_CALIBRATED_DEVICES + 3 }, (_, index) => record(`Key${index}x1`)),
    ];
    const read = readCalibrationBook(
      JSON.stringify({ version: CALIBRATION_BOOK_VERSION, devices }),
    );
    expect(recordOf(read.book, 'KeyOne1')?.lagMs).toBe(10);
    expect(read.book.devices).toHaveLength(MAX_CALIBRATED_DEVICES);
    expect(read.book.devices.filter((device) => device.connectionKey === 'KeyOne1')).toHaveLength(
      1,
    );
    expect(read.problems).toEqual(['calibration.devices.1: Device kept twice; reset']);
  });

  it('counts anything but true as an unanswered offer, and a devices field that is not a list as none', () => {
    const read = readCalibrationBook(
      JSON.stringify({ version: CALIBRATION_BOOK_VERSION, offerAnswered: 'yes', devices: {} }),
    );
    expect(read.book).toEqual(EMPTY_CALIBRATION_BOOK);
    expect(read.problems).toHaveLength(2);
  });

  it('sets aside the results of a version it does not read, and keeps the offer’s answer', () => {
    for (const version of [2, '1', null, undefined]) {
      const raw = JSON.stringify({ version, offerAnswered: true, devices: [record('KeyOne1')] });
      const read = readCalibrationBook(raw);
      expect(read.book).toEqual({ offerAnswered: true, devices: [] });
      expect(read.problems).toEqual([
        'calibration: not a version this build reads; its results set aside',
      ]);
    }
  });
});

describe('withRecord', () => {
  it('puts the newest first, replaces a device’s older result and drops the oldest past the limit', () => {
    let book = EMPTY_CALIBRATION_BOOK;
    for (let index = 0; index < MAX_CALIBRATED_DEVICES; index++) {
      book = withRecord(book, record(`Key${index}x1`));
    }
    book = withRecord(book, record('Key3x1', { lagMs: 5 }));
    expect(book.devices[0]).toEqual(record('Key3x1', { lagMs: 5 }));
    expect(book.devices).toHaveLength(MAX_CALIBRATED_DEVICES);
    book = withRecord(book, record('KeyNew1'));
    expect(book.devices).toHaveLength(MAX_CALIBRATED_DEVICES);
    expect(recordOf(book, 'Key0x1')).toBeUndefined();
  });
});

describe('createCalibrationStore', () => {
  it('writes every change, tells its listeners and records an apply and its undo', () => {
    let stored: string | null = null;
    const store = createCalibrationStore({
      read: () => stored,
      write: (text) => {
        stored = text;
      },
    });
    const listener = vi.fn();
    store.subscribe(listener);
    store.put(record('KeyOne1'));
    store.setApplied('KeyOne1', -61);
    expect(recordOf(store.get(), 'KeyOne1')?.appliedOffsetMs).toBe(-61);
    store.setApplied('KeyOne1', undefined);
    expect(recordOf(store.get(), 'KeyOne1')).toEqual(record('KeyOne1'));
    store.setApplied('Unknown1', 5);
    store.answerOffer();
    store.answerOffer();
    expect(listener).toHaveBeenCalledTimes(4);
    expect(readCalibrationBook(stored).book).toEqual(store.get());
  });

  it('starts from what storage holds, repaired, and logs each repair', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const store = createCalibrationStore({
      read: () =>
        JSON.stringify({
          version: CALIBRATION_BOOK_VERSION,
          offerAnswered: true,
          devices: [record('KeyOne1'), 7],
        }),
      write: () => undefined,
    });
    expect(store.get().devices).toEqual([record('KeyOne1')]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
