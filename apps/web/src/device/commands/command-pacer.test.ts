import { describe, expect, it } from 'vitest';
import { FakeClock } from '@glide/core';
import { CommandPacer, DEFAULT_PACER_OPTIONS, type LaneOutcome } from './command-pacer';

/** The provider's limit per application and connection key (reference §2). */
const PROVIDER_LIMIT_PER_MINUTE = 240;
const KEY = 'DeviceKey1';

/** Lets every settled promise run its callbacks. */
async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** A fake device that answers each request after `latencyMs` on the fake clock. */
function fakeDevice(clock: FakeClock, latencyMs = 60) {
  const requests: { at: number; what: string }[] = [];
  const request = (what: string) => (): Promise<string> => {
    requests.push({ at: clock.now(), what });
    return new Promise((resolve) => clock.setTimeout(() => resolve(what), latencyMs));
  };
  return { requests, request };
}

/** Advances the clock in steps, letting promises settle after each. */
async function run(clock: FakeClock, ms: number, stepMs = 5): Promise<void> {
  for (let passed = 0; passed < ms; passed += stepMs) {
    clock.advance(stepMs);
    await flush();
  }
}

/** The most requests in any sliding window of `windowMs`. */
function busiestWindow(times: readonly number[], windowMs: number): number {
  let most = 0;
  for (const start of times) {
    most = Math.max(most, times.filter((at) => at >= start && at < start + windowMs).length);
  }
  return most;
}

describe('CommandPacer', () => {
  it('keeps the budget well inside the provider limit, with room for stops and reads', () => {
    const { maxPerWindow, laneMaxPerWindow, laneIntervalMs, windowMs } = DEFAULT_PACER_OPTIONS;
    expect(windowMs).toBe(60_000);
    expect(maxPerWindow).toBeLessThanOrEqual(PROVIDER_LIMIT_PER_MINUTE - 60);
    expect(laneMaxPerWindow).toBeLessThan(maxPerWindow);
    // One lane alone cannot outrun the budget.
    expect(windowMs / laneIntervalMs).toBeLessThanOrEqual(maxPerWindow);
  });

  it('turns 20 s of 60 Hz slider input into a bounded number of requests, the last value last', async () => {
    const clock = new FakeClock(1_000_000);
    const pacer = new CommandPacer(clock);
    const device = fakeDevice(clock);
    const outcomes: Promise<LaneOutcome<string>>[] = [];
    const frameMs = 1000 / 60;
    let value = 0;
    for (let frame = 0; frame < 20 * 60; frame += 1) {
      value = (frame * 7) % 101;
      outcomes.push(pacer.submit('hamp.velocity', [KEY], device.request(`v${value}`)));
      clock.advance(frameMs);
      await flush();
    }
    await run(clock, 2000);

    const sends = device.requests;
    // 1 200 input events; at most one send per 400 ms, so about 50.
    expect(sends.length).toBeGreaterThan(20);
    expect(sends.length).toBeLessThanOrEqual(Math.ceil(20_000 / 400) + 1);
    expect(
      busiestWindow(
        sends.map((send) => send.at),
        60_000,
      ),
    ).toBeLessThanOrEqual(DEFAULT_PACER_OPTIONS.laneMaxPerWindow);
    for (let i = 1; i < sends.length; i += 1) {
      expect((sends[i]?.at ?? 0) - (sends[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(400);
    }
    // The last value always lands, and is the last request.
    expect(sends.at(-1)?.what).toBe(`v${value}`);
    expect(await outcomes.at(-1)).toEqual({ sent: true, value: `v${value}` });
    // Every other value either went out or was replaced by a newer one.
    const settled = await Promise.all(outcomes);
    expect(settled.filter((outcome) => outcome.sent)).toHaveLength(sends.length);
  });

  it('keeps one request of a lane in flight at a time', async () => {
    const clock = new FakeClock();
    const pacer = new CommandPacer(clock);
    const device = fakeDevice(clock, 1500);
    void pacer.submit('hamp.velocity', [KEY], device.request('a'));
    await flush();
    void pacer.submit('hamp.velocity', [KEY], device.request('b'));
    void pacer.submit('hamp.velocity', [KEY], device.request('c'));
    await run(clock, 1400);
    expect(device.requests.map((r) => r.what)).toEqual(['a']);
    await run(clock, 200);
    expect(device.requests.map((r) => r.what)).toEqual(['a', 'c']);
  });

  it('never drops a discrete command: it waits for budget and goes out in order', async () => {
    const clock = new FakeClock();
    const pacer = new CommandPacer(clock, { maxPerWindow: 3 });
    const device = fakeDevice(clock, 10);
    const answers = ['a', 'b', 'c', 'd', 'e'].map((what) =>
      pacer.schedule([KEY], device.request(what)),
    );
    await run(clock, 100);
    expect(device.requests.map((r) => r.what)).toEqual(['a', 'b', 'c']);
    await run(clock, 60_000);
    expect(device.requests.map((r) => r.what)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(device.requests[3]?.at).toBeGreaterThanOrEqual(60_000);
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('sends a discrete command before a waiting continuous value', async () => {
    const clock = new FakeClock();
    const pacer = new CommandPacer(clock);
    const device = fakeDevice(clock, 10);
    void pacer.submit('hamp.velocity', [KEY], device.request('v1'));
    await run(clock, 50);
    void pacer.submit('hamp.velocity', [KEY], device.request('v2'));
    void pacer.schedule([KEY], device.request('start'));
    await run(clock, 600);
    expect(device.requests.map((r) => r.what)).toEqual(['v1', 'start', 'v2']);
  });

  it('sends a stop at once with the budget spent and a lane request in flight', async () => {
    const clock = new FakeClock();
    const pacer = new CommandPacer(clock);
    const device = fakeDevice(clock, 3000);
    for (let i = 0; i < 200; i += 1) void pacer.schedule([KEY], device.request(`cmd${i}`));
    void pacer.submit('hamp.velocity', [KEY], device.request('velocity'));
    await flush();
    expect(device.requests).toHaveLength(DEFAULT_PACER_OPTIONS.maxPerWindow);

    const stop = pacer.stop(KEY, device.request('stop'));
    // Sent synchronously: nothing was waited for.
    expect(device.requests.at(-1)).toEqual({ at: clock.now(), what: 'stop' });
    await run(clock, 3000, 100);
    expect(await stop).toBe('stop');
  });

  it('drops a pending continuous value when a stop is sent, and never sends it afterwards', async () => {
    const clock = new FakeClock();
    const pacer = new CommandPacer(clock);
    const device = fakeDevice(clock, 50);
    void pacer.submit('hamp.velocity', [KEY], device.request('v1'));
    await run(clock, 100);
    // Within the lane's 400 ms: this value waits…
    const stale = pacer.submit('hamp.velocity', [KEY], device.request('v2'));
    await run(clock, 50);
    // …and the stop drops it.
    const stop = pacer.stop(KEY, device.request('stop'));
    expect(await stale).toEqual({ sent: false });
    await run(clock, 5000);
    await stop;
    expect(device.requests.map((r) => r.what)).toEqual(['v1', 'stop']);
  });

  it("keeps another device's pending value when one device is stopped", async () => {
    const clock = new FakeClock();
    const pacer = new CommandPacer(clock);
    const device = fakeDevice(clock, 50);
    void pacer.submit('hamp.velocity:a', ['KeyA'], device.request('a1'));
    void pacer.submit('hamp.velocity:b', ['KeyB'], device.request('b1'));
    await run(clock, 100);
    void pacer.submit('hamp.velocity:a', ['KeyA'], device.request('a2'));
    void pacer.submit('hamp.velocity:b', ['KeyB'], device.request('b2'));
    const stop = pacer.stop('KeyA', device.request('stopA'));
    await run(clock, 1000);
    await stop;
    expect(device.requests.map((r) => r.what)).toEqual(['a1', 'b1', 'stopA', 'b2']);
  });

  it('tries a stop the server refused for its rate again, quickly, a few times', async () => {
    const clock = new FakeClock();
    const tooMany = new Error('Too Many Requests');
    const pacer = new CommandPacer(clock, { isRetryable: (error) => error === tooMany });
    let tries = 0;
    const stop = pacer.stop(KEY, () => {
      tries += 1;
      return tries < 3 ? Promise.reject(tooMany) : Promise.resolve('stopped');
    });
    await run(clock, 400);
    expect(await stop).toBe('stopped');
    expect(tries).toBe(3);

    // Not a rate refusal: no second try.
    let other = 0;
    const failing = pacer.stop(KEY, () => {
      other += 1;
      return Promise.reject(new Error('Device not connected'));
    });
    await expect(failing).rejects.toThrow('Device not connected');
    expect(other).toBe(1);

    // Always refused: given up after the last delay, with the refusal.
    let always = 0;
    const refused = pacer.stop(KEY, () => {
      always += 1;
      return Promise.reject(tooMany);
    });
    const settled = refused.catch((error: unknown) => error);
    await run(clock, 2000);
    expect(await settled).toBe(tooMany);
    expect(always).toBe(DEFAULT_PACER_OPTIONS.stopRetryDelaysMs.length + 1);
  });

  it('counts stops in the budget, so commands after them stay within the provider limit', async () => {
    const clock = new FakeClock();
    const pacer = new CommandPacer(clock);
    const device = fakeDevice(clock, 10);
    await pacer.stop(KEY, () => Promise.resolve('stop'));
    expect(pacer.used(KEY)).toBe(1);
    for (let i = 0; i < 200; i += 1) void pacer.schedule([KEY], device.request(`cmd${i}`));
    await flush();
    expect(device.requests).toHaveLength(DEFAULT_PACER_OPTIONS.maxPerWindow - 1);
  });
});
