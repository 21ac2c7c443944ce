import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationStore } from '../../ui/notifications/notify';
import { fakeDevices, renderRoute, setUpPageTests } from '../testing/fake-devices';
import { useDeviceEventNotifications } from './use-device-event-notifications';

setUpPageTests();

function Listener() {
  useDeviceEventNotifications();
  return null;
}

const shown = () =>
  notificationStore()
    .list()
    .map(({ kind, message }) => `${kind}: ${message}`);

describe('useDeviceEventNotifications', () => {
  it('tells each warning the device raises once, in words', async () => {
    const devices = fakeDevices({ HampKey01: {} });
    await devices.connect('HampKey01');
    renderRoute(<Listener />, { path: '*', url: '/hamp' });
    const { stream } = devices.client;
    expect(shown()).toEqual([]);

    act(() => stream.emit('temp_high', {}, 1));
    act(() => stream.emit('temp_high', {}, 2));
    act(() => stream.emit('low_memory_warning', { available_heap: 4096 }, 3));
    act(() => stream.emit('low_memory_error', { available_heap: 512 }, 4));
    act(() => stream.emit('device_error', { code: 42, message: 'Motor stalled' }, 5));
    expect(shown()).toEqual([
      'warning: The motor is hot. Let the device rest before you go on.',
      'warning: The device is running low on memory and may drop commands. Send less at once.',
      'negative: The device ran out of memory and dropped a command. Send less at once, or restart the device.',
      'negative: The device reported error 42: Motor stalled',
    ]);

    // Other changes (here the motor cooling down) raise nothing new.
    act(() => stream.emit('temp_ok', {}, 6));
    expect(shown()).toHaveLength(4);
  });
});
