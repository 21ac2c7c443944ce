import * as v from 'valibot';
import { jsonObject } from './json-schemas';
import { logger } from './logger';
import { WITHOUT_VALUES, describeIssue } from './schema-issues';
import { httpUrl } from './url-schema';

/**
 * Local storage keys Glide owns outside the preferences blob. `userLanguage` is the spec's own key
 * for the language choice (spec §3), so it stays a key of its own.
 */
export const STORAGE_KEYS = {
  language: 'userLanguage',
  /** The foundation's developer overrides, now part of `preferences.api`; read once to migrate. */
  legacyDeveloper: 'glide.developer',
  /** The client clock sync, kept between page loads (spec §3). */
  clockSync: 'glide.clockSync',
  /** The tap calibration's results per device, and whether its offer was answered. */
  calibration: 'glide.calibration',
  /** The channel Glide opened for the linked devices, with its key (a secret, like the key). */
  channel: 'glide.channel',
} as const;

/** Reads one of Glide's storage items; `null` when absent or when storage cannot be read. */
export function readStorageItem(key: string): string | null {
  return read(key);
}

/** Writes (or, with `null`, removes) one of Glide's storage items; a failure is logged only. */
export function writeStorageItem(key: string, value: string | null): void {
  write(key, value);
}

function read(key: string): string | null {
  try {
    return globalThis.localStorage.getItem(key);
  } catch (error) {
    // Storage can be disabled (private modes, embedded web views): behave as if empty.
    logger.warn('localStorage is not readable', error);
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage.removeItem(key);
    else globalThis.localStorage.setItem(key, value);
  } catch (error) {
    logger.warn('localStorage is not writable', error);
  }
}

/** A stored language code: a short tag of letters, digits and dashes (anything else is ignored). */
const storedLanguageSchema = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]{0,35}$/));

/**
 * The stored language choice, if any. A value that is not a language tag is ignored (and logged);
 * a too-short one is passed on, because spec §4 wants it rejected with a warning by the resolver.
 */
export function readStoredLanguage(): string | null {
  const raw = read(STORAGE_KEYS.language);
  if (raw === null) return null;
  const parsed = v.safeParse(storedLanguageSchema, raw);
  if (parsed.success) return parsed.output;
  logger.warn('Ignoring a stored language that is not a language tag');
  return null;
}

/** Stores the language choice under `userLanguage`. */
export function storeLanguage(code: string): void {
  write(STORAGE_KEYS.language, code);
}

/** The foundation's developer overrides, as it stored them. */
const legacyDeveloperSchema = jsonObject({
  apiBaseUrl: httpUrl(),
  applicationKey: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(256)),
});

/** The foundation's developer overrides. */
export type LegacyDeveloperSettings = v.InferOutput<typeof legacyDeveloperSchema>;

/**
 * Reads and removes the foundation's developer overrides (`glide.developer`). Unreadable or invalid
 * data is logged and removed too: it can never be used again.
 */
export function takeLegacyDeveloperSettings(): LegacyDeveloperSettings | null {
  const raw = read(STORAGE_KEYS.legacyDeveloper);
  if (raw === null) return null;
  write(STORAGE_KEYS.legacyDeveloper, null);
  try {
    const parsed = v.safeParse(legacyDeveloperSchema, JSON.parse(raw), WITHOUT_VALUES);
    if (parsed.success) return parsed.output;
    // What was wrong and where, never the values: the application key is among them.
    logger.warn('Dropping invalid legacy developer settings', parsed.issues.map(describeIssue));
  } catch (error) {
    logger.warn('Dropping unreadable legacy developer settings', error);
  }
  return null;
}

/** A key-value store shaped like the Web Storage API, as far as a settings store needs it. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * localStorage when it can be used; an in-memory map when it cannot (private modes, web views). The
 * preferences store keeps the settings in it (`preferences/preferences-instance.ts`).
 */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    const probe = '__glide_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    logger.warn('localStorage is unavailable; settings last until the page is closed');
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}
