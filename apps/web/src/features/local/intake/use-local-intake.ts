import { useCallback, useEffect, useRef, useState } from 'react';
import { browserFetch } from '../../../lib/http';
import { preferencesStore } from '../../../preferences/preferences-instance';
import { usePreferences } from '../../../preferences/use-preferences';
import { pairFiles } from './pair-files';
import { readScript, type LoadedScript, type ScriptProblem } from './read-script';
import { checkSourceUrl, fetchScript, fileNameOfUrl, type FetchProblem } from './url-source';
import { missingCodecOf, type VideoCodec } from './video-codec';
import { mayPlayType, videoProblemOf, type VideoProblem } from './video-support';

/** The video being shown. */
export interface VideoSource {
  readonly origin: 'file' | 'url' | 'stash';
  readonly name: string;
  /**
   * An object URL for a file, the address for a URL, Stash's stream for a Stash scene (with the
   * library's key in it: used by the `<video>` only, never stored).
   */
  readonly src: string;
}

/** A Stash scene's script as the page fetched it: its text, or why there is none. */
export type StashScriptFetch =
  { readonly ok: true; readonly text: string; readonly fileName: string } | { readonly ok: false };

/** A script that could not be used, with the name of its file. */
export interface ScriptFailure {
  readonly fileName: string;
  readonly problem: ScriptProblem | FetchProblem;
}

/** Files that were dropped or picked but not used, by why. */
export interface IgnoredFiles {
  /** Neither a video nor a script. */
  readonly unsupported: readonly string[];
  /** Scripts (or extra videos) that matched nothing. */
  readonly unpaired: readonly string[];
}

/** What {@link useLocalIntake} returns. */
export interface LocalIntake {
  readonly video: VideoSource | undefined;
  readonly videoProblem:
    | {
        readonly name: string;
        readonly problem: VideoProblem;
        /** For a video this browser cannot play: the codec it lacks, when the file names one. */
        readonly codec?: VideoCodec;
      }
    | undefined;
  readonly script: LoadedScript | undefined;
  readonly scriptFailure: ScriptFailure | undefined;
  readonly ignored: IgnoredFiles | undefined;
  /** True while a script address is being fetched or a script file read. */
  readonly loadingScript: boolean;
  /** Takes picked or dropped files: pairs them and loads what fits. */
  readonly acceptFiles: (files: readonly File[]) => void;
  /** Loads a video or script address (already checked with `checkSourceUrl`). */
  readonly loadVideoUrl: (url: string) => void;
  readonly loadScriptUrl: (url: string) => void;
  /**
   * Shows a Stash scene: its stream (not remembered in the settings, since its address holds the
   * library's key) and, when it has one, its script as it comes (`undefined`: none). A script that
   * could not be fetched is the page's to explain (`ok: false` leaves the player without one).
   */
  readonly loadStashScene: (
    video: VideoSource,
    script: Promise<StashScriptFetch> | undefined,
  ) => void;
  /** Re-reads the script with another axis of a multi-axis file. */
  readonly chooseAxis: (axis: string) => void;
  /** The `<video>` element failed (`MediaError.code`). */
  readonly reportVideoError: (code: number | undefined) => void;
}

/** The file's text, or `undefined` when it cannot be read (removed, no permission). */
async function textOf(file: File): Promise<string | undefined> {
  try {
    return await file.text();
  } catch {
    return undefined;
  }
}

/**
 * The local player's sources: files picked or dropped and http(s) addresses, with the settings
 * remembering what was chosen (file names, addresses). Nothing here leaves the browser: files are
 * read locally and shown through object URLs.
 */
export function useLocalIntake(
  probe: () => Pick<HTMLMediaElement, 'canPlayType'>,
  options: { readonly restore: boolean } = { restore: true },
): LocalIntake {
  const { localPlayer } = usePreferences();
  // Addresses come back by themselves after a reload (files cannot: the page names them instead),
  // unless the page opens with a source of its own (a Stash scene).
  const [initial] = useState(() => ({
    videoUrl: options.restore ? checkSourceUrl(localPlayer.videoUrl) : checkSourceUrl(''),
    scriptUrl: options.restore ? checkSourceUrl(localPlayer.scriptUrl) : checkSourceUrl(''),
  }));
  const [video, setVideo] = useState<VideoSource | undefined>(() =>
    initial.videoUrl.ok
      ? { origin: 'url', name: fileNameOfUrl(initial.videoUrl.url), src: initial.videoUrl.url }
      : undefined,
  );
  const [videoProblem, setVideoProblem] = useState<LocalIntake['videoProblem']>();
  const [script, setScript] = useState<LoadedScript>();
  const [scriptText, setScriptText] = useState<string>();
  const [scriptFailure, setScriptFailure] = useState<ScriptFailure>();
  const [ignored, setIgnored] = useState<IgnoredFiles>();
  const [loadingScript, setLoadingScript] = useState(initial.scriptUrl.ok);
  // Each script load takes a number; a slower, older read must not overwrite a newer one.
  const scriptGeneration = useRef(0);
  const objectUrl = useRef<string | undefined>(undefined);
  /** The file of the video shown, if it came from one (its codec explains a refusal). */
  const videoFile = useRef<File | undefined>(undefined);

  /** Names the codec of a refused video file once it is read, if this browser lacks it. */
  const explainUnsupported = useCallback(
    (file: File) => {
      void missingCodecOf(file, probe()).then((codec) => {
        if (codec === undefined) return;
        setVideoProblem((now) =>
          now?.name === file.name && now.problem === 'unsupported' ? { ...now, codec } : now,
        );
      });
    },
    [probe],
  );

  const replaceVideo = useCallback((next: VideoSource | undefined) => {
    if (objectUrl.current !== undefined) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = next?.origin === 'file' ? next.src : undefined;
    setVideo(next);
    setVideoProblem(undefined);
  }, []);
  useEffect(
    () => () => {
      if (objectUrl.current !== undefined) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );

  const applyScript = useCallback(
    (text: string | undefined, fileName: string, generation: number, axis?: string) => {
      if (generation !== scriptGeneration.current) return false;
      const result =
        text === undefined
          ? ({ ok: false, problem: 'UNREADABLE' } as const)
          : readScript(text, fileName, axis);
      if (result.ok) {
        setScript(result.loaded);
        setScriptText(text);
        setScriptFailure(undefined);
        return true;
      }
      setScriptFailure({ fileName, problem: result.problem });
      return false;
    },
    [],
  );

  const acceptFiles = useCallback(
    (files: readonly File[]) => {
      const pairing = pairFiles(files);
      setIgnored(
        pairing.unsupported.length + pairing.unpaired.length === 0
          ? undefined
          : {
              unsupported: pairing.unsupported.map((file) => file.name),
              unpaired: pairing.unpaired.map((file) => file.name),
            },
      );
      const picked = pairing.video;
      if (picked !== undefined) {
        videoFile.current = picked;
        if (mayPlayType(picked.type, probe())) {
          replaceVideo({
            origin: 'file',
            name: picked.name,
            src: URL.createObjectURL(picked),
          });
          preferencesStore().update({
            localPlayer: { lastVideoName: picked.name, videoUrl: '' },
          });
        } else {
          replaceVideo(undefined);
          setVideoProblem({ name: picked.name, problem: 'unsupported' });
          explainUnsupported(picked);
        }
      }
      const scriptFile = pairing.script;
      if (scriptFile !== undefined) {
        const generation = ++scriptGeneration.current;
        // Loading until the newest read is in (a library's next video waits for it to start).
        setLoadingScript(true);
        void textOf(scriptFile).then((text) => {
          if (generation === scriptGeneration.current) setLoadingScript(false);
          if (applyScript(text, scriptFile.name, generation)) {
            preferencesStore().update({
              localPlayer: { lastScriptName: scriptFile.name, scriptUrl: '' },
            });
          }
        });
      }
    },
    [applyScript, probe, replaceVideo, explainUnsupported],
  );

  const loadVideoUrl = useCallback(
    (url: string) => {
      videoFile.current = undefined;
      replaceVideo({ origin: 'url', name: fileNameOfUrl(url), src: url });
      preferencesStore().update({ localPlayer: { videoUrl: url } });
    },
    [replaceVideo],
  );

  /** Fetches a script address; the caller has shown that it is loading. */
  const fetchScriptUrl = useCallback((url: string) => {
    const generation = ++scriptGeneration.current;
    void fetchScript(url, browserFetch).then((result) => {
      if (generation !== scriptGeneration.current) return;
      setLoadingScript(false);
      if (result.ok) {
        setScript(result.loaded);
        setScriptText(undefined);
        setScriptFailure(undefined);
      } else {
        setScriptFailure({ fileName: fileNameOfUrl(url), problem: result.problem });
      }
    });
  }, []);

  const loadScriptUrl = useCallback(
    (url: string) => {
      setLoadingScript(true);
      preferencesStore().update({ localPlayer: { scriptUrl: url } });
      fetchScriptUrl(url);
    },
    [fetchScriptUrl],
  );

  const loadStashScene = useCallback(
    (next: VideoSource, fetched: Promise<StashScriptFetch> | undefined) => {
      videoFile.current = undefined;
      replaceVideo(next);
      setIgnored(undefined);
      const generation = ++scriptGeneration.current;
      setScript(undefined);
      setScriptText(undefined);
      setScriptFailure(undefined);
      setLoadingScript(fetched !== undefined);
      void fetched?.then((result) => {
        if (generation !== scriptGeneration.current) return;
        setLoadingScript(false);
        if (result.ok) applyScript(result.text, result.fileName, generation);
      });
    },
    [applyScript, replaceVideo],
  );

  const chooseAxis = useCallback(
    (axis: string) => {
      if (script === undefined) return;
      const generation = ++scriptGeneration.current;
      // A read still in flight is older than this choice: it will not land.
      setLoadingScript(false);
      if (scriptText !== undefined) applyScript(scriptText, script.fileName, generation, axis);
    },
    [applyScript, script, scriptText],
  );

  const reportVideoError = useCallback(
    (code: number | undefined) => {
      if (video === undefined) return;
      const problem = videoProblemOf(code);
      setVideoProblem({ name: video.name, problem });
      const file = videoFile.current;
      if (problem === 'unsupported' && video.origin === 'file' && file?.name === video.name) {
        explainUnsupported(file);
      }
    },
    [video, explainUnsupported],
  );

  useEffect(() => {
    if (initial.scriptUrl.ok) fetchScriptUrl(initial.scriptUrl.url);
  }, [fetchScriptUrl, initial]);

  return {
    video,
    videoProblem,
    script,
    scriptFailure,
    ignored,
    loadingScript,
    acceptFiles,
    loadVideoUrl,
    loadScriptUrl,
    loadStashScene,
    chooseAxis,
    reportVideoError,
  };
}
