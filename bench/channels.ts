/**
 * Several devices as one (issue 30), through the SDK against the emulator in its own process, with
 * a cloud's round trip injected (80 ± 60 ms per request):
 *
 * - 1, 2, 5 and 10 devices play one hosted script (HSSP: setup, play, a synctime every 2 s, stop)
 *   through a channel, and the same one by one: the requests a minute of each, the spread of the
 *   devices' start times and the p95 spread of their positions while playing (from the emulator's
 *   play timelines, which are where each slider is).
 * - The stop with 10 devices in a channel, one of them not answering: the channel's stop and each
 *   device's own go at once; the time until every answering device's own stop answered.
 *
 * The SDK level: the app's player does not go through a channel yet (issue 30's next step).
 */
import { systemClock } from '@glide/core';
import { playTimelineAnswerSchema, streamTimeAt, type PlayTimelineSegment } from '@glide/emulator';
import {
  channelDevice,
  createChannelApi,
  createHandyClient,
  uploadScript,
  type ChannelDeviceApi,
  type HandyClient,
} from '@glide/handy';
import { z } from 'zod';
import { startEmulatorChild, type EmulatorChild } from './emulator-child';
import type { BenchFigure } from './script-parse';
import { quantile, round } from './stats';

const APP_ID = 'glide-dev-app-id';
const DEVICE_COUNTS = [1, 2, 5, 10] as const;
/** A cloud's round trip: each request waits about half of it each way. */
const LATENCY = { latencyMs: 80, jitterMs: 60 } as const;
/** How long each session plays. */
const SESSION_MS = 6_000;
/** The synctime of a playing HSSP, as a player resyncs it. */
const SYNC_EVERY_MS = 2_000;
/** How far ahead of the server's now a play is set, so that every device gets it in time. */
const PLAY_LEAD_MS = 400;
/** Positions are compared every this often while every device plays. */
const SAMPLE_STEP_MS = 50;
/** The stop's figure: devices, one of which hangs (`deviceTimeout`). */
const STOP_DEVICES = 10;
const STOP_TARGET_MS = 300;

const requestsSchema = z.object({ total: z.number() });
const channelsSchema = z.object({
  channels: z.array(z.object({ reference: z.string(), requests: requestsSchema })),
});

/** A one-minute script: a stroke every 500 ms. */
function script(): string {
  const lines = ['t,x'];
  for (let t = 0; t <= 60_000; t += 250) lines.push(`${t},${(t / 250) % 2 === 0 ? 0 : 100}`);
  return `${lines.join('\n')}\n`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the calls of one session go through: the channel, or every device one by one. */
interface Sender {
  readonly hssp: Pick<ChannelDeviceApi['hssp'], 'setup' | 'play' | 'syncTime' | 'stop'>;
  /** API requests the session made so far. */
  requests(): Promise<number>;
}

/** The sum of several devices' calls, each sent on its own. */
function perDevice(client: HandyClient, keys: readonly string[], emulator: EmulatorChild): Sender {
  const each = <T>(call: (key: string) => Promise<T>) =>
    Promise.all(keys.map(call)).then((answers) => answers[0] as T);
  return {
    hssp: {
      setup: (args) => each((key) => client.device(key).hssp.setup(args)),
      play: (args) => each((key) => client.device(key).hssp.play(args)),
      syncTime: (args) => each((key) => client.device(key).hssp.syncTime(args)),
      stop: () => each((key) => client.device(key).hssp.stop()),
    },
    async requests() {
      let total = 0;
      for (const key of keys) {
        total += requestsSchema.parse(
          await emulator.control('GET', `/devices/${key}/requests`),
        ).total;
      }
      return total;
    },
  };
}

/** Every HSSP call once, through the channel. */
function throughChannel(client: HandyClient, reference: string, emulator: EmulatorChild): Sender {
  const group = channelDevice(client, reference);
  return {
    hssp: group.hssp,
    async requests() {
      const { channels } = channelsSchema.parse(await emulator.control('GET', '/channels'));
      return channels.find((channel) => channel.reference === reference)?.requests.total ?? 0;
    },
  };
}

/** The spreads of one session: start times, and positions while every device plays. */
interface Spread {
  readonly startMs: number;
  readonly positionP95Ms: number;
}

async function spreadOf(emulator: EmulatorChild, keys: readonly string[]): Promise<Spread> {
  const timelines: PlayTimelineSegment[][] = [];
  let nowMs = 0;
  for (const key of keys) {
    const answer = playTimelineAnswerSchema.parse(
      await emulator.control('GET', `/devices/${key}/play-timeline`),
    );
    timelines.push(answer.segments);
    nowMs = Math.max(nowMs, answer.nowMs);
  }
  const starts = timelines.map(
    (segments) => segments.find((segment) => segment.running)?.fromMs ?? Number.NaN,
  );
  const from = Math.max(...starts) + 200;
  const spreads: number[] = [];
  for (let t = from; t < nowMs - 200; t += SAMPLE_STEP_MS) {
    const positions = timelines.map((segments) => streamTimeAt(segments, t) ?? Number.NaN);
    spreads.push(Math.max(...positions) - Math.min(...positions));
  }
  return {
    startMs: Math.max(...starts) - Math.min(...starts),
    positionP95Ms: spreads.length > 0 ? quantile(spreads, 0.95) : Number.NaN,
  };
}

/** One session on `sender`: its requests a minute and its spreads. */
async function session(
  client: HandyClient,
  sender: Sender,
  url: string,
  emulator: EmulatorChild,
  keys: readonly string[],
): Promise<{ perMinute: number; spread: Spread }> {
  const { offsetMs } = await client.syncServerClock({ times: 6 });
  const serverNow = () => Math.round(Date.now() + offsetMs);
  const before = await sender.requests();
  const started = Date.now();
  await sender.hssp.setup({ url });
  const startServerMs = serverNow() + PLAY_LEAD_MS;
  await sender.hssp.play({ startTimeMs: 0, serverTimeMs: startServerMs });
  while (Date.now() - started < SESSION_MS) {
    await sleep(SYNC_EVERY_MS);
    const now = serverNow();
    await sender.hssp.syncTime({ currentTimeMs: now - startServerMs, serverTimeMs: now });
  }
  const spread = await spreadOf(emulator, keys);
  await sender.hssp.stop();
  const elapsed = Date.now() - started;
  const requests = (await sender.requests()) - before;
  return { perMinute: round((requests * 60_000) / elapsed, 1), spread };
}

/** The stop with one hanging device: until every answering device's own stop has answered. */
async function stopFigure(
  client: HandyClient,
  emulator: EmulatorChild,
  channelBase: string,
): Promise<{ answeringMs: number; channelMs: number }> {
  const keys = Array.from(
    { length: STOP_DEVICES },
    (_, i) => `BenchStop${String(i).padStart(2, '0')}`,
  );
  for (const key of keys) await emulator.control('POST', '/devices', { connectionKey: key });
  const channels = createChannelApi({ baseUrl: channelBase, auth: { apiKey: APP_ID } });
  const created = await channels.create({ name: 'Bench stop' });
  const owner = channels.channel(created.channel_ref, created.channel_key);
  for (const key of keys) await owner.add(key);
  const group = channelDevice(client, created.channel_ref);
  await group.hamp.start();
  await group.hamp.setVelocity(0.5);
  const hung = keys.at(-1) ?? '';
  await emulator.control('PUT', `/devices/${hung}/faults`, { deviceTimeout: true });
  const started = performance.now();
  const channelStop = group.hamp.stop().then(
    () => performance.now() - started,
    () => performance.now() - started,
  );
  const answered = await Promise.all(
    keys
      .filter((key) => key !== hung)
      .map((key) =>
        client
          .device(key)
          .hamp.stop()
          .then(() => performance.now() - started),
      ),
  );
  const channelMs = await channelStop;
  await emulator.control('DELETE', `/devices/${hung}/faults`);
  return { answeringMs: Math.max(...answered), channelMs };
}

export async function benchChannels(): Promise<BenchFigure[]> {
  const emulator = await startEmulatorChild();
  try {
    const client = createHandyClient({
      baseUrl: emulator.apiBase,
      auth: { apiKey: APP_ID },
      clock: systemClock,
    });
    const channels = createChannelApi({
      baseUrl: emulator.channelApiBase,
      auth: { apiKey: APP_ID },
    });
    const uploadUrl = `${emulator.url}/api/script/v0/temp/upload`;
    const { url } = await uploadScript({ uploadUrl, file: script(), filename: 'bench.csv' });
    await emulator.control('PUT', '/faults', LATENCY);

    const figures: BenchFigure[] = [];
    for (const count of DEVICE_COUNTS) {
      const keys = Array.from({ length: count }, (_, i) => `BenchCh${count}x${i}`);
      for (const key of keys) await emulator.control('POST', '/devices', { connectionKey: key });
      const created = await channels.create({ name: `Bench ${count}` });
      const owner = channels.channel(created.channel_ref, created.channel_key);
      for (const key of keys) await owner.add(key);

      const grouped = await session(
        client,
        throughChannel(client, created.channel_ref, emulator),
        url,
        emulator,
        keys,
      );
      const direct = await session(client, perDevice(client, keys, emulator), url, emulator, keys);
      const label = `${count} device${count === 1 ? '' : 's'}`;
      figures.push(
        { name: `${label}, channel: requests a minute`, value: grouped.perMinute, unit: '/min' },
        { name: `${label}, one by one: requests a minute`, value: direct.perMinute, unit: '/min' },
        {
          name: `${label}, channel: spread of start times`,
          value: round(grouped.spread.startMs, 1),
          unit: 'ms',
        },
        {
          name: `${label}, one by one: spread of start times`,
          value: round(direct.spread.startMs, 1),
          unit: 'ms',
        },
        {
          name: `${label}, channel: spread of positions, p95`,
          value: round(grouped.spread.positionP95Ms, 1),
          unit: 'ms',
          target: '≤ 5 ms',
        },
        {
          name: `${label}, one by one: spread of positions, p95`,
          value: round(direct.spread.positionP95Ms, 1),
          unit: 'ms',
        },
      );
    }

    const stop = await stopFigure(client, emulator, emulator.channelApiBase);
    figures.push(
      {
        name: `stop, ${STOP_DEVICES} devices, 1 not answering: every answering device stopped`,
        value: round(stop.answeringMs, 0),
        unit: 'ms',
        target: `≤ ${STOP_TARGET_MS} ms`,
      },
      {
        name: `stop, ${STOP_DEVICES} devices, 1 not answering: the channel's own answer`,
        value: round(stop.channelMs, 0),
        unit: 'ms',
      },
    );
    return figures;
  } finally {
    await emulator.control('DELETE', '/faults').catch(() => undefined);
    await emulator.stop();
  }
}
