import { SCRIPT_HOST_PATH } from '../constants';
import type { StoredScript } from '../model/script-store';

/** Path of a stored script under the script host. */
export function scriptPath(script: StoredScript): string {
  return `${SCRIPT_HOST_PATH}/temp/files/${script.id}.${script.extension}`;
}

const SCRIPT_PATH = new RegExp(
  `^${SCRIPT_HOST_PATH.replaceAll('/', '\\/')}\\/temp\\/files\\/([0-9a-f]{64})\\.(csv|funscript)$`,
);

/**
 * The script id in one of the emulator's own script URLs; undefined for any other URL (the real
 * service fetches public URLs only, the emulator fetches nothing from elsewhere).
 */
export function ownScriptId(url: string, origins: ReadonlySet<string>): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (!origins.has(parsed.origin)) return undefined;
  return SCRIPT_PATH.exec(parsed.pathname)?.[1];
}
