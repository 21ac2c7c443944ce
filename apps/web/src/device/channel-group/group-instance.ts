/** The app's one group store, on this browser's storage. */
import { createGroupStore, type GroupStore } from './group-store';
import { madeGroupStore, setGroupStoreSlot } from './group-slot';
import { STORAGE_KEYS, readStorageItem, writeStorageItem } from '../../lib/storage';

/** What a channel Glide opens is called (the Channel API asks for a name people can read). */
const CHANNEL_NAME = 'Glide';

/** The app's group store, made on first use. */
export function groupStore(): GroupStore {
  const made = madeGroupStore();
  if (made) return made;
  const store = createGroupStore(
    {
      read: () => readStorageItem(STORAGE_KEYS.channel),
      write: (text) => writeStorageItem(STORAGE_KEYS.channel, text),
    },
    CHANNEL_NAME,
  );
  setGroupStoreSlot(store);
  return store;
}

/** Tests: a store of their own (or, with `undefined`, a fresh app store on next use). */
export function setGroupStoreForTests(store: GroupStore | undefined): void {
  setGroupStoreSlot(store);
}
