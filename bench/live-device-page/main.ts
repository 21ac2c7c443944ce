/**
 * The bench page of `bench/live-device.ts`: the app's command path (`deviceRuntime` and
 * `sendCommand`, as `useDeviceCommand` uses them, with the device session connected so that its
 * event stream runs as in the app) against the same `PUT /hamp/velocity` sent with raw `fetch`,
 * with the very URL and headers the SDK sent.
 */
import { deviceRuntime, sendCommand } from 'virtual:glide-app-command-path';

/** One request as the SDK sent it. */
interface SentRequest {
  readonly url: string;
  readonly init: RequestInit;
}

/** What the bench reads back. */
export interface CommandLatency {
  readonly appMs: number[];
  readonly rawMs: number[];
  readonly requestHeaders: Record<string, string>;
}

let captured: SentRequest | undefined;
const nativeFetch = globalThis.fetch.bind(globalThis);
// The SDK's default fetch calls the global one at call time: note the first velocity request it
// sends, so that the raw requests carry exactly its URL and headers.
globalThis.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (captured === undefined && init?.method === 'PUT' && url.includes('/hamp/velocity')) {
    captured = { url, init };
  }
  return nativeFetch(input, init);
};

function headersOf(init: RequestInit): Record<string, string> {
  return Object.fromEntries(new Headers(init.headers).entries());
}

async function measure(
  apiBaseUrl: string,
  applicationKey: string,
  connectionKey: string,
  commands: number,
  warmUp: number,
): Promise<CommandLatency> {
  const runtime = deviceRuntime({ apiBaseUrl, applicationKey, overridden: true });
  const outcome = await runtime.session.connect(connectionKey);
  if (outcome.status !== 'connected') throw new Error(`session did not connect: ${outcome.status}`);
  await runtime.device(connectionKey).hamp.start();

  const viaApp = async (velocity: number) => {
    const result = await sendCommand(runtime, [connectionKey], (api) =>
      api.hamp.setVelocity(velocity),
    );
    if (!result.allOk) throw new Error('a velocity command failed');
  };
  await viaApp(0.5);
  const sent = captured;
  if (!sent) throw new Error('the SDK request was not seen');
  const viaFetch = async (velocity: number) => {
    const response = await nativeFetch(sent.url, {
      ...sent.init,
      body: JSON.stringify({ velocity }),
      signal: null,
    });
    // The SDK reads and parses the answer too.
    await response.json();
    if (!response.ok) throw new Error(`raw velocity command: ${response.status}`);
  };

  const appMs: number[] = [];
  const rawMs: number[] = [];
  const timed = async (send: (velocity: number) => Promise<void>, velocity: number) => {
    const started = performance.now();
    await send(velocity);
    return performance.now() - started;
  };
  // Interleaved, each going first in turn, so that both see the same server and network conditions.
  for (let i = 0; i < warmUp + commands; i++) {
    const velocity = 0.3 + (i % 40) / 100;
    let app: number;
    let raw: number;
    if (i % 2 === 0) {
      app = await timed(viaApp, velocity);
      raw = await timed(viaFetch, velocity);
    } else {
      raw = await timed(viaFetch, velocity);
      app = await timed(viaApp, velocity);
    }
    if (i >= warmUp) {
      appMs.push(app);
      rawMs.push(raw);
    }
  }
  runtime.session.disconnect();
  return { appMs, rawMs, requestHeaders: headersOf(sent.init) };
}

Object.assign(window, { glideCommandLatency: measure });
