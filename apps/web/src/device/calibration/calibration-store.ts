/**
 * The one owner of the stored calibration results: reads them once, hands out snapshots, writes
 * every change back and tells its listeners. Storage is injected (the app's is `src/lib/storage`).
 */
import { logger } from '../../lib/logger';
import { STORAGE_KEYS, readStorageItem, writeStorageItem } from '../../lib/storage';
import {
  readCalibrationBook,
  recordOf,
  serializeCalibrationBook,
  withRecord,
  type CalibrationBook,
  type CalibrationRecord,
} from './calibration-book';

/** Where the store reads and writes its text. */
export interface CalibrationStorage {
  read(): string | null;
  write(text: string): void;
}

/** The calibration results and the offer's answer, as a small external store. */
export interface CalibrationStore {
  /** The current book (a new object after each change). */
  get(): CalibrationBook;
  /** Calls `listener` after each change; returns its disposer. */
  subscribe(listener: () => void): () => void;
  /** Keeps `record` as its device's result (replacing an older one). */
  put(record: CalibrationRecord): void;
  /**
   * Records that the result of `connectionKey` was applied as `offsetMs`, or (undefined) that it
   * was undone. Nothing happens without a result for that key.
   */
  setApplied(connectionKey: string, offsetMs: number | undefined): void;
  /** The offer after a first connect was taken or dismissed. */
  answerOffer(): void;
}

/** Creates a store over `storage`; what it reads is parsed, and repairs are logged. */
export function createCalibrationStore(storage: CalibrationStorage): CalibrationStore {
  const loaded = readCalibrationBook(storage.read());
  for (const problem of loaded.problems) logger.warn(problem);
  let book = loaded.book;
  const listeners = new Set<() => void>();
  const change = (next: CalibrationBook) => {
    book = next;
    storage.write(serializeCalibrationBook(next));
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => book,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    put: (record) => change(withRecord(book, record)),
    setApplied(connectionKey, offsetMs) {
      const record = recordOf(book, connectionKey);
      if (!record) return;
      const { appliedOffsetMs: _previous, ...rest } = record;
      change(
        withRecord(book, offsetMs === undefined ? rest : { ...rest, appliedOffsetMs: offsetMs }),
      );
    },
    answerOffer() {
      if (!book.offerAnswered) change({ ...book, offerAnswered: true });
    },
  };
}

let instance: CalibrationStore | undefined;

/** The app's store, on local storage (made on first use). */
export function calibrationStore(): CalibrationStore {
  instance ??= createCalibrationStore({
    read: () => readStorageItem(STORAGE_KEYS.calibration),
    write: (text) => writeStorageItem(STORAGE_KEYS.calibration, text),
  });
  return instance;
}

/** Drops the app's store, so the next use reads storage again (tests). */
export function resetCalibrationStoreForTests(): void {
  instance = undefined;
}
