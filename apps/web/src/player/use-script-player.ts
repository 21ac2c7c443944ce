import { useCallback, useEffect, useState } from 'react';
import { systemClock, type Clock, type MediaEvent, type ScriptClock } from '@glide/core';
import { resetClock, setClockLoop, setClockRate } from './script-clock-settings';

/** How often the time shown is refreshed while playing, ms (the graph draws on its own). */
const DISPLAY_REFRESH_MS = 250;
/** The rates offered, 0.5–2 (Glide's range, not the spec's: see docs/deviations.md). */
export const SCRIPT_RATES: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];

/** What {@link useScriptPlayer} returns: the virtual clock's state and its controls. */
export interface ScriptPlayer {
  readonly playing: boolean;
  readonly rate: number;
  readonly loop: boolean;
  /** The position now (read it when drawing). */
  readonly positionMs: () => number;
  readonly durationMs: number;
  readonly play: () => void;
  readonly pause: () => void;
  readonly seek: (positionMs: number) => void;
  readonly setRate: (rate: number) => void;
  readonly setLoop: (loop: boolean) => void;
}

/**
 * Drives a script-only clock like a video element: play, pause, seek, rate and loop move the
 * clock and tell the engine what happened (`mediaEvent`), as a `<video>`'s events would; the end
 * of a clock that does not loop pauses it and says `ended`. A new `durationMs` (a new script)
 * starts again from 0, paused.
 */
export function useScriptPlayer(
  clock: ScriptClock,
  durationMs: number,
  initialLoop: boolean,
  mediaEvent: (event: MediaEvent) => void,
  timers: Clock = systemClock,
): ScriptPlayer {
  const [playing, setPlaying] = useState(false);
  const [rate, setRateState] = useState(clock.rate);
  const [loop, setLoopState] = useState(initialLoop);
  const [, setTick] = useState(0);
  // A new script: shown paused at once; the clock follows in the effect below.
  const [lengthShown, setLengthShown] = useState(durationMs);
  if (lengthShown !== durationMs) {
    setLengthShown(durationMs);
    setPlaying(false);
  }

  useEffect(() => resetClock(clock, durationMs), [clock, durationMs]);
  useEffect(() => setClockLoop(clock, loop), [clock, loop]);

  // While playing: refresh the time shown, and stop at the end unless looping.
  useEffect(() => {
    if (!playing) return;
    const handles = [timers.setTimeout(() => setTick((tick) => tick + 1), DISPLAY_REFRESH_MS)];
    if (!loop && Number.isFinite(clock.durationMs)) {
      const untilEndMs = (clock.durationMs - clock.positionMs()) / clock.rate;
      handles.push(
        timers.setTimeout(() => {
          clock.pause();
          setPlaying(false);
          mediaEvent('ended');
        }, untilEndMs),
      );
    }
    return () => handles.forEach((handle) => timers.clearTimeout(handle));
  });

  const play = useCallback(() => {
    if (clock.ended) clock.seek(0);
    clock.play();
    setPlaying(true);
    mediaEvent('play');
    mediaEvent('playing');
  }, [clock, mediaEvent]);

  const pause = useCallback(() => {
    clock.pause();
    setPlaying(false);
    mediaEvent('pause');
  }, [clock, mediaEvent]);

  const seek = useCallback(
    (positionMs: number) => {
      mediaEvent('seeking');
      clock.seek(positionMs);
      mediaEvent('seeked');
      setTick((tick) => tick + 1);
    },
    [clock, mediaEvent],
  );

  const setRate = useCallback(
    (next: number) => {
      setClockRate(clock, next);
      setRateState(next);
      mediaEvent('ratechange');
    },
    [clock, mediaEvent],
  );

  return {
    playing,
    rate,
    loop,
    positionMs: () => clock.positionMs(),
    durationMs,
    play,
    pause,
    seek,
    setRate,
    setLoop: setLoopState,
  };
}
