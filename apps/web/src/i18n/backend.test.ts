import { describe, expect, it, vi } from 'vitest';
import type { ReadCallback } from 'i18next';
import { logger } from '../lib/logger';
import { createLocaleBackend } from './backend';
import type { LocaleIndex } from './locale-files';

function indexOf(files: Record<string, Record<string, () => Promise<unknown>>>): LocaleIndex {
  return new Map(
    Object.entries(files).map(([namespace, byLanguage]) => [
      namespace,
      new Map(
        Object.entries(byLanguage).flatMap(([language, loader]) =>
          language === 'en-US' || language === 'de' ? [[language, loader] as const] : [],
        ),
      ),
    ]),
  );
}

/** Calls `read` and resolves with what it called back. */
function read(
  backend: ReturnType<typeof createLocaleBackend>,
  language: string,
  namespace: string,
) {
  return new Promise<{ error: unknown; data: unknown }>((resolve) => {
    const callback: ReadCallback = (error, data) => resolve({ error, data });
    backend.read(language, namespace, callback);
  });
}

describe('createLocaleBackend', () => {
  const index = indexOf({
    common: {
      'en-US': () => Promise.resolve({ hello: 'Hello {{name}}' }),
      de: () => Promise.resolve({ hello: 42 }),
    },
    flaky: { 'en-US': () => Promise.reject(new Error('chunk failed')) },
  });

  it('loads and parses one namespace of one language', async () => {
    const { error, data } = await read(createLocaleBackend({ index }), 'en-US', 'common');
    expect(error).toBeNull();
    expect(data).toEqual({ hello: 'Hello {{name}}' });
  });

  it('pseudo-localises as it loads when asked', async () => {
    const { data } = await read(createLocaleBackend({ index, pseudo: true }), 'en-US', 'common');
    expect(data).toEqual({ hello: '⟦Ĥéļļó {{name}}⟧' });
  });

  it('refuses a malformed file (i18next then uses the en-US texts)', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const { error, data } = await read(createLocaleBackend({ index }), 'de', 'common');
    expect(error).toBeInstanceOf(Error);
    expect(data).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('answers an error for a language or namespace without a file', async () => {
    const backend = createLocaleBackend({ index });
    expect((await read(backend, 'sv-SE', 'common')).error).toBeInstanceOf(Error);
    expect((await read(backend, 'de', 'missing')).error).toBeInstanceOf(Error);
  });

  it('asks i18next to retry a file that failed to load', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const { error, data } = await read(createLocaleBackend({ index }), 'en-US', 'flaky');
    expect(error).toEqual(new Error('chunk failed'));
    expect(data).toBe(true);
    warn.mockRestore();
  });
});
