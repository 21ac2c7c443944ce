/**
 * What a playlist row shows of its script (length, speeds, the heatmap's actions), read from the
 * file only when the row comes into view and kept for the folder's life: a folder of thousands of
 * videos lists at once and reads only what is looked at.
 */
import { preflight, scriptDurationMs, speedStats, type Action, type SpeedStats } from '@glide/core';
import type { LibraryFile } from '../../../lib/library-files';
import { parseScriptFile, readFileText, type ScriptProblem } from '../../../player';

/** A row's script, as far as it is known. */
export type EntryFacts =
  | { readonly kind: 'loading' }
  | { readonly kind: 'unreadable'; readonly problem: ScriptProblem }
  | {
      readonly kind: 'ready';
      readonly actions: readonly Action[];
      readonly durationMs: number;
      readonly speed: SpeedStats;
      /** What the pre-flight check warns about, across the whole stroke (the row's badge). */
      readonly warnings: number;
    };

/** Reads and parses `file` into its facts; never throws. */
export async function readEntryFacts(file: LibraryFile): Promise<EntryFacts> {
  let text: string;
  try {
    text = await readFileText(await file.file());
  } catch {
    return { kind: 'unreadable', problem: 'UNREADABLE' };
  }
  const read = parseScriptFile(text, file.name);
  if (!read.ok) return { kind: 'unreadable', problem: read.problem };
  const { actions, metadata } = read.script;
  return {
    kind: 'ready',
    actions,
    durationMs: Math.max(metadata.durationMs ?? 0, scriptDurationMs(actions)),
    speed: speedStats(actions),
    warnings: preflight(read.script, { transport: 'hsp' }).filter((f) => f.severity === 'warning')
      .length,
  };
}

/** The facts of a folder's scripts, each read once (the same promise for every asker). */
export class EntryFactsCache {
  private readonly known = new Map<string, Promise<EntryFacts>>();

  constructor(private readonly read: (file: LibraryFile) => Promise<EntryFacts> = readEntryFacts) {}

  /** The facts of `file`, read the first time it is asked for. */
  facts(file: LibraryFile): Promise<EntryFacts> {
    const key = `${file.path}\n${file.size}\n${file.lastModified}`;
    let found = this.known.get(key);
    if (!found) {
      found = this.read(file);
      this.known.set(key, found);
    }
    return found;
  }
}
