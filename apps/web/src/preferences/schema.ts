import * as z from 'zod/mini';
import { beatboxSchema } from './beatbox-schema';
import type { DeepReadonly } from './deep-freeze';
import {
  connectionKeySchema,
  flagSchema,
  httpUrlSchema,
  keySchema,
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
export const PREFERENCES_VERSION = 1;

/** A device the user has linked; `label` is the user's own name for it. */
export const linkedDeviceSchema = z.object({
  connectionKey: connectionKeySchema,
  label: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});

/** Stroke shortcuts: `incrementPct` is the step of one press, in percent of the full stroke. */
export const strokeBindingSchema = z.object({
  incrementPct: z.int().check(z.minimum(1), z.maximum(100)),
  topUp: keySchema,
  topDown: keySchema,
  bottomUp: keySchema,
  bottomDown: keySchema,
});

/** Time-offset shortcuts: `incrementMs` is the change of the user time offset per press. */
export const timeOffsetBindingSchema = z.object({
  incrementMs: z.int().check(z.minimum(1), z.maximum(1000)),
  increase: keySchema,
  decrease: keySchema,
});

/**
 * Keyboard shortcuts (spec §3, §5). A key may serve one action only (compared case-insensitively,
 * like the handler compares them); every binding that shares a key is reported, so that loading a
 * conflicting blob resets just those bindings.
 */
export const keyBindingSchema = z
  .object({
    enabled: flagSchema,
    stroke: strokeBindingSchema,
    timeOffset: timeOffsetBindingSchema,
  })
  .check(
    z.superRefine(({ stroke, timeOffset }, ctx) => {
      const bound: readonly (readonly [path: readonly [string, string], key: string])[] = [
        [['stroke', 'topUp'], stroke.topUp],
        [['stroke', 'topDown'], stroke.topDown],
        [['stroke', 'bottomUp'], stroke.bottomUp],
        [['stroke', 'bottomDown'], stroke.bottomDown],
        [['timeOffset', 'increase'], timeOffset.increase],
        [['timeOffset', 'decrease'], timeOffset.decrease],
      ];
      const counts = new Map<string, number>();
      for (const [, key] of bound) {
        counts.set(key.toLowerCase(), (counts.get(key.toLowerCase()) ?? 0) + 1);
      }
      for (const [path, key] of bound) {
        if ((counts.get(key.toLowerCase()) ?? 0) > 1) {
          ctx.addIssue({
            code: 'custom',
            message: 'Key bound to more than one action',
            path: [...path],
          });
        }
      }
    }),
  );

/** The local video player: what it last played, and which helpers are shown next to it. */
export const localPlayerSchema = z.object({
  loop: flagSchema,
  scriptUrl: optionalHttpUrlSchema,
  videoUrl: optionalHttpUrlSchema,
  showSimulator: flagSchema,
  showEmulator: flagSchema,
});

/** The sync test page: whether the simulator is shown and whether the test loops. */
export const syncPageSchema = z.object({
  simulator: flagSchema,
  loop: flagSchema,
});

/**
 * Debug flags of the channel debug page, by name. The spec gives no list, so this is an open map of
 * booleans (names start with a letter, at most 64 of them) that the page can grow without a migration.
 */
export const channelDebugSchema = z
  .record(z.string().check(z.regex(/^[a-zA-Z][a-zA-Z0-9_]{0,63}$/)), z.boolean())
  .check(z.refine((flags) => Object.keys(flags).length <= 64, 'Too many debug flags'));

/**
 * Random classic mode (spec §9). Ranges and the minimum stroke are percentages; `timeBetweenSeconds`
 * is how long each random setting lasts before the next is drawn; `currentPauseSeconds` is the pause
 * chosen between random segments (0 = none; the spec names the field only).
 */
export const randomClassicSchema = z.object({
  speedRangePct: percentRangeSchema,
  strokeRangePct: percentRangeSchema,
  minimumStrokeLengthPct: percentSchema,
  timeBetweenSeconds: z.number().check(z.minimum(1), z.maximum(3600)),
  currentPauseSeconds: z.number().check(z.minimum(0), z.maximum(3600)),
});

/** Developer overrides of where the app sends its calls and with which application key. */
export const apiOverridesSchema = z.object({
  baseUrl: z.optional(httpUrlSchema),
  applicationKey: z.optional(
    z.string().check(z.regex(/^\S{1,256}$/, 'An application key is 1 to 256 non-space characters')),
  ),
});

/** Every persisted user setting, versioned. */
export const preferencesSchema = z.object({
  version: z.literal(PREFERENCES_VERSION),
  /** The key of the device in use; `''` until the user enters one. */
  connectionKey: z.union([z.literal(''), connectionKeySchema]),
  linkedDevices: itemwise(
    z.array(linkedDeviceSchema).check(
      z.maxLength(32),
      z.superRefine((devices, ctx) => {
        const seen = new Set<string>();
        devices.forEach((device, index) => {
          if (seen.has(device.connectionKey)) {
            ctx.addIssue({ code: 'custom', message: 'Device linked twice', path: [index] });
          }
          seen.add(device.connectionKey);
        });
      }),
    ),
  ),
  multicastActive: flagSchema,
  developerMode: flagSchema,
  device: z.enum(['handy', 'oh']),
  darkMode: flagSchema,
  femaleContentFilter: flagSchema,
  japaneseContentFilter: flagSchema,
  deviceSelectionComplete: flagSchema,
  keyBinding: keyBindingSchema,
  beatbox: beatboxSchema,
  localPlayer: localPlayerSchema,
  syncPage: syncPageSchema,
  channelDebug: channelDebugSchema,
  randomClassic: randomClassicSchema,
  api: apiOverridesSchema,
  analyticsConsent: flagSchema,
});

/** The settings as the schema accepts them (mutable; used to build new values). */
export type PreferencesData = z.output<typeof preferencesSchema>;

/** The settings as the app reads them: deeply read-only snapshots. */
export type Preferences = DeepReadonly<PreferencesData>;

/** The device kinds (spec §1: The Handy and Oh). */
export type DeviceKind = PreferencesData['device'];
