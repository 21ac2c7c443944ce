import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHandyClient, type DeviceApi } from '@glide/handy';
import { startTestI18n } from '../../i18n/test-i18n';
import { HampControls } from './hamp-controls';

beforeAll(async () => {
  await startTestI18n();
  globalThis.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
});
afterEach(cleanup);

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A device behind the real SDK: `fetch` answers like the API (reference envelopes), from a small
 * HAMP state machine, and records every call.
 */
function fakeDevice(options: { offline?: boolean } = {}): { device: DeviceApi; calls: Call[] } {
  const calls: Call[] = [];
  const hamp = { play_state: 0, velocity: 0, direction: true };
  const fetchFake: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const path = url.pathname.replace('/api/v3', '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method: init?.method ?? 'GET', path, body });
    const answer = (payload: unknown) =>
      Promise.resolve(
        new Response(JSON.stringify(payload), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    if (options.offline) {
      return answer({
        error: {
          code: 1001,
          name: 'DeviceNotConnected',
          message: 'Not connected',
          connected: false,
        },
      });
    }
    if (path === '/hamp/start') hamp.play_state = 1;
    if (path === '/hamp/stop') hamp.play_state = 0;
    if (path === '/hamp/velocity' && typeof body === 'object' && body && 'velocity' in body) {
      hamp.velocity = Number(body.velocity);
    }
    return answer({ result: hamp });
  };
  const client = createHandyClient({ baseUrl: 'https://cloud.example/api/v3', fetch: fetchFake });
  return { device: client.device('HampKey1'), calls };
}

describe('HampControls', () => {
  it('starts at the chosen speed, then stops', async () => {
    const { device, calls } = fakeDevice();
    render(<HampControls device={device} />);
    await screen.findByText('Stopped');
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByText('Stroking');
    await expect
      .poll(() => calls.map((call) => `${call.method} ${call.path}`))
      .toEqual(['GET /hamp/state', 'PUT /hamp/start', 'PUT /hamp/velocity']);
    expect(calls[2]?.body).toEqual({ velocity: 0.5 });
    expect(screen.getByRole('slider', { name: 'Speed' }).getAttribute('aria-valuetext')).toBe(
      '50 %',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await screen.findByText('Stopped');
    expect(calls.at(-1)?.path).toBe('/hamp/stop');
  });

  it('sends a new speed while stroking, from the keyboard', async () => {
    const { device, calls } = fakeDevice();
    render(<HampControls device={device} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await screen.findByText('Stroking');
    screen.getByRole('slider', { name: 'Speed' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => calls.at(-1)?.body).toEqual({ velocity: 0.51 });
  });

  it('explains a device that is not connected', async () => {
    const { device } = fakeDevice({ offline: true });
    render(<HampControls device={device} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The device is not connected. Check that it is switched on and online.',
    );
  });
});
