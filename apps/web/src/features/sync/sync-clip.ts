/**
 * The sync test's media: a clip the project made (`scripts/make-sync-clip.sh`: a 12 s loop at
 * 120 BPM with a moving bar, a flash and a click on every beat, and a time code) and its script,
 * served with the app from `public/sync/`.
 */
import { parseScript, scriptPlayable, type ScriptPlayable } from '@glide/core';
import { browserFetch } from '../../lib/http';

/** The clip's beat: 120 BPM, a flash and a click every 500 ms from 0. */
export const SYNC_CLIP_BEAT_MS = 500;
/** The clip's length, ms: it loops seamlessly, 24 beats. */
export const SYNC_CLIP_LENGTH_MS = 12_000;

/** The clip's address. */
export const SYNC_CLIP_URL = `${import.meta.env.BASE_URL}sync/sync-test.webm`;
/** The script's address. */
export const SYNC_SCRIPT_URL = `${import.meta.env.BASE_URL}sync/sync-test.funscript`;

/** The test script, as the player plays it. */
export type SyncTestScript = ScriptPlayable;

/**
 * Fetches and parses the test script. Rejects when it cannot be fetched or read (an app served
 * without its `public/` folder); the parser's own checks apply as to any user's file.
 */
export async function loadSyncScript(
  fetchText: typeof browserFetch = browserFetch,
  signal?: AbortSignal,
): Promise<SyncTestScript> {
  const response = await fetchText(SYNC_SCRIPT_URL, signal ? { signal } : {});
  if (!response.ok) throw new Error(`The sync test script answered ${response.status}`);
  const script = parseScript(await response.text(), { format: 'funscript' });
  return scriptPlayable(script, { name: 'sync-test.funscript', uploadName: 'sync-test.csv' });
}
