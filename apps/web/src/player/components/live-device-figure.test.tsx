import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDevices, setUpPageTests } from '../../device/testing/fake-devices';
import { LiveDeviceFigure, sliderPctOf } from './live-device-figure';
import { installManualFrames } from './testing/manual-frames';

setUpPageTests('player');
const frames = installManualFrames();

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The emulator's position answer on the global fetch the app's `browserFetch` calls. */
function emulatorAt(answer: () => Response): { calls: number } {
  const seen = { calls: 0 };
  vi.stubGlobal('fetch', () => {
    seen.calls += 1;
    return Promise.resolve(answer());
  });
  return seen;
}

const figure = () => screen.getByRole('group', { name: 'Device position' });

describe('sliderPctOf', () => {
  it('places a position within the zone on the whole slider', () => {
    expect(sliderPctOf({ minPct: 20, maxPct: 80 }, 0)).toBe(20);
    expect(sliderPctOf({ minPct: 20, maxPct: 80 }, 50)).toBe(50);
    expect(sliderPctOf({ minPct: 20, maxPct: 80 }, 100)).toBe(80);
  });
});

describe('LiveDeviceFigure', () => {
  it('draws the empty slider without a device', () => {
    fakeDevices();
    const { container } = render(<LiveDeviceFigure />);
    expect(figure().textContent).toBe('');
    expect(container.querySelector('.player-simulator__zone')).toBeNull();
  });

  it('follows the emulated device: zone, speed and the real position inside the zone', async () => {
    emulatorAt(() => Response.json({ positionPct: 50, atMs: 1 }));
    const devices = fakeDevices();
    await devices.connect('FigureKey1');
    const { container } = render(<LiveDeviceFigure />);
    act(() => {
      devices.client.stream.emit('stroke_changed', {
        min: 0.2,
        max: 0.6,
        min_absolute: 20,
        max_absolute: 60,
      });
      devices.client.stream.emit('hamp_state_changed', {
        play_state: 1,
        velocity: 0.35,
        direction: true,
      });
    });
    await waitFor(() => {
      frames.step();
      expect(figure().textContent).toContain('Device: 40 %');
    });
    expect(figure().textContent).toContain('Stroke zone: 20–60 %');
    expect(figure().textContent).toContain('Speed: 35 %');
    const marker = container.querySelector<HTMLElement>('.player-simulator__marker--actual');
    expect(marker?.style.transform).toBe('translateY(-40%)');
  });

  it('shows no live marker where the API is not the emulator', async () => {
    const emulator = emulatorAt(() => new Response('', { status: 404 }));
    const devices = fakeDevices();
    await devices.connect('FigureKey2');
    const { container } = render(<LiveDeviceFigure />);
    await waitFor(() => expect(emulator.calls).toBe(1));
    // Let the answer arrive and be read.
    await act(async () => {
      await new Promise((resolve) => window.setTimeout(resolve, 0));
    });
    frames.step();
    expect(figure().textContent).toContain('Speed: 0 %');
    expect(container.querySelector('.player-simulator__marker--actual')).toBeNull();
  });
});
