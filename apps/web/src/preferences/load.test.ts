import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defaultPreferences } from './defaults';
import { loadPreferences, serializePreferences } from './load';
import { PREFERENCES_VERSION, preferencesSchema } from './schema';
import {
  blobWith,
  customPreferences,
  customWithDefaultsAt,
  getPath,
  jsonCopy,
} from './test-fixtures';

/** The settings that are open maps (any keys): each counts as one value. */
const MAPS = new Set(['channelDebug', 'library.variants', 'library.positions']);

/** Every path of the custom fixture down to scalars; arrays, tuples and maps count as one value. */
function leafPaths(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [prefix];
  if (MAPS.has(prefix)) return [prefix];
  return Object.entries(node).flatMap(([key, child]) =>
    leafPaths(child, prefix === '' ? key : `${prefix}.${key}`),
  );
}

/** A value of the wrong type for whatever `value` is. */
function wrongTypeFor(value: unknown): unknown {
  if (typeof value === 'boolean') return 'yes';
  if (typeof value === 'number') return 'ten';
  if (typeof value === 'string') return 42;
  if (Array.isArray(value)) return { length: 2 };
  return [true];
}

describe('loadPreferences: whole-blob failures', () => {
  it('gives the defaults, without problems, when nothing is stored', () => {
    expect(loadPreferences(null)).toEqual({ preferences: defaultPreferences, problems: [] });
  });

  it('gives the defaults and one problem for corrupt JSON', () => {
    for (const raw of ['{"darkMode": tru', '', 'undefined', '{darkMode: true}', "{'a': 1}"]) {
      const { preferences, problems } = loadPreferences(raw);
      expect(preferences).toEqual(defaultPreferences);
      expect(problems).toEqual(['preferences: stored value is not valid JSON; using the defaults']);
    }
  });

  it.each([
    ['[]', 'a list'],
    ['[{"darkMode": false}]', 'a list'],
    ['42', 'a number'],
    ['"text"', 'a string'],
    ['true', 'a boolean'],
    ['null', 'null'],
  ])('gives the defaults for a top level of %s', (raw, described) => {
    const { preferences, problems } = loadPreferences(raw);
    expect(preferences).toEqual(defaultPreferences);
    expect(problems).toEqual([
      `preferences: stored value is ${described}, not an object; using the defaults`,
    ]);
  });
});

describe('loadPreferences: valid blobs', () => {
  it('round-trips custom settings through serializePreferences without problems', () => {
    const custom = customPreferences();
    expect(v.safeParse(preferencesSchema, custom).success).toBe(true);
    const { preferences, problems } = loadPreferences(serializePreferences(custom));
    expect(problems).toEqual([]);
    expect(preferences).toEqual(custom);
  });

  it('reads a playlist of bare beat ids (as earlier builds stored it) as one repeat each', () => {
    const id = '0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b';
    const { preferences, problems } = loadPreferences(
      blobWith({ 'beatbox.playlist': [id, { uuid: id, repeat: 4 }] }),
    );
    expect(problems).toEqual([]);
    expect(preferences.beatbox.playlist).toEqual([
      { uuid: id, repeat: 1 },
      { uuid: id, repeat: 4 },
    ]);
  });

  it('returns deeply frozen settings', () => {
    const { preferences } = loadPreferences(blobWith({}));
    expect(Object.isFrozen(preferences)).toBe(true);
    expect(Object.isFrozen(preferences.beatbox.currentBeat.activeCells[0])).toBe(true);
  });

  it('drops unknown fields at every level without complaint', () => {
    const { preferences, problems } = loadPreferences(
      blobWith({ theme: 'neon', 'keyBinding.stroke.extra': 'x', 'beatbox.currentBeat.mood': 1 }),
    );
    expect(problems).toEqual([]);
    expect(preferences).toEqual(customPreferences());
    expect(Object.hasOwn(preferences, 'theme')).toBe(false);
    expect(Object.hasOwn(preferences.keyBinding.stroke, 'extra')).toBe(false);
  });

  it('fills fields missing from a current-version blob with their defaults, silently', () => {
    const { preferences, problems } = loadPreferences(
      blobWith({ darkMode: undefined, 'keyBinding.timeOffset': undefined }),
    );
    expect(problems).toEqual([]);
    expect(preferences).toEqual(
      customWithDefaultsAt(defaultPreferences, ['darkMode', 'keyBinding.timeOffset']),
    );
  });
});

describe('loadPreferences: field-by-field fallback', () => {
  const paths = leafPaths(jsonCopy(customPreferences())).filter((path) => path !== 'version');

  it('covers every field of the schema', () => {
    expect(paths).toContain('keyBinding.stroke.topDown');
    expect(paths).toContain('beatbox.currentBeat.settings.resolution.height');
    expect(paths).toContain('api.applicationKey');
    expect(paths.length).toBeGreaterThan(50);
  });

  it.each(paths)('a wrong type at %s resets only that field', (path) => {
    const { preferences, problems } = loadPreferences(
      blobWith({ [path]: wrongTypeFor(getPath(customPreferences(), path)) }),
    );
    expect(preferences).toEqual(customWithDefaultsAt(defaultPreferences, [path]));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.startsWith(path))).toBe(true);
  });

  it.each([
    ['keyBinding.stroke.incrementPct', 0],
    ['keyBinding.stroke.incrementPct', 101],
    ['keyBinding.stroke.incrementPct', 2.5],
    ['keyBinding.timeOffset.incrementMs', -10],
    ['keyBinding.stroke.topUp', 'ab'],
    ['keyBinding.stroke.topUp', ''],
    ['keyBinding.stroke.topUp', ' '],
    ['keyBinding.timeOffset.decrease', '\n'],
    ['randomClassic.speedRangePct', [50, 10]],
    ['randomClassic.speedRangePct', [-1, 50]],
    ['randomClassic.strokeRangePct', [0, 101]],
    ['randomClassic.strokeRangePct', [10, 20, 30]],
    ['randomClassic.strokeRangePct', [50, 50]],
    ['randomClassic.strokeRangePct', [50, 50.5]],
    ['randomClassic.minimumStrokeLengthPct', 150],
    ['randomClassic.timeBetweenSeconds', 0],
    ['randomClassic.currentPauseSeconds', -1],
    ['beatbox.currentBeat.settings.resolution.height', 0],
    ['beatbox.currentBeat.settings.resolution.height', 1],
    ['beatbox.currentBeat.settings.tableHeight', 9],
    ['beatbox.currentBeat.settings.resolution.time', 101],
    ['beatbox.currentBeat.settings.timePerCellMs', -5],
    ['beatbox.currentBeat.uuid', 'not-a-uuid'],
    ['beatbox.currentBeat.image', 'javascript:alert(1)'],
    ['beatbox.cellStates.stepMs', 0],
    ['beatbox.cellStates.cells', [[true, false], [true]]],
    ['beatbox.cellStates.cells', []],
    ['connectionKey', 'abc'],
    ['connectionKey', 'has space 123'],
    ['device', 'fleshlight'],
    ['localPlayer.videoUrl', 'javascript:alert(1)'],
    ['localPlayer.scriptUrl', 'ftp://example.com/a.csv'],
    ['api.baseUrl', 'not a url'],
    ['api.applicationKey', 'two words'],
    ['version', 1.5],
  ])('an out-of-range %s (%j) resets only that field', (path, value) => {
    const { preferences, problems } = loadPreferences(blobWith({ [path]: value }));
    expect(preferences).toEqual(customWithDefaultsAt(defaultPreferences, [path]));
    expect(problems.length).toBeGreaterThan(0);
  });

  it('resets one bad key binding and keeps the others', () => {
    const { preferences } = loadPreferences(blobWith({ 'keyBinding.stroke.topDown': 5 }));
    expect(preferences.keyBinding).toEqual({
      enabled: true,
      stroke: { incrementPct: 5, topUp: 'i', topDown: 'a', bottomUp: 'o', bottomDown: 'l' },
      timeOffset: { incrementMs: 25, increase: 'u', decrease: 'j' },
      playlist: { next: '.', previous: ',' },
    });
  });

  it('resets the bindings that share a key (case-insensitively) and keeps the others', () => {
    const { preferences, problems } = loadPreferences(blobWith({ 'keyBinding.stroke.topUp': 'U' }));
    expect(preferences.keyBinding.stroke).toEqual({
      incrementPct: 5,
      topUp: 'q',
      topDown: 'k',
      bottomUp: 'o',
      bottomDown: 'l',
    });
    expect(preferences.keyBinding.timeOffset).toEqual({
      incrementMs: 25,
      increase: 'e',
      decrease: 'j',
    });
    expect(problems).toEqual([
      'keyBinding.timeOffset.increase: Key bound to more than one action; reset',
      'keyBinding.stroke.topUp: Key bound to more than one action; reset',
    ]);
  });

  it('repairs again when a reset binding collides with a custom one', () => {
    // topUp and increase clash; topUp's default 'q' then clashes with topDown.
    const { preferences } = loadPreferences(
      blobWith({ 'keyBinding.stroke.topUp': 'u', 'keyBinding.stroke.topDown': 'q' }),
    );
    expect(preferences.keyBinding.stroke).toMatchObject({ topUp: 'q', topDown: 'a' });
    expect(preferences.keyBinding.timeOffset).toMatchObject({ increase: 'e', decrease: 'j' });
    expect(preferences.keyBinding.enabled).toBe(true);
  });

  it('drops invalid and duplicate linked devices and keeps the rest, in order, without their bad fields', () => {
    const { preferences, problems } = loadPreferences(
      blobWith({
        linkedDevices: [
          { connectionKey: 'AbCdE12345', label: 'Bedroom' },
          { connectionKey: 'x' },
          'ZzYyX98765',
          { connectionKey: 'AbCdE12345', label: 'Again' },
          { connectionKey: 'Valid00001', label: '' },
          { connectionKey: 'Valid00002' },
        ],
      }),
    );
    // An empty label is no label: the device stays linked without it.
    expect(preferences.linkedDevices).toEqual([
      { connectionKey: 'AbCdE12345', label: 'Bedroom' },
      { connectionKey: 'Valid00001' },
      { connectionKey: 'Valid00002' },
    ]);
    expect(problems).toHaveLength(4);
    expect(problems.every((problem) => problem.startsWith('linkedDevices.'))).toBe(true);
  });

  it('keeps a linked device’s part, and the device without a part that is not valid', () => {
    const { preferences, problems } = loadPreferences(
      blobWith({
        linkedDevices: [
          {
            connectionKey: 'Partner001',
            part: { script: 'variant:soft', strokeZonePct: [20, 80], offsetMs: -40 },
          },
          { connectionKey: 'Partner002', label: 'Oh', part: { script: 'cartoon', offsetMs: 9e9 } },
          { connectionKey: 'Partner003', part: { strokeZonePct: [90, 10] } },
        ],
      }),
    );
    expect(preferences.linkedDevices).toEqual([
      {
        connectionKey: 'Partner001',
        part: { script: 'variant:soft', strokeZonePct: [20, 80], offsetMs: -40 },
      },
      // What is left of a part that was not valid sets nothing: the device plays along.
      { connectionKey: 'Partner002', label: 'Oh', part: {} },
      { connectionKey: 'Partner003', part: {} },
    ]);
    expect(problems).toHaveLength(3);
    expect(problems.every((problem) => problem.startsWith('linkedDevices.'))).toBe(true);
  });

  it('resets a list that breaks its own limit even though every entry is valid', () => {
    const devices = Array.from({ length: 33 }, (_, i) => ({ connectionKey: `Device${1000 + i}` }));
    const { preferences, problems } = loadPreferences(blobWith({ linkedDevices: devices }));
    expect(preferences).toEqual(customWithDefaultsAt(defaultPreferences, ['linkedDevices']));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^linkedDevices: .*; reset$/);
  });

  it('drops active cells outside the grid or listed twice, keeping the beat', () => {
    const { preferences } = loadPreferences(
      blobWith({
        'beatbox.currentBeat.activeCells': [
          { row: 0, column: 0 },
          { row: 8, column: 0 },
          { row: 0, column: 16 },
          { row: 0, column: 0 },
          { row: 7, column: 15 },
        ],
      }),
    );
    expect(preferences.beatbox.currentBeat.activeCells).toEqual([
      { row: 0, column: 0 },
      { row: 7, column: 15 },
    ]);
    expect(preferences.beatbox.currentBeat.name).toBe('Current');
  });

  it('drops a corrupt saved beat and a duplicate one, keeping the good beat', () => {
    const good = customPreferences().beatbox.beats[0];
    const { preferences } = loadPreferences(
      blobWith({ 'beatbox.beats': [{ ...good, name: 7 }, good, good] }),
    );
    expect(preferences.beatbox.beats).toEqual([good]);
  });

  it('drops invalid debug flags and keeps valid ones', () => {
    const { preferences, problems } = loadPreferences(
      blobWith({ channelDebug: { logEvents: true, verbose: 'yes', '1bad': true, showRaw: false } }),
    );
    expect(preferences.channelDebug).toEqual({ logEvents: true, showRaw: false });
    expect(problems).toEqual([
      'channelDebug.verbose: invalid entry; dropped',
      'channelDebug.1bad: invalid entry; dropped',
    ]);
  });

  it('never puts stored values (such as keys) into problem messages', () => {
    const { problems } = loadPreferences(
      blobWith({
        connectionKey: 'secret!Key1',
        linkedDevices: [{ connectionKey: 'secretKey99', label: 'x'.repeat(65) }],
      }),
    );
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).not.toMatch(/secret/);
  });
});

describe('loadPreferences: versions', () => {
  it('migrates a version-0 blob (un-versioned, the spec’s bare names)', () => {
    const v0 = {
      connectionKey: 'OldKey123',
      linkedDevices: ['OldKey123', { connectionKey: 'Other4567', label: 'Spare' }],
      darkMode: false,
      device: 'oh',
      deviceSelectionComplete: true,
      keyBinding: {
        enabled: true,
        stroke: { incrementValue: 20, topUp: 'r', topDown: 'f', bottomUp: 't', bottomDown: 'g' },
        timeOffset: { incrementValue: 50, increase: 'y', decrease: 'h' },
      },
      beatbox: {
        currentBeat: {
          version: 1,
          image: '',
          name: 'Old beat',
          uuid: '',
          activeCells: [{ row: 1, column: 1 }],
          settings: {
            resolution: { height: 4, time: 4 },
            timePerCell: 400,
            tableHeight: 4,
            fillPoints: true,
            addEndPoint: false,
          },
        },
        cellStates: [
          [true, false],
          [false, true],
        ],
      },
      randomClassic: {
        speedRange: [10, 70],
        strokeRange: [0, 100],
        minimumStrokeLength: 30,
        timeBetween: 8,
        currentPause: 2,
      },
    };
    const { preferences, problems } = loadPreferences(JSON.stringify(v0));
    expect(problems).toEqual([]);
    expect(preferences.version).toBe(PREFERENCES_VERSION);
    expect(preferences.connectionKey).toBe('OldKey123');
    expect(preferences.linkedDevices).toEqual([
      { connectionKey: 'OldKey123' },
      { connectionKey: 'Other4567', label: 'Spare' },
    ]);
    expect(preferences.darkMode).toBe(false);
    expect(preferences.device).toBe('oh');
    expect(preferences.keyBinding.stroke).toEqual({
      incrementPct: 20,
      topUp: 'r',
      topDown: 'f',
      bottomUp: 't',
      bottomDown: 'g',
    });
    expect(preferences.keyBinding.timeOffset).toEqual({
      incrementMs: 50,
      increase: 'y',
      decrease: 'h',
    });
    // Shortcuts that came later are added with their defaults.
    expect(preferences.keyBinding.playlist).toEqual({ next: 'n', previous: 'p' });
    expect(preferences.beatbox.currentBeat.settings.timePerCellMs).toBe(400);
    expect(preferences.beatbox.currentBeat.name).toBe('Old beat');
    expect(preferences.beatbox.cellStates).toEqual({ stepMs: 200, cells: v0.beatbox.cellStates });
    expect(preferences.randomClassic).toEqual({
      speedRangePct: [10, 70],
      strokeRangePct: [0, 100],
      minimumStrokeLengthPct: 30,
      timeBetweenSeconds: 8,
      currentPauseSeconds: 2,
    });
    // Fields v0 never had take their defaults.
    expect(preferences.api).toEqual({});
    expect(preferences.analyticsConsent).toBe(false);
    expect(preferences.localPlayer).toEqual(defaultPreferences.localPlayer);
  });

  it('adds the playlist shortcuts to a version-1 blob without taking a key the user bound', () => {
    const v1 = {
      version: 1,
      keyBinding: {
        enabled: true,
        stroke: { incrementPct: 10, topUp: 'N', topDown: 'a', bottomUp: 'w', bottomDown: 's' },
        timeOffset: { incrementMs: 10, increase: 'e', decrease: 'd' },
      },
    };
    const { preferences, problems } = loadPreferences(JSON.stringify(v1));
    expect(problems).toEqual([]);
    expect(preferences.version).toBe(PREFERENCES_VERSION);
    // 'n' is the user's (as 'N'): next takes the first free key after it; nothing is reset.
    expect(preferences.keyBinding.stroke.topUp).toBe('N');
    expect(preferences.keyBinding.playlist).toEqual({ next: 'm', previous: 'p' });
  });

  it('keeps the valid fields of a blob from a newer version and says so', () => {
    const { preferences, problems } = loadPreferences(
      JSON.stringify({
        version: 7,
        darkMode: false,
        hologram: { enabled: true },
        keyBinding: { enabled: true, stroke: { topUp: 'z', newAction: 'x' }, timeOffset: 3 },
      }),
    );
    expect(preferences.version).toBe(PREFERENCES_VERSION);
    expect(preferences.darkMode).toBe(false);
    expect(preferences.keyBinding.enabled).toBe(true);
    expect(preferences.keyBinding.stroke).toEqual({
      ...defaultPreferences.keyBinding.stroke,
      topUp: 'z',
    });
    expect(preferences.keyBinding.timeOffset).toEqual(defaultPreferences.keyBinding.timeOffset);
    expect(Object.hasOwn(preferences, 'hologram')).toBe(false);
    expect(problems[0]).toMatch(
      new RegExp(`^version: 7 is newer than this build knows \\(${PREFERENCES_VERSION}\\)`),
    );
    expect(problems).toContain('keyBinding.timeOffset: expected an object; using the default');
  });

  it('reads a blob with an unreadable version as the current version', () => {
    const { preferences, problems } = loadPreferences(blobWith({ version: 'one' }));
    expect(preferences).toEqual(customPreferences());
    expect(problems).toEqual([
      'version: not a whole number; reading the blob as the current version',
    ]);
  });
});

describe('loadPreferences: hostile keys', () => {
  it('ignores __proto__ at the top level and does not pollute prototypes', () => {
    const raw =
      '{"version":1,"__proto__":{"darkMode":false,"polluted":true},"developerMode":true,' +
      '"keyBinding":{"__proto__":{"enabled":true}},"channelDebug":{"__proto__":true,"logEvents":true}}';
    const { preferences } = loadPreferences(raw);
    expect(preferences.darkMode).toBe(true);
    expect(preferences.developerMode).toBe(true);
    expect(preferences.keyBinding.enabled).toBe(false);
    expect(preferences.channelDebug).toEqual({ logEvents: true });
    expect(Object.getPrototypeOf(preferences)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(preferences.channelDebug)).toBe(Object.prototype);
    expect(Reflect.get({}, 'polluted')).toBeUndefined();
    expect(Object.keys(preferences)).not.toContain('__proto__');
  });

  it('ignores __proto__ in a version-0 blob too', () => {
    const { preferences } = loadPreferences('{"__proto__":{"darkMode":false},"device":"oh"}');
    expect(preferences.device).toBe('oh');
    expect(preferences.darkMode).toBe(true);
    expect(Reflect.get({}, 'darkMode')).toBeUndefined();
  });
});
