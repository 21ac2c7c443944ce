/**
 * A looping pattern (a beat, a playlist, a community pattern) on the one player: a clock without an
 * end, the pattern's live timeline on it, and the binding (`usePlayer`). A new cycle while it plays
 * switches a lead ahead of the device, phase-preserving, so the device changes the way it moves
 * without a stop, a re-setup or a jump (docs/adr/0002-one-player.md).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  isCycleEmpty,
  liveEditLeadMs,
  patternPlayable,
  pruneTimeline,
  ScriptClock,
  startTimeline,
  switchTimeline,
  systemClock,
  timelinePhaseAt,
  type MediaEvent,
  type PatternCycle,
  type PatternPlayable,
  type PatternTimeline,
  type TimelineAlign,
  type TimelinePhase,
} from '@glide/core';
import type { MediaControls } from './media-controls';
import { usePlayer, type Player, type UsePlayerOptions } from './use-player';
import { useScriptPlayer, type ScriptPlayer } from './use-script-player';

/** How much of a timeline's past is kept: the device never needs more than its flush margin. */
const TIMELINE_HISTORY_MS = 60_000;

/** Options of {@link usePatternPlayer}. */
export interface UsePatternPlayerOptions extends Pick<
  UsePlayerOptions,
  'createEngine' | 'clock' | 'port' | 'followSession' | 'keys'
> {
  /** One loop of the motion; a new object is a change (an edit, another beat). */
  readonly cycle: PatternCycle;
  /** What people call it (logs, the engine's status). */
  readonly name: string;
  /** Where a change lands: as soon as the device can take it, or at the loop's next half. */
  readonly align: TimelineAlign;
}

/** What {@link usePatternPlayer} gives the page. */
export interface PatternPlayer {
  /** The binding: status, error, pause reason, firmware guard… */
  readonly player: Player;
  /** The clock's transport: play, pause, whether it plays. */
  readonly transport: ScriptPlayer;
  /** What plays; `undefined` while the pattern is empty (nothing to play, the device rests). */
  readonly playable: PatternPlayable | undefined;
  /** Where the pattern is now (the editor's playhead), read when drawing. */
  readonly phaseNow: () => TimelinePhase | undefined;
  /** Where the motion is now, 0–100 (the device figure). */
  readonly positionNow: () => number | undefined;
  /** Stops: pauses and goes back to the pattern's start. */
  readonly stop: () => void;
}

interface TimelineState {
  readonly cycle: PatternCycle;
  readonly timeline: PatternTimeline;
  readonly changedFromMs: number;
}

/** Plays `cycle` looped on the connected device, with live changes. */
export function usePatternPlayer(options: UsePatternPlayerOptions): PatternPlayer {
  const { cycle, name, align } = options;
  const [clock] = useState(() => new ScriptClock(options.clock ?? systemClock));
  const toEngine = useRef<(event: MediaEvent) => void>(() => undefined);
  const transport = useScriptPlayer(
    clock,
    Infinity,
    false,
    (event) => toEngine.current(event),
    options.clock ?? systemClock,
  );
  const [state, setState] = useState<TimelineState>(() => ({
    cycle,
    timeline: startTimeline(cycle, 0),
    changedFromMs: 0,
  }));
  // What the switch reads of the moment: whether the device follows, and the link's round trip.
  const moment = useRef({ playing: false, roundTripMs: undefined as number | undefined });
  // A new cycle: switched a lead ahead of the device while it plays, so the edit reaches it
  // first; at once while paused.
  useEffect(() => {
    setState((prev) => {
      if (prev.cycle === cycle) return prev;
      const { playing, roundTripMs } = moment.current;
      const nowMs = clock.positionMs();
      const leadMs = playing ? liveEditLeadMs(roundTripMs) : 0;
      const kept = pruneTimeline(prev.timeline, nowMs - TIMELINE_HISTORY_MS);
      const switched = switchTimeline(kept, cycle, nowMs + leadMs, playing ? align : 'asap');
      return { cycle, timeline: switched.timeline, changedFromMs: switched.switchAtMs };
    });
  }, [cycle, align, clock]);

  const playable = useMemo(
    () =>
      isCycleEmpty(state.cycle)
        ? undefined
        : patternPlayable(state.timeline, name, state.changedFromMs),
    // The name only labels the stream: a rename must not count as an edit of the motion.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state],
  );

  const controls: MediaControls = {
    play: transport.play,
    togglePlay: () => (transport.playing ? transport.pause() : transport.play()),
    // A loop has no place to seek to, nor a speed other than its own tempo.
    seekByMs: () => undefined,
    setRate: () => undefined,
    rate: () => 1,
  };
  const player = usePlayer({
    media: { kind: 'script', clock },
    playable,
    transport: 'hsp',
    loop: false,
    controls,
    pauseMedia: transport.pause,
    createEngine: options.createEngine,
    clock: options.clock,
    port: options.port,
    followSession: options.followSession,
    keys: options.keys,
  });
  useEffect(() => {
    toEngine.current = player.mediaEvent;
    moment.current = {
      playing: transport.playing,
      roundTripMs: player.status?.health.roundTripMs,
    };
  });

  return {
    player,
    transport,
    playable,
    phaseNow: () => timelinePhaseAt(state.timeline, clock.positionMs()),
    positionNow: () => playable?.positionAt(clock.positionMs()),
    stop: () => {
      transport.pause();
      transport.seek(0);
      setState({ cycle, timeline: startTimeline(cycle, 0), changedFromMs: 0 });
    },
  };
}
