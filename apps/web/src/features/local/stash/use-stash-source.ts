import type { StashClient, StashPlayerSettings, StashScenePlay, StreamChoice } from '@glide/stash';
import { chooseStream } from '@glide/stash';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  browseParams,
  browseQueryFrom,
  keyedAddress,
  sceneIdFrom,
  sceneParams,
  stashFailureOf,
  takePlayIntent,
  useStashClient,
  wantPlay,
  type StashDeps,
  type StashFailure,
} from '../../../player';
import { usePreferences } from '../../../preferences/use-preferences';
import type { LocalIntake, StashScriptFetch } from '../intake/use-local-intake';
import { nextSceneOf } from './next-scene';
import type { StashSession } from './use-stash-playback';
import { useStashScene, type StashSceneState } from './use-stash-scene';

/** The script file's name for the player (its format is read from the name). */
function scriptNameOf(scene: StashScenePlay): string {
  const base = (scene.title ?? '').replace(/[\\/:*?"<>|]+/g, ' ').trim() || `scene-${scene.id}`;
  return `${base}.funscript`;
}

/** The scene shown: how it plays, where it starts, and what went wrong with it. */
interface ShownScene {
  readonly id: string;
  readonly choice: StreamChoice;
  readonly settings: StashPlayerSettings;
  readonly resumeAtS: number | undefined;
  readonly autoplay: boolean;
  readonly scriptFailure?: StashFailure;
  readonly activityFailure?: { readonly failure: StashFailure; readonly paused: boolean };
  readonly nextFailure?: StashFailure;
}

/** What {@link useStashSource} gives the page. */
export interface StashSource {
  readonly id: string;
  readonly client: StashClient | null;
  readonly baseUrl: string;
  readonly state: StashSceneState;
  readonly retry: () => void;
  /** How the scene plays here (direct, Stash's transcode, or not at all). */
  readonly choice: StreamChoice | undefined;
  /** The scene's script could not be fetched. */
  readonly scriptFailure: StashFailure | undefined;
  /** Recording the play failed; `paused` when the library is gone and the video was paused. */
  readonly activityFailure:
    { readonly failure: StashFailure; readonly paused: boolean } | undefined;
  /** Going on to the next scene failed. */
  readonly nextFailure: StashFailure | undefined;
  /** The library page the scene was chosen from (`/stash?…`). */
  readonly listHref: string;
  /** What the player binds to the `<video>` (`undefined` until the scene is shown). */
  readonly session: StashSession | undefined;
}

/**
 * The `/local` page's Stash source: the scene the address names, shown through the intake (its
 * stream with the library's key, never stored; its script, fetched with the key in a header), and
 * the session the player keeps with Stash (resume, activity, the next scene of the list).
 */
export function useStashSource(
  intake: Pick<LocalIntake, 'loadStashScene'>,
  probe: () => Pick<HTMLMediaElement, 'canPlayType'>,
  deps?: StashDeps,
): StashSource | undefined {
  const [params, setParams] = useSearchParams();
  const id = sceneIdFrom(params);
  // The list as its address writes it: the same text, and so the same list, from render to render.
  const listParams = browseParams(browseQueryFrom(params)).toString();
  const list = useMemo(() => browseQueryFrom(new URLSearchParams(listParams)), [listParams]);
  const { stash } = usePreferences();
  const client = useStashClient(stash, deps);
  const [shown, setShown] = useState<ShownScene>();
  /** Notes what went wrong with scene `sceneId`, while it is still the one shown. */
  const note = useCallback(
    (
      sceneId: string,
      change: Pick<ShownScene, 'scriptFailure' | 'activityFailure' | 'nextFailure'>,
    ) => setShown((now) => (now?.id === sceneId ? { ...now, ...change } : now)),
    [],
  );
  const { loadStashScene } = intake;

  const onScene = useCallback(
    (scene: StashScenePlay, settings: StashPlayerSettings) => {
      if (!client) return;
      const keyed = keyedAddress(client.baseUrl, stash.apiKey ?? '');
      const canPlay = (type: string) => probe().canPlayType(type) !== '';
      let choice = chooseStream(scene, canPlay);
      const src = choice.kind === 'unplayable' ? undefined : keyed(choice.stream.url);
      if (choice.kind !== 'unplayable' && src === undefined) {
        // A stream on another server would carry the key away: it is not played.
        choice = { kind: 'unplayable', videoCodec: '', audioCodec: '' };
      }
      const resumeAtS =
        settings.alwaysStartFromBeginning || scene.resumeTimeS === null
          ? undefined
          : scene.resumeTimeS;
      setShown({ id: scene.id, choice, settings, resumeAtS, autoplay: takePlayIntent(scene.id) });
      if (src === undefined) return;
      const funscript = scene.interactive ? scene.paths.funscript : null;
      const fileName = scriptNameOf(scene);
      const script =
        funscript === null
          ? undefined
          : client.scriptText(funscript).then(
              (text): StashScriptFetch => ({ ok: true, text, fileName }),
              (error: unknown): StashScriptFetch => {
                note(scene.id, { scriptFailure: stashFailureOf(error) });
                return { ok: false };
              },
            );
      loadStashScene({ origin: 'stash', name: scene.title ?? fileName, src }, script);
    },
    [client, stash.apiKey, probe, loadStashScene, note],
  );
  const { state, retry } = useStashScene(client, id, onScene);

  const onEnded = useCallback(() => {
    if (!client || id === undefined) return;
    nextSceneOf(client, list, id).then(
      (next) => {
        if (!next) return;
        wantPlay(next.id);
        setParams(sceneParams({ ...list, page: next.page }, next.id));
      },
      (error: unknown) => note(id, { nextFailure: stashFailureOf(error) }),
    );
  }, [client, id, list, setParams, note]);
  const onFailure = useCallback(
    (failure: StashFailure, paused: boolean) => {
      if (id !== undefined) note(id, { activityFailure: { failure, paused } });
    },
    [id, note],
  );

  // What is shown is the address's scene's, or nothing yet (the scene before, until it comes).
  const current = shown?.id === id ? shown : undefined;
  const session = useMemo<StashSession | undefined>(
    () =>
      client && current && current.choice.kind !== 'unplayable'
        ? {
            client,
            sceneId: current.id,
            settings: current.settings,
            resumeAtS: current.resumeAtS,
            autoplay: current.autoplay,
            onEnded,
            onFailure,
          }
        : undefined,
    [client, current, onEnded, onFailure],
  );

  if (id === undefined) return undefined;
  return {
    id,
    client,
    baseUrl: stash.baseUrl ?? '',
    state,
    retry,
    choice: current?.choice,
    scriptFailure: current?.scriptFailure,
    activityFailure: current?.activityFailure,
    nextFailure: current?.nextFailure,
    listHref: listParams === '' ? '/stash' : `/stash?${listParams}`,
    session,
  };
}
