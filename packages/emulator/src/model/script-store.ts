import { createHash } from 'node:crypto';
import { detectScriptFormat, type ScriptFormat } from '@glide/core';

/** Largest script the host accepts (fw 4 has no device limit; 5 MiB keeps memory bounded). */
export const MAX_SCRIPT_BYTES = 5 * 1024 * 1024;

/**
 * How many bytes of scripts are kept at once: ten of the largest. Uploads are temporary on the real
 * host too (reference §13, "URL lifetime"); without a ceiling every distinct upload would stay in
 * memory for the life of the process.
 */
export const MAX_STORED_SCRIPT_BYTES = 10 * MAX_SCRIPT_BYTES;

/** A stored script. */
export interface StoredScript {
  /** SHA-256 of the content, hex. */
  id: string;
  /** `csv` or `funscript`, detected from the content as core's parser does. */
  extension: ScriptFormat;
  text: string;
  /** Size of the upload. */
  bytes: number;
}

/**
 * Content-addressed script storage: the same content always gets the same id. Over
 * {@link MAX_STORED_SCRIPT_BYTES} the least recently uploaded or read scripts are forgotten (their
 * URL then answers 404, and an HSSP setup from it 4101 ScriptDownloadFailed, as for any unknown file).
 */
export class ScriptStore {
  /** Least recently used first (a Map keeps insertion order). */
  private readonly scripts = new Map<string, StoredScript>();
  private storedBytes = 0;

  constructor(private readonly maxBytes = MAX_STORED_SCRIPT_BYTES) {}

  /** Stores a script and returns its record. */
  put(bytes: Uint8Array): StoredScript {
    const id = createHash('sha256').update(bytes).digest('hex');
    const existing = this.get(id);
    if (existing) return existing;
    const text = new TextDecoder().decode(bytes);
    const script: StoredScript = {
      id,
      extension: detectScriptFormat(text),
      text,
      bytes: bytes.byteLength,
    };
    this.scripts.set(id, script);
    this.storedBytes += script.bytes;
    for (const [oldId, old] of this.scripts) {
      if (this.storedBytes <= this.maxBytes || oldId === id) break;
      this.scripts.delete(oldId);
      this.storedBytes -= old.bytes;
    }
    return script;
  }

  /** A script by id (which makes it the most recently used). */
  get(id: string): StoredScript | undefined {
    const script = this.scripts.get(id);
    if (script) {
      this.scripts.delete(id);
      this.scripts.set(id, script);
    }
    return script;
  }

  /** How many bytes of scripts are stored. */
  get sizeBytes(): number {
    return this.storedBytes;
  }

  /** Forgets everything. */
  clear(): void {
    this.scripts.clear();
    this.storedBytes = 0;
  }
}
