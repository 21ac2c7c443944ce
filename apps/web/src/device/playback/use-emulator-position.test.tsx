import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDevices, setUpPageTests } from '../testing/fake-devices';
import { useEmulatorPosition } from './use-emulator-position';

setUpPageTests();

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The emulator's control API on the global fetch the app's `browserFetch` calls. */
function emulator(answer: () => Response) {
  const keys: (string | null)[] = [];
  vi.stubGlobal('fetch', (_input: unknown, init?: RequestInit) => {
    keys.push(new Headers(init?.headers).get('X-Connection-Key'));
    return Promise.resolve(answer());
  });
  return keys;
}

describe('useEmulatorPosition', () => {
  it("reads the connected device's position while enabled", async () => {
    const keys = emulator(() => Response.json({ positionPct: 33, atMs: 5 }));
    const devices = fakeDevices();
    await devices.connect('EmuKey01');
    const hook = renderHook(({ enabled }) => useEmulatorPosition(enabled), {
      initialProps: { enabled: true },
    });
    await waitFor(() =>
      expect(hook.result.current).toEqual({ kind: 'position', positionPct: 33, atMs: 5 }),
    );
    expect(keys[0]).toBe('EmuKey01');
    hook.rerender({ enabled: false });
    expect(hook.result.current).toBeUndefined();
    hook.unmount();
  });

  it('reads nothing without a connected device', () => {
    const keys = emulator(() => Response.json({ positionPct: 33, atMs: 5 }));
    fakeDevices();
    const hook = renderHook(() => useEmulatorPosition(true));
    expect(hook.result.current).toBeUndefined();
    expect(keys).toEqual([]);
  });

  it('says when the API is not the emulator', async () => {
    emulator(() => new Response('', { status: 404 }));
    const devices = fakeDevices();
    await devices.connect('EmuKey01');
    const hook = renderHook(() => useEmulatorPosition(true));
    await waitFor(() => expect(hook.result.current).toEqual({ kind: 'notEmulator' }));
  });
});
