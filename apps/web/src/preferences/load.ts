import * as v from 'valibot';
import { deepFreeze } from './deep-freeze';
import { defaultPreferences } from './defaults';
import { migratePreferences } from './migrate';
import { isRecord, salvage } from './salvage';
import { preferencesSchema, type Preferences } from './schema';

/** The outcome of {@link loadPreferences}: always usable settings, plus what had to be repaired. */
export interface LoadedPreferences {
  /** Valid, deeply frozen settings. */
  preferences: Preferences;
  /** One human-readable line per repair (for the log; never contains stored values). */
  problems: string[];
}

function describeTopLevel(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'a list' : `a ${typeof value}`;
}

/**
 * Reads the stored blob. Never throws, and always returns settings that satisfy
 * {@link preferencesSchema}: nothing stored gives the defaults; unreadable JSON or a top level that is
 * not an object gives the defaults and a problem; an older version is migrated; a newer or partly
 * invalid blob keeps every valid field and takes the default for each invalid one, as deep as the
 * schema goes. Unknown fields are dropped without a problem (newer builds legitimately add some).
 */
export function loadPreferences(raw: string | null): LoadedPreferences {
  if (raw === null) return { preferences: defaultPreferences, problems: [] };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return {
      preferences: defaultPreferences,
      problems: ['preferences: stored value is not valid JSON; using the defaults'],
    };
  }
  if (!isRecord(json)) {
    return {
      preferences: defaultPreferences,
      problems: [
        `preferences: stored value is ${describeTopLevel(json)}, not an object; using the defaults`,
      ],
    };
  }
  const migrated = migratePreferences(json);
  const problems = [...migrated.problems];
  const recovered = salvage(preferencesSchema, migrated.blob, defaultPreferences, [], problems);
  // salvage() only ever returns schema-valid data given valid defaults; parsing again gives the type.
  const checked = v.safeParse(preferencesSchema, recovered);
  if (!checked.success) {
    problems.push('preferences: could not be recovered; using the defaults');
    return { preferences: defaultPreferences, problems };
  }
  return { preferences: deepFreeze(checked.output), problems };
}

/** The stored form of `preferences` (the inverse of {@link loadPreferences} for valid settings). */
export function serializePreferences(preferences: Preferences): string {
  return JSON.stringify(preferences);
}
