import { createHash } from 'node:crypto';
import { detectScriptFormat, type ScriptFormat } from '@glide/core';

/** Largest script the host accepts (fw 4 has no device limit; 5 MiB keeps memory bounded). */
export const MAX_SCRIPT_BYTES = 5 * 1024 * 1024;

/** A stored script. */
export interface StoredScript {
  /** SHA-256 of the content, hex. */
  id: string;
  /** `csv` or `funscript`, detected from the content as core's parser does. */
  extension: ScriptFormat;
  text: string;
}

/** Content-addressed script storage: the same content always gets the same id. */
export class ScriptStore {
  private readonly scripts = new Map<string, StoredScript>();

  /** Stores a script and returns its record. */
  put(bytes: Uint8Array): StoredScript {
    const id = createHash('sha256').update(bytes).digest('hex');
    const existing = this.scripts.get(id);
    if (existing) return existing;
    const text = new TextDecoder().decode(bytes);
    const script: StoredScript = { id, extension: detectScriptFormat(text), text };
    this.scripts.set(id, script);
    return script;
  }

  /** A script by id. */
  get(id: string): StoredScript | undefined {
    return this.scripts.get(id);
  }

  /** Forgets everything. */
  clear(): void {
    this.scripts.clear();
  }
}
