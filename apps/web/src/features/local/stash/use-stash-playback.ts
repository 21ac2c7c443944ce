import { useEffect, useRef } from 'react';
import { systemClock, type Clock } from '@glide/core';
import { createActivityTracker, type StashClient, type StashPlayerSettings } from '@glide/stash';
import { seekTo, stashFailureOf, type StashFailure } from '../../../player';
import { pageLifecycle } from '../../../lib/page-lifecycle';
import { createGatedStart, type GatedStart, type StartGate } from '../library/use-library-playback';

/** Failures that mean the library is gone for now: the scene cannot go on without it. */
const LOST: ReadonlySet<StashFailure['code']> = new Set([
  'unreachable',
  'timeout',
  'cors',
  'unauthorized',
  'insecure_server',
]);

/** What the page asks of the player for a Stash scene. */
export interface StashSession {
  readonly client: Pick<StashClient, 'saveActivity' | 'addPlay'>;
  readonly sceneId: string;
  readonly settings: StashPlayerSettings;
  /** Where to start, in seconds (Stash's resume point), or `undefined` from the beginning. */
  readonly resumeAtS: number | undefined;
  /** Start playing once the device is ready (the next scene of a list). */
  readonly autoplay: boolean;
  /** The scene ended (not looping): the page goes on to the next of the list. */
  readonly onEnded: () => void;
  /**
   * Recording the play failed. `paused`: the library is gone (unreachable, key refused), so the
   * video was paused and with it the device.
   */
  readonly onFailure: (failure: StashFailure, paused: boolean) => void;
}

/**
 * Binds a Stash scene to the `<video>` as Stash's own player does: it starts at the scene's
 * resume point, records the time played, the resume point and the play (`createActivityTracker`)
 * while it plays, and says when it ends. A scene asked to start waits for `gate` (the device ready
 * for its script), as a library video does (`createGatedStart`). When the library stops answering
 * mid-play, the video pauses (the device stops with it) and the page says why.
 */
export function useStashPlayback(
  element: HTMLVideoElement | null,
  session: StashSession | undefined,
  gate: StartGate,
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'> = systemClock,
): void {
  const gateOpen = useRef(gate.open);
  const starter = useRef<GatedStart | undefined>(undefined);
  const latest = useRef(session);
  useEffect(() => {
    gateOpen.current = gate.open;
    latest.current = session;
  });
  useEffect(() => {
    starter.current?.retry();
  }, [gate.version]);
  const sceneId = session?.sceneId;

  useEffect(() => {
    const current = latest.current;
    if (!element || !current) return undefined;
    const { client, settings, autoplay, resumeAtS } = current;
    const id = current.sceneId;
    const start = createGatedStart(element, () => gateOpen.current(), clock);
    starter.current = start;
    const tracker = createActivityTracker({
      clock,
      settings,
      position: () => ({ currentTimeS: element.currentTime, durationS: element.duration }),
      saveActivity: (activity) => client.saveActivity(id, activity),
      addPlay: () => client.addPlay(id),
      onError: (error) => {
        const failure = stashFailureOf(error);
        const lost = LOST.has(failure.code);
        if (lost) element.pause();
        latest.current?.onFailure(failure, lost);
      },
    });
    let loaded = false;
    const onLoaded = () => {
      if (loaded) return;
      loaded = true;
      if (resumeAtS !== undefined && resumeAtS > 0) seekTo(element, resumeAtS * 1000);
      if (autoplay) start.request();
    };
    const onPlaying = () => {
      start.cancel();
      tracker.playing();
    };
    const onStopped = () => tracker.stopped();
    const onEnd = () => {
      tracker.stopped();
      latest.current?.onEnded();
    };
    const stopEvents = ['pause', 'waiting', 'stalled', 'emptied'] as const;
    if (element.readyState >= 1) onLoaded();
    element.addEventListener('loadedmetadata', onLoaded);
    element.addEventListener('playing', onPlaying);
    for (const name of stopEvents) element.addEventListener(name, onStopped);
    element.addEventListener('ended', onEnd);
    // Leaving the page (a reload, closing the tab) saves where it was, as a pause does.
    const stopFollowingPage = pageLifecycle.onHide(onStopped);
    return () => {
      start.cancel();
      starter.current = undefined;
      stopFollowingPage();
      tracker.stopped();
      element.removeEventListener('loadedmetadata', onLoaded);
      element.removeEventListener('playing', onPlaying);
      for (const name of stopEvents) element.removeEventListener(name, onStopped);
      element.removeEventListener('ended', onEnd);
    };
    // One binding per element and scene: later renders pass new callbacks for the same scene.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element, sceneId]);
}
