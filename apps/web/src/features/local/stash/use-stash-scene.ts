import type { StashClient, StashPlayerSettings, StashScenePlay } from '@glide/stash';
import { useEffect, useRef, useState } from 'react';
import { stashFailureOf, type StashFailure } from '../../../player';

/** Where the scene stands: asked for, there, not in the library, or failed. */
export type StashSceneState =
  | { readonly kind: 'loading' }
  | {
      readonly kind: 'ready';
      readonly scene: StashScenePlay;
      readonly settings: StashPlayerSettings;
    }
  | { readonly kind: 'missing' }
  | { readonly kind: 'failed'; readonly failure: StashFailure };

/**
 * The scene `id` of the library and Stash's player settings (resume, activity), asked together.
 * `onScene` runs once per scene that comes, as it comes (the page shows it there); a newer `id` or
 * attempt cancels the question before.
 */
export function useStashScene(
  client: StashClient | null,
  id: string | undefined,
  onScene: (scene: StashScenePlay, settings: StashPlayerSettings) => void,
): { readonly state: StashSceneState; readonly retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([client?.baseUrl, id, attempt]);
  const [answer, setAnswer] = useState<{ key: string; state: StashSceneState }>();
  const onSceneRef = useRef(onScene);
  useEffect(() => {
    onSceneRef.current = onScene;
  });

  useEffect(() => {
    if (!client || id === undefined) return undefined;
    const controller = new AbortController();
    const options = { signal: controller.signal };
    Promise.all([client.findScene(id, options), client.playerSettings(options)]).then(
      ([scene, settings]) => {
        if (controller.signal.aborted) return;
        if (scene === null) {
          setAnswer({ key, state: { kind: 'missing' } });
          return;
        }
        setAnswer({ key, state: { kind: 'ready', scene, settings } });
        onSceneRef.current(scene, settings);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setAnswer({ key, state: { kind: 'failed', failure: stashFailureOf(error) } });
        }
      },
    );
    return () => controller.abort();
  }, [client, id, key]);

  return {
    state: answer?.key === key ? answer.state : { kind: 'loading' },
    retry: () => setAttempt((n) => n + 1),
  };
}
