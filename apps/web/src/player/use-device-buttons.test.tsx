import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button, ButtonEvent } from '@glide/handy';
import { fakeDevices, setUpPageTests } from '../device/testing/fake-devices';
import type { PlayerControls } from './device-buttons';
import { useDeviceButtons } from './use-device-buttons';

setUpPageTests();

function player(rate = 1) {
  const calls: string[] = [];
  const controls: PlayerControls = {
    play: () => calls.push('play'),
    seekByMs: (ms) => calls.push(`seek ${ms}`),
    setRate: (next) => calls.push(`rate ${next}`),
    rate: () => rate,
  };
  return { calls, controls };
}

async function connected() {
  const devices = fakeDevices();
  await devices.connect('ButtonKey1');
  const press = (button: number, event: number = ButtonEvent.SHORT_PRESS) =>
    act(() => devices.client.stream.emit('button_event', { button, event }));
  return { devices, press };
}

describe('useDeviceButtons', () => {
  it('acts on each button event of the device once', async () => {
    const { press } = await connected();
    const { calls, controls } = player(1.2);
    const hook = renderHook(() => useDeviceButtons(controls));
    press(Button.RIGHT);
    press(Button.RIGHT);
    press(Button.UP);
    hook.rerender();
    press(Button.POWER);
    expect(calls).toEqual(['seek 15000', 'seek 15000', 'rate 1.3', 'play']);
  });

  it('does not act on the event that was there before the page', async () => {
    const { press } = await connected();
    press(Button.LEFT);
    const { calls, controls } = player();
    renderHook(() => useDeviceButtons(controls));
    expect(calls).toEqual([]);
    press(Button.LEFT, ButtonEvent.LONG_PRESS_START);
    expect(calls).toEqual(['seek -60000']);
  });

  it('uses the newest controls, and nothing while disabled', async () => {
    const { press } = await connected();
    const first = player();
    const second = player(0.6);
    const hook = renderHook(
      ({ controls, enabled }: { controls: PlayerControls; enabled: boolean }) =>
        useDeviceButtons(controls, enabled),
      { initialProps: { controls: first.controls, enabled: true } },
    );
    hook.rerender({ controls: second.controls, enabled: true });
    press(Button.DOWN);
    hook.rerender({ controls: second.controls, enabled: false });
    press(Button.POWER);
    expect(first.calls).toEqual([]);
    expect(second.calls).toEqual(['rate 0.5']);
  });
});
