import { describe, expect, it } from 'vitest';
import { defaultPreferences } from './defaults';
import { loadPreferences, serializePreferences } from './load';
import { PREFERENCES_VERSION } from './schema';
import { blobWith, customPreferences, customWithDefaultsAt } from './test-fixtures';

/** The local player's memory: last files, transport and loop survive a reload; junk does not. */
describe('localPlayer preferences', () => {
  it('keeps the last file names, transport and loop across a save and a load', () => {
    const saved = customPreferences();
    const { preferences, problems } = loadPreferences(serializePreferences(saved));
    expect(problems).toEqual([]);
    expect(preferences.localPlayer).toEqual({
      loop: true,
      scriptUrl: 'https://example.com/a.funscript',
      videoUrl: 'http://example.com/a.mp4',
      showSimulator: false,
      showEmulator: true,
      lastVideoName: 'holiday clip.webm',
      lastScriptName: 'holiday clip.funscript',
      transport: 'hssp',
    });
  });

  it('starts with no files remembered and the transport left to the page', () => {
    expect(defaultPreferences.localPlayer.lastVideoName).toBe('');
    expect(defaultPreferences.localPlayer.lastScriptName).toBe('');
    expect(defaultPreferences.localPlayer.transport).toBe('');
  });

  it('reads a blob stored before the player remembered files, without a problem', () => {
    const old = {
      version: PREFERENCES_VERSION,
      localPlayer: {
        loop: true,
        scriptUrl: '',
        videoUrl: '',
        showSimulator: true,
        showEmulator: false,
      },
    };
    const { preferences, problems } = loadPreferences(JSON.stringify(old));
    expect(problems).toEqual([]);
    expect(preferences.localPlayer).toEqual({ ...defaultPreferences.localPlayer, loop: true });
  });

  it.each([
    ['localPlayer.transport', 'carrier-pigeon'],
    ['localPlayer.transport', 1],
    ['localPlayer.lastVideoName', 42],
    ['localPlayer.lastVideoName', 'x'.repeat(256)],
    ['localPlayer.lastScriptName', { name: 'a.csv' }],
    ['localPlayer.loop', 'yes'],
  ])('a corrupt %s (%j) falls back to its default and keeps the rest', (path, value) => {
    const { preferences, problems } = loadPreferences(blobWith({ [path]: value }));
    expect(preferences).toEqual(customWithDefaultsAt(defaultPreferences, [path]));
    expect(problems.length).toBeGreaterThan(0);
  });
});
