/**
 * The stand-in's HTTP side, shaped like Stash's (`internal/api/server.go`, `authentication.go`):
 * - every origin allowed (Stash's `cors.AllowAll()`), the preflight's requested headers reflected;
 * - with an API key set, `/graphql` and the media answer 401 without it (header `ApiKey` or query
 *   `apikey`, as `pkg/session/session.go` reads it);
 * - `POST /graphql` executed by graphql-js; a document the schema refuses is a 422 with
 *   `GRAPHQL_VALIDATION_FAILED`, as gqlgen answers;
 * - `/scene/<id>/stream` (and its transcode `stream.mp4`) with range requests, `/funscript`,
 *   `/screenshot`, `/interactive_heatmap`;
 * - faults on purpose: every answer slow, every key refused (revoked), or the server gone (the
 *   connection dropped without an answer);
 * - `/control/…` on this machine only: faults, Stash's interface settings, a scene's recorded plays.
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { loopbackRefusal } from '@glide/emulator';
import { execute, GraphQLError, parse, validate, type GraphQLSchema } from 'graphql';
import { Hono, type Context, type HonoRequest, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Clip } from './clips';
import type { Library, LibraryScene } from './library';
import type { RequestContext, StandinSettings } from './resolvers';

/** Faults the stand-in can be set to. */
export interface StandinFaults {
  /** Every answer (not the control API's) waits this long first. */
  latencyMs: number;
  /** Every key is refused (401), as after the key was regenerated in Stash. */
  revoked: boolean;
  /** Every request's connection is dropped without an answer, as a server taken down. */
  down: boolean;
}

export interface StandinAppOptions {
  readonly schema: GraphQLSchema;
  readonly rootValue: object;
  readonly library: Library;
  readonly settings: StandinSettings;
  readonly faults: StandinFaults;
  /** `''` for a server without authentication. */
  readonly apiKey: string;
  /** The clip served as Stash's transcode (`stream.mp4`). */
  readonly transcode: Clip;
}

const graphqlBodySchema = z.object({
  query: z.string(),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

const faultsSchema = z
  .object({
    latencyMs: z.number().min(0).max(60_000),
    revoked: z.boolean(),
    down: z.boolean(),
  })
  .partial()
  .strict();

const settingsSchema = z
  .object({
    ui: z.record(z.string(), z.unknown()),
    status: z.enum(['OK', 'SETUP', 'NEEDS_MIGRATION']),
  })
  .partial()
  .strict();

/** The Node socket under `@hono/node-server` (to drop it); undefined in-process (`app.request`). */
function socketOf(c: { readonly env: unknown }): { destroy(): void } | undefined {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return undefined;
  const incoming = env.incoming as { socket?: { destroy(): void } };
  return incoming.socket;
}

/** The emulator's rule for its control API: this machine only, no page from elsewhere. */
function loopbackOnly(): MiddlewareHandler {
  return async (c, next) => {
    const refusal = loopbackRefusal(c);
    if (refusal !== undefined) return c.json({ error: refusal }, 403);
    return next();
  };
}

/** Serves `path` whole or the byte range asked for, as a file server does for `<video>`. */
function serveFile(c: Context, path: string, bytes: number, type: string): Response {
  const headers = new Headers({ 'Content-Type': type, 'Accept-Ranges': 'bytes' });
  const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range') ?? '');
  let start = 0;
  let end = bytes - 1;
  let status = 200;
  if (range) {
    const [, from = '', to = ''] = range;
    if (from === '' && to !== '') {
      start = Math.max(0, bytes - Number(to));
    } else {
      start = Number(from);
      if (to !== '') end = Math.min(end, Number(to));
    }
    if (start > end || start >= bytes) {
      headers.set('Content-Range', `bytes */${bytes}`);
      return new Response(null, { status: 416, headers });
    }
    status = 206;
    headers.set('Content-Range', `bytes ${start}-${end}/${bytes}`);
  }
  headers.set('Content-Length', String(end - start + 1));
  if (c.req.method === 'HEAD') return new Response(null, { status, headers });
  const stream = Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream;
  return new Response(stream, { status, headers });
}

/** A scene's picture: its title on a colour of its own (Stash serves a frame of the video). */
function screenshot(scene: LibraryScene): string {
  const hue = (Number(scene.id) * 47) % 360;
  const title = scene.title.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="hsl(${hue} 45% 32%)"/><text x="32" y="320" font-family="sans-serif" font-size="36" fill="#fff">${title}</text></svg>`;
}

/** A script's heatmap: each tenth of a second coloured by its speed (Stash draws a PNG so). */
function heatmap(actions: readonly { at: number; pos: number }[], durationMs: number): string {
  const width = 1_280;
  const bars: string[] = [];
  for (let i = 1; i < actions.length; i++) {
    const a = actions[i - 1];
    const b = actions[i];
    if (!a || !b || b.at <= a.at) continue;
    const speed = (Math.abs(b.pos - a.pos) / (b.at - a.at)) * 1_000;
    const hue = Math.max(0, 240 - Math.min(240, speed / 2));
    const x = (a.at / durationMs) * width;
    const w = ((b.at - a.at) / durationMs) * width;
    bars.push(
      `<rect x="${x.toFixed(1)}" width="${w.toFixed(1)}" height="60" fill="hsl(${hue.toFixed(0)} 90% 50%)"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="60" viewBox="0 0 ${width} 60" preserveAspectRatio="none">${bars.join('')}</svg>`;
}

export function createStandinApp(options: StandinAppOptions): Hono {
  const { schema, rootValue, library, settings, faults, apiKey, transcode } = options;
  const app = new Hono();

  // The control API first: it answers whatever faults are set.
  const control = new Hono();
  control.use('*', loopbackOnly());
  control.get('/faults', (c) => c.json(faults));
  control.put('/faults', async (c) => {
    const parsed = faultsSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ error: parsed.error.message }, 400);
    Object.assign(faults, parsed.data);
    return c.json(faults);
  });
  control.put('/settings', async (c) => {
    const parsed = settingsSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ error: parsed.error.message }, 400);
    Object.assign(settings, parsed.data);
    return c.json(settings);
  });
  control.get('/scenes/:id', (c) => {
    const scene = library.byId.get(c.req.param('id'));
    if (!scene) return c.json({ error: 'no such scene' }, 404);
    return c.json({
      id: scene.id,
      title: scene.title,
      interactive: scene.interactive,
      playCount: scene.playCount,
      playHistory: scene.playHistory,
      lastPlayedAt: scene.lastPlayedAt,
      resumeTimeS: scene.resumeTimeS,
      playDurationS: scene.playDurationS,
    });
  });
  app.route('/control', control);

  // Stash's own order: CORS, then authentication, then the handler.
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/control/')) return next();
    if (faults.down) {
      socketOf(c)?.destroy();
      return new Response(null, { status: 503 });
    }
    if (faults.latencyMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, faults.latencyMs));
    }
    if (c.req.method === 'OPTIONS') {
      return new Response(null, {
        status: 200,
        headers: {
          'Access-Control-Allow-Origin': c.req.header('origin') ?? '*',
          'Access-Control-Allow-Methods': 'HEAD, GET, POST, PUT, PATCH, DELETE',
          'Access-Control-Allow-Headers': c.req.header('access-control-request-headers') ?? '',
          Vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
        },
      });
    }
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', '*');
    c.res.headers.append('Vary', 'Origin');
  });

  const requestKey = (c: { readonly req: HonoRequest }) =>
    c.req.header('ApiKey') || c.req.query('apikey') || undefined;
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/control/') || apiKey === '') return next();
    const key = requestKey(c);
    if (faults.revoked || key !== apiKey) {
      return new Response(null, { status: 401, headers: { 'WWW-Authenticate': 'FormBased' } });
    }
    await next();
  });

  app.post('/graphql', async (c) => {
    const body = graphqlBodySchema.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) {
      return c.json(
        { errors: [{ message: 'json request body could not be decoded' }], data: null },
        400,
      );
    }
    let document;
    try {
      document = parse(body.data.query);
    } catch (error) {
      const message = error instanceof GraphQLError ? error.message : String(error);
      return c.json(
        { errors: [{ message, extensions: { code: 'GRAPHQL_PARSE_FAILED' } }], data: null },
        422,
      );
    }
    const invalid = validate(schema, document);
    if (invalid.length > 0) {
      return c.json(
        {
          errors: invalid.map((error) => ({
            message: error.message,
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          })),
          data: null,
        },
        422,
      );
    }
    const url = new URL(c.req.url);
    const context: RequestContext = { baseUrl: `${url.origin}/`, apiKey: requestKey(c) };
    const result = await execute({
      schema,
      document,
      rootValue,
      contextValue: context,
      variableValues: body.data.variables ?? {},
      operationName: body.data.operationName ?? null,
    });
    return c.json(result);
  });

  const sceneOf = (c: Context) => library.byId.get(c.req.param('id') ?? '');
  const playable = (scene: LibraryScene) =>
    scene.clip.videoCodec === 'hevc' ? transcode : scene.clip;
  app.on(['GET', 'HEAD'], '/scene/:id/stream', (c) => {
    const scene = sceneOf(c);
    if (!scene) return c.notFound();
    return serveFile(c, scene.clip.path, scene.clip.bytes, scene.clip.mimeType);
  });
  app.on(['GET', 'HEAD'], '/scene/:id/stream.mp4', (c) => {
    const scene = sceneOf(c);
    if (!scene) return c.notFound();
    const clip = playable(scene);
    return serveFile(c, clip.path, clip.bytes, 'video/mp4');
  });
  app.get('/scene/:id/funscript', (c) => {
    const scene = sceneOf(c);
    const script = scene ? library.funscript(scene) : undefined;
    if (!script) return c.notFound();
    return c.json(script);
  });
  app.get('/scene/:id/interactive_heatmap', (c) => {
    const scene = sceneOf(c);
    const script = scene ? library.funscript(scene) : undefined;
    if (!scene || !script) return c.notFound();
    return c.body(heatmap(script.actions, scene.clip.durationS * 1000), 200, {
      'Content-Type': 'image/svg+xml',
    });
  });
  app.get('/scene/:id/screenshot', (c) => {
    const scene = sceneOf(c);
    if (!scene) return c.notFound();
    return c.body(screenshot(scene), 200, { 'Content-Type': 'image/svg+xml' });
  });
  return app;
}
