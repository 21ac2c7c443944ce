import * as v from 'valibot';
import { WITHOUT_VALUES, issueKeys } from '../lib/schema-issues';
import { deepFreeze } from './deep-freeze';
import { defaultPreferences } from './defaults';
import { loadPreferences, serializePreferences } from './load';
import { applyPatch, type PreferencesPatch } from './patch';
import { formatPath } from './salvage';
import { preferencesSchema, type Preferences } from './schema';

/** The storage key of the settings blob. */
export const PREFERENCES_STORAGE_KEY = 'glide.preferences';

/** The part of the Web Storage API the store uses (`localStorage` fits; tests use a Map). */
export interface PreferencesStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What a `storage` event carries that the store needs (a DOM `StorageEvent` fits). */
export interface StorageChange {
  /** The changed key, or `null` when another tab cleared the whole storage. */
  readonly key: string | null;
  readonly newValue: string | null;
}

/** Options of {@link createPreferencesStore}. */
export interface PreferencesStoreOptions {
  storage: PreferencesStorage;
  /** Storage key; {@link PREFERENCES_STORAGE_KEY} by default. */
  key?: string;
  /** Told about repaired blobs, unreadable or unwritable storage and failing listeners. */
  onProblem?: (message: string) => void;
}

/** The outcome of a change: the new settings, or why the change was refused (nothing changed). */
export type SetResult =
  | { readonly ok: true; readonly preferences: Preferences }
  | { readonly ok: false; readonly problems: readonly string[] };

/** Called with the new settings after every effective change. */
export type PreferencesListener = (preferences: Preferences) => void;

/** The app's single source of persisted settings. */
export interface PreferencesStore {
  /** The current settings (a frozen snapshot; a new object after each change). */
  get(): Preferences;
  /** Replaces the settings with a value, or with what `updater` derives from the current ones. */
  set(next: Preferences | ((current: Preferences) => Preferences)): SetResult;
  /** Changes only the fields in `patch` (deeply), e.g. `update({ keyBinding: { enabled: true } })`. */
  update(patch: PreferencesPatch): SetResult;
  /** Back to the defaults, and the stored blob removed. */
  reset(): void;
  /** Calls `listener` after each change; returns its disposer. */
  subscribe(listener: PreferencesListener): () => void;
  /** Feed `window`'s `storage` events here: a write of the key by another tab is loaded and announced. */
  handleStorageEvent(event: StorageChange): void;
}

/**
 * `QuotaExceededError: …` style text. Read structurally because a `DOMException` is not an `Error`
 * in every environment (jsdom), and its name is the useful part (quota vs. disabled storage).
 */
function messageOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const name: unknown = Reflect.get(error, 'name');
  const message: unknown = Reflect.get(error, 'message');
  if (typeof message !== 'string') return 'unknown error';
  return typeof name === 'string' && name !== 'Error' && name !== ''
    ? `${name}: ${message}`
    : message;
}

/**
 * Creates the settings store over `storage`. The stored blob is read once, now (repairs are
 * reported through `onProblem` but not written back, so a blob from a newer build in another tab is
 * not downgraded until the user changes something). Every change is validated first and written
 * through; a write that fails (quota, disabled storage) is reported and the change is kept in
 * memory, so the session goes on with what the user chose.
 */
export function createPreferencesStore(options: PreferencesStoreOptions): PreferencesStore {
  const { storage } = options;
  const key = options.key ?? PREFERENCES_STORAGE_KEY;
  const report = (message: string): void => options.onProblem?.(message);
  const listeners = new Set<PreferencesListener>();

  function readStored(): string | null {
    try {
      return storage.getItem(key);
    } catch (error) {
      report(`preferences: storage is not readable (${messageOf(error)}); using the defaults`);
      return null;
    }
  }

  function loadAndReport(raw: string | null): Preferences {
    const loaded = loadPreferences(raw);
    for (const problem of loaded.problems) report(problem);
    return loaded.preferences;
  }

  /** The raw value last seen in storage, to ignore events that change nothing. */
  let lastStored = readStored();
  let current = loadAndReport(lastStored);
  let currentJson = serializePreferences(current);

  function notify(): void {
    // A snapshot, so that listeners may subscribe or unsubscribe while being called.
    for (const listener of [...listeners]) {
      try {
        listener(current);
      } catch (error) {
        report(`preferences: a listener failed (${messageOf(error)})`);
      }
    }
  }

  /** Makes `next` current; `false` when it equals the current settings (then nothing happens). */
  function adopt(next: Preferences, json: string): boolean {
    if (json === currentJson) return false;
    current = next;
    currentJson = json;
    return true;
  }

  function write(json: string): void {
    try {
      storage.setItem(key, json);
      lastStored = json;
    } catch (error) {
      report(`preferences: could not be saved (${messageOf(error)}); kept for this session`);
    }
  }

  /** Validates `candidate` and, when valid and different, makes it current, stores it and notifies. */
  function commit(candidate: unknown): SetResult {
    const parsed = v.safeParse(preferencesSchema, candidate, WITHOUT_VALUES);
    if (!parsed.success) {
      return {
        ok: false,
        problems: parsed.issues.map((issue) => `${formatPath(issueKeys(issue))}: ${issue.message}`),
      };
    }
    const preferences = deepFreeze(parsed.output);
    const json = serializePreferences(preferences);
    if (adopt(preferences, json)) {
      write(json);
      notify();
    }
    return { ok: true, preferences: current };
  }

  return {
    get: () => current,
    set: (next) => commit(typeof next === 'function' ? next(current) : next),
    update: (patch) => commit(applyPatch(current, patch)),
    reset() {
      try {
        storage.removeItem(key);
        lastStored = null;
      } catch (error) {
        report(`preferences: could not be cleared (${messageOf(error)})`);
      }
      if (adopt(defaultPreferences, serializePreferences(defaultPreferences))) notify();
    },
    subscribe(listener) {
      // A wrapper per subscription, so that subscribing the same function twice needs two disposers.
      const entry: PreferencesListener = (preferences) => listener(preferences);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    handleStorageEvent(event) {
      // `key === null` is another tab clearing all storage: that removes our blob too.
      if (event.key !== null && event.key !== key) return;
      if (event.newValue === lastStored) return;
      lastStored = event.newValue;
      const next = loadAndReport(event.newValue);
      // Not written back: the other tab owns that write, and echoing it could loop between tabs.
      if (adopt(next, serializePreferences(next))) notify();
    },
  };
}
