/**
 * The script host (`/api/script/v0`, the reference's Script API v0): multipart upload of a `file`,
 * answered with a content-addressed URL on the emulator's origin, and the download of that URL.
 */
import { Hono } from 'hono';
import type { Emulator } from '../model/emulator';
import { MAX_SCRIPT_BYTES } from '../model/script-store';
import { json } from '../http/responses';
import { scriptPath } from './script-url';

const CONTENT_TYPES = { csv: 'text/csv; charset=UTF-8', funscript: 'application/json' } as const;

/** The script host as a Hono app with routes relative to its root. */
export function createScriptHost(emulator: Emulator): Hono {
  const host = new Hono();

  // The body (declared or chunked) was held to the file limit plus multipart framing as it streamed
  // in (http/app.ts); the file itself is held to the exact limit here.
  host.post('/temp/upload', async (c) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      return json({ error: 'Expected a multipart/form-data body with a file field' }, 400);
    }
    const file = form.file;
    if (!(file instanceof File)) return json({ error: 'Missing file field' }, 400);
    if (file.size === 0) return json({ error: 'Empty file' }, 400);
    if (file.size > MAX_SCRIPT_BYTES) return json({ error: 'File too large' }, 413);
    const script = emulator.scripts.put(new Uint8Array(await file.arrayBuffer()));
    return json({ url: `${new URL(c.req.url).origin}${scriptPath(script)}` });
  });

  host.get('/temp/files/:name', (c) => {
    const match = /^([0-9a-f]{64})\.(csv|funscript)$/.exec(c.req.param('name'));
    const script = match?.[1] ? emulator.scripts.get(match[1]) : undefined;
    if (!script || script.extension !== match?.[2]) return json({ error: 'Not found' }, 404);
    return new Response(script.text, {
      headers: { 'content-type': CONTENT_TYPES[script.extension] },
    });
  });

  return host;
}
