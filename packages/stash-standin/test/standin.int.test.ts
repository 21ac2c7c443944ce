import { systemClock } from '@glide/core';
import { createStashClient, isStashError, type StashErrorCode } from '@glide/stash';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { interactiveSpeedOf, startStashStandin, type RunningStandin } from '../src/index';

let standin: RunningStandin;

beforeAll(async () => {
  standin = await startStashStandin({ port: 0, scenes: 2_000, seed: 7 });
});
afterAll(() => standin.close());
beforeEach(() => {
  Object.assign(standin.faults, { latencyMs: 0, revoked: false, down: false });
});

const client = (apiKey = standin.apiKey) =>
  createStashClient({ baseUrl: standin.url, apiKey, clock: systemClock });

async function failure(promise: Promise<unknown>): Promise<StashErrorCode> {
  try {
    await promise;
  } catch (error) {
    if (isStashError(error)) return error.code;
    throw error;
  }
  throw new Error('the call did not fail');
}

describe('the stand-in Stash, through the client', () => {
  it('Test connection: the schema’s Stash version and the library’s counts', async () => {
    const interactive = standin.library.scenes.filter((scene) => scene.interactive).length;
    await expect(client().summary()).resolves.toEqual({
      version: 'v0.30.1',
      scenes: 2_000,
      interactiveScenes: interactive,
    });
    expect(interactive).toBeGreaterThan(300);
    expect(interactive).toBeLessThan(500);
  });

  it('refuses a wrong key, no key and a revoked key', async () => {
    expect(await failure(client('wrong').summary())).toBe('unauthorized');
    expect(await failure(client('').summary())).toBe('unauthorized');
    standin.faults.revoked = true;
    expect(await failure(client().summary())).toBe('unauthorized');
  });

  it('pages, sorts and filters as Stash does', async () => {
    const stash = client();
    const page1 = await stash.findScenes({
      page: 1,
      perPage: 48,
      sort: 'interactive_speed',
      direction: 'DESC',
      interactive: true,
    });
    expect(page1.scenes).toHaveLength(48);
    expect(page1.scenes.every((scene) => scene.interactive)).toBe(true);
    const speeds = page1.scenes.map((scene) => scene.interactiveSpeed ?? -1);
    expect(speeds).toEqual([...speeds].sort((a, b) => b - a));
    const last = await stash.findScenes({
      page: Math.ceil(page1.count / 48),
      perPage: 48,
      sort: 'interactive_speed',
      direction: 'DESC',
      interactive: true,
    });
    expect(last.scenes.length).toBe(page1.count - 48 * (Math.ceil(page1.count / 48) - 1));

    const [tag] = await stash.findTags('');
    if (!tag) throw new Error('no tags');
    const tagged = await stash.findScenes({
      page: 1,
      perPage: 100,
      sort: 'title',
      direction: 'ASC',
      tagIds: [tag.id],
    });
    expect(tagged.count).toBe(tag.sceneCount);
    expect(tagged.scenes.every((scene) => scene.tags.some((t) => t.id === tag.id))).toBe(true);
    // By ids (a chosen filter's names): those alone.
    const [, other] = await stash.findPerformers('');
    if (!other) throw new Error('no performers');
    await expect(stash.findPerformers({ ids: [other.id] })).resolves.toEqual([other]);

    const ranged = await stash.findScenes({
      page: 1,
      perPage: 100,
      sort: 'interactive_speed',
      direction: 'ASC',
      speed: { min: 150, max: 250 },
    });
    expect(ranged.count).toBe(
      standin.library.scenes.filter(
        (scene) =>
          scene.interactiveSpeed !== null &&
          scene.interactiveSpeed >= 150 &&
          scene.interactiveSpeed <= 250,
      ).length,
    );

    const found = await stash.findScenes({
      text: page1.scenes[0]?.title ?? '',
      page: 1,
      perPage: 10,
      sort: 'title',
      direction: 'ASC',
    });
    expect(found.scenes.map((scene) => scene.id)).toContain(page1.scenes[0]?.id);
  });

  it('serves a scene’s stream by ranges, its transcode, and its script as its speed says', async () => {
    const stash = client();
    const [first] = (
      await stash.findScenes({
        page: 1,
        perPage: 1,
        sort: 'title',
        direction: 'ASC',
        interactive: true,
      })
    ).scenes;
    if (!first) throw new Error('no interactive scene');
    const scene = await stash.findScene(first.id);
    const stream = scene?.streams[0]?.url ?? '';
    // Stash puts the key into the stream's address for the player, as the stand-in does.
    expect(new URL(stream).searchParams.get('apikey')).toBe(standin.apiKey);
    const ranged = await fetch(stream, { headers: { Range: 'bytes=100-199' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toMatch(/^bytes 100-199\/\d+$/);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
    const transcode = scene?.streams.find((candidate) => candidate.label === 'MP4');
    expect(transcode?.url).toMatch(/\/stream\.mp4\?apikey=[^&]+&resolution=ORIGINAL$/);
    expect(
      (await fetch(transcode?.url ?? '', { method: 'HEAD' })).headers.get('content-type'),
    ).toBe('video/mp4');

    const text = await stash.scriptText(scene?.paths.funscript ?? '');
    const { actions } = JSON.parse(text) as { actions: { at: number; pos: number }[] };
    expect(interactiveSpeedOf(actions)).toBe(scene?.interactiveSpeed);
    expect(actions.at(-1)?.at).toBe(Math.round((scene?.file?.durationS ?? 0) * 1000));
    await expect(stash.findScene('999999')).resolves.toBeNull();
    const plain = standin.library.scenes.find((candidate) => !candidate.interactive);
    expect(
      await failure(stash.scriptText(`${standin.url}scene/${plain?.id ?? ''}/funscript`)),
    ).toBe('no_script');
  });

  it('records plays and resume points, as the control API shows', async () => {
    const stash = client();
    await expect(stash.addPlay('5')).resolves.toBe(1);
    await stash.saveActivity('5', { resumeTimeS: 12.5, playDurationS: 10 });
    const recorded = (await (await fetch(`${standin.controlBase}/scenes/5`)).json()) as Record<
      string,
      unknown
    >;
    expect(recorded).toMatchObject({ playCount: 1, resumeTimeS: 12.5, playDurationS: 10 });
    const [again] = (
      await stash.findScenes({ page: 1, perPage: 1, sort: 'last_played_at', direction: 'DESC' })
    ).scenes;
    expect(again).toMatchObject({ id: '5', playCount: 1, resumeTimeS: 12.5 });
  });

  it('a server taken down answers nothing; back up, it answers again', async () => {
    const put = (faults: object) =>
      fetch(`${standin.controlBase}/faults`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(faults),
      });
    expect((await put({ down: true })).status).toBe(200);
    expect(await failure(client().addPlay('1'))).toBe('unreachable');
    await put({ down: false });
    await expect(client().addPlay('1')).resolves.toBeGreaterThan(0);
  });

  it('refuses a field Stash does not have as gqlgen does, and lets every origin in', async () => {
    const answer = await fetch(`${standin.url}graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ApiKey: standin.apiKey },
      body: JSON.stringify({ query: '{ findScenes { nope } }' }),
    });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({
      errors: [{ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }],
    });
    const preflight = await fetch(`${standin.url}graphql`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://glide.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://glide.example');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('apikey,content-type');
  });

  it('its control API answers no page from elsewhere', async () => {
    const answer = await fetch(`${standin.controlBase}/faults`, {
      headers: { Origin: 'https://glide.example' },
    });
    expect(answer.status).toBe(403);
  });
});
