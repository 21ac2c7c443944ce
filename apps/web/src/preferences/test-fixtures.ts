import { PREFERENCES_VERSION, type PreferencesData } from './schema';
import { createPreferencesStore, type PreferencesStore } from './store';

/** A preferences store on an in-memory storage of its own: a fresh visitor's settings. */
export function memoryPreferencesStore(): PreferencesStore {
  const memory = new Map<string, string>();
  return createPreferencesStore({
    storage: {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    },
  });
}

/**
 * Test fixtures: a valid settings value in which every field differs from its default, so that a
 * test can tell "kept" from "reset". Key bindings avoid the default keys, so resetting any one of
 * them cannot create a conflict; active cells fit the default 10 × 10 grid for the same reason.
 */
export function customPreferences(): PreferencesData {
  const beatUuid = '3f2b8a4e-1c7d-4e5f-9a0b-6c8d2e4f1a3b';
  return {
    version: PREFERENCES_VERSION,
    connectionKey: 'AbCdE12345',
    linkedDevices: [
      { connectionKey: 'AbCdE12345', label: 'Bedroom' },
      { connectionKey: 'ZzYyX98765' },
    ],
    multicastActive: true,
    developerMode: true,
    clockSyncEstimator: 'spec',
    device: 'oh',
    darkMode: false,
    femaleContentFilter: true,
    japaneseContentFilter: true,
    deviceSelectionComplete: true,
    keyBinding: {
      enabled: true,
      stroke: { incrementPct: 5, topUp: 'i', topDown: 'k', bottomUp: 'o', bottomDown: 'l' },
      timeOffset: { incrementMs: 25, increase: 'u', decrease: 'j' },
      playlist: { next: '.', previous: ',' },
    },
    beatbox: {
      beats: [
        {
          version: 1,
          image: 'data:image/png;base64,iVBORw0KGgo=',
          name: 'Saved',
          uuid: beatUuid,
          activeCells: [{ row: 1, column: 2 }],
          settings: {
            resolution: { height: 5, time: 5 },
            timePerCellMs: 300,
            tableHeight: 3,
            fillPoints: false,
            addEndPoint: false,
          },
        },
      ],
      playlist: [
        { uuid: beatUuid, repeat: 1 },
        { uuid: beatUuid, repeat: 3 },
      ],
      currentBeat: {
        version: 2,
        image: 'https://example.com/beat.png',
        name: 'Current',
        uuid: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
        activeCells: [
          { row: 0, column: 0 },
          { row: 7, column: 9 },
        ],
        settings: {
          resolution: { height: 8, time: 16 },
          timePerCellMs: 125,
          tableHeight: 6,
          fillPoints: false,
          addEndPoint: false,
        },
      },
      showSettings: true,
      showPlaylist: true,
      showLibrary: true,
      showGraph: false,
      updateTimeHalfway: true,
      cellStates: {
        stepMs: 100,
        cells: [
          [true, false, true],
          [false, true, false],
        ],
      },
    },
    localPlayer: {
      loop: true,
      scriptUrl: 'https://example.com/a.funscript',
      videoUrl: 'http://example.com/a.mp4',
      showSimulator: false,
      showEmulator: true,
      lastVideoName: 'holiday clip.webm',
      lastScriptName: 'holiday clip.funscript',
      transport: 'hssp',
    },
    library: {
      folderName: 'Clips',
      origin: 'picker',
      videos: ['Season 1/one.mp4', 'two.webm'],
      current: 'two.webm',
      variants: { 'Season 1/one.mp4': 'soft' },
      positions: { 'two.webm': 61_500 },
      repeat: 'all',
      shuffle: true,
    },
    syncPage: { simulator: false, loop: false },
    channelDebug: { logEvents: true, pauseStream: false },
    randomClassic: {
      speedRangePct: [10, 60],
      strokeRangePct: [5, 95],
      minimumStrokeLengthPct: 40,
      timeBetweenSeconds: 12.5,
      currentPauseSeconds: 3,
    },
    api: { baseUrl: 'https://staging.example.com/api/handy-rest/v3', applicationKey: 'app-id-1' },
    stash: { baseUrl: 'http://192.168.1.10:9999/', apiKey: 'eyJhbGciOiJIUzI1NiJ9.stash-key' },
    analyticsConsent: true,
  };
}

/** A JSON copy of `value` as a mutable tree (what `JSON.parse` of a stored blob gives). */
export function jsonCopy(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

/** Reads the value at a dotted path, or `undefined`. */
export function getPath(node: unknown, path: string): unknown {
  let current = node;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}

/** Sets the value at a dotted path (deleting it for `undefined`); the parents must exist. */
export function setPath(node: unknown, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop();
  const parent = keys.length === 0 ? node : getPath(node, keys.join('.'));
  if (last === undefined || typeof parent !== 'object' || parent === null) {
    throw new Error(`No parent for ${path}`);
  }
  if (value === undefined) Reflect.deleteProperty(parent, last);
  else Reflect.set(parent, last, value);
}

/** A stored blob: the custom settings with some paths replaced. */
export function blobWith(changes: Readonly<Record<string, unknown>>, base?: unknown): string {
  const draft = jsonCopy(base ?? customPreferences());
  for (const [path, value] of Object.entries(changes)) setPath(draft, path, value);
  return JSON.stringify(draft);
}

/** The custom settings with some paths taken from `defaults` (what a repair should yield). */
export function customWithDefaultsAt(defaults: unknown, paths: readonly string[]): unknown {
  const expected = jsonCopy(customPreferences());
  for (const path of paths) setPath(expected, path, getPath(defaults, path));
  return expected;
}
