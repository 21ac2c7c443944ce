// The security probe's cases against an emulator in its own process (`npx tsx
// scripts/emulator-probe.ts`): a chunked 300 MiB upload, a 200 MiB JSON body, a cross-origin
// text/plain POST to /control (and a rebound Host), 1e308 offsets, 2 × 20,000 auto-provisioned keys.
// Prints each answer and the emulator's memory before and after, to show that it stays flat. Not
// part of `npm test`.
import { fork } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEMO_APP_ID, startEmulator } from '@glide/emulator';

const MIB = 1024 * 1024;

const memorySchema = z.object({ rssMb: z.number(), heapMb: z.number() });
/** The emulator process's memory after a full garbage collection, MB. */
type Memory = z.infer<typeof memorySchema>;

/**
 * The child: an emulator with the CLI's defaults that, asked over IPC, collects its garbage and
 * answers its memory. Resident memory alone says little: V8 grows its heap lazily and keeps it.
 */
async function runChild(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  const send = process.send?.bind(process);
  if (!gc || !send) throw new Error('start with --expose-gc and an IPC channel');
  const running = await startEmulator({ port: 0, seed: 7, quiet: true });
  const mb = (bytes: number) => Math.round(bytes / MIB);
  process.on('message', () => {
    gc();
    const usage = process.memoryUsage();
    send({ rssMb: mb(usage.rss), heapMb: mb(usage.heapUsed) });
  });
  process.on('disconnect', () => void running.close().then(() => process.exit(0)));
  send({ url: running.url });
}

/** An emulator child: its URL, its memory on demand, and a way to stop it. */
interface EmulatorChild {
  url: string;
  memory(): Promise<Memory>;
  stop(): void;
}

async function startChild(): Promise<EmulatorChild> {
  const child = fork(fileURLToPath(import.meta.url), ['--child'], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // One request at a time: each waits for the child's next message, or fails if it exits.
  let waiting: { resolve: (value: unknown) => void; reject: (error: Error) => void } | undefined;
  let exited: Error | undefined;
  child.on('message', (message) => waiting?.resolve(message));
  child.once('exit', (code) => {
    exited = new Error(`emulator exited (${code ?? 'signal'})`);
    waiting?.reject(exited);
  });
  const reply = () =>
    new Promise<unknown>((resolve, reject) => {
      if (exited) reject(exited);
      else waiting = { resolve, reject };
    });
  const { url } = z.object({ url: z.string() }).parse(await reply());
  return {
    url,
    memory: async () => {
      const answer = reply();
      child.send('measure');
      return memorySchema.parse(await answer);
    },
    stop: () => child.disconnect(),
  };
}

/**
 * Streams up to `totalBytes` in 64 KiB chunks (`Transfer-Encoding: chunked`, no length) until the
 * server answers or hangs up.
 */
async function chunkedBody(
  url: string,
  method: string,
  headers: Record<string, string>,
  prefix: string,
  totalBytes: number,
): Promise<string> {
  const req = request(url, { method, headers });
  let answer: { status: number | undefined; body: string } | undefined;
  let failure = '';
  const done = new Promise<void>((resolve) => {
    req.once('response', (res) => {
      let body = '';
      res.on('data', (part: Buffer) => (body += part.toString()));
      res.once('end', () => {
        answer = { status: res.statusCode, body };
        resolve();
      });
    });
    req.once('error', (error) => {
      failure = error.message;
      resolve();
    });
  });
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  let sent = 0;
  if (prefix) {
    req.write(prefix);
    sent += prefix.length;
  }
  let settled = false;
  void done.then(() => (settled = true));
  while (!settled && sent < totalBytes) {
    sent += chunk.byteLength;
    if (!req.write(chunk)) {
      await Promise.race([new Promise((resolve) => req.once('drain', resolve)), done]);
    }
  }
  if (!settled) req.end();
  await done;
  req.destroy();
  const what = answer ? `${answer.status ?? '?'} ${answer.body}` : `no answer (${failure})`;
  return `${what}; client had sent ${(sent / MIB).toFixed(1)} of ${totalBytes / MIB} MiB`;
}

async function call(url: string, init: RequestInit = {}): Promise<string> {
  const res = await fetch(url, init);
  return `${res.status} ${await res.text()}`;
}

const apiHeaders = (key: string) => ({
  'X-Api-Key': DEMO_APP_ID,
  'X-Connection-Key': key,
  'Content-Type': 'application/json',
});

/** Sends `GET /info` for `count` keys never seen before; answers the statuses and devices kept. */
async function provisionKeys(url: string, prefix: string, count: number): Promise<string> {
  let next = 0;
  const statuses = new Map<number, number>();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const res = await fetch(`${url}/api/handy-rest/v3/info`, {
        headers: apiHeaders(`${prefix}${i}`),
      });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  const listed = z
    .object({ devices: z.array(z.unknown()) })
    .parse(await (await fetch(`${url}/control/devices`)).json());
  return `statuses ${JSON.stringify(Object.fromEntries(statuses))}; devices kept: ${listed.devices.length}`;
}

/** GET with a `Host` header of our choosing (fetch does not let one set it). */
function getWithHost(url: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { Host: host } });
    req.once('response', (res) => {
      let body = '';
      res.on('data', (part: Buffer) => (body += part.toString()));
      res.once('end', () => resolve(`${res.statusCode ?? '?'} ${body}`));
    });
    req.once('error', reject);
    req.end();
  });
}

async function runProbe(): Promise<void> {
  const emulator = await startChild();
  const { url } = emulator;
  const api = `${url}/api/handy-rest/v3`;
  const show = (m: Memory) => `RSS ${m.rssMb} MB, heap ${m.heapMb} MB`;
  const probe = async (name: string, run: () => Promise<string>): Promise<void> => {
    const before = await emulator.memory();
    const answer = await run();
    const after = await emulator.memory();
    console.log(`${name}\n  answer: ${answer}\n  emulator: ${show(before)} -> ${show(after)}`);
  };
  try {
    const start = await emulator.memory();
    console.log(`emulator ${url}; at start ${show(start)} (memory read after a full GC)\n`);

    await probe('1. chunked 300 MiB upload to the script host', () =>
      chunkedBody(
        `${url}/api/script/v0/temp/upload`,
        'POST',
        { 'Content-Type': 'multipart/form-data; boundary=x' },
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n0,0\n',
        300 * MIB,
      ),
    );

    await probe('2. 200 MiB JSON body to PUT /hamp/velocity (chunked)', () =>
      chunkedBody(
        `${api}/hamp/velocity`,
        'PUT',
        apiHeaders('ProbeKey1'),
        '{"velocity":0.5,"pad":"',
        200 * MIB,
      ),
    );

    await probe('3. cross-origin text/plain POST to /control/devices', async () => {
      const body = JSON.stringify({ connectionKey: 'Injected1' });
      const foreign = await call(`${url}/control/devices`, {
        method: 'POST',
        headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
        body,
      });
      const local = await call(`${url}/control/devices`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body,
      });
      const rebound = await getWithHost(`${url}/control/devices`, 'rebound.example:8787');
      const listed = await call(`${url}/control/devices`);
      return [
        `from https://evil.example: ${foreign}`,
        `text/plain without Origin: ${local}`,
        `Host rebound.example (DNS rebinding): ${rebound}`,
        `GET /control/devices: ${listed}`,
      ].join('\n          ');
    });

    await probe('4. 1e308 offsets and times, then /hsp/state', async () => {
      const h = apiHeaders('ProbeKey4');
      const put = (path: string, body: string) =>
        call(`${api}${path}`, { method: 'PUT', headers: h, body });
      const offset = await put('/hstp/offset', '{"offset":1e308}');
      const server = await call(`${url}/control/server-clock`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: '{"offsetMs":1e308}',
      });
      await put('/hsp/setup', '{}');
      const play = await put('/hsp/play', '{"start_time":0,"server_time":1e308}');
      await put('/hsp/play', '{"start_time":0}');
      const state = await call(`${api}/hsp/state`, { headers: h });
      return [
        `PUT /hstp/offset {offset: 1e308}: ${offset}`,
        `PUT /control/server-clock {offsetMs: 1e308}: ${server}`,
        `PUT /hsp/play {server_time: 1e308}: ${play}`,
        `GET /hsp/state: ${state}`,
      ].join('\n          ');
    });

    // Twice: the first round fills the ceiling, the second shows that more keys cost nothing more.
    for (const round of [1, 2]) {
      await probe(`5.${round} 20,000 new auto-provisioned keys (GET /info, 16 at a time)`, () =>
        provisionKeys(url, `Round${round}x`, 20_000),
      );
    }

    console.log(`\nemulator at start ${show(start)}; at the end ${show(await emulator.memory())}`);
  } finally {
    emulator.stop();
  }
}

if (process.argv.includes('--child')) await runChild();
else await runProbe();
