import { describe, expect, it } from 'vitest';
import { COMMON_NAMESPACE, indexLocaleFiles, localeIndex } from './locale-files';

const load = (value: unknown) => () => Promise.resolve(value);

describe('indexLocaleFiles', () => {
  it('files the shell texts under common and each feature under its folder name', async () => {
    const index = indexLocaleFiles(
      { './locales/en-US.json': load({ a: 'common en' }), './locales/de.json': load({ a: 'de' }) },
      {
        '../features/device-selection/locales/en-US.json': load({ t: 'ds' }),
        '../features/hamp/locales/ja.json': load({ t: 'ja' }),
      },
    );
    expect([...index.keys()].sort()).toEqual([COMMON_NAMESPACE, 'device-selection', 'hamp']);
    expect([...(index.get(COMMON_NAMESPACE)?.keys() ?? [])].sort()).toEqual(['de', 'en-US']);
    await expect(index.get('hamp')?.get('ja')?.()).resolves.toEqual({ t: 'ja' });
  });

  it("files the player components' texts under player", async () => {
    const index = indexLocaleFiles(
      {},
      {
        '../player/locales/en-US.json': load({ p: 'en' }),
        '../player/locales/fr-FR.json': load({ p: 'fr' }),
      },
    );
    expect([...index.keys()]).toEqual(['player']);
    await expect(index.get('player')?.get('fr-FR')?.()).resolves.toEqual({ p: 'fr' });
  });

  it('skips files that are not a shipped language', () => {
    const index = indexLocaleFiles(
      { './locales/xx.json': load({}), './locales/en.json': load({}) },
      { '../features/a/locales/sv-SE.json': load({}) },
    );
    expect(index.size).toBe(0);
  });

  it('finds every namespace of the app in all eight languages', () => {
    for (const [namespace, byLanguage] of localeIndex) {
      expect(byLanguage.size, namespace).toBe(8);
    }
    expect(localeIndex.get(COMMON_NAMESPACE)?.size).toBe(8);
    expect(localeIndex.get('player')?.size).toBe(8);
  });
});
