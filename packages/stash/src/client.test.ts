import { FakeClock } from '@glide/core';
import { describe, expect, it } from 'vitest';
import { API_KEY_HEADER, createStashClient, STASH_CALL_DEADLINE_MS } from './client';
import { STASH_DOCUMENTS } from './documents';
import { isStashError, type StashErrorCode } from './errors';

const BASE = 'http://192.168.1.10:9999/';
const KEY = 'eyJhbGciOiJIUzI1NiJ9.secret';

interface Sent {
  readonly url: string;
  readonly init: RequestInit;
  readonly body: { operationName: string; query: string; variables: Record<string, unknown> };
}

type Answer = Response | Error | ((sent: Sent) => Response | Error | Promise<Response>);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch answering GraphQL posts with `answer`, and no-cors probes with `probe`. */
function fakeFetch(answer: Answer, probe: 'answers' | 'fails' = 'fails') {
  const sent: Sent[] = [];
  const probes: string[] = [];
  const fetch = (input: string, init: RequestInit = {}): Promise<Response> => {
    const url = input;
    if (init.mode === 'no-cors') {
      probes.push(url);
      return probe === 'answers'
        ? Promise.resolve(new Response(null, { status: 200 }))
        : Promise.reject(new TypeError('Failed to fetch'));
    }
    const one: Sent = {
      url,
      init,
      body: JSON.parse(typeof init.body === 'string' ? init.body : '{}') as Sent['body'],
    };
    sent.push(one);
    const outcome = typeof answer === 'function' ? answer(one) : answer;
    if (outcome instanceof Error) return Promise.reject(outcome);
    return Promise.resolve(outcome);
  };
  return { fetch: fetch as typeof globalThis.fetch, sent, probes };
}

function clientWith(
  answer: Answer,
  options: { probe?: 'answers' | 'fails'; pageProtocol?: string; apiKey?: string } = {},
) {
  const fake = fakeFetch(answer, options.probe);
  const clock = new FakeClock();
  const client = createStashClient({
    baseUrl: BASE,
    apiKey: options.apiKey ?? KEY,
    clock,
    fetch: fake.fetch,
    ...(options.pageProtocol ? { pageProtocol: options.pageProtocol } : {}),
  });
  return { client, clock, ...fake };
}

async function failure(promise: Promise<unknown>): Promise<StashErrorCode> {
  try {
    await promise;
  } catch (error) {
    if (isStashError(error)) return error.code;
    throw error;
  }
  throw new Error('the call did not fail');
}

const wireScene = {
  id: '17',
  title: 'Sunset',
  date: '2024-05-01',
  rating100: 80,
  organized: true,
  interactive: true,
  interactive_speed: 212,
  resume_time: 95.5,
  play_count: 3,
  last_played_at: '2026-11-30T21:04:05Z',
  files: [
    {
      format: 'mp4',
      duration: 600.2,
      width: 1920,
      height: 1080,
      video_codec: 'h264',
      audio_codec: 'aac',
    },
  ],
  paths: {
    screenshot: 'http://192.168.1.10:9999/scene/17/screenshot?t=1',
    sprite: 'http://192.168.1.10:9999/scene/abc_sprite.jpg',
    stream: `http://192.168.1.10:9999/scene/17/stream?apikey=${KEY}`,
    funscript: 'http://192.168.1.10:9999/scene/17/funscript',
    interactive_heatmap: 'javascript:alert(1)',
  },
  studio: { id: '3', name: 'Studio Three' },
  performers: [{ id: '5', name: 'Ana' }],
  tags: [{ id: '1', name: 'Outdoor' }],
};

describe('a call to Stash', () => {
  it('posts the document to /graphql with the key in the ApiKey header only, no cookies, no Referer', async () => {
    const { client, sent } = clientWith(json({ data: { sceneAddPlay: { count: 4 } } }));
    await expect(client.addPlay('17')).resolves.toBe(4);
    const [call] = sent;
    expect(call?.url).toBe('http://192.168.1.10:9999/graphql');
    expect(call?.url).not.toContain(KEY);
    expect(call?.init).toMatchObject({
      method: 'POST',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    expect(new Headers(call?.init.headers).get(API_KEY_HEADER)).toBe(KEY);
    expect(call?.body).toEqual({
      operationName: 'GlideSceneAddPlay',
      query: STASH_DOCUMENTS.GlideSceneAddPlay,
      variables: { id: '17' },
    });
  });

  it('sends no key header for a server without authentication', async () => {
    const { client, sent } = clientWith(json({ data: { sceneAddPlay: { count: 1 } } }), {
      apiKey: '',
    });
    await client.addPlay('1');
    expect(new Headers(sent[0]?.init.headers).has(API_KEY_HEADER)).toBe(false);
  });

  it('a wrong key is unauthorized', async () => {
    const { client } = clientWith(new Response(null, { status: 401 }));
    expect(await failure(client.addPlay('1'))).toBe('unauthorized');
  });

  it('no answer at all: unreachable when nothing is there, cors when a server answers opaquely', async () => {
    const down = clientWith(new TypeError('Failed to fetch'), { probe: 'fails' });
    expect(await failure(down.client.addPlay('1'))).toBe('unreachable');
    expect(down.probes).toEqual(['http://192.168.1.10:9999/graphql']);
    const cors = clientWith(new TypeError('Failed to fetch'), { probe: 'answers' });
    expect(await failure(cors.client.addPlay('1'))).toBe('cors');
  });

  it('from a secure page, an http server on the network is refused before anything is sent', async () => {
    const lan = clientWith(json({ data: { sceneAddPlay: { count: 1 } } }), {
      pageProtocol: 'https:',
    });
    expect(await failure(lan.client.addPlay('1'))).toBe('insecure_server');
    expect(lan.sent).toHaveLength(0);
  });

  it('a field Stash does not know means a Stash too old', async () => {
    const { client } = clientWith(
      json(
        {
          errors: [
            {
              message: 'Cannot query field "sceneAddPlay" on type "Mutation".',
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            },
          ],
          data: null,
        },
        422,
      ),
    );
    const error = await client.addPlay('1').catch((caught: unknown) => caught);
    expect(isStashError(error, 'too_old')).toBe(true);
    expect(isStashError(error) && error.detail?.messages).toEqual([
      'Cannot query field "sceneAddPlay" on type "Mutation".',
    ]);
  });

  it.each([
    ['an HTML page', new Response('<!doctype html><p>router</p>', { status: 200 }), 'not_stash'],
    ['a 404', new Response('404 page not found', { status: 404 }), 'not_stash'],
    ['a 502 from a proxy', new Response('Bad Gateway', { status: 502 }), 'server_error'],
    ["Stash's public-access guard", new Response('Stash is exposed…', { status: 403 }), 'refused'],
    [
      'an error of its own',
      json({ errors: [{ message: 'scene not found' }], data: null }),
      'graphql',
    ],
    [
      'an answer of the wrong shape',
      json({ data: { sceneAddPlay: { count: 'four' } } }),
      'invalid_response',
    ],
  ] as const)('%s is %s', async (_, response, code) => {
    const { client } = clientWith(response);
    expect(await failure(client.addPlay('1'))).toBe(code);
  });

  it('says where an answer of the wrong shape is wrong', async () => {
    const { client } = clientWith(json({ data: { sceneAddPlay: { count: 'four' } } }));
    await expect(client.addPlay('1')).rejects.toThrow(/^GlideSceneAddPlay: sceneAddPlay\.count: /);
  });

  it('gives up at the deadline, on the injected clock', async () => {
    const { client, clock } = clientWith(
      (sent) =>
        new Promise<Response>((_, reject) => {
          sent.init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = failure(client.addPlay('1'));
    clock.advance(STASH_CALL_DEADLINE_MS - 1);
    await Promise.resolve();
    clock.advance(1);
    expect(await pending).toBe('timeout');
    expect(clock.pendingTimers).toBe(0);
  });

  it('an answer that breaks off is a server gone, not a cancel', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"data":'));
        controller.error(new TypeError('network error'));
      },
    });
    const { client } = clientWith(new Response(broken, { status: 200 }));
    expect(await failure(client.addPlay('1'))).toBe('unreachable');
  });

  it('is cancelled by its signal', async () => {
    const { client, clock } = clientWith(
      (sent) =>
        new Promise<Response>((_, reject) => {
          sent.init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const controller = new AbortController();
    const pending = failure(client.addPlay('1', { signal: controller.signal }));
    controller.abort();
    expect(await pending).toBe('aborted');
    expect(clock.pendingTimers).toBe(0);
  });
});

describe('what Glide reads of Stash', () => {
  it('a page of scenes, in Glide’s words, a non-http address read as none', async () => {
    const { client, sent } = clientWith(
      json({ data: { findScenes: { count: 50_000, scenes: [wireScene] } } }),
    );
    const page = await client.findScenes({
      page: 2,
      perPage: 48,
      sort: 'title',
      direction: 'ASC',
      interactive: true,
    });
    expect(sent[0]?.body.variables).toEqual({
      filter: { page: 2, per_page: 48, sort: 'title', direction: 'ASC' },
      scene_filter: { interactive: true },
    });
    expect(page.count).toBe(50_000);
    expect(page.scenes[0]).toEqual({
      id: '17',
      title: 'Sunset',
      date: '2024-05-01',
      rating100: 80,
      organized: true,
      interactive: true,
      interactiveSpeed: 212,
      resumeTimeS: 95.5,
      playCount: 3,
      lastPlayedAt: '2026-11-30T21:04:05Z',
      file: {
        container: 'mp4',
        durationS: 600.2,
        width: 1920,
        height: 1080,
        videoCodec: 'h264',
        audioCodec: 'aac',
      },
      paths: {
        screenshot: 'http://192.168.1.10:9999/scene/17/screenshot?t=1',
        sprite: 'http://192.168.1.10:9999/scene/abc_sprite.jpg',
        stream: `http://192.168.1.10:9999/scene/17/stream?apikey=${KEY}`,
        funscript: 'http://192.168.1.10:9999/scene/17/funscript',
        heatmap: null,
      },
      studio: { id: '3', name: 'Studio Three' },
      performers: [{ id: '5', name: 'Ana' }],
      tags: [{ id: '1', name: 'Outdoor' }],
    });
  });

  it('a scene without a file, a title or plays', async () => {
    const bare = {
      ...wireScene,
      title: null,
      play_count: null,
      files: [],
      studio: null,
      resume_time: null,
    };
    const { client } = clientWith(json({ data: { findScenes: { count: 1, scenes: [bare] } } }));
    const [scene] = (
      await client.findScenes({ page: 1, perPage: 1, sort: 'title', direction: 'ASC' })
    ).scenes;
    expect(scene).toMatchObject({
      title: null,
      playCount: 0,
      file: null,
      studio: null,
      resumeTimeS: null,
    });
  });

  it('a scene to play with its streams; none for an unknown id', async () => {
    const streams = [
      {
        url: 'http://192.168.1.10:9999/scene/17/stream',
        mime_type: 'video/mp4',
        label: 'Direct stream',
      },
      {
        url: 'http://192.168.1.10:9999/scene/17/stream.webm?resolution=ORIGINAL',
        mime_type: 'video/webm',
        label: 'WEBM',
      },
      { url: '/relative', mime_type: null, label: null },
    ];
    const { client } = clientWith((sent) =>
      json({
        data: {
          findScene:
            sent.body.variables.id === '17' ? { ...wireScene, sceneStreams: streams } : null,
        },
      }),
    );
    const scene = await client.findScene('17');
    expect(scene?.streams).toEqual([
      {
        url: 'http://192.168.1.10:9999/scene/17/stream',
        mimeType: 'video/mp4',
        label: 'Direct stream',
      },
      {
        url: 'http://192.168.1.10:9999/scene/17/stream.webm?resolution=ORIGINAL',
        mimeType: 'video/webm',
        label: 'WEBM',
      },
    ]);
    await expect(client.findScene('99')).resolves.toBeNull();
  });

  it("Stash's player settings, its defaults for missing or wrong values", async () => {
    const answers = [
      { ui: { minimumPlayPercent: 20, trackActivity: false, alwaysStartFromBeginning: true } },
      { ui: { minimumPlayPercent: 'many', trackActivity: 'yes' } },
      { ui: null },
    ];
    const { client } = clientWith(() => json({ data: { configuration: answers.shift() } }));
    await expect(client.playerSettings()).resolves.toEqual({
      minimumPlayPercent: 20,
      trackActivity: false,
      alwaysStartFromBeginning: true,
    });
    const defaults = {
      minimumPlayPercent: 0,
      trackActivity: true,
      alwaysStartFromBeginning: false,
    };
    await expect(client.playerSettings()).resolves.toEqual(defaults);
    await expect(client.playerSettings()).resolves.toEqual(defaults);
  });

  it('saves the resume point and the time played, in seconds', async () => {
    const { client, sent } = clientWith(json({ data: { sceneSaveActivity: true } }));
    await client.saveActivity('17', { resumeTimeS: 120.25, playDurationS: 10 });
    expect(sent[0]?.body.variables).toEqual({ id: '17', resume_time: 120.25, playDuration: 10 });
  });

  it('the filter lists', async () => {
    const { client, sent } = clientWith((call) =>
      json({
        data:
          call.body.operationName === 'GlideFindTags'
            ? { findTags: { count: 1, tags: [{ id: '1', name: 'Outdoor', scene_count: 40 }] } }
            : call.body.operationName === 'GlideFindPerformers'
              ? {
                  findPerformers: {
                    count: 1,
                    performers: [{ id: '5', name: 'Ana', scene_count: 7 }],
                  },
                }
              : {
                  findStudios: { count: 1, studios: [{ id: '3', name: 'Three', scene_count: 2 }] },
                },
      }),
    );
    await expect(client.findTags('out')).resolves.toEqual([
      { id: '1', name: 'Outdoor', sceneCount: 40 },
    ]);
    await expect(client.findPerformers('')).resolves.toEqual([
      { id: '5', name: 'Ana', sceneCount: 7 },
    ]);
    await expect(client.findStudios('')).resolves.toEqual([
      { id: '3', name: 'Three', sceneCount: 2 },
    ]);
    expect(sent.map((call) => call.body.operationName)).toEqual([
      'GlideFindTags',
      'GlideFindPerformers',
      'GlideFindStudios',
    ]);
    // By ids: the names of a filter's chosen ones.
    await client.findTags({ ids: ['1'] });
    expect(sent.at(-1)?.body.variables).toMatchObject({ ids: ['1'] });
    expect(sent.at(-1)?.body.variables).not.toHaveProperty('filter.q');
  });
});

describe('Test connection (summary)', () => {
  const status = (version: string | null, state = 'OK') => ({
    data: {
      version: { version, hash: 'cf3489efd' },
      systemStatus: { status: state, appSchema: 75, databaseSchema: 75 },
    },
  });

  it('says the version and how many scenes and interactive scenes there are', async () => {
    const { client, sent } = clientWith((call) => {
      if (call.body.operationName === 'GlideServerStatus') return json(status('v0.30.1'));
      const interactive = (call.body.variables.scene_filter as { interactive?: boolean })
        .interactive;
      return json({ data: { findScenes: { count: interactive ? 1_204 : 50_000 } } });
    });
    await expect(client.summary()).resolves.toEqual({
      version: 'v0.30.1',
      scenes: 50_000,
      interactiveScenes: 1_204,
    });
    expect(sent.map((call) => call.body.operationName)).toEqual([
      'GlideServerStatus',
      'GlideCountScenes',
      'GlideCountScenes',
    ]);
  });

  it('a Stash older than v0.25.0 is too old; one that is not set up says so', async () => {
    expect(await failure(clientWith(json(status('v0.24.3'))).client.summary())).toBe('too_old');
    expect(
      await failure(clientWith(json(status('v0.30.1', 'NEEDS_MIGRATION'))).client.summary()),
    ).toBe('needs_setup');
  });
});

describe('a scene’s script', () => {
  const scriptUrl = 'http://192.168.1.10:9999/scene/17/funscript';

  it('is read from the server with the key in the header, never in the address', async () => {
    const { client, sent } = clientWith(() => new Response('{"actions":[]}', { status: 200 }));
    await expect(client.scriptText(scriptUrl)).resolves.toBe('{"actions":[]}');
    expect(sent.map((call) => [call.url, call.init.method])).toEqual([[scriptUrl, 'GET']]);
    expect(new Headers(sent[0]?.init.headers).get(API_KEY_HEADER)).toBe(KEY);
    expect(sent[0]?.init).toMatchObject({ credentials: 'omit', referrerPolicy: 'no-referrer' });
  });

  it('is not asked of another server: the key would go with it', async () => {
    const { client, sent } = clientWith(() => new Response('{}', { status: 200 }));
    expect(await failure(client.scriptText('https://elsewhere.example/scene/17/funscript'))).toBe(
      'invalid_response',
    );
    expect(await failure(client.scriptText('not an address'))).toBe('invalid_response');
    expect(sent).toHaveLength(0);
  });

  it.each([
    [new Response('404 page not found', { status: 404 }), 'no_script'],
    [new Response(null, { status: 401 }), 'unauthorized'],
    [new Response('oops', { status: 500 }), 'server_error'],
    [
      new Response('{}', { status: 200, headers: { 'Content-Length': String(64 * 1024 * 1024) } }),
      'too_large',
    ],
  ] as const)('an answer of status %#: %s', async (response, code) => {
    const { client } = clientWith(response);
    expect(await failure(client.scriptText(scriptUrl))).toBe(code);
  });
});
