/**
 * Where the app's group store is, once something made it: read by the emergency stop, which is
 * in the start-up code and must not carry the forming of a group (its code comes with the pages
 * that send commands, `group-instance.ts`).
 */
import type { GroupStore } from './group-store';

let slot: GroupStore | undefined;

/** The app's group store, if one was made. */
export function madeGroupStore(): GroupStore | undefined {
  return slot;
}

/** Keeps `store` as the app's (or, with `undefined`, forgets it). */
export function setGroupStoreSlot(store: GroupStore | undefined): void {
  slot = store;
}
