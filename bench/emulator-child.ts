import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const urlsSchema = z.object({
  url: z.string(),
  apiBase: z.string(),
  channelApiBase: z.string(),
  controlBase: z.string(),
});

/** An emulator running in a child process. */
export interface EmulatorChild {
  url: string;
  apiBase: string;
  /** Root of the Channel API. */
  channelApiBase: string;
  controlBase: string;
  /** Calls the control API; throws on a non-2xx answer. */
  control(method: string, path: string, body?: unknown): Promise<unknown>;
  stop(): Promise<void>;
}

/** Starts `bench/emulator-process.ts` with tsx and waits for its URLs. */
export async function startEmulatorChild(): Promise<EmulatorChild> {
  const script = fileURLToPath(new URL('./emulator-process.ts', import.meta.url));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stdout = child.stdout;
  if (!stdout) throw new Error('emulator child has no stdout');
  const line = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: stdout });
    rl.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`emulator exited early (${code ?? 'signal'})`)));
  });
  const urls = urlsSchema.parse(JSON.parse(line));
  return {
    ...urls,
    async control(method, path, body) {
      const response = await fetch(`${urls.controlBase}${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok)
        throw new Error(`control ${method} ${path}: ${response.status} ${await response.text()}`);
      if (response.status === 204) return undefined;
      const data: unknown = await response.json();
      return data;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
