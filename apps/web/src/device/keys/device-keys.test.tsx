import { act, cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DeviceMode } from '@glide/handy';
import { preferencesStore } from '../../preferences/preferences-instance';
import { useState } from 'react';
import { Dialog } from '../../ui/dialog';
import { DropdownMenu } from '../../ui/dropdown-menu';
import { Popover } from '../../ui/popover';
import { notificationStore } from '../../ui/notifications/notify';
import type { ConnectionStore } from '../connection/connection-store';
import { EmergencyStopButton } from '../emergency-stop/emergency-stop-button';
import { settle } from '../session/testing/fake-client';
import type { DeviceSetups, FakeCall } from '../testing/fake-cloud';
import { fakeDevices, renderRoute, setUpPageTests } from '../testing/fake-devices';
import { useEmergencyStopKey } from '../emergency-stop/use-emergency-stop';
import { emergencyStopCount } from '../emergency-stop/stop-signal';
import { useKeyBindings } from './use-key-bindings';
import { claimPlaylistKeys } from './playlist-keys';
import { claimTimeOffsetKeys } from './time-offset-keys';

/** The shell's part: the keys mounted once, the header button and overlays that use Escape. */
function Shell() {
  useEmergencyStopKey();
  useKeyBindings();
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <>
      <EmergencyStopButton />
      <Popover trigger={<button type="button">Open panel</button>} label="Panel">
        <p>Panel text</p>
      </Popover>
      <Dialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        trigger={<button type="button">Open dialog</button>}
        title="A dialog"
        description="Says something."
        closeLabel="Close"
      />
      <DropdownMenu
        trigger={<button type="button">Open menu</button>}
        items={[{ id: 'one', label: 'One', onSelect: () => undefined }]}
      />
      <label>
        Notes <input />
      </label>
    </>
  );
}

setUpPageTests();

/** A connected device `HampKey01` (a Handy, model 0) plus `devices`, the app shell at `path`. */
async function renderShell(
  path: string,
  devices: DeviceSetups,
): Promise<{ calls: FakeCall[]; store: ConnectionStore }> {
  const { calls, store, connect } = fakeDevices(devices);
  await connect('HampKey01');
  renderRoute(<Shell />, { path: '*', url: path });
  return { calls, store };
}

const messages = () =>
  notificationStore()
    .list()
    .map((shown) => shown.message);
const sent = (calls: readonly FakeCall[]) =>
  calls.map((call) => `${call.key} ${call.method} ${call.path}`);

describe('the emergency stop in the shell', () => {
  beforeEach(() => {
    preferencesStore().update({ linkedDevices: [{ connectionKey: 'HampKey02' }] });
  });

  it('the button stops the current and the linked device and says so once', async () => {
    const { calls } = await renderShell('/hamp', {
      HampKey01: { mode: DeviceMode.HAMP },
      HampKey02: { mode: DeviceMode.HAMP },
    });
    const stopsBefore = emergencyStopCount();
    await userEvent.click(screen.getByRole('button', { name: 'Stop all' }));
    await act(settle);
    // The press is signalled, so that nothing on its way starts a device again after it.
    expect(emergencyStopCount()).toBe(stopsBefore + 1);
    expect(sent(calls).sort()).toEqual([
      'HampKey01 GET /mode',
      'HampKey01 PUT /hamp/stop',
      'HampKey02 GET /mode',
      'HampKey02 PUT /hamp/stop',
    ]);
    expect(messages()).toEqual(['All 2 devices stopped.']);
  });

  it('Escape stops, a repeated Escape does not', async () => {
    const { calls } = await renderShell('/hamp', {
      HampKey01: { mode: DeviceMode.HAMP },
      HampKey02: { mode: DeviceMode.VIBRATE },
    });
    const stopsBefore = emergencyStopCount();
    await userEvent.keyboard('{Escape}');
    await act(settle);
    expect(sent(calls)).toContain('HampKey02 PUT /hvp/stop');
    expect(calls).toHaveLength(4);
    expect(emergencyStopCount()).toBe(stopsBefore + 1);

    calls.length = 0;
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', repeat: true }));
      await settle();
    });
    expect(calls).toEqual([]);
    expect(emergencyStopCount()).toBe(stopsBefore + 1);
  });

  it.each([
    ['popover', 'Open panel', 'dialog', 'Panel'],
    ['dialog', 'Open dialog', 'dialog', 'A dialog'],
    ['menu', 'Open menu', 'menu', undefined],
  ] as const)(
    'Escape with a %s open closes it and stops every device on the same press',
    async (_kind, opener, role, name) => {
      const { calls } = await renderShell('/hamp', {
        HampKey01: { mode: DeviceMode.HAMP },
        HampKey02: { mode: DeviceMode.VIBRATE },
      });
      await userEvent.click(screen.getByRole('button', { name: opener }));
      const overlay = () => screen.queryByRole(role, name === undefined ? {} : { name });
      expect(overlay()).not.toBeNull();
      await userEvent.keyboard('{Escape}');
      await act(settle);
      expect(overlay()).toBeNull();
      expect(sent(calls).sort()).toEqual([
        'HampKey01 GET /mode',
        'HampKey01 PUT /hamp/stop',
        'HampKey02 GET /mode',
        'HampKey02 PUT /hvp/stop',
      ]);
      expect(messages()).toEqual(['All 2 devices stopped.']);
    },
  );

  it('reports each device that failed', async () => {
    await renderShell('/hamp', {
      HampKey01: { mode: DeviceMode.HAMP },
      HampKey02: { mode: DeviceMode.HAMP, online: false },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Stop all' }));
    await act(settle);
    expect(messages()).toEqual([
      'HampKey02 did not stop: The device is not connected. Check that it is switched on and online.',
      'Stopped 1 of 2 devices.',
    ]);
  });
});

describe('the device shortcuts in the shell', () => {
  const enable = () => {
    const { keyBinding } = preferencesStore().get();
    preferencesStore().update({ keyBinding: { ...keyBinding, enabled: true } });
  };

  it('step the stroke zone from the session state and record the answer', async () => {
    enable();
    // The session's stroke zone after connect is the fixture's 0.1–0.9.
    const { calls, store } = await renderShell('/hamp', { HampKey01: { mode: DeviceMode.HAMP } });
    await userEvent.keyboard('a');
    await act(settle);
    expect(calls.map((call) => call.body)).toEqual([{ min: 0.1, max: 0.8 }]);
    expect(store.session().slider).toMatchObject({ min: 0.1, max: 0.8 });
    await userEvent.keyboard('W');
    // The stroke zone's lane sends at most one value per 400 ms: the second step follows then.
    await expect.poll(() => calls.at(-1)?.body).toEqual({ min: 0.2, max: 0.8 });
    expect(calls).toHaveLength(2);
  });

  it('step the time offset and record it', async () => {
    enable();
    // The session's user time offset after connect is the fixture's −25 ms.
    const { calls, store } = await renderShell('/', { HampKey01: { mode: DeviceMode.HAMP } });
    await userEvent.keyboard('e');
    await act(settle);
    expect(sent(calls)).toEqual(['HampKey01 PUT /hstp/offset']);
    expect(calls[0]?.body).toEqual({ offset: -15 });
    expect(store.session().clock.deviceUserTimeOffsetMs).toBe(-15);
  });

  it('step a claiming page’s draft instead of the device, until it lets go', async () => {
    enable();
    const { calls, store } = await renderShell('/sync', { HampKey01: { mode: DeviceMode.HAMP } });
    const steps: number[] = [];
    const release = claimTimeOffsetKeys((stepMs) => steps.push(stepMs));
    await userEvent.keyboard('e');
    await userEvent.keyboard('d');
    await userEvent.keyboard('d');
    await act(settle);
    expect(steps).toEqual([10, -10, -10]);
    expect(calls).toEqual([]);
    expect(store.session().clock.deviceUserTimeOffsetMs).toBe(-25);
    release();
    await userEvent.keyboard('e');
    await act(settle);
    expect(sent(calls)).toEqual(['HampKey01 PUT /hstp/offset']);
    expect(steps).toHaveLength(3);
  });

  it('step a claiming playlist with n and p, without a device; unclaimed, the key stays the browser’s', async () => {
    enable();
    const { calls, store } = await renderShell('/local', { HampKey01: { mode: DeviceMode.HAMP } });
    const unclaimed = new KeyboardEvent('keydown', { key: 'n', bubbles: true, cancelable: true });
    act(() => void document.body.dispatchEvent(unclaimed));
    expect(unclaimed.defaultPrevented).toBe(false);

    const steps: number[] = [];
    const release = claimPlaylistKeys((step) => steps.push(step));
    const claimed = new KeyboardEvent('keydown', { key: 'N', bubbles: true, cancelable: true });
    act(() => void document.body.dispatchEvent(claimed));
    expect(claimed.defaultPrevented).toBe(true);
    await userEvent.keyboard('p');
    // Without a device too: a video plays without one.
    act(() => store.disconnect());
    expect(store.get().status).not.toBe('connected');
    await userEvent.keyboard('n');
    expect(steps).toEqual([1, -1, 1]);
    expect(calls).toEqual([]);
    release();
    await userEvent.keyboard('n');
    expect(steps).toHaveLength(3);
  });

  it('do nothing when disabled, on /settings, or while typing', async () => {
    const first = await renderShell('/hamp', { HampKey01: { mode: DeviceMode.HAMP } });
    await userEvent.keyboard('a');
    await act(settle);
    expect(first.calls).toEqual([]);
    cleanup();

    enable();
    const onSettings = await renderShell('/settings', { HampKey01: { mode: DeviceMode.HAMP } });
    await userEvent.keyboard('a');
    await act(settle);
    expect(onSettings.calls).toEqual([]);
    cleanup();

    const typing = await renderShell('/hamp', { HampKey01: { mode: DeviceMode.HAMP } });
    await userEvent.type(screen.getByLabelText('Notes'), 'qaws');
    await act(settle);
    expect(typing.calls).toEqual([]);
  });
});
