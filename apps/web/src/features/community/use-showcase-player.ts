import { useEffect, useRef, useState } from 'react';
import {
  liveEditLeadMs,
  parseScript,
  patternPlayable,
  playablePositionAt,
  scriptPlayable,
  ScriptClock,
  startTimeline,
  switchTimeline,
  systemClock,
  type MediaEvent,
  type MediaPauseReason,
  type PatternTimeline,
  type Playable,
} from '@glide/core';
import type { MediaControls } from '../../player/media-controls';
import { usePlayer, type Player } from '../../player/use-player';
import { useScriptPlayer } from '../../player/use-script-player';
import type { ShowcaseEntry } from './showcase';

/** What the page's one player holds: the entry, what plays, and a pattern's timeline. */
interface Loaded {
  readonly entry: ShowcaseEntry;
  readonly playable: Playable;
  /** A pattern's timeline: the next pattern switches from it. */
  readonly timeline: PatternTimeline | undefined;
}

/** What {@link useShowcasePlayer} gives the page. */
export interface ShowcasePlayer {
  /** The entry last played (kept when it stops, so the bar can say why and play it again). */
  readonly entry: ShowcaseEntry | undefined;
  readonly playing: boolean;
  /** The binding: engine status, error, firmware guard, resync. */
  readonly device: Player;
  /** Why the player stopped without being asked (until it plays again): see `pauseReason`. */
  readonly pauseReason: MediaPauseReason | undefined;
  /** Where the motion is now, 0–100 %, while playing (the figure reads it each frame). */
  readonly positionPct: () => number | undefined;
  /** Plays `entry`, switching from whatever plays (see the hook's comment). */
  readonly play: (entry: ShowcaseEntry) => void;
  /** Stops: the clock pauses and goes back to 0, the device stops. */
  readonly stop: () => void;
}

/** A playable for `entry` whose loop starts at `atMs` of the clock. */
function load(entry: ShowcaseEntry, atMs: number): Loaded {
  if (entry.cycle) {
    const timeline = startTimeline(entry.cycle, atMs);
    return { entry, timeline, playable: patternPlayable(timeline, entry.name, atMs) };
  }
  const script = parseScript(entry.funscript, { format: 'funscript' });
  return { entry, timeline: undefined, playable: scriptPlayable(script, { name: entry.name }) };
}

/**
 * The community page's one player (docs/adr/0002-one-player.md): a script-only clock, looped, on
 * the app's player binding. A pattern has no end (the clock's length is infinite); a script loops
 * on a clock of its length.
 *
 * Switching: from a playing pattern to another pattern, the new one takes over on the same
 * timeline a lead ahead of the clock (`liveEditLeadMs`, from the measured round trip), in phase
 * and without a jump, and the device gets it as an edit (`engine.update`): no stop, no restart.
 * Anything involving a script stops first and starts the new entry from its beginning: a script
 * is a whole file on a clock of its own length.
 */
export function useShowcasePlayer(): ShowcasePlayer {
  const [clock] = useState(() => new ScriptClock(systemClock));
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  // A stop the binding cannot see (Escape, "Stop all"): see use-stopped-elsewhere.ts.
  const durationMs = loaded?.playable.kind === 'script' ? loaded.playable.durationMs : Infinity;

  // The clock tells the engine what it did; the engine is made after it (it needs the loop).
  const toEngine = useRef<(event: MediaEvent) => void>(() => undefined);
  const clockPlayer = useScriptPlayer(clock, durationMs, true, (event) => toEngine.current(event));

  const stop = () => {
    if (clockPlayer.playing) clockPlayer.pause();
    // A seek the engine would wait out before the next start: only when there is one to make.
    if (clock.positionMs() !== 0) clockPlayer.seek(0);
  };

  // A start waits for the render that loads it: a new length resets the clock (paused, at 0) in
  // that render's effects, which would undo a play made before them. Effects run in hook order,
  // so by the time this one runs the clock is reset and the engine has the new playable.
  const startWanted = useRef(false);
  useEffect(() => {
    if (!startWanted.current) return;
    startWanted.current = false;
    clockPlayer.play();
  });

  const play = (entry: ShowcaseEntry) => {
    const from = loaded;
    if (clockPlayer.playing && entry.cycle && from?.timeline) {
      // Late enough that the edit reaches the device before it plays there.
      const atMs = clock.positionMs() + liveEditLeadMs(device.status?.health.roundTripMs);
      const { timeline, switchAtMs } = switchTimeline(from.timeline, entry.cycle, atMs);
      setLoaded({ entry, timeline, playable: patternPlayable(timeline, entry.name, switchAtMs) });
      return;
    }
    if (!clockPlayer.playing && from?.entry.id === entry.id && from.playable.kind === 'script') {
      // The same script, stopped or paused by the device: it goes on from where its clock is.
      clockPlayer.play();
      return;
    }
    // Anything else starts from the clock's 0 (a new length resets the clock there anyway).
    stop();
    setLoaded(load(entry, 0));
    startWanted.current = true;
  };

  const controls: MediaControls = {
    play: () => {
      if (loaded && !clockPlayer.playing) play(loaded.entry);
    },
    togglePlay: () => {
      if (!loaded) return;
      if (clockPlayer.playing) stop();
      else play(loaded.entry);
    },
    // A loop has no place to seek to and a pattern's tempo is its own: seeks and rates do nothing.
    seekByMs: () => undefined,
    setRate: () => undefined,
    rate: () => 1,
  };

  const device = usePlayer({
    media: { kind: 'script', clock },
    playable: loaded?.playable,
    transport: 'hsp',
    loop: clockPlayer.loop,
    controls,
    // The device stopped (its button, Stop all, Escape), reconnected or went offline: the clock
    // stops with it, and the binding keeps the reason for the bar.
    pauseMedia: () => clockPlayer.pause(),
    keys: { enabled: loaded !== undefined, fullscreenTarget: null },
  });
  const { mediaEvent } = device;
  useEffect(() => {
    toEngine.current = mediaEvent;
  }, [mediaEvent]);

  const playing = clockPlayer.playing;
  const playable = loaded?.playable;
  return {
    entry: loaded?.entry,
    playing,
    device,
    pauseReason: device.pauseReason,
    positionPct: () =>
      playing && playable ? playablePositionAt(playable, clock.positionMs()) : undefined,
    play,
    stop,
  };
}
