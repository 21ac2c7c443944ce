import { CLOCK_ESTIMATOR_NAMES, MIN_RANDOM_ZONE_PCT, strokeRangeProblem } from '@glide/core';
import * as v from 'valibot';
import { jsonObject, jsonRecord } from '../lib/json-schemas';
import { crossCheck, type PathKey } from '../lib/schema-issues';
import { beatboxSchema } from './beatbox-schema';
import { librarySchema } from './library-schema';
import { SETTING_BOUNDS } from './bounds';
import type { DeepReadonly } from './deep-freeze';
import {
  connectionKeySchema,
  flagSchema,
  httpUrlSchema,
  intSchema,
  keySchema,
  numberSchema,
  optionalHttpUrlSchema,
  percentRangeSchema,
  percentSchema,
} from './fields';
import { itemwise } from './salvage';

/**
 * The one schema for every persisted user setting (spec §3 "Persisted user settings", defaults in
 * spec §9). Field names follow the spec, except that a unit is added where a value has one
 * (`incrementPct`, `timePerCellMs`, `timeBetweenSeconds`, …), as the house style asks; the v0 → v1
 * migration maps the spec's bare names.
 */

/** The version written today. Bump it, and add a step to the migration table, on any change of shape. */
export const PREFERENCES_VERSION = 3;

/**
 * The script a linked device follows when it plays its own part: the library's main script
 * (`main`), one of its variants (`variant:soft`) or the script of another axis (`axis:surge`).
 */
export const partScriptSchema = v.pipe(
  v.string(),
  v.regex(/^(main|variant:.{1,64}|axis:[a-z]{1,16})$/su),
);

/**
 * What one linked device plays while it plays along: its own script, stroke zone and time offset
 * (ms, + later than the video). Absent: it plays what the device in use plays. Optional fields
 * added to version 3: a blob written before them reads as it was.
 */
export const devicePartSchema = jsonObject({
  script: v.optional(partScriptSchema),
  strokeZonePct: v.optional(percentRangeSchema),
  offsetMs: v.optional(intSchema(SETTING_BOUNDS.partOffsetMs)),
});

/** A device the user has linked; `label` is the user's own name for it. */
export const linkedDeviceSchema = jsonObject({
  connectionKey: connectionKeySchema,
  label: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
  part: v.optional(devicePartSchema),
});

/** Stroke shortcuts: `incrementPct` is the step of one press, in percent of the full stroke. */
export const strokeBindingSchema = jsonObject({
  incrementPct: intSchema(SETTING_BOUNDS.strokeIncrementPct),
  topUp: keySchema,
  topDown: keySchema,
  bottomUp: keySchema,
  bottomDown: keySchema,
});

/** Time-offset shortcuts: `incrementMs` is the change of the user time offset per press. */
export const timeOffsetBindingSchema = jsonObject({
  incrementMs: intSchema(SETTING_BOUNDS.timeOffsetIncrementMs),
  increase: keySchema,
  decrease: keySchema,
});

/** Playlist shortcuts (the local player's library): the next and the previous video. */
export const playlistBindingSchema = jsonObject({
  next: keySchema,
  previous: keySchema,
});

/**
 * Keyboard shortcuts (spec §3, §5, and the playlist's next and previous). A key may serve one action only (compared case-insensitively,
 * like the handler compares them); every binding that shares a key is reported, so that loading a
 * conflicting blob resets just those bindings.
 */
export const keyBindingSchema = v.pipe(
  jsonObject({
    enabled: flagSchema,
    stroke: strokeBindingSchema,
    timeOffset: timeOffsetBindingSchema,
    playlist: playlistBindingSchema,
  }),
  crossCheck(({ stroke, timeOffset, playlist }, report) => {
    const bound: readonly (readonly [path: readonly [PathKey, PathKey], key: string])[] = [
      [['stroke', 'topUp'], stroke.topUp],
      [['stroke', 'topDown'], stroke.topDown],
      [['stroke', 'bottomUp'], stroke.bottomUp],
      [['stroke', 'bottomDown'], stroke.bottomDown],
      [['timeOffset', 'increase'], timeOffset.increase],
      [['timeOffset', 'decrease'], timeOffset.decrease],
      [['playlist', 'next'], playlist.next],
      [['playlist', 'previous'], playlist.previous],
    ];
    const counts = new Map<string, number>();
    for (const [, key] of bound) {
      counts.set(key.toLowerCase(), (counts.get(key.toLowerCase()) ?? 0) + 1);
    }
    for (const [path, key] of bound) {
      if ((counts.get(key.toLowerCase()) ?? 0) > 1) {
        report('Key bound to more than one action', path);
      }
    }
  }),
);

/**
 * The name of a file the user last picked (browsers cannot reopen a local file, so only its name is
 * kept, to say which one to pick again), or `''` for none. No path: a picked file has none.
 */
export const fileNameSchema = v.pipe(v.string(), v.maxLength(255));

/**
 * How the player sends the script: `hssp` uploads it to the provider's script host, `hsp` streams it
 * from the browser; `''` until the user chooses, so that the page's default (decided by measurement,
 * and free to change) applies to everyone who never picked one.
 */
export const playerTransportSchema = v.picklist(['', 'hssp', 'hsp']);

/**
 * The local video player: what it last played, how, and which helpers are shown next to it. Its
 * time offset is not here: it is the device's user time offset (`/hstp/offset`), which the shortcut
 * keys, the configure page and the sync page change too, and which the device keeps.
 */
export const localPlayerSchema = jsonObject({
  loop: flagSchema,
  scriptUrl: optionalHttpUrlSchema,
  videoUrl: optionalHttpUrlSchema,
  showSimulator: flagSchema,
  showEmulator: flagSchema,
  lastVideoName: fileNameSchema,
  lastScriptName: fileNameSchema,
  transport: playerTransportSchema,
});

/** The sync test page: whether the simulator is shown and whether the test loops. */
export const syncPageSchema = jsonObject({
  simulator: flagSchema,
  loop: flagSchema,
});

/**
 * Debug flags of the channel debug page, by name. The spec gives no list, so this is an open map of
 * booleans (names start with a letter, at most 64 of them) that the page can grow without a migration.
 */
export const channelDebugSchema = v.pipe(
  jsonRecord(v.pipe(v.string(), v.regex(/^[a-zA-Z][a-zA-Z0-9_]{0,63}$/)), v.boolean()),
  v.check((flags) => Object.keys(flags).length <= 64, 'Too many debug flags'),
);

/**
 * Random classic's stroke range: a percent range whose ends lie at least {@link MIN_RANDOM_ZONE_PCT}
 * apart, the rule Start runs on (`strokeRangeProblem`), so that a stored range always runs.
 */
export const strokeRangeSchema = v.pipe(
  percentRangeSchema,
  crossCheck((range, report) => {
    if (strokeRangeProblem(range) === 'strokeRangeTooNarrow') {
      report(`The ends must lie at least ${MIN_RANDOM_ZONE_PCT} % apart`);
    }
  }),
);

/**
 * Random classic mode (spec §9). Ranges and the minimum stroke are percentages; `timeBetweenSeconds`
 * is how long each random setting lasts before the next is drawn; `currentPauseSeconds` is the pause
 * chosen between random segments (0 = none; the spec names the field only).
 */
export const randomClassicSchema = jsonObject({
  speedRangePct: percentRangeSchema,
  strokeRangePct: strokeRangeSchema,
  minimumStrokeLengthPct: percentSchema,
  timeBetweenSeconds: numberSchema(SETTING_BOUNDS.randomTimeBetweenSeconds),
  currentPauseSeconds: numberSchema(SETTING_BOUNDS.randomPauseSeconds),
});

/** Developer overrides of where the app sends its calls and with which application key. */
export const apiOverridesSchema = jsonObject({
  baseUrl: v.optional(httpUrlSchema),
  applicationKey: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\S{1,256}$/, 'An application key is 1 to 256 non-space characters'),
    ),
  ),
});

/**
 * A Stash library (issue 32): its server's address (as `parseStashAddress` of `@glide/stash` reads
 * it) and its API key, kept like the connection key: in this browser only, redacted from analytics,
 * never in an address.
 */
export const stashSourceSchema = jsonObject({
  baseUrl: v.optional(httpUrlSchema),
  apiKey: v.optional(
    v.pipe(v.string(), v.regex(/^\S{1,2048}$/, 'An API key is 1 to 2048 non-space characters')),
  ),
});

/** Every persisted user setting, versioned. */
export const preferencesSchema = jsonObject({
  version: v.literal(PREFERENCES_VERSION),
  /** The key of the device in use; `''` until the user enters one. */
  connectionKey: v.union([v.literal(''), connectionKeySchema]),
  linkedDevices: itemwise(
    v.pipe(
      v.array(linkedDeviceSchema),
      v.maxLength(32),
      crossCheck((devices, report) => {
        const seen = new Set<string>();
        devices.forEach((device, index) => {
          if (seen.has(device.connectionKey)) report('Device linked twice', [index]);
          seen.add(device.connectionKey);
        });
      }),
    ),
    // A linked device with a bad label or part stays linked, without them.
    { repairEntries: true },
  ),
  multicastActive: flagSchema,
  developerMode: flagSchema,
  /**
   * Which client clock estimator syncs this browser with the server (a developer setting): Glide's
   * (`glide`, the default) or the spec's (`spec`, §9: the fastest two thirds averaged).
   */
  clockSyncEstimator: v.picklist(CLOCK_ESTIMATOR_NAMES),
  device: v.picklist(['handy', 'oh']),
  darkMode: flagSchema,
  femaleContentFilter: flagSchema,
  japaneseContentFilter: flagSchema,
  deviceSelectionComplete: flagSchema,
  keyBinding: keyBindingSchema,
  beatbox: beatboxSchema,
  localPlayer: localPlayerSchema,
  library: librarySchema,
  syncPage: syncPageSchema,
  channelDebug: channelDebugSchema,
  randomClassic: randomClassicSchema,
  api: apiOverridesSchema,
  stash: stashSourceSchema,
  analyticsConsent: flagSchema,
});

/** The settings as the schema accepts them (mutable; used to build new values). */
export type PreferencesData = v.InferOutput<typeof preferencesSchema>;

/** The settings as the app reads them: deeply read-only snapshots. */
export type Preferences = DeepReadonly<PreferencesData>;

/** The device kinds (spec §1: The Handy and Oh). */
export type DeviceKind = PreferencesData['device'];
