import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** What the controls show of a media element; read from it on each of its events. */
export interface MediaState {
  readonly paused: boolean;
  /** Media time in ms (from `currentTime`; fine for a display, never for sync). */
  readonly positionMs: number;
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
  'timeupdate',
  'seeking',
  'seeked',
  'durationchange',
  'loadedmetadata',
  'emptied',
  'ratechange',
  'volumechange',
] as const;

const NO_MEDIA: MediaState = {
  paused: true,
  positionMs: 0,
  durationMs: Number.NaN,
  rate: 1,
  volume: 1,
  muted: false,
};

function read(video: HTMLVideoElement): MediaState {
  return {
    paused: video.paused,
    positionMs: video.currentTime * 1000,
    durationMs: video.duration * 1000,
    rate: video.playbackRate,
    volume: video.volume,
    muted: video.muted,
  };
}

function same(a: MediaState, b: MediaState): boolean {
  return (
    a.paused === b.paused &&
    a.positionMs === b.positionMs &&
    Object.is(a.durationMs, b.durationMs) &&
    a.rate === b.rate &&
    a.volume === b.volume &&
    a.muted === b.muted
  );
}

/** A store over one element's events, for `useSyncExternalStore`. */
function mediaStore(video: HTMLVideoElement | null) {
  let last = NO_MEDIA;
  return {
    subscribe: (listener: () => void): (() => void) => {
      if (!video) return () => undefined;
      for (const name of EVENTS) video.addEventListener(name, listener);
      return () => {
        for (const name of EVENTS) video.removeEventListener(name, listener);
      };
    },
    snapshot: (): MediaState => {
      if (!video) return NO_MEDIA;
      const next = read(video);
      // The same object while nothing changed, so React skips the render.
      if (!same(last, next)) last = next;
      return last;
    },
  };
}

/** The media element's state for the controls, re-read on every event it fires. */
export function useMediaState(video: HTMLVideoElement | null): MediaState {
  const store = useMemo(() => mediaStore(video), [video]);
  return useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
}

const PLAY_EVENTS = ['play', 'pause', 'ended', 'emptied'] as const;

/**
 * Whether the media element is paused, re-read on its play and pause events only: for a part of a
 * page that needs no more and should not render again on every `timeupdate`.
 */
export function useMediaPaused(video: HTMLVideoElement | null): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!video) return () => undefined;
      for (const name of PLAY_EVENTS) video.addEventListener(name, listener);
      return () => {
        for (const name of PLAY_EVENTS) video.removeEventListener(name, listener);
      };
    },
    [video],
  );
  const paused = () => video?.paused ?? true;
  return useSyncExternalStore(subscribe, paused, paused);
}
