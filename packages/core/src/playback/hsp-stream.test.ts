/**
 * The two HSP transports (a whole script's and a live one's) on their shared stream: the same
 * calls for everything that carries no points, and an add whose failure each undoes its own way.
 */
import { describe, expect, it } from 'vitest';
import { randomStreamId } from './hsp-stream';
import { createHspTransport } from './hsp-transport';
import { createLiveTransport } from './live-transport';
import { periodicScript } from './testing/live-scripts';
import { PLAYING } from './testing/machine-cases';
import { strokeScript } from './testing/simulation';
import type { DeviceRequests, TransportContext } from './transport';
import type { PlaybackSource, PlayerStateLike } from './types';

/** The device plays stream 0. */
const STATE: PlayerStateLike = { ...PLAYING, stream_id: 0 };

/** A context on a port that records each call and answers it (or fails the ones in `failing`). */
function context(script: PlaybackSource, nowMs: () => number = () => 0) {
  const calls: { name: string; args: unknown }[] = [];
  const failing = new Set<string>();
  const answer = (name: string) => (args?: unknown) => {
    calls.push({ name, args });
    return failing.has(name) ? Promise.reject(new Error(name)) : Promise.resolve(STATE);
  };
  const port = {
    hsp: {
      setup: answer('setup'),
      add: answer('add'),
      play: answer('play'),
      pause: answer('pause'),
      stop: answer('stop'),
      syncTime: answer('syncTime'),
      setPlaybackRate: answer('setPlaybackRate'),
      state: answer('state'),
    },
  } as unknown as DeviceRequests;
  const ctx: TransportContext = {
    send: (call) => call(port),
    serverTimeMs: () => 50_000,
    script,
    loop: false,
    scriptNowMs: nowMs,
    rate: () => 1.5,
    durationMs: () => Infinity,
    random: () => 0.5,
    preparing: () => undefined,
  };
  return { ctx, calls, failing };
}

const whole = { name: 'test.funscript', points: strokeScript(10 * 60_000) };
const live = periodicScript(
  [
    { t: 0, x: 90 },
    { t: 500, x: 10 },
  ],
  1_000,
);

describe('the HSP stream the two transports share', () => {
  it.each([
    ['a whole script', createHspTransport, whole],
    ['a live script', createLiveTransport, live],
  ] as const)(
    'halts, syncs, changes rate and stops the same way for %s',
    async (_, create, script) => {
      const { ctx, calls } = context(script, () => 1_234.4);
      const t = create();
      await t.prepare(ctx);
      await t.halt(ctx);
      await t.syncTime(ctx, 0.9);
      await t.changeRate(ctx);
      await t.stop(ctx);
      expect(calls).toEqual([
        { name: 'setup', args: randomStreamId(() => 0.5) },
        { name: 'pause', args: undefined },
        { name: 'syncTime', args: { currentTimeMs: 1_234, serverTimeMs: 50_000, filter: 0.9 } },
        { name: 'setPlaybackRate', args: 1.5 },
        { name: 'stop', args: undefined },
      ]);
      expect(t.schedule).toBe(createHspTransport().schedule);
      expect(t.kind).toBe('hsp');
    },
  );

  it('sends a failed top-up of a whole script again, with the same stream indexes', async () => {
    let nowMs = 0;
    const { ctx, calls, failing } = context(whole, () => nowMs);
    const t = createHspTransport();
    await t.prepare(ctx);
    await t.start(ctx);
    nowMs = 30_000;
    const job = t.backgroundJob(ctx, false, undefined);
    expect(job?.kind).toBe('add');
    failing.add('add');
    await expect(job && t.background(ctx, job)).rejects.toThrow('add');
    failing.clear();
    const again = t.backgroundJob(ctx, false, undefined);
    expect(again?.kind === 'add' && again.add).toEqual(job?.kind === 'add' && job.add);
    expect(calls.filter((c) => c.name === 'add')).toHaveLength(1);
  });

  it('reseeds a live stream after a failed add: nothing more is added until a play', async () => {
    let nowMs = 0;
    const { ctx, failing } = context(live, () => nowMs);
    const t = createLiveTransport();
    await t.prepare(ctx);
    await t.start(ctx);
    nowMs = 11_000;
    const job = t.backgroundJob(ctx, false, undefined);
    expect(job?.kind).toBe('add');
    failing.add('add');
    await expect(job && t.background(ctx, job)).rejects.toThrow('add');
    expect(t.backgroundJob(ctx, false, undefined)).toBeUndefined();
    expect(t.backgroundJob(ctx, true, undefined)).toEqual({ kind: 'poll' });
    failing.clear();
    await t.start(ctx);
    nowMs = 22_000;
    expect(t.backgroundJob(ctx, false, undefined)?.kind).toBe('add');
  });

  it('replaces what a live stream holds from an edit on with one flushed add, once', async () => {
    const { ctx } = context(live, () => 2_000);
    const t = createLiveTransport();
    await t.prepare(ctx);
    await t.start(ctx);
    const job = t.backgroundJob(ctx, false, 2_400);
    expect(job?.kind === 'add' && job.add.flush).toBe(true);
    // Beyond what was sent, an edit needs no replacing: the top-ups carry it.
    expect(t.backgroundJob(ctx, false, 60_000)).toBeUndefined();
  });
});
