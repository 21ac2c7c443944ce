/**
 * Command round trip under load: HAMP velocity commands through the SDK while 200 event-stream
 * clients are connected to the emulator (own process) and each command fans out as an event to them.
 * Each SDK command is followed by the same request (the URL, headers and body the SDK sent) with raw
 * `fetch`: the baseline printed beside each figure, with the ratio, measured under the same load.
 */
import { systemClock } from '@glide/core';
import { createHandyClient, type HandyEventStream } from '@glide/handy';
import type { BenchFigure } from './script-parse';
import { startEmulatorChild } from './emulator-child';
import { quantile, round } from './stats';

const SSE_CLIENTS = 200;
const DEVICES = 20;
const COMMANDS = 1_000;
const WARM_UP = 50;

async function waitFor(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function benchCommandRoundTrip(): Promise<BenchFigure[]> {
  const emulator = await startEmulatorChild();
  const streams: HandyEventStream[] = [];
  try {
    // The SDK's last request, so that the raw baseline sends exactly the same one.
    let sent: { url: string; init: RequestInit } | undefined;
    const client = createHandyClient({
      baseUrl: emulator.apiBase,
      auth: { apiKey: 'glide-dev-app-id' },
      clock: systemClock,
      fetch: (input, init) => {
        sent = { url: input instanceof Request ? input.url : String(input), init: init ?? {} };
        return fetch(input, init);
      },
    });
    const keys = Array.from(
      { length: DEVICES },
      (_, i) => `BenchDevice${String(i).padStart(3, '0')}`,
    );
    for (const key of keys) await client.device(key).hamp.start();

    /** SDK commands, each followed by its raw-fetch twin: `[sdk, raw]` times. */
    const measure = async (): Promise<[number[], number[]]> => {
      const times: number[] = [];
      const raw: number[] = [];
      for (let i = 0; i < WARM_UP + COMMANDS; i++) {
        const device = client.device(keys[i % DEVICES] ?? '');
        const started = performance.now();
        await device.hamp.setVelocity(0.2 + (i % 7) / 10);
        const sdkMs = performance.now() - started;
        if (!sent) throw new Error('the SDK sent no request');
        const rawStarted = performance.now();
        const response = await fetch(sent.url, sent.init);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`raw fetch: ${response.status}`);
        const rawMs = performance.now() - rawStarted;
        if (i >= WARM_UP) {
          times.push(sdkMs);
          raw.push(rawMs);
        }
      }
      return [times, raw];
    };

    const [idle, idleRaw] = await measure();

    let events = 0;
    for (let i = 0; i < SSE_CLIENTS; i++) {
      const stream = client.events({ connectionKey: keys[i % DEVICES] ?? '' });
      stream.onEvent(() => {
        events++;
      });
      streams.push(stream);
    }
    await waitFor(
      () => streams.every((s) => s.state.status === 'open'),
      30_000,
      'event streams to open',
    );
    const eventsBefore = events;
    const [loaded, loadedRaw] = await measure();
    // Each command reaches the 10 clients of its device; a bench where events did not flow proves nothing.
    const fannedOut = events - eventsBefore;
    if (fannedOut < COMMANDS) throw new Error(`only ${fannedOut} events reached the clients`);
    const baseline = (values: number[], q: number) => ({ baseline: round(quantile(values, q)) });

    return [
      {
        name: `command round trip, no event clients, p50 (${COMMANDS} HAMP velocity commands; baseline: the same request, raw fetch)`,
        value: round(quantile(idle, 0.5)),
        unit: 'ms',
        ...baseline(idleRaw, 0.5),
      },
      {
        name: 'command round trip, no event clients, p99',
        value: round(quantile(idle, 0.99)),
        unit: 'ms',
        ...baseline(idleRaw, 0.99),
      },
      {
        name: `command round trip, ${SSE_CLIENTS} event clients, p50`,
        value: round(quantile(loaded, 0.5)),
        unit: 'ms',
        ...baseline(loadedRaw, 0.5),
      },
      {
        name: `command round trip, ${SSE_CLIENTS} event clients, p99`,
        value: round(quantile(loaded, 0.99)),
        unit: 'ms',
        ...baseline(loadedRaw, 0.99),
        target: '≤ 50 ms',
      },
      {
        name: `events delivered to the ${SSE_CLIENTS} clients during the run`,
        value: fannedOut,
        unit: 'events',
      },
    ];
  } finally {
    for (const s of streams) s.close();
    await emulator.stop();
  }
}
