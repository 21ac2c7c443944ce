import { useEffect, useState } from 'react';
import { readFileText } from '../../../player';
import type { PartScript } from '../../../device';
import { readScript, type LoadedScript } from '../intake/read-script';
import { partFile } from './part-script';
import type { LibraryItem } from './use-library';

/** The script a part plays, as far as it is read. */
export type PartScriptState =
  /** The device in use's (the part names none, or the same). */
  | { readonly kind: 'same' }
  | { readonly kind: 'reading' }
  | { readonly kind: 'ready'; readonly loaded: LoadedScript }
  /** The video has no such script: the device in use's plays. */
  | { readonly kind: 'missing' }
  /** The file could not be read or parsed: the device in use's plays. */
  | { readonly kind: 'unreadable' };

/** Reads the file `choice` names for `entry`; a new choice or video reads again. */
export function usePartScript(
  entry: LibraryItem | undefined,
  choice: PartScript | undefined,
): PartScriptState {
  const target = partFile(entry, choice);
  const file = target.kind === 'file' ? target.file : undefined;
  const [read, setRead] = useState<{ path: string; state: PartScriptState } | undefined>();
  useEffect(() => {
    if (!file) return;
    let live = true;
    void (async () => {
      let state: PartScriptState;
      try {
        const result = readScript(await readFileText(await file.file()), file.name);
        state = result.ok ? { kind: 'ready', loaded: result.loaded } : { kind: 'unreadable' };
      } catch {
        state = { kind: 'unreadable' };
      }
      if (live) setRead({ path: file.path, state });
    })();
    return () => {
      live = false;
    };
  }, [file]);
  if (target.kind !== 'file') return target;
  return read?.path === target.file.path ? read.state : { kind: 'reading' };
}
