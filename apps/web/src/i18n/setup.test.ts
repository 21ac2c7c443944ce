// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { logger } from '../lib/logger';
import { setupI18n, uiLanguageOf } from './setup';
import type { LocaleFileLoader, LocaleIndex } from './locale-files';
import { setPseudoLocaleActive } from './pseudo';

describe('uiLanguageOf (spec §4)', () => {
  it.each([
    ['de', 'fr-FR', 'de'],
    [null, 'fr-CA', 'fr-FR'],
    [null, 'nn', 'nb-NO'],
    [null, 'no-NO', 'nb-NO'],
    ['en-GB', null, 'en-US'],
    ['pt-PT', null, 'pt-BR'],
    [null, null, 'en-US'],
    ['', 'fr-CA', 'fr-FR'],
    [' ', 'ko-KR', 'ko'],
    ['sv-SE', 'de', 'en-US'],
  ])('stored %j, browser %j → %s', (stored, browser, expected) => {
    expect(uiLanguageOf(stored, browser)).toBe(expected);
  });

  it('warns about a code shorter than 2 characters and uses en-US', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(uiLanguageOf('x', 'de')).toBe('en-US');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

const file =
  (texts: unknown): LocaleFileLoader =>
  () =>
    Promise.resolve(texts);

function fakeIndex(): LocaleIndex {
  return new Map([
    [
      'common',
      new Map([
        ['en-US', file({ app: { name: 'Glide' } })],
        ['ko', file({ app: { name: '글라이드' } })],
      ] as const),
    ],
    ['page', new Map([['en-US', file({ title: 'Page' })]] as const)],
  ]);
}

describe('setupI18n', () => {
  afterEach(() => {
    document.documentElement.lang = '';
    setPseudoLocaleActive(false);
  });

  it('starts in the resolved language with common loaded, and html lang follows changes', async () => {
    const instance = i18next.createInstance();
    await setupI18n({
      instance,
      storedLanguage: 'ko-KR',
      browserLanguage: 'de',
      pseudo: false,
      index: fakeIndex(),
    });
    expect(instance.language).toBe('ko');
    expect(instance.t('app.name')).toBe('글라이드');
    expect(document.documentElement.lang).toBe('ko');
    await instance.changeLanguage('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(instance.t('app.name')).toBe('Glide');
  });

  it('loads a page namespace on demand, falling back to en-US texts', async () => {
    const instance = i18next.createInstance();
    await setupI18n({
      instance,
      storedLanguage: 'ko',
      browserLanguage: null,
      pseudo: false,
      index: fakeIndex(),
    });
    expect(instance.hasLoadedNamespace('page')).toBe(false);
    await instance.loadNamespaces('page');
    // No Korean file: the en-US texts are there to fall back on.
    expect(instance.hasResourceBundle('ko', 'page')).toBe(false);
    expect(instance.getResource('en-US', 'page', 'title')).toBe('Page');
  });

  it('shows every text pseudo-localised with the pseudo-locale on', async () => {
    const instance = i18next.createInstance();
    await setupI18n({
      instance,
      storedLanguage: 'en-US',
      browserLanguage: null,
      pseudo: true,
      index: fakeIndex(),
    });
    expect(instance.t('app.name')).toBe('⟦Ĝļíðé⟧');
  });

  it('says nothing when the default language is there', async () => {
    const notify = vi.fn();
    await setupI18n({
      instance: i18next.createInstance(),
      storedLanguage: 'ko',
      browserLanguage: null,
      pseudo: false,
      index: fakeIndex(),
      notify,
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it('says "Default language not found" in the UI language when en-US has no texts', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const notify = vi.fn();
    const withoutDefault: LocaleIndex = new Map([
      [
        'common',
        new Map([
          // A file that is not a message tree is refused by the backend, like a missing one.
          ['en-US', file(['not', 'texts'])],
          ['ko', file({ errors: { defaultLanguageNotFound: '기본 언어를 찾을 수 없습니다.' } })],
        ] as const),
      ],
    ]);
    await setupI18n({
      instance: i18next.createInstance(),
      storedLanguage: 'ko',
      browserLanguage: null,
      pseudo: false,
      index: withoutDefault,
      notify,
    });
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'negative',
      message: '기본 언어를 찾을 수 없습니다.',
    });
    expect(error).toHaveBeenCalledWith('Default language not found', 'en-US');
    vi.restoreAllMocks();
  });

  it('says it in the spec’s words when no texts at all are there', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const notify = vi.fn();
    await setupI18n({
      instance: i18next.createInstance(),
      storedLanguage: 'en-US',
      browserLanguage: null,
      pseudo: false,
      index: new Map(),
      notify,
    });
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'negative',
      message: 'Default language not found',
    });
    vi.restoreAllMocks();
  });
});
