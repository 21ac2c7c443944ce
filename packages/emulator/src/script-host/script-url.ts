import { SCRIPT_HOST_PATH } from '../constants';
import type { StoredScript } from '../model/script-store';

/** Path of a stored script under the script host. */
export function scriptPath(script: StoredScript): string {
  return `${SCRIPT_HOST_PATH}/temp/files/${script.id}.${script.extension}`;
}

const SCRIPT_PATH = new RegExp(
  `^${SCRIPT_HOST_PATH.replaceAll('/', '\\/')}\\/temp\\/files\\/([0-9a-f]{64})\\.(csv|funscript)$`,
);

function parseUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** Whether `url` is under one of the emulator's own origins (it serves those itself). */
export function isOwnOrigin(url: string, origins: ReadonlySet<string>): boolean {
  const parsed = parseUrl(url);
  return parsed !== undefined && origins.has(parsed.origin);
}

/**
 * The script id in one of the emulator's own script URLs; undefined for any other URL (the
 * emulator fetches nothing from elsewhere).
 */
export function ownScriptId(url: string, origins: ReadonlySet<string>): string | undefined {
  const parsed = parseUrl(url);
  if (!parsed || !origins.has(parsed.origin)) return undefined;
  return SCRIPT_PATH.exec(parsed.pathname)?.[1];
}
