/**
 * A visit on a device someone shared (`/share#k=<key>&to=<page>`), kept in memory only: the link's key
 * is never written to storage, never put back in an address, and is gone on a reload or when the
 * tab closes, so that the visitor's own stored key comes back by itself. The visit ends sooner
 * when the visitor connects another key, or keeps the shared device on purpose (then it is theirs).
 */
import { useSyncExternalStore } from 'react';
import { preferencesStore } from '../../preferences/preferences-instance';
import { usePreferences } from '../../preferences/use-preferences';
import { connectionStore } from '../connection/connection-instance';
import { ConnectionError } from '../errors/connection-error';
import { toErrorMessage, type ErrorMessage } from '../errors/error-message';
import { useConnection } from '../connection/use-connection';

/** A shared link as it arrived: its key and the page it asks for (both still unchecked). */
export interface SharedLink {
  readonly key: string;
  readonly route: string | undefined;
}

interface State {
  /** A link that arrived and waits for the share page (and, maybe, the visitor's choice). */
  readonly pending: SharedLink | undefined;
  /** The key of the device this visit uses for this visit only. */
  readonly visiting: string | undefined;
}

let state: State = { pending: undefined, visiting: undefined };
const listeners = new Set<() => void>();

const set = (next: State) => {
  state = next;
  for (const listener of [...listeners]) listener();
};

/** The shared visit of this tab. */
export const sharedVisit = {
  /** Keeps a link that just arrived, for the share page. */
  hold: (link: SharedLink): void => {
    set({ ...state, pending: link });
  },
  /** The link waiting for the share page, if any. */
  pending: (): SharedLink | undefined => state.pending,
  /** Forgets the waiting link (used, or turned down). */
  dropPending: (): void => {
    if (state.pending !== undefined) set({ ...state, pending: undefined });
  },
  /** The visit uses `key` from now on, for this visit only. */
  begin: (key: string): void => {
    if (state.visiting !== key) set({ ...state, visiting: key });
  },
  /** The key this visit uses without having stored it, if any. */
  visitingKey: (): string | undefined => state.visiting,
  /** The visit is over (the visitor kept the device, or went back to their own). */
  end: (): void => {
    if (state.visiting !== undefined) set({ ...state, visiting: undefined });
  },
  subscribe: (listener: () => void): (() => void) => {
    const entry = () => listener();
    listeners.add(entry);
    return () => {
      listeners.delete(entry);
    };
  },
};

/** Forgets everything (tests). */
export function resetSharedVisitForTests(): void {
  state = { pending: undefined, visiting: undefined };
}

/** True when `connectionKey` is a shared device's key used for this visit only (not stored). */
export function isVisitingKey(connectionKey: string, storedKey: string): boolean {
  const visiting = sharedVisit.visitingKey();
  return visiting !== undefined && connectionKey === visiting && storedKey !== visiting;
}

/** What a page needs to know of the shared visit. */
export interface SharedVisitView {
  /** The live connection is a device someone shared, for this visit only. */
  readonly shared: boolean;
  /** The visitor's own stored key (`''` when they have none). */
  readonly ownKey: string;
  /** The key a page may show the visitor: their own, never a shared one. */
  readonly shownKey: string;
}

/** The shared visit as the pages see it; re-renders when it, the connection or the key change. */
export function useSharedVisit(): SharedVisitView {
  useSyncExternalStore(sharedVisit.subscribe, sharedVisit.visitingKey, sharedVisit.visitingKey);
  const { connectionKey } = useConnection();
  const { connectionKey: ownKey } = usePreferences();
  const shared = isVisitingKey(connectionKey, ownKey);
  return { shared, ownKey, shownKey: shared ? ownKey : connectionKey };
}

/** The visitor keeps the shared device: from now on it is theirs, stored as their own key. */
export function keepSharedDevice(): void {
  preferencesStore().update({ connectionKey: connectionStore().get().connectionKey });
  sharedVisit.end();
}

/** Ends the visit on a shared device and connects the visitor's own device (`ownKey`) again. */
export function backToOwnDevice(ownKey: string): void {
  sharedVisit.end();
  connectionStore()
    .connect(ownKey)
    .catch(() => undefined);
}

/**
 * Starts a visit on the shared device `key` and connects to it without remembering the key.
 * Resolves with nothing once connected (or already connected to it), or with why it failed.
 */
export async function visitSharedDevice(key: string): Promise<ErrorMessage | undefined> {
  const store = connectionStore();
  const current = store.get();
  sharedVisit.begin(key);
  if (current.status === 'connected' && current.connectionKey === key) return undefined;
  try {
    await store.connect(key, { persist: false });
    return undefined;
  } catch (error) {
    return error instanceof ConnectionError ? error.detail : toErrorMessage(error);
  }
}
