import { useCallback, useRef, useState } from 'react';
import { browserFetch } from '../../lib/http';
import { readFileText } from '../../player';
import { readScript, type LoadedScript, type ScriptProblem } from './read-script';

/** The sample: the sync test's script, shipped with the app. */
export const SAMPLE_SCRIPT_URL = `${import.meta.env.BASE_URL}sync/sync-test.funscript`;
const SAMPLE_NAME = 'sync-test.funscript';

/** Where the page's script is. */
export type ScriptSource =
  | { readonly kind: 'empty' }
  | { readonly kind: 'loading'; readonly fileName: string }
  | { readonly kind: 'ready'; readonly script: LoadedScript }
  | { readonly kind: 'failed'; readonly fileName: string; readonly problem: ScriptProblem };

/** What {@link useScriptSource} returns. */
export interface ScriptSourceControls {
  readonly source: ScriptSource;
  /** Reads a picked or dropped file. */
  readonly open: (file: File) => void;
  /** Loads the shipped sample. */
  readonly openSample: () => void;
  /** Forgets the script (the device stops). */
  readonly clear: () => void;
}

/**
 * The script of the script-only player: from a file (picker or drop) or the shipped sample. Only
 * the newest request counts, so a slow read never replaces a newer choice.
 */
export function useScriptSource(
  fetchText: typeof browserFetch = browserFetch,
): ScriptSourceControls {
  const [source, setSource] = useState<ScriptSource>({ kind: 'empty' });
  const latest = useRef(0);

  const load = useCallback((fileName: string, readText: () => Promise<string>) => {
    const request = ++latest.current;
    setSource({ kind: 'loading', fileName });
    // A reader that throws at once counts as a failed read, never as a crash.
    Promise.resolve()
      .then(readText)
      .then(
        (text) => {
          if (request !== latest.current) return;
          const result = readScript(text, fileName);
          setSource(
            result.ok
              ? { kind: 'ready', script: result.script }
              : { kind: 'failed', fileName, problem: result.problem },
          );
        },
        () => {
          if (request === latest.current)
            setSource({ kind: 'failed', fileName, problem: 'UNREADABLE' });
        },
      );
  }, []);

  return {
    source,
    open: useCallback((file: File) => load(file.name, () => readFileText(file)), [load]),
    openSample: useCallback(
      () =>
        load(SAMPLE_NAME, async () => {
          const response = await fetchText(SAMPLE_SCRIPT_URL);
          if (!response.ok) throw new Error(`The sample answered ${response.status}`);
          return response.text();
        }),
      [load, fetchText],
    ),
    clear: useCallback(() => {
      latest.current += 1;
      setSource({ kind: 'empty' });
    }, []),
  };
}
