/**
 * A `MediaClock` (`@glide/core`) over a `<video>`: where the video is, to the frame, at the
 * engine clock's `now()`. Built on `requestVideoFrameCallback`: each presented frame gives its
 * `mediaTime` and the moment it is shown (`expectedDisplayTime`, on the page's performance
 * timeline, mapped to the engine clock), and between frames the position is extrapolated by the
 * rate. `timeupdate` is never used: it comes every 250 ms and is stale by up to that much.
 *
 * A frame's display time is quantised to the screen's refresh (a 30 fps video at 1.5× is 45 fps on
 * a 60 Hz screen: ±8 ms per frame, up to ±12 ms of media time), so the position is a line through
 * the recent frames, not the last one: slope the rate, intercept the median of the frames' own.
 * The window restarts at a seek, a restart, a jump that persists (a slip) and a rate change. A
 * video's frames show a new rate only some frames after its `ratechange` (some 80 ms in Chromium):
 * until one leaves the old line towards the new rate, the old line holds (see {@link RateSwitch}).
 *
 * Frozen while paused or stalled (`waiting` until `playing`), and never going backwards except
 * across a seek and when a slower rate shows (a frame a little behind the extrapolation holds the
 * position until time catches up, so the engine never sees the video run backwards). Where
 * `requestVideoFrameCallback` is missing, `currentTime` is read at each sample.
 */
import { median, type Clock, type MediaClock, type MediaSample } from '@glide/core';
import { onFramesWhilePlaying, type FramedVideo } from './frames-while-playing';
import type { FrameMetadata } from './video-frame-source';

/** What the clock reads of a frame (the standard `VideoFrameCallbackMetadata`'s fields). */
export type { FrameMetadata };

/**
 * The parts of an `HTMLVideoElement` the clock uses (tests hand in a fake): the frame watch's
 * (events, `paused`, `ended`, frame callbacks) and the element's times.
 */
export interface VideoLike extends FramedVideo {
  readonly currentTime: number;
  readonly duration: number;
  readonly playbackRate: number;
  readonly seeking: boolean;
  readonly loop: boolean;
}

/** A seek the video made: where it was just before, and where it went. */
export interface SeekRecord {
  readonly fromMs: number;
  readonly toMs: number;
}

/** Within this of the end and of the start, a seek with loop on is the loop's wrap. */
export const LOOP_WRAP_EDGE_MS = 1_000;

/**
 * True when `seek` is the element wrapping from its end to its start (loop on); the player tells
 * the engine `looped` for it rather than a seek. Pure.
 */
export function isLoopWrap(
  seek: SeekRecord | undefined,
  durationMs: number,
  loop: boolean,
): boolean {
  if (!seek || !loop || !Number.isFinite(durationMs)) return false;
  return seek.fromMs >= durationMs - LOOP_WRAP_EDGE_MS && seek.toMs <= LOOP_WRAP_EDGE_MS;
}

/** A {@link MediaClock} that owns listeners on its video: call `dispose` when done. */
export interface VideoMediaClock extends MediaClock {
  /** The last seek (set at `seeking`), to tell a loop's wrap from a user's seek. */
  lastSeek(): SeekRecord | undefined;
  /**
   * True while a rate change is not yet in the video's frames (see {@link RateSwitch}): the
   * position still runs at the old rate, and so should the device.
   */
  rateSwitchPending(): boolean;
  /**
   * True while the video plays but its line waits for a frame that moves (after a `playing`, a
   * seek's still frame and {@link SEEK_EARLY_FRAMES}): the device should start on that frame.
   */
  lineAwaited(): boolean;
  /** Removes every listener and the pending frame callback. */
  dispose(): void;
}

/** Options of {@link createVideoMediaClock}. */
export interface VideoMediaClockOptions {
  /** The engine's clock: every sample's `atMs` is on it. */
  readonly clock: Clock;
  /** The performance timeline frames are stamped on (default `performance.now()`). */
  readonly performanceNow?: () => number;
}

/** A known position: media ms at engine-clock ms. */
interface FramePoint {
  readonly positionMs: number;
  readonly atMs: number;
}

/** The recent frames of one stretch of play at one rate. */
interface FrameWindow {
  readonly rate: number;
  /** Oldest first, all at `rate`. */
  points: FramePoint[];
  /** Frames off the line by more than {@link FRAME_JUMP_MS}, newest last: a slip if they agree. */
  jumped: FramePoint[];
}

/**
 * A rate change the video's frames have not shown yet. The element keeps its old rate for some
 * frames after `ratechange`; frames taken for the new rate then put the line up to 40 ms of media
 * off (1× to 1.5×), and the median of the window carried that for as long as they stayed in it.
 */
interface RateSwitch {
  /** The line before the change: the video's own until a frame leaves it. */
  readonly before: FrameWindow;
  readonly toRate: number;
  /** The `ratechange`, on the engine clock. */
  readonly atMs: number;
}

/**
 * A rate change no frame has shown after this long is taken as made at its event (a tab whose
 * frames stopped, a rate the element did not take up visibly).
 */
export const RATE_SWITCH_MAX_MS = 400;
/** A frame leaves the old line when it is this much beyond the old window's own spread. */
export const RATE_SWITCH_MARGIN_MS = 2;
/**
 * A 60 Hz screen's refresh: a frame may be shown one refresh late whatever the window showed
 * lately (at 2× some are, some are not, by the minute), so a frame less than a refresh's media
 * off the old line does not show a switch.
 */
const REFRESH_MS = 1_000 / 60;

/**
 * How far a frame must lie beyond the old line, towards the new rate, to show the switch: the
 * old window's own spread around its line or a refresh's worth of media at the old rate,
 * whichever is more, plus {@link RATE_SWITCH_MARGIN_MS}. Pure.
 */
export function switchToleranceMs(before: FrameWindow): number {
  const last = before.points[before.points.length - 1];
  const refreshMs = REFRESH_MS * before.rate;
  if (!last) return refreshMs + RATE_SWITCH_MARGIN_MS;
  const carried = carriedTo(before.points, before.rate, last.atMs);
  const line = median(carried);
  const spread = Math.max(...carried.map((positionMs) => Math.abs(positionMs - line)));
  return Math.max(spread, refreshMs) + RATE_SWITCH_MARGIN_MS;
}

/** Media times from the element are in seconds; the engine's in ms. */
export const SECOND_MS = 1_000;
/** A frame this close to a `playing` video's time is its still frame (float rounding). */
const STILL_EPSILON_MS = 0.5;

/**
 * Whether a frame moves past `stillMs`, where a video stood at its `playing`: a frame at or before
 * it is the still frame shown again. After a seek Chromium fires `playing` and hands the seek's
 * frame over once more up to ~90 ms before the first frame that moves.
 */
export function movesPast(metadata: FrameMetadata, stillMs: number): boolean {
  return metadata.mediaTime * SECOND_MS > stillMs + STILL_EPSILON_MS;
}
/**
 * Moving frames left out of the line after a seek, as the still one is. After a seek Chromium shows
 * the first frame that moves some 16 ms ahead of the line the video then keeps (a probe of the
 * sync bench's seek to 25 s, three runs: 25.007 s shown 50 ms before 25.040 s, then every 33 ms),
 * and the element's own time, read at `seeked`, is the target the video reaches some 26 ms later.
 * A device started on either ran 16–26 ms ahead until a slip check caught it 330 ms on.
 */
export const SEEK_EARLY_FRAMES = 1;

/** Frames kept for the line: this far back… */
export const FRAME_WINDOW_MS = 500;
/** …but never fewer than this many (a slow video, or a high rate's few frames). */
export const FRAME_WINDOW_MIN = 4;
/**
 * A frame this far off the line is a jump, not refresh quantisation (which stays within half a
 * frame of media time at 2×, ~33 ms at 30 fps); one such frame is ignored, two that agree are a
 * real slip and restart the line on them. Below 1× it shrinks with the rate, as quantisation does
 * (a refresh is half as much media at 0.5×): the 25 ms Chromium's video loses a couple of seconds
 * into 0.5× was under 40, so the line followed it only once the window's median turned, some
 * 270 ms on, where two frames take 134.
 */
export const FRAME_JUMP_MS = 40;
/** Frames off the line that, agreeing with each other, make a slip. */
const FRAME_JUMP_CONFIRM = 2;

/** The window's line at `atMs`: the median of its frames' positions carried to `atMs` by the rate. */
function lineAt(points: readonly FramePoint[], rate: number, atMs: number): number {
  return median(carriedTo(points, rate, atMs));
}

/** Each frame's position carried to `atMs` by the rate. */
function carriedTo(points: readonly FramePoint[], rate: number, atMs: number): number[] {
  return points.map((p) => p.positionMs + (atMs - p.atMs) * rate);
}

/**
 * Adds a frame to the window: off the line by more than {@link FRAME_JUMP_MS} (less below 1×) it
 * is held as a possible slip, and {@link FRAME_JUMP_CONFIRM} of them agreeing restart the window
 * on them. Then frames older than {@link FRAME_WINDOW_MS} go, keeping {@link FRAME_WINDOW_MIN}.
 * Pure on `win`.
 */
export function addFrame(win: FrameWindow, point: FramePoint): void {
  if (win.points.length > 0) {
    const offMs = point.positionMs - lineAt(win.points, win.rate, point.atMs);
    const jumpMs = FRAME_JUMP_MS * Math.min(1, win.rate > 0 ? win.rate : 1);
    if (Math.abs(offMs) > jumpMs) {
      const previous = win.jumped[win.jumped.length - 1];
      const agrees =
        previous !== undefined &&
        Math.abs(point.positionMs - lineAt([previous], win.rate, point.atMs)) <= jumpMs;
      win.jumped = agrees ? [...win.jumped, point] : [point];
      if (win.jumped.length >= FRAME_JUMP_CONFIRM) {
        win.points = win.jumped;
        win.jumped = [];
      }
      return;
    }
  }
  win.jumped = [];
  win.points.push(point);
  while (win.points.length > FRAME_WINDOW_MIN) {
    const oldest = win.points[0];
    if (!oldest || point.atMs - oldest.atMs <= FRAME_WINDOW_MS) break;
    win.points.shift();
  }
}

/** Creates the clock and starts following `video`. */
export function createVideoMediaClock(
  video: VideoLike,
  options: VideoMediaClockOptions,
): VideoMediaClock {
  const { clock } = options;
  const performanceNow = options.performanceNow ?? (() => performance.now());
  /** The recent frames since the last discontinuity (seek, rate change, restart), if any. */
  let frames: FrameWindow | undefined;
  /** A rate change the frames have not shown yet; `frames` is then unused. */
  let rateSwitch: RateSwitch | undefined;
  /** The last position handed out: no sample goes below it until the next seek. */
  let floorMs = 0;
  let stalled = false;
  let seek: SeekRecord | undefined;
  /** Where a video stood at its `playing`, until a frame beyond it comes: see `onFrame`. */
  let stillMs: number | undefined;
  /** A seek ended and no frame has moved since: the next `playing` skips the early ones too. */
  let sinceSeek = false;
  /** Moving frames still to leave out after a seek ({@link SEEK_EARLY_FRAMES}). */
  let earlyLeft = 0;
  /** Since a `playing` (or a playing video's seek), no frame has started the line yet. */
  let awaitingLine = false;

  const currentMs = () => video.currentTime * SECOND_MS;
  const advancing = () => !video.paused && !video.ended && !stalled && !video.seeking;

  /**
   * The rate change still unseen at `now`, if any. One unseen for {@link RATE_SWITCH_MAX_MS} is
   * taken as made at its event here: the new rate's line runs from the old one's point then.
   */
  const pendingSwitchAt = (now: number): RateSwitch | undefined => {
    if (!rateSwitch || now - rateSwitch.atMs < RATE_SWITCH_MAX_MS) return rateSwitch;
    const { before, toRate, atMs } = rateSwitch;
    const positionMs = lineAt(before.points, before.rate, atMs);
    frames = { rate: toRate, points: [{ positionMs, atMs }], jumped: [] };
    rateSwitch = undefined;
    return undefined;
  };

  /** The window the position is read from at `now`: the old line while a change is unseen. */
  const windowAt = (now: number): FrameWindow | undefined => pendingSwitchAt(now)?.before ?? frames;

  /** The position at `now` before the floor: the frame extrapolated, or the element's own. */
  const rawPositionMs = (now: number): number => {
    if (!advancing()) return currentMs();
    const win = windowAt(now);
    if (!win || win.points.length === 0) return currentMs();
    return lineAt(win.points, win.rate, now);
  };

  /** A frame while a rate change is unseen: on the old line it is the old rate's still. */
  const onSwitchFrame = (pending: RateSwitch, point: FramePoint): void => {
    const { before, toRate } = pending;
    const offMs = point.positionMs - lineAt(before.points, before.rate, point.atMs);
    const towards = Math.sign(toRate - before.rate);
    if (offMs * towards <= switchToleranceMs(before)) {
      addFrame(before, point);
      return;
    }
    rateSwitch = undefined;
    frames = { rate: toRate, points: [point], jumped: [] };
    // A slower rate shows late: the old line ran ahead of the video since it switched, and what
    // was handed out meanwhile must not hold the position there.
    floorMs = Math.min(floorMs, point.positionMs);
  };

  const positionAt = (now: number): number => {
    const positionMs = Math.max(rawPositionMs(now), floorMs);
    floorMs = positionMs;
    return positionMs;
  };

  const onFrame = (_now: number, metadata: FrameMetadata) => {
    // Frames that arrive mid-seek belong to neither side of it.
    if (video.seeking) return;
    // Nor does the frame a video stood on, shown again after its `playing` (`movesPast`): a line
    // drawn through it and the first that moves put the device up to ~55 ms ahead.
    if (stillMs !== undefined) {
      if (!movesPast(metadata, stillMs)) return;
      stillMs = undefined;
    }
    // Nor do the first frames that move after a seek (SEEK_EARLY_FRAMES).
    if (earlyLeft > 0) {
      earlyLeft--;
      return;
    }
    sinceSeek = false;
    awaitingLine = false;
    const shownAt = metadata.expectedDisplayTime || metadata.presentationTime || performanceNow();
    // The engine clock's time of that moment on the performance timeline.
    const atMs = clock.now() - (performanceNow() - shownAt);
    const point = { positionMs: metadata.mediaTime * SECOND_MS, atMs };
    const pending = pendingSwitchAt(atMs);
    if (pending) return onSwitchFrame(pending, point);
    const rate = video.playbackRate;
    if (!frames || frames.rate !== rate) frames = { rate, points: [], jumped: [] };
    addFrame(frames, point);
  };

  /** Drops what an old stretch of play knew: from here the element's own time is the truth. */
  const restart = () => {
    frames = undefined;
    rateSwitch = undefined;
    stillMs = undefined;
    earlyLeft = 0;
    awaitingLine = false;
  };

  /**
   * Frames count from the first that moves past where the video stands (after a seek, the early
   * ones left out).
   */
  const awaitMoving = () => {
    stillMs = currentMs();
    earlyLeft = sinceSeek ? SEEK_EARLY_FRAMES : 0;
    awaitingLine = true;
  };

  const listeners: Record<string, () => void> = {
    seeking: () => {
      // Where the video was: the last frame run on to now (the element already reads the
      // target), so that a loop's wrap is seen running from the end to 0.
      const now = clock.now();
      const win = windowAt(now);
      const fromMs = Math.max(
        floorMs,
        win && win.points.length > 0 ? lineAt(win.points, win.rate, now) : 0,
      );
      restart();
      floorMs = 0;
      seek = { fromMs, toMs: currentMs() };
    },
    seeked: () => {
      restart();
      floorMs = 0;
      stalled = false;
      // A loop's wrap is not a seek of the user's: its frame 0 starts the line (follow-video.ts).
      sinceSeek = !isLoopWrap(seek, video.duration * SECOND_MS, video.loop);
      // A video playing on through its seek gets no `playing`: its frames are judged from here.
      if (sinceSeek && !video.paused) awaitMoving();
    },
    waiting: () => {
      // Hold where the video stands now; `playing` lets it go on.
      positionAt(clock.now());
      stalled = true;
      restart();
    },
    playing: () => {
      stalled = false;
      restart();
      awaitMoving();
    },
    pause: () => {
      positionAt(clock.now());
      restart();
    },
    play: restart,
    ratechange: () => {
      const now = clock.now();
      const positionMs = positionAt(now);
      const toRate = video.playbackRate;
      const before = rateSwitch?.before ?? frames;
      if (!advancing()) {
        restart();
      } else if (before && before.points.length > 0) {
        // The old line holds until a frame shows the new rate (see RateSwitch); a change back
        // before that is no change.
        frames = before;
        rateSwitch = toRate === before.rate ? undefined : { before, toRate, atMs: now };
      } else {
        // No frames to tell the switch by: the new rate from here.
        frames = { rate: toRate, points: [{ positionMs, atMs: now }], jumped: [] };
      }
    },
    emptied: () => {
      restart();
      floorMs = 0;
      seek = undefined;
      sinceSeek = false;
    },
  };
  for (const [type, listener] of Object.entries(listeners)) {
    video.addEventListener(type, listener);
  }
  // Frames matter only while the video plays: paused, it is where its element says.
  const stopFrames = onFramesWhilePlaying(video, onFrame);

  return {
    sample(): MediaSample {
      const atMs = clock.now();
      const duration = video.duration * SECOND_MS;
      return {
        positionMs: positionAt(atMs),
        atMs,
        rate: video.playbackRate,
        paused: video.paused || video.ended,
        stalled,
        durationMs: Number.isFinite(duration) && duration > 0 ? duration : Infinity,
      };
    },
    lastSeek: () => seek,
    lineAwaited: () => advancing() && awaitingLine,
    rateSwitchPending: () => pendingSwitchAt(clock.now()) !== undefined,
    dispose() {
      for (const [type, listener] of Object.entries(listeners)) {
        video.removeEventListener(type, listener);
      }
      stopFrames();
    },
  };
}
