import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defaultPreferences } from './defaults';
import { PREFERENCES_VERSION, preferencesSchema } from './schema';

describe('defaultPreferences', () => {
  it('satisfies the schema', () => {
    expect(v.safeParse(preferencesSchema, defaultPreferences).success).toBe(true);
  });

  it('is the current version', () => {
    expect(defaultPreferences.version).toBe(PREFERENCES_VERSION);
  });

  describe('spec §9 constants, one by one', () => {
    const { beatbox, keyBinding, randomClassic } = defaultPreferences;
    const settings = beatbox.currentBeat.settings;

    it('beatbox resolution height 10 and time 10', () => {
      expect(settings.resolution.height).toBe(10);
      expect(settings.resolution.time).toBe(10);
    });
    it('beatbox timePerCell 250 ms', () => expect(settings.timePerCellMs).toBe(250));
    it('beatbox tableHeight 4', () => expect(settings.tableHeight).toBe(4));
    it('beatbox fillPoints true', () => expect(settings.fillPoints).toBe(true));
    it('beatbox addEndPoint true', () => expect(settings.addEndPoint).toBe(true));
    it('beatbox cells: 10 rows by 10 columns, all off', () => {
      expect(beatbox.cellStates.cells).toHaveLength(10);
      for (const row of beatbox.cellStates.cells) expect(row).toEqual(Array(10).fill(false));
    });
    it('beatbox cells at 200 ms steps', () => expect(beatbox.cellStates.stepMs).toBe(200));

    it('random classic speed 0 to 90', () => expect(randomClassic.speedRangePct).toEqual([0, 90]));
    it('random classic stroke 20 to 80', () => {
      expect(randomClassic.strokeRangePct).toEqual([20, 80]);
    });
    it('random classic minimum stroke length 25', () => {
      expect(randomClassic.minimumStrokeLengthPct).toBe(25);
    });
    it('random classic time between 5', () => expect(randomClassic.timeBetweenSeconds).toBe(5));

    it('key binding stroke incrementValue 10', () =>
      expect(keyBinding.stroke.incrementPct).toBe(10));
    it('key binding stroke keys q/a/w/s', () => {
      const { topUp, topDown, bottomUp, bottomDown } = keyBinding.stroke;
      expect([topUp, topDown, bottomUp, bottomDown]).toEqual(['q', 'a', 'w', 's']);
    });
    it('key binding timeOffset incrementValue 10', () => {
      expect(keyBinding.timeOffset.incrementMs).toBe(10);
    });
    it('key binding timeOffset keys e/d', () => {
      expect([keyBinding.timeOffset.increase, keyBinding.timeOffset.decrease]).toEqual(['e', 'd']);
    });
  });

  describe('choices where the spec is silent', () => {
    it('starts with no key, no linked device and device selection pending', () => {
      expect(defaultPreferences.connectionKey).toBe('');
      expect(defaultPreferences.linkedDevices).toEqual([]);
      expect(defaultPreferences.deviceSelectionComplete).toBe(false);
    });

    it('starts as The Handy with its device-selection side effects (spec §4)', () => {
      expect(defaultPreferences.device).toBe('handy');
      expect(defaultPreferences.darkMode).toBe(true);
      expect(defaultPreferences.femaleContentFilter).toBe(false);
    });

    it('keeps analytics off until consent and key bindings off until enabled', () => {
      expect(defaultPreferences.analyticsConsent).toBe(false);
      expect(defaultPreferences.keyBinding.enabled).toBe(false);
    });

    it('has no API overrides', () => {
      expect(defaultPreferences.api).toEqual({});
    });
  });

  describe('the spec’s §3 list, and what Glide adds (docs/deviations.md)', () => {
    const keys = (value: object) => Object.keys(value).sort();
    const { keyBinding, localPlayer, beatbox, randomClassic } = defaultPreferences;

    it('keeps every setting the spec lists, under its name or with its unit added', () => {
      expect(keys(defaultPreferences)).toEqual(
        [
          // Spec §3.
          'connectionKey',
          'linkedDevices',
          'multicastActive',
          'developerMode',
          'device',
          'darkMode',
          'femaleContentFilter',
          'japaneseContentFilter',
          'deviceSelectionComplete',
          'keyBinding',
          'beatbox',
          'localPlayer',
          'syncPage',
          'channelDebug',
          'randomClassic',
          // Glide's additions.
          'version',
          'clockSyncEstimator',
          'library',
          'api',
          'stash',
          'analyticsConsent',
        ].sort(),
      );
      expect(keys(keyBinding)).toEqual(['enabled', 'playlist', 'stroke', 'timeOffset']);
      expect(keys(keyBinding.stroke)).toEqual(
        ['incrementPct', 'topUp', 'topDown', 'bottomUp', 'bottomDown'].sort(),
      );
      expect(keys(keyBinding.timeOffset)).toEqual(['decrease', 'incrementMs', 'increase'].sort());
      expect(keys(localPlayer)).toEqual(
        [
          'loop',
          'scriptUrl',
          'videoUrl',
          'showSimulator',
          'showEmulator',
          'lastVideoName',
          'lastScriptName',
          'transport',
        ].sort(),
      );
      expect(keys(beatbox)).toEqual(
        [
          'beats',
          'playlist',
          'currentBeat',
          'showSettings',
          'showPlaylist',
          'showLibrary',
          'showGraph',
          'updateTimeHalfway',
          'cellStates',
        ].sort(),
      );
      expect(keys(beatbox.cellStates)).toEqual(['cells', 'stepMs']);
      expect(keys(randomClassic)).toEqual(
        [
          'speedRangePct',
          'strokeRangePct',
          'minimumStrokeLengthPct',
          'timeBetweenSeconds',
          'currentPauseSeconds',
        ].sort(),
      );
    });
  });

  it('is deeply frozen', () => {
    expect(Object.isFrozen(defaultPreferences)).toBe(true);
    expect(Object.isFrozen(defaultPreferences.keyBinding.stroke)).toBe(true);
    expect(Object.isFrozen(defaultPreferences.beatbox.cellStates.cells[3])).toBe(true);
    expect(Object.isFrozen(defaultPreferences.randomClassic.speedRangePct)).toBe(true);
    expect(Reflect.set(defaultPreferences.keyBinding.stroke, 'topUp', 'x')).toBe(false);
    expect(Reflect.set(defaultPreferences.beatbox.cellStates.cells[0] ?? [], 0, true)).toBe(false);
    expect(defaultPreferences.keyBinding.stroke.topUp).toBe('q');
  });
});
