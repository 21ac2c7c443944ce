import { useEffect, useRef, useState } from 'react';
import { systemClock, type Clock, type TimerHandle } from '@glide/core';
import { seekTo } from '../../../player';
import { resumablePositionMs } from './playlist-order';
import type { LibraryItem } from './use-library';

/** How often the position of a playing library video is remembered, ms. */
const REMEMBER_EVERY_MS = 10_000;

/**
 * Longest a video asked to start waits for the device to be ready for its script (uploaded and set
 * up): past this it starts anyway, and the device joins it in sync as soon as it can.
 */
export const START_WAIT_MS = 5_000;

/** When a video asked to start may start. */
export interface StartGate {
  /** True once the device is ready for the video's script, or has nothing to get ready. */
  readonly open: () => boolean;
  /** Changes whenever `open` may have changed (it is asked again then). */
  readonly version: unknown;
}

/** A video's start that waits for its {@link StartGate}; see {@link createGatedStart}. */
export interface GatedStart {
  /** Start once the gate opens, or after {@link START_WAIT_MS} whatever it says (once at a time). */
  request(): void;
  /** The gate may have opened: start now if it has and a start is waiting. */
  retry(): void;
  /** Nothing waits to start any more (the video was played, or is gone). */
  cancel(): void;
}

/**
 * Starts `element` when asked, once `gateOpen()` (the device ready for its script), so that the
 * device moves with the video from its first frame; after {@link START_WAIT_MS} it starts anyway,
 * and the device joins it in sync as soon as it can. A refused play (no user gesture yet) leaves the
 * video paused: nothing to undo.
 */
export function createGatedStart(
  element: Pick<HTMLMediaElement, 'play'>,
  gateOpen: () => boolean,
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>,
): GatedStart {
  let waiting = false;
  let timer: TimerHandle | undefined;
  const cancel = () => {
    waiting = false;
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };
  const start = (force: boolean) => {
    if (!waiting || (!force && !gateOpen())) return;
    cancel();
    void element.play().catch(() => undefined);
  };
  return {
    request() {
      if (waiting) return;
      waiting = true;
      timer = clock.setTimeout(() => start(true), START_WAIT_MS);
      start(false);
    },
    retry: () => start(false),
    cancel,
  };
}

/** What the library asks of the player for the video it loaded. */
export interface LibraryPlayback {
  /** The video's path in the folder. */
  readonly path: string;
  /** Start playing once the video can (a next video, a click on an entry). */
  readonly autoplay: boolean;
  /** The video ended (not looping): the library plays the next one. */
  readonly onEnded: () => void;
  readonly rememberPosition: (path: string, positionMs: number) => void;
  /** How many stroke scripts the video has (main and variants), for the pre-flight check. */
  readonly variantCount: number;
  /** Shows the video's scripts to choose from (the playlist's picker). */
  readonly onPickVariant?: () => void;
  /** The video's entry: its scripts, which a linked device may follow on its own. */
  readonly entry?: LibraryItem;
}

/**
 * Binds a library video to the `<video>`: starts it when asked, tells its end, and remembers where
 * it is (on pause, every 10 s while it plays, and as it goes), so that coming back to it offers to
 * resume there. Returns the position to offer, until the video plays from elsewhere.
 *
 * A video asked to start (the next one, a click on an entry) starts once `gate` opens: when the
 * device is ready for its script, so that the device moves with it from its first frame rather
 * than joining it a few hundred ms in; or after {@link START_WAIT_MS} whatever the device does.
 */
export function useLibraryPlayback(
  element: HTMLVideoElement | null,
  playback: LibraryPlayback | undefined,
  savedMs: number | undefined,
  gate: StartGate,
  clock: Pick<Clock, 'now' | 'setTimeout' | 'clearTimeout'> = systemClock,
): { readonly resumeAtMs: number | undefined; readonly resume: () => void } {
  const [offered, setOffered] = useState<number | undefined>(undefined);
  const path = playback?.path;
  /** The start of the video asked to start, while it waits for the gate. */
  const starter = useRef<GatedStart | undefined>(undefined);
  const gateOpen = useRef(gate.open);
  useEffect(() => {
    gateOpen.current = gate.open;
  });
  useEffect(() => {
    starter.current?.retry();
  }, [gate.version]);
  useEffect(() => {
    if (!element || !playback) return;
    const { autoplay, onEnded, rememberPosition } = playback;
    let lastSavedAt = 0;
    const start = createGatedStart(element, () => gateOpen.current(), clock);
    starter.current = start;
    const save = () => {
      if (Number.isFinite(element.currentTime))
        rememberPosition(playback.path, element.currentTime * 1000);
    };
    const onLoaded = () => {
      setOffered(resumablePositionMs(savedMs, element.duration * 1000));
      if (autoplay) start.request();
    };
    const onTime = () => {
      if (element.paused || clock.now() - lastSavedAt < REMEMBER_EVERY_MS) return;
      lastSavedAt = clock.now();
      save();
    };
    const onPlay = () => {
      // Started (by the user or by the gate): nothing is waiting to start any more.
      start.cancel();
      // Playing from the start (or wherever the user went) withdraws the offer.
      if (element.currentTime > 1) setOffered(undefined);
    };
    const onEnd = () => {
      rememberPosition(playback.path, 0);
      onEnded();
    };
    if (element.readyState >= 1) onLoaded();
    element.addEventListener('loadedmetadata', onLoaded);
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('pause', save);
    element.addEventListener('play', onPlay);
    element.addEventListener('ended', onEnd);
    return () => {
      start.cancel();
      starter.current = undefined;
      if (!element.ended) save();
      element.removeEventListener('loadedmetadata', onLoaded);
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('pause', save);
      element.removeEventListener('play', onPlay);
      element.removeEventListener('ended', onEnd);
    };
    // One binding per element and video: later renders pass new callbacks for the same ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element, path]);
  return {
    resumeAtMs: offered,
    resume: () => {
      if (element && offered !== undefined) seekTo(element, offered);
      setOffered(undefined);
    },
  };
}
