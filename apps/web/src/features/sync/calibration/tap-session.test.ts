import { describe, expect, it } from 'vitest';
import { FakeClock, ScriptClock, phaseVerdict } from '@glide/core';
import {
  SETTLE_MS,
  createTapSession,
  loopBeatsMs,
  scriptTopsMs,
  type TapSession,
} from './tap-session';

const LOOP_MS = 12_000;
const PERIOD_MS = 500;
const FRAME_MS = 16;

/** A 12 s looping clip on a fake clock, sampled every frame as the page does. */
function setUp(options: { counting?: () => boolean; stimuliMs?: number[] } = {}) {
  const clock = new FakeClock(10_000);
  const media = new ScriptClock(clock, { durationMs: LOOP_MS, loop: true });
  const session = createTapSession({
    media,
    stimuliMs: options.stimuliMs ?? loopBeatsMs(LOOP_MS, PERIOD_MS),
    loopMs: LOOP_MS,
    periodMs: PERIOD_MS,
    ...(options.counting ? { counting: options.counting } : {}),
  });
  /** Runs `ms` of frames, sampling after each. */
  const run = (ms: number) => {
    for (let done = 0; done < ms; done += FRAME_MS) {
      clock.advance(Math.min(FRAME_MS, ms - done));
      session.sample();
    }
  };
  return { clock, media, session, run };
}

/** Taps `count` times, each `delayMs` after a beat, running the frames between. */
function tapAfterBeats(
  { clock, session, run }: { clock: FakeClock; session: TapSession; run: (ms: number) => void },
  startMs: number,
  count: number,
  delayMs: (index: number) => number,
) {
  const outcomes = [];
  for (let index = 0; index < count; index++) {
    const at = startMs + index * PERIOD_MS + delayMs(index);
    run(at - clock.now());
    outcomes.push(session.tap(at));
  }
  return outcomes;
}

describe('scriptTopsMs', () => {
  it('finds the sync script’s tops halfway between its beats', () => {
    const actions = [];
    for (let at = 0; at <= 2000; at += 250) actions.push({ at, pos: at % 500 === 0 ? 0 : 100 });
    expect(scriptTopsMs(actions)).toEqual([250, 750, 1250, 1750]);
  });

  it('takes a plateau’s first point, and an end that is higher than its neighbour', () => {
    expect(
      scriptTopsMs([
        { at: 0, pos: 90 },
        { at: 100, pos: 10 },
        { at: 200, pos: 80 },
        { at: 300, pos: 80 },
        { at: 400, pos: 20 },
        { at: 500, pos: 50 },
        { at: 600, pos: 70 },
      ]),
    ).toEqual([0, 200, 600]);
    expect(scriptTopsMs([{ at: 0, pos: 50 }])).toEqual([]);
  });
});

describe('createTapSession', () => {
  it('puts each beat on the tap clock as the media passes it', () => {
    const { clock, media, session, run } = setUp();
    media.play();
    const startedAt = clock.now();
    run(2_100);
    // The first beat (0 ms) falls inside the settling time after the start; the others are exact.
    expect(session.stimuliMs()).toEqual([500, 1000, 1500, 2000].map((at) => startedAt + at));
  });

  it('keeps the beats across the loop’s wrap, except those timed while the video settles', () => {
    const { clock, media, session, run } = setUp();
    media.seek(10_000);
    media.play();
    const startedAt = clock.now() - 10_000;
    run(3_000);
    const expected = [10_500, 11_000, 11_500, 12_500, 13_000].map((at) => startedAt + at);
    // 12 000 (the wrap's own beat, the clip's 0) is dropped: the position after a wrap is coarse.
    expect(session.stimuliMs()).toEqual(expected);
  });

  it('keeps nothing while paused or while not counting, and settles again after', () => {
    let counting = false;
    const { clock, media, session, run } = setUp({ counting: () => counting });
    media.play();
    run(1_000);
    expect(session.stimuliMs()).toEqual([]);
    expect(session.tap(clock.now())).toEqual({ kind: 'ignored' });
    counting = true;
    run(1_100);
    const resumedAt = clock.now() - 1_100;
    expect(session.stimuliMs()[0]).toBeGreaterThanOrEqual(resumedAt + SETTLE_MS);
    media.pause();
    run(1_000);
    expect(session.tap(clock.now())).toEqual({ kind: 'ignored' });
    expect(session.tapsMs()).toHaveLength(0);
  });

  it('starts over after a seek', () => {
    const { clock, media, session, run } = setUp();
    media.play();
    run(1_100);
    const before = session.stimuliMs().length;
    media.seek(5_000);
    run(100);
    expect(session.stimuliMs()).toHaveLength(before);
    run(500);
    expect(session.stimuliMs().at(-1)).toBe(clock.now() - 100);
  });

  it('measures a steady tapper’s delay behind the beat, and says when it has enough', () => {
    const harness = setUp();
    harness.media.play();
    harness.run(600);
    const first = Math.ceil((harness.clock.now() + 1) / PERIOD_MS) * PERIOD_MS;
    // 210 ms late, ±4 ms in a fixed pattern.
    const jitter = [0, 4, -4, 2, -2, 3, -3, 1, -1];
    const outcomes = tapAfterBeats(
      harness,
      first + (harness.clock.now() % 1),
      24,
      (index) => 210 + (jitter[index % jitter.length] ?? 0),
    );
    const last = outcomes.at(-1);
    if (last?.kind !== 'counted') throw new Error('the last tap was not counted');
    expect(Math.abs((last.estimate.offsetMs ?? 0) - 210)).toBeLessThan(3);
    expect(last.estimate.warmUpDiscarded).toBe(3);
    expect(phaseVerdict(last.estimate)).toBe('enough');
  });

  it('times the device phase from the script’s tops', () => {
    const tops = scriptTopsMs(
      Array.from({ length: 49 }, (_, index) => ({
        at: index * 250,
        pos: index % 2 === 0 ? 0 : 100,
      })),
    );
    const harness = setUp({ stimuliMs: tops });
    harness.media.play();
    const startedAt = harness.clock.now();
    harness.run(1_300);
    expect(harness.session.stimuliMs()).toEqual([250, 750, 1250].map((at) => startedAt + at));
  });
});
