import { z } from 'zod';
import { logger } from './logger';

/** Local storage keys Glide owns. `userLanguage` is the spec's name for the language choice. */
export const STORAGE_KEYS = {
  language: 'userLanguage',
  developer: 'glide.developer',
} as const;

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch (error) {
    // Storage can be disabled (private modes, embedded web views): behave as if empty.
    logger.warn('localStorage is not readable', error);
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch (error) {
    logger.warn('localStorage is not writable', error);
  }
}

/** The stored language choice, if any. */
export function readStoredLanguage(): string | null {
  return read(STORAGE_KEYS.language);
}

/** Stores the language choice. */
export function storeLanguage(code: string): void {
  write(STORAGE_KEYS.language, code);
}

/** Developer overrides: where the app sends API calls and with which application key. */
export const developerSettingsSchema = z.object({
  apiBaseUrl: z.url({ protocol: /^https?$/ }),
  applicationKey: z.string().trim().min(1).max(256),
});

/** The developer overrides as stored. */
export type DeveloperSettings = z.infer<typeof developerSettingsSchema>;

/**
 * Reads the developer overrides. Missing, corrupt or invalid data reads as "no override" and is
 * logged, never thrown: a bad blob must not keep the app from starting.
 */
export function readDeveloperSettings(): DeveloperSettings | null {
  const raw = read(STORAGE_KEYS.developer);
  if (raw === null) return null;
  try {
    const parsed = developerSettingsSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    logger.warn('Ignoring invalid developer settings', parsed.error.issues);
  } catch (error) {
    logger.warn('Ignoring unreadable developer settings', error);
  }
  return null;
}

/** Stores the developer overrides, or clears them with `null`. */
export function storeDeveloperSettings(settings: DeveloperSettings | null): void {
  write(STORAGE_KEYS.developer, settings ? JSON.stringify(settings) : null);
}
