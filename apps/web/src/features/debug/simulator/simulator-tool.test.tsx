import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeDevices, renderRoute, setUpPageTests } from '../../../device/testing/fake-devices';
import { installManualFrames } from '../../../player/components/testing/manual-frames';
import SimulatorTool from './simulator-tool';

setUpPageTests('debug', 'player');
const frames = installManualFrames();

const ROUTE = { path: '/debug/simulator' } as const;

/** Answers the emulator's position call with `status` and `body`. */
function stubPosition(status: number, body: unknown) {
  const fetchMock = vi.fn((_url: string) =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('SimulatorTool', () => {
  it('draws the device at the position the emulator reports', async () => {
    const fetchMock = stubPosition(200, { positionPct: 64, atMs: 1 });
    const devices = fakeDevices();
    renderRoute(<SimulatorTool />, ROUTE);
    await devices.connect('Simulate01');
    expect(await screen.findByText(/Live position from the emulator/)).toBeInTheDocument();
    frames.step();
    const figure = screen.getByRole('group', { name: 'Device position' });
    expect(figure.textContent).toContain('Device: 64 %');
    expect(figure.textContent).not.toContain('Script');
    // The key goes in a header, never in the address.
    expect(String(fetchMock.mock.calls[0]?.[0])).not.toContain('Simulate01');
  });

  it('says so when the app does not run against the emulator', async () => {
    stubPosition(404, {});
    const devices = fakeDevices();
    renderRoute(<SimulatorTool />, ROUTE);
    await act(() => devices.connect('Simulate01'));
    expect(await screen.findByText(/not connected to the emulator/)).toBeInTheDocument();
  });
});
