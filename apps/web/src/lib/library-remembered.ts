/**
 * The library folder remembered across reloads. A directory handle can only be kept in IndexedDB
 * (it is structured-cloned, never JSON), in a store of the library's own through idb-keyval. After
 * a reload the browser keeps the handle but not always the permission to read it: `folderAccess`
 * asks, and asking again takes one click.
 *
 * Where IndexedDB cannot be used (some browsers' private windows), nothing is remembered: each
 * function logs and resolves as if nothing were stored. None of them rejects.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { logger } from './logger';

/** The database and store names, apart from anything else kept in IndexedDB. */
const DATABASE = 'glide-library';
const STORE = 'folders';
/** The one folder remembered: the last one opened with a handle. */
const FOLDER_KEY = 'folder';

let store: UseStore | undefined;

/** The store, created on first use: nothing touches IndexedDB until the library is used. */
function folderStore(): UseStore {
  store ??= createStore(DATABASE, STORE);
  return store;
}

/**
 * Remembers `handle` as the library folder, in place of the one before. Resolves to whether it was
 * stored.
 */
export async function rememberFolder(handle: FileSystemDirectoryHandle): Promise<boolean> {
  try {
    await set(FOLDER_KEY, handle, folderStore());
    return true;
  } catch (error) {
    logger.warn('The library folder cannot be remembered', error);
    return false;
  }
}

/**
 * The remembered library folder, if any. What is stored is checked: a value that is not a
 * directory handle (from another version, or written by hand) is ignored and removed.
 */
export async function rememberedFolder(): Promise<FileSystemDirectoryHandle | undefined> {
  let value: unknown;
  try {
    value = await get<unknown>(FOLDER_KEY, folderStore());
  } catch (error) {
    logger.warn('The remembered library folder cannot be read', error);
    return undefined;
  }
  if (value === undefined) return undefined;
  if (isDirectoryHandle(value)) return value;
  logger.warn('Removing a remembered library folder that is not a folder handle');
  await forgetFolder();
  return undefined;
}

/** Forgets the remembered library folder. */
export async function forgetFolder(): Promise<void> {
  try {
    await del(FOLDER_KEY, folderStore());
  } catch (error) {
    logger.warn('The remembered library folder cannot be forgotten', error);
  }
}

/**
 * True for a directory handle. Checked by shape, since tests have no `FileSystemDirectoryHandle`
 * class: a stored plain object cannot pass, because structured cloning keeps no methods.
 */
export function isDirectoryHandle(value: unknown): value is FileSystemDirectoryHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    value.kind === 'directory' &&
    'name' in value &&
    typeof value.name === 'string' &&
    'values' in value &&
    typeof value.values === 'function'
  );
}

/** Whether the app may read a folder: granted, to be asked, or refused. */
export type FolderAccess = 'granted' | 'prompt' | 'denied';

/**
 * Whether the app may read `handle`'s folder. With `ask`, asks the person when the answer is not
 * yet granted: call it so only from a click, since the browser prompts only in response to a user
 * gesture (without one it refuses, and this resolves to `'prompt'`, so the UI can offer the click).
 * A browser without these permission calls does not restrict handles: `'granted'`. A handle the
 * browser cannot even query is `'denied'`.
 */
export async function folderAccess(
  handle: FileSystemDirectoryHandle,
  ask: boolean,
): Promise<FolderAccess> {
  const descriptor = { mode: 'read' } as const;
  let state: FolderAccess;
  try {
    if (typeof handle.queryPermission !== 'function') return 'granted';
    state = await handle.queryPermission(descriptor);
  } catch (error) {
    logger.warn('The library folder permission cannot be queried', error);
    return 'denied';
  }
  if (state === 'granted' || !ask || typeof handle.requestPermission !== 'function') return state;
  try {
    return await handle.requestPermission(descriptor);
  } catch (error) {
    logger.warn('The library folder permission cannot be requested', error);
    return state;
  }
}
