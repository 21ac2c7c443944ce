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
  const listKey = browseParams(browseQueryFrom(params)).toString();
  const list = useMemo(() => browseQueryFrom(new URLSearchParams(listKey)), [listKey]);
  const { stash } = usePreferences();
  const client = useStashClient(stash, deps);
  const [shown, setShown] = useState<{
    readonly id: string;
    readonly choice: StreamChoice;
    readonly settings: StashPlayerSettings;
    readonly resumeAtS: number | undefined;
    readonly autoplay: boolean;
  }>();
  const [scriptFailure, setScriptFailure] = useState<{ id: string; failure: StashFailure }>();
  const [activityFailure, setActivityFailure] = useState<
    { id: string; failure: StashFailure; paused: boolean } | undefined
  >();
  const [nextFailure, setNextFailure] = useState<{ id: string; failure: StashFailure }>();
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
      setShown({
        id: scene.id,
        choice,
        settings,
        resumeAtS,
        autoplay: takePlayIntent(scene.id),
      });
      setScriptFailure(undefined);
      setActivityFailure(undefined);
      setNextFailure(undefined);
      if (src === undefined) return;
      const funscript = scene.interactive ? scene.paths.funscript : null;
      const fileName = scriptNameOf(scene);
      const script =
        funscript === null
          ? undefined
          : client.scriptText(funscript).then(
              (text): StashScriptFetch => ({ ok: true, text, fileName }),
              (error: unknown): StashScriptFetch => {
                setScriptFailure({ id: scene.id, failure: stashFailureOf(error) });
                return { ok: false };
              },
            );
      loadStashScene({ origin: 'stash', name: scene.title ?? fileName, src }, script);
    },
    [client, stash.apiKey, probe, loadStashScene],
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
      (error: unknown) => setNextFailure({ id, failure: stashFailureOf(error) }),
    );
  }, [client, id, list, setParams]);
  const onFailure = useCallback(
    (failure: StashFailure, paused: boolean) => {
      if (id !== undefined) setActivityFailure({ id, failure, paused });
    },
    [id],
  );

  const session = useMemo<StashSession | undefined>(
    () =>
      client && shown && shown.id === id && shown.choice.kind !== 'unplayable'
        ? {
            client,
            sceneId: shown.id,
            settings: shown.settings,
            resumeAtS: shown.resumeAtS,
            autoplay: shown.autoplay,
            onEnded,
            onFailure,
          }
        : undefined,
    [client, shown, id, onEnded, onFailure],
  );

  if (id === undefined) return undefined;
  const listParams = browseParams(list).toString();
  return {
    id,
    client,
    baseUrl: stash.baseUrl ?? '',
    state,
    retry,
    choice: shown?.id === id ? shown.choice : undefined,
    scriptFailure: scriptFailure?.id === id ? scriptFailure.failure : undefined,
    activityFailure:
      activityFailure?.id === id
        ? { failure: activityFailure.failure, paused: activityFailure.paused }
        : undefined,
    nextFailure: nextFailure?.id === id ? nextFailure.failure : undefined,
    listHref: listParams === '' ? '/stash' : `/stash?${listParams}`,
    session,
  };
}
