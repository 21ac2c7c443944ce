import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * What the controls show of a media element but its position; read from it on each of its events
 * that change it. The position, which changes four times a second while it plays, is
 * {@link useMediaPositionMs}'s, so that only what shows it renders again that often.
 */
export interface MediaState {
  readonly paused: boolean;
  /** Length in ms; NaN or Infinity while unknown. */
  readonly durationMs: number;
  readonly rate: number;
  /** 0–1. */
  readonly volume: number;
  readonly muted: boolean;
}

const EVENTS = [
  'play',
  'pause',
  'playing',
  'ended',
  'durationchange',
  'loadedmetadata',
  'emptied',
  'ratechange',
  'volumechange',
] as const;

const NO_MEDIA: MediaState = {
  paused: true,
  durationMs: Number.NaN,
  rate: 1,
  volume: 1,
  muted: false,
};

function read(video: HTMLVideoElement): MediaState {
  return {
    paused: video.paused,
    durationMs: video.duration * 1000,
    rate: video.playbackRate,
    volume: video.volume,
    muted: video.muted,
  };
}

function same(a: MediaState, b: MediaState): boolean {
  return (
    a.paused === b.paused &&
    Object.is(a.durationMs, b.durationMs) &&
    a.rate === b.rate &&
    a.volume === b.volume &&
    a.muted === b.muted
  );
}

/** Subscribes `listener` to `events` of `video` (nothing without one); returns how to stop. */
function onEvents(
  video: HTMLVideoElement | null,
  events: readonly string[],
  listener: () => void,
): () => void {
  if (!video) return () => undefined;
  for (const name of events) video.addEventListener(name, listener);
  return () => {
    for (const name of events) video.removeEventListener(name, listener);
  };
}

/** A store over one element's events, for `useSyncExternalStore`. */
function mediaStore(video: HTMLVideoElement | null) {
  let last = NO_MEDIA;
  return {
    subscribe: (listener: () => void): (() => void) => onEvents(video, EVENTS, listener),
    snapshot: (): MediaState => {
      if (!video) return NO_MEDIA;
      const next = read(video);
      // The same object while nothing changed, so React skips the render.
      if (!same(last, next)) last = next;
      return last;
    },
  };
}

/** The media element's state for the controls, re-read on every event that changes it. */
export function useMediaState(video: HTMLVideoElement | null): MediaState {
  const store = useMemo(() => mediaStore(video), [video]);
  return useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
}

/** Events after which the element's `currentTime` may say something new. */
const POSITION_EVENTS = [
  'timeupdate',
  'seeking',
  'seeked',
  'loadedmetadata',
  'emptied',
  'durationchange',
] as const;

/**
 * The media element's position in ms (from `currentTime`: fine for a display, never for sync), 0
 * without one, re-read on its `timeupdate` and seeks. With `stepMs`, it is rounded down to a
 * multiple of it, so that a component showing whole seconds renders once a second, not on every
 * `timeupdate`.
 */
export function useMediaPositionMs(video: HTMLVideoElement | null, stepMs = 0): number {
  const subscribe = useCallback(
    (listener: () => void) => onEvents(video, POSITION_EVENTS, listener),
    [video],
  );
  const position = () => {
    const ms = video ? video.currentTime * 1000 : 0;
    return stepMs > 0 ? Math.floor(ms / stepMs) * stepMs : ms;
  };
  return useSyncExternalStore(subscribe, position, position);
}

const PLAY_EVENTS = ['play', 'pause', 'ended', 'emptied'] as const;

/**
 * Whether the media element is paused, re-read on its play and pause events only: for a part of a
 * page that needs no more and should not render again on every `timeupdate`.
 */
export function useMediaPaused(video: HTMLVideoElement | null): boolean {
  const subscribe = useCallback(
    (listener: () => void) => onEvents(video, PLAY_EVENTS, listener),
    [video],
  );
  const paused = () => video?.paused ?? true;
  return useSyncExternalStore(subscribe, paused, paused);
}
