/**
 * Command round trip under load: HAMP velocity commands through the SDK while 200 event-stream
 * clients are connected to the emulator (own process) and each command fans out as an event to them.
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
    const client = createHandyClient({
      baseUrl: emulator.apiBase,
      auth: { apiKey: 'glide-dev-app-id' },
      clock: systemClock,
    });
    const keys = Array.from(
      { length: DEVICES },
      (_, i) => `BenchDevice${String(i).padStart(3, '0')}`,
    );
    for (const key of keys) await client.device(key).hamp.start();

    const measure = async (): Promise<number[]> => {
      const times: number[] = [];
      for (let i = 0; i < WARM_UP + COMMANDS; i++) {
        const device = client.device(keys[i % DEVICES] ?? '');
        const started = performance.now();
        await device.hamp.setVelocity(0.2 + (i % 7) / 10);
        if (i >= WARM_UP) times.push(performance.now() - started);
      }
      return times;
    };

    const idle = await measure();

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
    const loaded = await measure();
    // Each command reaches the 10 clients of its device; a bench where events did not flow proves nothing.
    const fannedOut = events - eventsBefore;
    if (fannedOut < COMMANDS) throw new Error(`only ${fannedOut} events reached the clients`);

    return [
      {
        name: `command round trip, no event clients, p50 (${COMMANDS} HAMP velocity commands)`,
        value: round(quantile(idle, 0.5)),
        unit: 'ms',
      },
      {
        name: 'command round trip, no event clients, p99',
        value: round(quantile(idle, 0.99)),
        unit: 'ms',
      },
      {
        name: `command round trip, ${SSE_CLIENTS} event clients, p50`,
        value: round(quantile(loaded, 0.5)),
        unit: 'ms',
      },
      {
        name: `command round trip, ${SSE_CLIENTS} event clients, p99`,
        value: round(quantile(loaded, 0.99)),
        unit: 'ms',
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
