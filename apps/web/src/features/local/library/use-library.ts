/**
 * The local player's library: a folder of videos and scripts opened by the picker, a folder input
 * or a drop, paired by name (`@glide/core`'s `pairLibrary`), played as a playlist, and remembered
 * (the folder's handle where the browser gives one, otherwise the list by name). Reading files and
 * remembering the folder are `lib/library-*`'s; this hook holds the state and the choices.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createRandom, pairLibrary, type LibraryEntry, type LibraryPairing } from '@glide/core';
import { usePlaylistKeys } from '../../../device';
import { preferencesStore } from '../../../preferences/preferences-instance';
import {
  folderAccess,
  forgetFolder,
  rememberFolder,
  rememberedFolder,
} from '../../../lib/library-remembered';
import { filesFromInput } from '../../../lib/library-input';
import { filesFromDrop } from '../../../lib/library-drop';
import { canPickDirectory, openFolderHandle, pickDirectory } from '../../../lib/library-picker';
import type { LibraryFile, OpenedFolder } from '../../../lib/library-files';
import { logger } from '../../../lib/logger';
import { usePreferences } from '../../../preferences/use-preferences';
import { MAX_LIBRARY_MEMORY, MAX_LIBRARY_VIDEOS } from '../../../preferences/library-schema';
import {
  afterEnd,
  naturalOrder,
  shuffledOrder,
  stepInOrder,
  type LibraryRepeat,
} from './playlist-order';

/** One entry of the playlist. */
export type LibraryItem = LibraryEntry<LibraryFile>;

/** Where the library is. */
export type LibraryView =
  /** No folder yet. */
  | { readonly kind: 'none' }
  /** A folder is being listed. */
  | { readonly kind: 'reading'; readonly name: string }
  /** A folder is open and paired. */
  | {
      readonly kind: 'open';
      readonly folder: OpenedFolder;
      readonly pairing: LibraryPairing<LibraryFile>;
    }
  /** The remembered folder needs the user's permission again (one click). */
  | { readonly kind: 'needsAccess'; readonly name: string }
  /** Only the names are known (the folder came by an input or a drop): open it again to play. */
  | { readonly kind: 'byName'; readonly name: string; readonly videos: readonly string[] }
  /** The folder could not be read. */
  | { readonly kind: 'failed'; readonly name: string };

/** What the library asks the player to load. */
export interface LibraryLoad {
  readonly video: File;
  readonly script: File | undefined;
  /** The video's path in the folder (the key of its remembered variant and position). */
  readonly path: string;
  /** Start playing once loaded (a next video, or a click on an entry). */
  readonly autoplay: boolean;
}

/**
 * `map` with `key` set to `value`, as the newest entry; the oldest go beyond `max`, so the settings
 * never refuse a map that grew too big.
 */
export function remember<T>(
  map: Readonly<Record<string, T>>,
  key: string,
  value: T,
  max = MAX_LIBRARY_MEMORY,
): Record<string, T> {
  const rest = Object.entries(map).filter(([k]) => k !== key);
  return Object.fromEntries([...rest.slice(Math.max(0, rest.length - max + 1)), [key, value]]);
}

/** How many stroke scripts an entry has to choose from (its main one and its variants). */
export function variantCountOf(entry: LibraryItem | undefined): number {
  if (!entry) return 0;
  return (entry.script ? 1 : 0) + entry.variants.length;
}

/** The id of the playing entry's script picker (the pre-flight's "Choose a script" goes there). */
export const CURRENT_VARIANT_ID = 'library-current-variant';

/** Moves the focus to the playing entry's script picker. */
export function focusCurrentVariant(): void {
  const picker = document.getElementById(CURRENT_VARIANT_ID);
  picker?.scrollIntoView({ block: 'center' });
  picker?.focus();
}

/** The label of an entry's default script (`''` for the main script). */
export function defaultLabel(entry: LibraryItem): string {
  return entry.scriptLabel ?? '';
}

/** The script file of `entry` for `label` (`''` the main one), or its default when not found. */
export function scriptFor(entry: LibraryItem, label: string | undefined): LibraryFile | undefined {
  if (label !== undefined && label !== defaultLabel(entry)) {
    const variant = entry.variants.find((v) => v.label === label);
    if (variant) return variant.file;
  }
  return entry.script;
}

/** A seed for the playlist's shuffle (core's seeded random keeps one order for the list's life). */
const newSeed = (): number => Math.floor(Math.random() * 2 ** 32);

/** The library's state and actions, for the page. `load` plays an entry in the player. */
export function useLibrary(load: (request: LibraryLoad) => void) {
  const { library } = usePreferences();
  const [view, setView] = useState<LibraryView>(() =>
    library.videos.length > 0
      ? { kind: 'byName', name: library.folderName, videos: library.videos }
      : { kind: 'none' },
  );
  const [current, setCurrent] = useState<number | undefined>(undefined);
  const [seed, setSeed] = useState(newSeed);
  const handle = useRef<FileSystemDirectoryHandle | undefined>(undefined);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });

  const entries = view.kind === 'open' ? view.pairing.entries : undefined;
  const count = entries?.length ?? 0;
  const order = useMemo(() => {
    if (!library.shuffle) return naturalOrder(count);
    return shuffledOrder(count, createRandom(seed), current);
    // A new shuffle only when shuffle is turned on or the folder changes, not at every step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [library.shuffle, count, seed]);

  /** Reads the entry's files and hands them to the player. */
  const loadEntry = async (entry: LibraryItem, label: string | undefined, autoplay: boolean) => {
    try {
      const scriptFile = scriptFor(entry, label);
      const [video, script] = await Promise.all([entry.video.file(), scriptFile?.file()]);
      latestLoad.current({ video, script, path: entry.video.path, autoplay });
    } catch (error) {
      logger.warn('A library file could not be read', error);
      setView((now) => (now.kind === 'open' ? { kind: 'failed', name: now.folder.name } : now));
    }
  };

  /** Shows a listed folder; reopens the entry that was playing, paused. */
  const show = useCallback((folder: OpenedFolder) => {
    const pairing = pairLibrary(folder.files);
    setView({ kind: 'open', folder, pairing });
    const stored = preferencesStore().get().library;
    const videos = pairing.entries.slice(0, MAX_LIBRARY_VIDEOS).map((e) => e.video.path);
    preferencesStore().update({
      library: {
        folderName: folder.name,
        origin: folder.origin,
        videos,
        current: videos.includes(stored.current) ? stored.current : '',
      },
    });
    const again = pairing.entries.findIndex((e) => e.video.path === stored.current);
    setCurrent(again === -1 ? undefined : again);
    if (again !== -1) {
      const entry = pairing.entries[again];
      if (entry) void loadEntry(entry, stored.variants[entry.video.path], false);
    }
  }, []);

  const open = useCallback(
    async (read: () => Promise<OpenedFolder | undefined>, name: string) => {
      setView({ kind: 'reading', name });
      try {
        const folder = await read();
        if (!folder) {
          setView((now) => (now.kind === 'reading' ? { kind: 'none' } : now));
          return;
        }
        handle.current = folder.handle;
        if (folder.handle) void rememberFolder(folder.handle);
        else void forgetFolder();
        show(folder);
      } catch (error) {
        logger.warn('The folder could not be read', error);
        setView({ kind: 'failed', name });
      }
    },
    [show],
  );

  // A reload: the remembered folder opens by itself when its permission still holds.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const remembered = await rememberedFolder();
      if (!remembered || cancelled) return;
      handle.current = remembered;
      const access = await folderAccess(remembered, false);
      if (cancelled) return;
      if (access === 'granted') {
        void open(() => openFolderHandle(remembered), remembered.name);
      } else {
        setView({ kind: 'needsAccess', name: remembered.name });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [open]);

  const select = useCallback(
    (index: number, autoplay = true) => {
      const entry = entries?.[index];
      if (!entry) return;
      setCurrent(index);
      preferencesStore().update({ library: { current: entry.video.path } });
      void loadEntry(entry, preferencesStore().get().library.variants[entry.video.path], autoplay);
    },
    [entries],
  );

  const repeat: LibraryRepeat = library.repeat;
  const step = (direction: 1 | -1) => {
    const next = stepInOrder(order, current, direction, repeat);
    if (next !== undefined) select(next);
  };
  // The next and previous shortcut keys (settable in the settings) step the list while it is shown.
  usePlaylistKeys(step, entries !== undefined && entries.length > 0);

  return {
    view,
    entries,
    current,
    order,
    repeat,
    shuffle: library.shuffle,
    canPickDirectory: canPickDirectory(),
    /** Opens the directory picker (Chromium); remembered across reloads. */
    openPicker: () => open(() => pickDirectory(), ''),
    /** A folder input's or a multi-file input's files. */
    openFiles: (files: FileList | readonly File[]) =>
      open(() => Promise.resolve(filesFromInput(files)), ''),
    /** A drop: call inside the drop event (the items go stale after it). */
    openDrop: (items: DataTransferItemList) => {
      const reading = filesFromDrop(items);
      void open(() => reading, '');
    },
    /** Asks again for the remembered folder's permission (from a click). */
    regrant: async () => {
      const remembered = handle.current;
      if (!remembered) return;
      const access = await folderAccess(remembered, true);
      if (access === 'granted') void open(() => openFolderHandle(remembered), remembered.name);
    },
    /** Closes the library and forgets the folder. */
    close: () => {
      handle.current = undefined;
      void forgetFolder();
      setView({ kind: 'none' });
      setCurrent(undefined);
      preferencesStore().update({
        library: { folderName: '', origin: '', videos: [], current: '' },
      });
    },
    select,
    next: () => step(1),
    previous: () => step(-1),
    /** The video ended: repeat it, play the next, or stop. */
    ended: () => {
      if (current === undefined) return;
      const next = afterEnd(order, current, repeat);
      if (next !== undefined && next !== current) select(next);
    },
    setRepeat: (next: LibraryRepeat) => {
      preferencesStore().update({
        library: { repeat: next },
        localPlayer: { loop: next === 'one' },
      });
    },
    setShuffle: (on: boolean) => {
      setSeed(newSeed());
      preferencesStore().update({ library: { shuffle: on } });
    },
    /** Plays `entry`'s variant `label` (remembered for the video). */
    chooseVariant: (index: number, label: string) => {
      const entry = entries?.[index];
      if (!entry) return;
      const variants = remember(preferencesStore().get().library.variants, entry.video.path, label);
      preferencesStore().update({ library: { variants } });
      if (index === current) void loadEntry(entry, label, false);
    },
    /** Remembers where the current video is (ms), to offer it on return. */
    rememberPosition: (path: string, positionMs: number) => {
      const positions = remember(
        preferencesStore().get().library.positions,
        path,
        Math.round(positionMs),
      );
      preferencesStore().update({ library: { positions } });
    },
  };
}

/** What {@link useLibrary} returns. */
export type Library = ReturnType<typeof useLibrary>;
