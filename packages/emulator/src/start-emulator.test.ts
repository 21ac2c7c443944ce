import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_APP_ID, DEMO_CONNECTION_KEY } from './constants';
import { startEmulator } from './start-emulator';

describe('startEmulator', () => {
  it('listens on an ephemeral port, serves the API, the script host and SSE, and closes', async () => {
    const running = await startEmulator({ port: 0, seed: 3, quiet: true });
    try {
      expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(running.apiBase).toBe(`${running.url}/api/handy-rest/v3`);
      const headers = { 'X-Api-Key': DEMO_APP_ID, 'X-Connection-Key': DEMO_CONNECTION_KEY };
      const info = await fetch(`${running.apiBase}/info`, { headers });
      expect(info.status).toBe(200);
      const form = new FormData();
      form.append('file', new Blob(['0,0\n1000,100\n']), 'a.csv');
      const upload = z
        .object({ url: z.string() })
        .parse(
          await fetch(`${running.scriptHostBase}/temp/upload`, { method: 'POST', body: form }).then(
            (r) => r.json(),
          ),
        );
      expect(upload.url.startsWith(running.url)).toBe(true);
      const setup = await fetch(`${running.apiBase}/hssp/setup`, {
        method: 'PUT',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ url: upload.url }),
      });
      expect(await setup.json()).toMatchObject({ result: { points: 2 } });
      // An open event stream must not keep close() waiting.
      const sse = await fetch(
        `${running.apiBase}/sse?ck=${DEMO_CONNECTION_KEY}&apikey=${DEMO_APP_ID}`,
      );
      const reader = sse.body?.getReader();
      const first = await reader?.read();
      expect(new TextDecoder().decode(first?.value)).toContain('event: device_status');
    } finally {
      await running.close();
    }
  });
});
