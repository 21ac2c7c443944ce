import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDevices, setUpPageTests } from '../testing/fake-devices';
import { EMULATOR_POSITION_STILL_INTERVAL_MS } from './emulator-position';
import { useEmulatorPosition } from './use-emulator-position';

setUpPageTests();

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
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

/**
 * The emulator answering a position the test sets (40 % at first), a device connected to it, and
 * the timers by hand from then on.
 */
async function connectedOnFakeTimers() {
  let pct = 40;
  const keys = emulator(() => Response.json({ positionPct: pct, atMs: 5 }));
  await fakeDevices().connect('EmuKey01');
  vi.useFakeTimers();
  return {
    keys,
    setPct: (next: number) => {
      pct = next;
    },
    advance: (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms)),
  };
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

  it('reads ten times a second while the device moves, once a minute while it stands, and gives a new reading only when it changed', async () => {
    const { keys, setPct, advance } = await connectedOnFakeTimers();
    const hook = renderHook(({ moving }) => useEmulatorPosition(true, moving), {
      initialProps: { moving: false },
    });
    await advance(50);
    expect(keys).toHaveLength(1);
    expect(hook.result.current).toEqual({ kind: 'position', positionPct: 40, atMs: 5 });
    const first = hook.result.current;
    expect(EMULATOR_POSITION_STILL_INTERVAL_MS).toBe(60_000);
    await advance(EMULATOR_POSITION_STILL_INTERVAL_MS - 51);
    expect(keys).toHaveLength(1);
    await advance(51);
    expect(keys).toHaveLength(2);
    // The same position again is the same reading: nothing that shows it has anything to redo.
    expect(hook.result.current).toBe(first);
    // Moving: read at once, then every 100 ms.
    hook.rerender({ moving: true });
    await advance(0);
    expect(keys).toHaveLength(3);
    await advance(500);
    expect(keys).toHaveLength(8);
    setPct(41);
    await advance(100);
    expect(hook.result.current).toEqual({ kind: 'position', positionPct: 41, atMs: 5 });
    hook.unmount();
  });

  it('reads a standing device at once when what could move it changes, and only then', async () => {
    const { keys, setPct, advance } = await connectedOnFakeTimers();
    const reported = { mode: 'hamp' };
    const hook = renderHook(({ movedBy }) => useEmulatorPosition(true, false, movedBy), {
      initialProps: { movedBy: reported },
    });
    await advance(50);
    expect(keys).toHaveLength(1);
    // A render with the same report reads nothing.
    hook.rerender({ movedBy: reported });
    await advance(1_000);
    expect(keys).toHaveLength(1);
    // The device reports something new: its position is read at once.
    setPct(12);
    hook.rerender({ movedBy: { mode: 'hdsp' } });
    await advance(0);
    expect(keys).toHaveLength(2);
    expect(hook.result.current).toEqual({ kind: 'position', positionPct: 12, atMs: 5 });
    hook.unmount();
  });

  it('reads nothing in a hidden tab, keeps the last reading, and reads at once when shown', async () => {
    const { keys, setPct, advance } = await connectedOnFakeTimers();
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const setShown = (shown: boolean) =>
      act(() => {
        visibility = shown ? 'visible' : 'hidden';
        document.dispatchEvent(new Event('visibilitychange'));
      });
    const hook = renderHook(() => useEmulatorPosition(true, true));
    await advance(50);
    expect(keys).toHaveLength(1);

    setShown(false);
    setPct(70);
    await advance(10_000);
    expect(keys).toHaveLength(1);
    expect(hook.result.current).toEqual({ kind: 'position', positionPct: 40, atMs: 5 });

    setShown(true);
    await advance(0);
    expect(keys).toHaveLength(2);
    expect(hook.result.current).toEqual({ kind: 'position', positionPct: 70, atMs: 5 });
    hook.unmount();
  });
});
