import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetFolder, rememberFolder, rememberedFolder } from './library-remembered';
import { fakeDirectoryHandle, fakeFolder } from './library-test-fakes';
import { logger } from './logger';

afterEach(() => {
  vi.restoreAllMocks();
});

// The real idb-keyval, where there is no IndexedDB at all (as in Node): the library still works.
describe('the remembered folder without IndexedDB', () => {
  it('remembers nothing, logs why, and never throws', async () => {
    expect(typeof globalThis.indexedDB).toBe('undefined');
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(await rememberFolder(fakeDirectoryHandle('V', fakeFolder({})))).toBe(false);
    expect(await rememberedFolder()).toBeUndefined();
    await expect(forgetFolder()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
