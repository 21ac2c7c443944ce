import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeDevices, renderRoute, setUpPageTests } from '../../../device/testing/fake-devices';
import { preferencesStore } from '../../../preferences/preferences-instance';
import EmulatorTool from './emulator-tool';

setUpPageTests('debug');

const ROUTE = { path: '/debug/emulator' } as const;
const KEY = 'EmuTool01';

const DEVICE = {
  connectionKey: KEY,
  model: 'handy',
  online: true,
  sessionId: 's1',
  fwVersion: '4.0.0',
  mode: 0,
  battery: { level: 0.5, charging: false },
  temperature: { motorTempC: 40, high: false },
};

interface Call {
  readonly method: string;
  readonly url: string;
  readonly key: string | undefined;
  readonly body: unknown;
}

/** A control API that answers the page's calls; `override` answers a path differently. */
function fakeControl(override?: (method: string, path: string) => Response | undefined) {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchFn = vi.fn((url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, key: headers.get('x-connection-key') ?? undefined, body });
    const path = new URL(url).pathname;
    const special = override?.(method, path);
    if (special) return Promise.resolve(special);
    if (path === '/control/device') return Promise.resolve(json({ device: DEVICE }));
    if (path === '/control/devices') return Promise.resolve(json({ devices: [DEVICE] }));
    if (path.endsWith('/faults')) return Promise.resolve(json({ global: {}, devices: {} }));
    if (path === '/control/server-clock')
      return Promise.resolve(json({ offsetMs: 0, serverTimeMs: 1 }));
    if (path === '/control/device/button') return Promise.resolve(json({ ok: true }));
    return Promise.resolve(json({}));
  });
  return { fetch: fetchFn as unknown as typeof fetch, calls };
}

describe('EmulatorTool', () => {
  it('steers the connected device with its key in a header, never in an address', async () => {
    const control = fakeControl();
    const devices = fakeDevices();
    renderRoute(<EmulatorTool fetch={control.fetch} />, ROUTE);
    await act(() => devices.connect(KEY));
    expect(await screen.findByText('4.0.0')).toBeInTheDocument();
    expect(screen.getByText(/Devices in the emulator: 1/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Press the button' }));
    expect(await screen.findByText('Done: UP sent as SHORT_PRESS.')).toBeInTheDocument();
    const press = control.calls.find((call) => call.url.endsWith('/control/device/button'));
    expect(press).toMatchObject({
      method: 'POST',
      key: KEY,
      body: { button: 'UP', event: 'SHORT_PRESS' },
    });

    fireEvent.change(screen.getByLabelText('Battery level (%)'), { target: { value: '37' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the battery' }));
    expect(await screen.findByText('Done: battery at 37 %.')).toBeInTheDocument();
    expect(control.calls.find((call) => call.url.endsWith('/battery'))?.body).toEqual({
      level: 0.37,
      charging: false,
    });
    for (const call of control.calls) expect(call.url).not.toContain(KEY);
  });

  it('injects faults and says in words when the emulator refuses a call', async () => {
    const control = fakeControl((method, path) =>
      method === 'DELETE' && path === '/control/device/faults'
        ? new Response('{}', { status: 404 })
        : undefined,
    );
    const devices = fakeDevices();
    renderRoute(<EmulatorTool fetch={control.fetch} />, ROUTE);
    await act(() => devices.connect(KEY));
    fireEvent.click(await screen.findByRole('button', { name: 'Inject the faults' }));
    expect(await screen.findByText('Done: faults injected.')).toBeInTheDocument();
    expect(
      control.calls.find((call) => call.method === 'PUT' && call.url.endsWith('/faults')),
    ).toMatchObject({ key: KEY, body: { errorRate: 1, errorStatus: 503 } });

    fireEvent.click(screen.getByRole('button', { name: 'Clear the faults' }));
    expect(
      await screen.findByText(
        'Failed: The emulator does not know this device. Connect again, or create it.',
      ),
    ).toBeInTheDocument();
  });

  it('refuses a value out of range before calling', async () => {
    const control = fakeControl();
    const devices = fakeDevices();
    renderRoute(<EmulatorTool fetch={control.fetch} />, ROUTE);
    await act(() => devices.connect(KEY));
    fireEvent.change(await screen.findByLabelText('Motor temperature (°C)'), {
      target: { value: '900' },
    });
    expect(screen.getByText('Enter a number from -40 to 150.')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Set the temperature' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('against the real cloud says so and offers nothing', () => {
    preferencesStore().update({
      api: { baseUrl: 'https://www.handyfeeling.com/api/handy-rest/v3' },
    });
    const control = fakeControl();
    renderRoute(<EmulatorTool fetch={control.fetch} />, ROUTE);
    expect(screen.getByText(/runs against the provider’s cloud/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Press the button' })).toBeNull();
    expect(control.calls).toHaveLength(0);
  });
});
