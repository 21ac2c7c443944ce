import { useState } from 'react';
import {
  loopPlayable,
  parseScript,
  scriptPlayable,
  type MediaPauseReason,
  type Playable,
} from '@glide/core';
import { usePlayer, type Player } from '../../player';
import type { ShowcaseEntry } from './showcase';

/** What the page's one player holds: the entry, and what plays of it. */
interface Loaded {
  readonly entry: ShowcaseEntry;
  readonly playable: Playable;
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

/** What plays of `entry`: its loop, or its script. */
function load(entry: ShowcaseEntry): Loaded {
  if (entry.cycle) return { entry, playable: loopPlayable(entry.cycle, entry.name) };
  const script = parseScript(entry.funscript, { format: 'funscript' });
  return { entry, playable: scriptPlayable(script, { name: entry.name }) };
}

/**
 * The community page's one player (docs/adr/0002-one-player.md), on the player's own clock, looped:
 * a loop has no end, a script loops on a clock of its length.
 *
 * Switching: from a playing loop to another loop, the player takes the new one as an edit, in
 * phase and without a jump, a lead ahead of the device (no stop, no restart). Anything involving a
 * script stops first and starts the new entry from its beginning: a script is a whole file on a
 * clock of its own length.
 */
export function useShowcasePlayer(): ShowcasePlayer {
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  const play = (entry: ShowcaseEntry) => {
    const from = loaded;
    if (clock.playing && entry.cycle && from?.playable.kind === 'loop') {
      setLoaded(load(entry));
      return;
    }
    if (!clock.playing && from?.entry.id === entry.id && from.playable.kind === 'script') {
      // The same script, stopped or paused by the device: it goes on from where its clock is.
      clock.play();
      return;
    }
    setLoaded(load(entry));
    clock.start();
  };
  const device = usePlayer({
    media: { kind: 'clock', loop: true },
    playable: loaded?.playable,
    transport: 'hsp',
    // Space and the device's play button stop a playing entry and play the last one again.
    controls: {
      play: () => {
        if (loaded && !clock.playing) play(loaded.entry);
      },
      togglePlay: () => {
        if (!loaded) return;
        if (clock.playing) clock.stop();
        else play(loaded.entry);
      },
    },
    keys: { enabled: loaded !== undefined, fullscreenTarget: null },
  });
  const { clock } = device;
  return {
    entry: loaded?.entry,
    playing: clock.playing,
    device,
    pauseReason: device.pauseReason,
    positionPct: device.positionPctNow,
    play,
    stop: clock.stop,
  };
}
