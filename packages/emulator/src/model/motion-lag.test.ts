import { describe, expect, it } from 'vitest';
import { modelFixture, T0, type ModelFixture } from '../test-support/model';
import { hampCommand, hdspMove, sliderState } from './commands';
import { positionTimeline } from './device-snapshot';
import { DeviceMode } from './enums';
import { delaySegments, MotionLag } from './motion-lag';
import { streamTimeAt, type PlayTimelineSegment } from './play-timeline';
import { setupHssp, setupStream } from './protocols';

const LAG_MS = 60;

/** Alternating 0 / 100 every `stepMs` from 0. */
function zigzag(count: number, stepMs: number): { t: number; x: number }[] {
  return Array.from({ length: count }, (_, i) => ({ t: i * stepMs, x: i % 2 ? 100 : 0 }));
}

/** The same commands, at the same instants, in every mode. */
const SCENARIOS: Record<string, (f: ModelFixture) => void> = {
  HAMP: ({ device, clock }) => {
    hampCommand(device, () => device.hamp.start());
    hampCommand(device, () => {
      device.hamp.velocity = 0.6;
    });
    clock.advance(1_300);
    hampCommand(device, () => device.hamp.stop());
    clock.advance(400);
  },
  HDSP: ({ device, clock }) => {
    hdspMove(device, { xa: 80, t: 300 });
    clock.advance(450);
    hdspMove(device, { xp: 0.1, vp: 0.5 });
    clock.advance(600);
  },
  HSP: ({ device, clock, emulator }) => {
    device.command(DeviceMode.HSP, () => device.player.setup('hsp', 3));
    device.command(DeviceMode.HSP, () => device.player.add(zigzag(20, 250), 20));
    device.command(DeviceMode.HSP, () =>
      device.player.play({ startTimeMs: 0, serverTimeMs: emulator.serverTimeMs() }),
    );
    clock.advance(1_100);
    device.command(DeviceMode.HSP, () => device.player.stop());
    clock.advance(400);
  },
  HSSP: ({ device, clock, emulator }) => {
    const csv = zigzag(12, 300)
      .map((p) => `${p.t},${p.x}`)
      .join('\n');
    setupHssp(device, emulator.random, { url: 'http://127.0.0.1:1/s.csv', text: csv }, false);
    device.player.play({ startTimeMs: 200, serverTimeMs: emulator.serverTimeMs() });
    clock.advance(2_000);
  },
  STREAM: ({ device, clock, emulator }) => {
    const stream = emulator.appendStream('lagRef1', zigzag(8, 200), true);
    setupStream(device, emulator.random, stream, false);
    device.player.play({ startTimeMs: 0, serverTimeMs: emulator.serverTimeMs() });
    clock.advance(1_800);
  },
  HVP: ({ device, clock }) => {
    device.command(DeviceMode.VIBRATE, () => device.hvp.start());
    device.command(DeviceMode.VIBRATE, () => device.hvp.set({ position: 70 }));
    clock.advance(500);
    device.command(DeviceMode.VIBRATE, () => device.hvp.set({ position: 20 }));
    clock.advance(500);
  },
};

describe('mechanical lag on the modelled slider', () => {
  for (const [mode, run] of Object.entries(SCENARIOS)) {
    it(`${mode}: the slider at t is where a lag-free one was at t − lag`, () => {
      const free = modelFixture();
      const lagged = modelFixture({ motionLagMs: LAG_MS });
      run(free);
      run(lagged);
      const endMs = lagged.clock.now();
      let differs = false;
      for (let t = T0; t <= endMs; t += 5) {
        const shown = lagged.device.sliderPositionAt(t);
        expect(shown).toBeCloseTo(free.device.sliderPositionAt(t - LAG_MS), 9);
        expect(lagged.device.sliderVelocityAt(t)).toBeCloseTo(
          free.device.sliderVelocityAt(t - LAG_MS),
          9,
        );
        if (Math.abs(shown - free.device.sliderPositionAt(t)) > 1) differs = true;
      }
      // The scenario moved the slider, so the lag shows.
      expect(differs).toBe(true);
      // The commanded motion is the same: only the slider trails it.
      expect(lagged.device.motion.positionAt(endMs - 100)).toBeCloseTo(
        free.device.motion.positionAt(endMs - 100),
        9,
      );
    });
  }

  it('reads the lagged slider in the API slider state and the position timeline', () => {
    const f = modelFixture({ motionLagMs: LAG_MS });
    hdspMove(f.device, { xa: 100, t: 500 }); // 200 mm/s from 0
    f.clock.advance(300);
    // The command is at 60 mm; the slider, 60 ms behind, at 48 mm.
    expect(f.device.motion.positionAt(f.clock.now())).toBeCloseTo(60);
    expect(sliderState(f.device)).toMatchObject({ speed_absolute: 200, dir: true });
    expect(sliderState(f.device)['position_absolute']).toBeCloseTo(48);
    const timeline = positionTimeline(f.device, 300);
    expect(timeline.startMs).toBe(T0);
    expect(timeline.positionsMm.slice(0, 8)).toEqual([0, 0, 0, 0, 0, 0, 0, 2]);
    expect(timeline.positionsMm.at(-1)).toBeCloseTo(48);
  });

  it('keeps the slider moving for the lag after a stop, then holds where the command stopped', () => {
    const f = modelFixture({ motionLagMs: LAG_MS });
    hdspMove(f.device, { xa: 100, t: 500 });
    f.clock.advance(200);
    const stopMs = f.clock.now();
    f.device.enterMode(DeviceMode.IDLE);
    f.clock.advance(200);
    expect(f.device.motion.positionAt(stopMs + 30)).toBeCloseTo(40);
    expect(f.device.sliderPositionAt(stopMs)).toBeCloseTo(28);
    expect(f.device.sliderPositionAt(stopMs + 30)).toBeCloseTo(34);
    expect(f.device.sliderPositionAt(stopMs + LAG_MS)).toBeCloseTo(40);
    expect(f.device.sliderPositionAt(f.clock.now())).toBeCloseTo(40);
  });

  it('changes from the instant it is set; earlier instants keep the lag they had', () => {
    const f = modelFixture();
    hdspMove(f.device, { xa: 100, t: 500 });
    f.clock.advance(200);
    const changedMs = f.clock.now();
    f.device.setMotionLag(100);
    f.clock.advance(100);
    expect(f.device.motionLag.lagMs).toBe(100);
    expect(f.device.sliderPositionAt(changedMs - 50)).toBeCloseTo(30);
    // From the change on, one lag behind: the slider jumped back to where the command was.
    expect(f.device.sliderPositionAt(changedMs)).toBeCloseTo(20);
    expect(f.device.sliderPositionAt(f.clock.now())).toBeCloseTo(40);
  });
});

describe('MotionLag', () => {
  it('answers the lag in force at an instant, the first for all time before it', () => {
    const lag = new MotionLag(1_000, 10);
    lag.set(2_000, 40);
    lag.set(3_000, 40); // unchanged: no entry
    lag.set(3_000, 0);
    lag.set(3_000, 25); // the same instant: the later one holds
    expect(lag.history()).toEqual([
      { fromMs: 1_000, lagMs: 10 },
      { fromMs: 2_000, lagMs: 40 },
      { fromMs: 3_000, lagMs: 25 },
    ]);
    expect([0, 1_999, 2_000, 2_999, 3_000, 9_000].map((t) => lag.at(t))).toEqual([
      10, 10, 40, 40, 25, 25,
    ]);
    expect(lag.lagMs).toBe(25);
  });

  it('forgets changes older than its window but keeps the one in force at its start', () => {
    const lag = new MotionLag(0, 0, 1_000);
    lag.set(100, 10);
    lag.set(200, 20);
    lag.set(1_500, 30);
    expect(lag.history().map((c) => c.fromMs)).toEqual([200, 1_500]);
  });
});

describe('delaySegments', () => {
  const seg = (fromMs: number, streamMs: number, running = true): PlayTimelineSegment => ({
    fromMs,
    streamMs,
    rate: 1,
    running,
    playState: running ? 1 : 3,
    streamId: 1,
    protocol: 'hsp',
    cause: 'change',
  });

  it('starts every segment one lag later', () => {
    const shown = delaySegments(
      [seg(1_000, 0), seg(2_000, 1_000, false)],
      [{ fromMs: 0, lagMs: 60 }],
    );
    expect(shown.map((s) => [s.fromMs, s.streamMs, s.running])).toEqual([
      [1_060, 0, true],
      [2_060, 1_000, false],
    ]);
    expect(streamTimeAt(shown, 1_560)).toBe(500);
  });

  it('cuts where the lag changes and goes on from the stream time the new lag shows', () => {
    const commanded = [seg(1_000, 0), seg(3_000, 5_000)];
    const shown = delaySegments(commanded, [
      { fromMs: 0, lagMs: 0 },
      { fromMs: 2_000, lagMs: 100 },
    ]);
    expect(shown.map((s) => [s.fromMs, s.streamMs])).toEqual([
      [1_000, 0],
      [2_000, 900],
      [3_100, 5_000],
    ]);
    for (const t of [1_500, 2_500, 3_050, 3_500]) {
      const lagMs = t < 2_000 ? 0 : 100;
      expect(streamTimeAt(shown, t)).toBe(streamTimeAt(commanded, t - lagMs));
    }
  });
});
