import { createStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  folderAccess,
  forgetFolder,
  isDirectoryHandle,
  rememberFolder,
  rememberedFolder,
} from './library-remembered';
import { fakeDirectoryHandle, fakeFolder, type FakePermissions } from './library-test-fakes';
import { logger } from './logger';

/** idb-keyval over one in-memory store per name, which can be made to fail like a private window. */
const idb = vi.hoisted(() => ({
  stores: new Map<string, Map<IDBValidKey, unknown>>(),
  /** Rejects every call with this error. */
  failure: undefined as Error | undefined,
  /** Throws at once, as idb-keyval does where `indexedDB` is not defined. */
  missing: false,
}));

vi.mock('idb-keyval', () => {
  type Store = Map<IDBValidKey, unknown>;
  const inStore = <T>(store: Store, action: (store: Store) => T): Promise<T> => {
    if (idb.missing) throw new ReferenceError('indexedDB is not defined');
    if (idb.failure) return Promise.reject(idb.failure);
    return Promise.resolve(action(store));
  };
  return {
    createStore: vi.fn((database: string, storeName: string) => {
      const key = `${database}/${storeName}`;
      const store = idb.stores.get(key) ?? new Map<IDBValidKey, unknown>();
      idb.stores.set(key, store);
      return store;
    }),
    get: (key: IDBValidKey, store: Store) => inStore(store, (map) => map.get(key)),
    set: (key: IDBValidKey, value: unknown, store: Store) =>
      inStore(store, (map) => void map.set(key, value)),
    del: (key: IDBValidKey, store: Store) => inStore(store, (map) => void map.delete(key)),
  };
});

const warn = vi.spyOn(logger, 'warn');

beforeEach(() => {
  warn.mockImplementation(() => undefined);
});

afterEach(() => {
  for (const store of idb.stores.values()) store.clear();
  idb.failure = undefined;
  idb.missing = false;
  warn.mockReset();
});

const stored = (): Map<IDBValidKey, unknown> | undefined => idb.stores.get('glide-library/folders');

const folderHandle = (permissions?: FakePermissions): FileSystemDirectoryHandle =>
  fakeDirectoryHandle('Videos', fakeFolder({}), { permissions });

describe('remembering the library folder', () => {
  it('remembers a handle in a store of its own, reads it back and forgets it', async () => {
    // Nothing opens IndexedDB before the library is used (this test runs first).
    expect(createStore).not.toHaveBeenCalled();
    expect(await rememberedFolder()).toBeUndefined();
    expect(createStore).toHaveBeenCalledExactlyOnceWith('glide-library', 'folders');
    const handle = folderHandle();
    expect(await rememberFolder(handle)).toBe(true);
    expect([...(stored()?.values() ?? [])]).toEqual([handle]);
    expect(await rememberedFolder()).toBe(handle);
    await forgetFolder();
    expect(await rememberedFolder()).toBeUndefined();
    expect(stored()?.size).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps one folder: the last one remembered', async () => {
    const first = folderHandle();
    const second = fakeDirectoryHandle('Other', fakeFolder({}));
    await rememberFolder(first);
    await rememberFolder(second);
    expect(await rememberedFolder()).toBe(second);
    expect(stored()?.size).toBe(1);
  });

  it.each([
    ['a string', 'Videos'],
    ['a cloned handle (no methods)', { kind: 'directory', name: 'Videos' }],
    ['a file handle', { kind: 'file', name: 'a.mp4', values: () => [] }],
    ['null', null],
  ])('ignores and removes %s found in the store', async (_, value) => {
    await rememberFolder(folderHandle());
    const store = stored();
    for (const key of store?.keys() ?? []) store?.set(key, value);
    expect(await rememberedFolder()).toBeUndefined();
    expect(stored()?.size).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('fails soft where IndexedDB refuses (a private window): nothing remembered, nothing thrown', async () => {
    idb.failure = new DOMException('A mutation operation was attempted', 'InvalidStateError');
    expect(await rememberFolder(folderHandle())).toBe(false);
    expect(await rememberedFolder()).toBeUndefined();
    await expect(forgetFolder()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('fails soft where IndexedDB is missing altogether', async () => {
    idb.missing = true;
    expect(await rememberFolder(folderHandle())).toBe(false);
    expect(await rememberedFolder()).toBeUndefined();
    await expect(forgetFolder()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(3);
  });
});

describe('isDirectoryHandle', () => {
  it('accepts a directory handle and nothing shaped otherwise', () => {
    expect(isDirectoryHandle(folderHandle())).toBe(true);
    expect(isDirectoryHandle({ kind: 'directory', name: 'V', values: 'no' })).toBe(false);
    expect(isDirectoryHandle({ kind: 'directory', name: 3, values: () => [] })).toBe(false);
    expect(isDirectoryHandle(undefined)).toBe(false);
  });
});

describe('folderAccess', () => {
  it('is granted without asking when the browser says so', async () => {
    const requestPermission = vi.fn(() => Promise.resolve<PermissionState>('granted'));
    const queryPermission = vi.fn(() => Promise.resolve<PermissionState>('granted'));
    expect(await folderAccess(folderHandle({ queryPermission, requestPermission }), true)).toBe(
      'granted',
    );
    expect(queryPermission).toHaveBeenCalledWith({ mode: 'read' });
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('only queries without ask, so no prompt opens outside a click', async () => {
    const requestPermission = vi.fn(() => Promise.resolve<PermissionState>('granted'));
    const queryPermission = () => Promise.resolve<PermissionState>('prompt');
    const handle = folderHandle({ queryPermission, requestPermission });
    expect(await folderAccess(handle, false)).toBe('prompt');
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it.each<[PermissionState, PermissionState]>([
    ['prompt', 'granted'],
    ['prompt', 'denied'],
    ['denied', 'denied'],
  ])('asks for reading when %s and ask is true, and says %s', async (queried, answer) => {
    const requestPermission = vi.fn(() => Promise.resolve(answer));
    const handle = folderHandle({
      queryPermission: () => Promise.resolve(queried),
      requestPermission,
    });
    expect(await folderAccess(handle, true)).toBe(answer);
    expect(requestPermission).toHaveBeenCalledWith({ mode: 'read' });
  });

  it('stays prompt when asking is refused (no user gesture), so one click can ask again', async () => {
    const requestPermission = () =>
      Promise.reject(new DOMException('User activation is required', 'SecurityError'));
    const handle = folderHandle({
      queryPermission: () => Promise.resolve('prompt'),
      requestPermission,
    });
    expect(await folderAccess(handle, true)).toBe('prompt');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('is denied when the handle cannot even be queried', async () => {
    const queryPermission = () => Promise.reject(new DOMException('bad', 'InvalidStateError'));
    expect(await folderAccess(folderHandle({ queryPermission }), true)).toBe('denied');
  });

  it('is granted where the browser has no permission calls on handles', async () => {
    expect(await folderAccess(folderHandle(), true)).toBe('granted');
  });
});
