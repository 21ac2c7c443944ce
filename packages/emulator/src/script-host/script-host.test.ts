import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_SCRIPT_BYTES } from '../model/script-store';
import { httpFixture, jsonOf, pick, resultOf, type HttpFixture } from '../test-support/http';

const CSV = '#Created by a test\n0,0\n500,100\n1000,0\n';
const uploaded = z.object({ url: z.string() });

async function upload(f: HttpFixture, content: string | Blob | undefined): Promise<Response> {
  const form = new FormData();
  if (content !== undefined)
    form.append('file', content instanceof Blob ? content : new Blob([content]), 'script.csv');
  return f.raw('/api/script/v0/temp/upload', { method: 'POST', body: form });
}

describe('script host', () => {
  it('answers a content-addressed URL that serves the file', async () => {
    const f = httpFixture();
    const { url } = pick(await jsonOf(await upload(f, CSV)), uploaded);
    expect(url).toMatch(/^http:\/\/localhost\/api\/script\/v0\/temp\/files\/[0-9a-f]{64}\.csv$/);
    const again = pick(await jsonOf(await upload(f, CSV)), uploaded);
    expect(again.url).toBe(url);
    const download = await f.raw(new URL(url).pathname);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(CSV);
    expect((await f.raw('/api/script/v0/temp/files/abc.csv')).status).toBe(404);
  });

  it('answers {error} for a missing, empty or oversized file', async () => {
    const f = httpFixture();
    const missing = await upload(f, undefined);
    expect(missing.status).toBe(400);
    expect(await jsonOf(missing)).toEqual({ error: 'Missing file field' });
    expect(await jsonOf(await upload(f, ''))).toEqual({ error: 'Empty file' });
    const big = await upload(f, new Blob([new Uint8Array(MAX_SCRIPT_BYTES + 1)]));
    expect(big.status).toBe(413);
    expect(await jsonOf(big)).toEqual({ error: 'File too large' });
  });
});

describe('HSSP setup from the script host', () => {
  it('sets up from an uploaded script and plays it', async () => {
    const f = httpFixture();
    const { url } = pick(await jsonOf(await upload(f, CSV)), uploaded);
    const state = await resultOf(await f.api('PUT', '/hssp/setup', { body: { url } }));
    expect(state).toMatchObject({ play_state: 2, points: 3, last_point_time: 1_000 });
    const play = await f.api('PUT', '/hssp/play', {
      body: { start_time: 0, server_time: f.instance.emulator.serverTimeMs() },
    });
    expect(await resultOf(play)).toMatchObject({ play_state: 1 });
    f.clock.advance(500);
    expect(await resultOf(await f.api('GET', '/slider/state'))).toMatchObject({
      position_absolute: 100,
    });
    expect(await resultOf(await f.api('GET', '/hssp/state'))).toMatchObject({ current_point: 1 });
  });

  it('refuses URLs the service does not fetch (not public https) with 400 UNSUPPORTED_URL', async () => {
    const f = httpFixture();
    for (const url of [
      'http://example.com/a.csv',
      'https://192.168.1.20/a.csv',
      'https://10.0.0.2/a.csv',
      'https://127.0.0.1/a.csv',
      'https://[::1]/a.csv',
      'https://localhost/a.csv',
      'https://nas/a.csv',
      'https://printer.local/a.csv',
      'https://elsewhere.test/s.csv',
      'https://scripts.example/a.csv',
      'https://nas.internal/a.csv',
      'not a url',
      // The emulator's own origin, but not one of its script files.
      'http://localhost/other.csv',
    ]) {
      const res = await f.api('PUT', '/hssp/setup', { body: { url } });
      expect(res.status, url).toBe(400);
      expect(await jsonOf(res)).toEqual({
        error: { code: 400, name: 'UNSUPPORTED_URL', message: 'UNSUPPORTED_URL' },
      });
    }
  });

  it('answers a public https URL as a script it cannot download, and changes nothing', async () => {
    const f = httpFixture();
    const { url: own } = pick(await jsonOf(await upload(f, CSV)), uploaded);
    await f.api('PUT', '/hssp/setup', { body: { url: own } });
    const before = await resultOf(await f.api('GET', '/hssp/state'));
    const mode = await resultOf(await f.api('GET', '/mode'));
    for (const url of [
      'https://sweettecheu.s3.eu-central-1.amazonaws.com/scripts/admin/dataset.csv',
      'https://example.com/a.csv',
    ]) {
      const res = await f.api('PUT', '/hssp/setup', { body: { url } });
      expect(res.status).toBe(200);
      expect(await jsonOf(res)).toEqual({
        error: {
          code: 4101,
          name: 'ScriptDownloadFailed',
          message: 'Script could not be downloaded',
          connected: true,
        },
      });
    }
    // As for an unknown file on the emulator's own host: the failed setup leaves the device as it was.
    expect(await resultOf(await f.api('GET', '/hssp/state'))).toEqual(before);
    expect(await resultOf(await f.api('GET', '/mode'))).toEqual(mode);
  });

  it('answers a device error for an unknown file or an invalid script', async () => {
    const f = httpFixture();
    const unknown = `http://localhost/api/script/v0/temp/files/${'0'.repeat(64)}.csv`;
    expect(
      await jsonOf(await f.api('PUT', '/hssp/setup', { body: { url: unknown } })),
    ).toMatchObject({ error: { code: 4101 } });
    const { url } = pick(
      await jsonOf(await upload(f, '{"actions": [{"at": 0, "pos": 1}]}')),
      uploaded,
    );
    expect(url).toMatch(/\.funscript$/);
    expect(await jsonOf(await f.api('PUT', '/hssp/setup', { body: { url } }))).toEqual({
      error: {
        code: 4102,
        name: 'InvalidScript',
        message: 'Need at least 2 points',
        connected: true,
      },
    });
    expect(await resultOf(await f.api('GET', '/hssp/state'))).toMatchObject({ play_state: 0 });
  });

  it('pauses and resumes (pickUp), stops and resyncs', async () => {
    const f = httpFixture();
    const { url } = pick(await jsonOf(await upload(f, CSV)), uploaded);
    await f.api('PUT', '/hssp/setup', { body: { url } });
    const serverTime = () => f.instance.emulator.serverTimeMs();
    await f.api('PUT', '/hssp/play', {
      body: { start_time: 0, server_time: serverTime(), loop: true },
    });
    f.clock.advance(200);
    expect(await resultOf(await f.api('PUT', '/hssp/pause'))).toMatchObject({ play_state: 3 });
    f.clock.advance(100);
    expect(
      await resultOf(await f.api('PUT', '/hssp/resume', { body: { pickUp: true } })),
    ).toMatchObject({ play_state: 1, current_time: 300 });
    const synced = await f.api('PUT', '/hssp/synctime', {
      body: { current_time: 700, server_time: serverTime(), filter: 0.5 },
    });
    expect(await resultOf(synced)).toMatchObject({ current_time: 500 });
    expect(await resultOf(await f.api('PUT', '/hssp/stop'))).toMatchObject({ play_state: 2 });
  });
});

describe('STREAM over HTTP', () => {
  it('sets up a server stream fed through the control API', async () => {
    const f = httpFixture();
    expect(
      await jsonOf(await f.api('PUT', '/stream/setup', { body: { stream_ref: 'nope' } })),
    ).toMatchObject({ error: { code: 4103 } });
    await f.control('PUT', '/streams/abc', {
      points: [
        { t: 0, x: 0 },
        { t: 400, x: 100 },
      ],
      close: true,
    });
    expect(
      await resultOf(
        await f.api('PUT', '/stream/setup', { body: { stream_ref: 'abc', notify: true } }),
      ),
    ).toMatchObject({ points: 2 });
    await f.api('PUT', '/stream/play', {
      body: { start_time: 0, server_time: f.instance.emulator.serverTimeMs() },
    });
    f.clock.advance(100);
    const synced = await f.api('PUT', '/stream/synctime', {
      body: { current_time: 200, server_time: f.instance.emulator.serverTimeMs(), filter: 1 },
    });
    expect(await resultOf(synced)).toMatchObject({ current_time: 200 });
    f.clock.advance(200);
    expect(await resultOf(await f.api('GET', '/stream/state'))).toMatchObject({ play_state: 2 });
    expect(await resultOf(await f.api('PUT', '/stream/stop'))).toMatchObject({ play_state: 2 });
  });
});
