import {
  FakeClock,
  RANDOM_CLASSIC_DEFAULTS,
  createRandom,
  type RandomClassicSettings,
  type RandomZonePct,
} from '@glide/core';
import { describe, expect, it } from 'vitest';
import {
  RandomClassicRunner,
  type CommandResult,
  type RandomClassicDevice,
} from './random-classic-runner';

type Call =
  | { readonly name: 'start' | 'setSpeed'; readonly speedPct: number }
  | { readonly name: 'setZone'; readonly zone: RandomZonePct }
  | { readonly name: 'stop' };

const OK: CommandResult = { kind: 'ok' };

/**
 * A device port that records every call and answers at once with `answer` (ok unless a test says
 * otherwise); `hold` keeps the answers of one call name until `release`.
 */
function fakeDevice() {
  const calls: Call[] = [];
  let answer: (call: Call) => CommandResult = () => OK;
  const held = new Map<string, (() => void)[]>();
  const holding = new Set<string>();
  const respond = (call: Call): Promise<CommandResult> => {
    calls.push(call);
    if (!holding.has(call.name)) return Promise.resolve(answer(call));
    return new Promise((resolve) => {
      const list = held.get(call.name) ?? [];
      list.push(() => resolve(answer(call)));
      held.set(call.name, list);
    });
  };
  const device: RandomClassicDevice = {
    start: (speedPct) => respond({ name: 'start', speedPct }),
    setSpeed: (speedPct) => respond({ name: 'setSpeed', speedPct }),
    setZone: (zone) => respond({ name: 'setZone', zone }),
    stop: () => respond({ name: 'stop' }),
  };
  return {
    device,
    calls,
    answerWith: (next: (call: Call) => CommandResult) => {
      answer = next;
    },
    hold: (name: Call['name']) => holding.add(name),
    release: (name: Call['name']) => {
      holding.delete(name);
      for (const resolve of held.get(name) ?? []) resolve();
      held.delete(name);
    },
  };
}

/** Lets the port's answers (promises) settle. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function setUp(initial: Partial<RandomClassicSettings> = {}) {
  const clock = new FakeClock(1_000_000);
  const port = fakeDevice();
  let settings: RandomClassicSettings = { ...RANDOM_CLASSIC_DEFAULTS, ...initial };
  const runner = new RandomClassicRunner({
    clock,
    device: port.device,
    settings: () => settings,
    random: createRandom(42),
  });
  const phase = () => runner.getSnapshot().phase;
  return {
    clock,
    port,
    runner,
    phase,
    change: (next: Partial<RandomClassicSettings>) => {
      settings = { ...settings, ...next };
    },
    /** Starts and lets the device answer, so the run is running. */
    started: async () => {
      runner.start();
      await settle();
      runner.deviceReport({ connected: true, stroking: true });
    },
  };
}

const strokeCalls = (calls: readonly Call[]) =>
  calls.filter((call) => call.name === 'setSpeed' || call.name === 'setZone');

describe('RandomClassicRunner', () => {
  it('starts with the zone first, then strokes at a random speed within the ranges', async () => {
    const { port, phase, started } = setUp();
    await started();
    expect(port.calls.map((call) => call.name)).toEqual(['setZone', 'start']);
    const [zone, start] = port.calls;
    if (zone?.name !== 'setZone' || start?.name !== 'start') throw new Error('unexpected calls');
    expect(zone.zone.minPct).toBeGreaterThanOrEqual(20);
    expect(zone.zone.maxPct).toBeLessThanOrEqual(80);
    expect(zone.zone.maxPct - zone.zone.minPct).toBeGreaterThanOrEqual(25);
    expect(start.speedPct).toBeGreaterThanOrEqual(0);
    expect(start.speedPct).toBeLessThanOrEqual(90);
    expect(phase()).toMatchObject({ kind: 'running', changeAtMs: 1_005_000 });
  });

  it('changes speed and zone every time-between, counting down each second', async () => {
    const { clock, port, runner, started } = setUp({ timeBetweenSeconds: 3 });
    await started();
    expect(runner.getSnapshot().secondsToChange).toBe(3);
    clock.advance(1000);
    expect(runner.getSnapshot().secondsToChange).toBe(2);
    clock.advance(1000);
    expect(runner.getSnapshot().secondsToChange).toBe(1);
    expect(strokeCalls(port.calls)).toHaveLength(1);
    clock.advance(1000);
    await settle();
    expect(runner.getSnapshot().secondsToChange).toBe(3);
    expect(port.calls.slice(2).map((call) => call.name)).toEqual(['setZone', 'setSpeed']);
    clock.advance(6000);
    await settle();
    // The start's zone, then a zone and a speed at each of three changes.
    expect(strokeCalls(port.calls)).toHaveLength(7);
    expect(runner.getSnapshot().history.map((entry) => entry.atMs)).toEqual([
      1_000_000, 1_003_000, 1_006_000, 1_009_000,
    ]);
    // One timer at a time: the next second of the countdown.
    expect(clock.pendingTimers).toBe(1);
  });

  it('applies changed settings at the next change, without a restart', async () => {
    const { clock, port, change, started } = setUp({ timeBetweenSeconds: 2 });
    await started();
    change({ speedRangePct: [95, 100], strokeRangePct: [0, 10], timeBetweenSeconds: 1 });
    // The current step keeps its time: nothing new before it ends.
    clock.advance(1999);
    await settle();
    expect(port.calls).toHaveLength(2);
    clock.advance(1);
    await settle();
    const next = port.calls.slice(2);
    expect(next).toEqual([
      { name: 'setZone', zone: { minPct: 0, maxPct: 10 } },
      { name: 'setSpeed', speedPct: expect.any(Number) as number },
    ]);
    const speed = next[1];
    expect(speed?.name === 'setSpeed' && speed.speedPct >= 95).toBe(true);
    clock.advance(1000);
    await settle();
    expect(port.calls).toHaveLength(6);
    const afterStart = port.calls.slice(2);
    expect(afterStart.some((call) => call.name === 'start' || call.name === 'stop')).toBe(false);
  });

  it('rests at speed 0 between random steps when a pause is set', async () => {
    const { clock, port, runner, started } = setUp({
      timeBetweenSeconds: 2,
      currentPauseSeconds: 1,
    });
    await started();
    clock.advance(2000);
    await settle();
    expect(runner.getSnapshot().phase).toMatchObject({ kind: 'running', step: { kind: 'rest' } });
    expect(port.calls.at(-1)).toEqual({ name: 'setSpeed', speedPct: 0 });
    expect(runner.getSnapshot().secondsToChange).toBe(1);
    clock.advance(1000);
    await settle();
    expect(runner.getSnapshot().phase).toMatchObject({ step: { kind: 'stroke' } });
    expect(port.calls.slice(-2).map((call) => call.name)).toEqual(['setZone', 'setSpeed']);
  });

  it('pauses (device stopped, countdown held) and resumes with the time that was left', async () => {
    const { clock, port, runner, phase, started } = setUp({ timeBetweenSeconds: 5 });
    await started();
    clock.advance(2000);
    runner.pause();
    expect(port.calls.at(-1)).toEqual({ name: 'stop' });
    expect(phase()).toMatchObject({ kind: 'paused', remainingMs: 3000 });
    expect(clock.pendingTimers).toBe(0);
    // Its own stop reported back does not end the run.
    runner.deviceReport({ connected: true, stroking: false });
    clock.advance(60_000);
    expect(phase().kind).toBe('paused');
    runner.resume();
    await settle();
    const step = runner.getSnapshot().history[0]?.step;
    if (step?.kind !== 'stroke') throw new Error('expected a stroke step');
    expect(port.calls.slice(-2)).toEqual([
      { name: 'setZone', zone: step.zone },
      { name: 'start', speedPct: step.speedPct },
    ]);
    expect(phase()).toMatchObject({ kind: 'running', changeAtMs: clock.now() + 3000 });
  });

  it('stops the device and its timer on Stop', async () => {
    const { clock, port, runner, phase, started } = setUp();
    await started();
    runner.stop();
    expect(port.calls.at(-1)).toEqual({ name: 'stop' });
    expect(phase()).toEqual({ kind: 'stopped', reason: 'user' });
    expect(clock.pendingTimers).toBe(0);
    clock.advance(60_000);
    await settle();
    expect(port.calls.filter((call) => call.name !== 'stop')).toHaveLength(2);
  });

  it('ends the run when the device is stopped elsewhere (Escape, Stop all), sending nothing', async () => {
    const { clock, port, runner, phase, started } = setUp();
    await started();
    const sent = port.calls.length;
    runner.deviceReport({ connected: true, stroking: false });
    expect(phase()).toEqual({ kind: 'stopped', reason: 'elsewhere' });
    expect(clock.pendingTimers).toBe(0);
    clock.advance(60_000);
    expect(port.calls).toHaveLength(sent);
  });

  it('does not take the stopped state from before its own start for a stop', async () => {
    const { port, runner, phase } = setUp();
    port.hold('start');
    runner.start();
    await settle();
    runner.deviceReport({ connected: true, stroking: false });
    expect(phase().kind).toBe('starting');
    port.release('start');
    await settle();
    expect(phase().kind).toBe('running');
  });

  it('ends the run when the device disconnects, and says so', async () => {
    const { clock, runner, phase, started } = setUp();
    await started();
    runner.deviceReport({ connected: false, stroking: true });
    expect(phase()).toEqual({ kind: 'stopped', reason: 'disconnected' });
    expect(clock.pendingTimers).toBe(0);
  });

  it('stops the device again when a start lands after Stop', async () => {
    const { port, runner, phase } = setUp();
    port.hold('start');
    runner.start();
    await settle();
    runner.stop();
    port.release('start');
    await settle();
    expect(phase()).toEqual({ kind: 'stopped', reason: 'user' });
    expect(port.calls.map((call) => call.name)).toEqual(['setZone', 'start', 'stop', 'stop']);
  });

  it('shows a failed change with its reason and carries on after Retry', async () => {
    const { clock, port, runner, phase, started } = setUp({ timeBetweenSeconds: 1 });
    await started();
    port.answerWith((call) =>
      call.name === 'setSpeed' ? { kind: 'failed', error: { key: 'deviceNotConnected' } } : OK,
    );
    clock.advance(1000);
    await settle();
    expect(phase()).toMatchObject({
      kind: 'failed',
      failure: { kind: 'device', error: { key: 'deviceNotConnected' }, during: 'change' },
    });
    expect(clock.pendingTimers).toBe(0);
    port.answerWith(() => OK);
    const failedStep = runner.getSnapshot().history.at(-1)?.step;
    runner.retry();
    await settle();
    expect(phase()).toMatchObject({ kind: 'running', step: failedStep });
    clock.advance(1000);
    await settle();
    expect(runner.getSnapshot().history).toHaveLength(3);
  });

  it('shows a failed start and starts on Retry', async () => {
    const { port, runner, phase } = setUp();
    port.answerWith((call) =>
      call.name === 'start' ? { kind: 'failed', error: { key: 'timeout' } } : OK,
    );
    runner.start();
    await settle();
    expect(phase()).toMatchObject({ kind: 'failed', failure: { during: 'start' } });
    port.answerWith(() => OK);
    runner.retry();
    await settle();
    expect(phase().kind).toBe('running');
    expect(port.calls.map((call) => call.name)).toEqual(['setZone', 'start', 'setZone', 'start']);
  });

  it('says when the stored settings cannot run, and reads them again on Retry', async () => {
    const { clock, runner, phase, change, started } = setUp({ timeBetweenSeconds: 1 });
    await started();
    change({ strokeRangePct: [50, 50] });
    clock.advance(1000);
    expect(phase()).toMatchObject({
      kind: 'failed',
      failure: { kind: 'settings', problems: ['strokeRangeTooNarrow'] },
    });
    change({ strokeRangePct: [40, 60] });
    runner.retry();
    await settle();
    expect(phase().kind).toBe('running');
  });

  it('on dispose stops its timer, forgets its listeners and stops a device it has stroking', async () => {
    const { clock, port, runner, started } = setUp();
    await started();
    let notified = 0;
    runner.subscribe(() => {
      notified += 1;
    });
    runner.dispose();
    expect(clock.pendingTimers).toBe(0);
    expect(port.calls.at(-1)).toEqual({ name: 'stop' });
    clock.advance(60_000);
    runner.start();
    await settle();
    expect(notified).toBe(0);
  });

  it('leaves a device it never started alone on dispose', () => {
    const { port, runner } = setUp();
    runner.dispose();
    expect(port.calls).toEqual([]);
  });

  it('keeps the last changes only', async () => {
    const { clock, runner, started } = setUp({ timeBetweenSeconds: 1 });
    await started();
    for (let i = 0; i < 20; i++) {
      clock.advance(1000);
      await settle();
    }
    const { history } = runner.getSnapshot();
    expect(history).toHaveLength(12);
    expect(history.at(-1)?.atMs).toBe(clock.now());
  });
});
