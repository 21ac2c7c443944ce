import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeDevices, renderRoute, setUpPageTests } from '../../device/testing/fake-devices';
import { settle } from '../../device/session/testing/fake-client';
import { useKeyBindings } from '../../device/keys/use-key-bindings';
import { preferencesStore } from '../../preferences/preferences-instance';
import { useSyncOffset } from './use-sync-offset';

setUpPageTests('sync');

/** The hook's state as text, and its actions as buttons, with the shell's shortcut keys. */
function Probe() {
  useKeyBindings();
  const offset = useSyncOffset();
  return (
    <>
      <output data-testid="state">
        {`value ${offset.valueMs} saved ${offset.savedMs ?? '-'} player ${offset.playerOffsetMs} ` +
          `unsaved ${String(offset.unsaved)} ${offset.saveState.kind}`}
      </output>
      <output data-testid="error">
        {offset.saveState.kind === 'failed' ? (offset.saveState.error?.key ?? 'none') : ''}
      </output>
      <button type="button" onClick={() => offset.change(offset.valueMs + 50)}>
        later
      </button>
      <button type="button" onClick={() => void offset.save()}>
        save
      </button>
      <button type="button" onClick={() => void offset.saveValue(-85)}>
        apply -85
      </button>
    </>
  );
}

const state = () => screen.getByTestId('state').textContent;

async function renderConnected(setups: Parameters<typeof fakeDevices>[0] = {}) {
  const devices = fakeDevices(setups);
  await devices.connect('SyncKey01');
  renderRoute(<Probe />, { path: '/sync' });
  return devices;
}

describe('useSyncOffset', () => {
  it('starts at the device’s offset and plays a change at once, unsaved', async () => {
    const { calls } = await renderConnected();
    // The session fixture's device keeps −25 ms.
    expect(state()).toBe('value -25 saved -25 player 0 unsaved false idle');
    await userEvent.click(screen.getByRole('button', { name: 'later' }));
    expect(state()).toBe('value 25 saved -25 player 50 unsaved true idle');
    expect(calls).toEqual([]);
  });

  it('saves to the device with PUT /hstp/offset and follows the saved value', async () => {
    const { calls, store } = await renderConnected();
    await userEvent.click(screen.getByRole('button', { name: 'later' }));
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    await act(settle);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /hstp/offset']);
    expect(calls[0]?.body).toEqual({ offset: 25 });
    expect(store.session().clock.deviceUserTimeOffsetMs).toBe(25);
    expect(state()).toBe('value 25 saved 25 player 0 unsaved false saved');
  });

  it('keeps the draft and says why when the device refuses', async () => {
    await renderConnected({
      SyncKey01: {
        failures: { '/hstp/offset': { code: 1001, name: 'DeviceNotConnected', message: 'x' } },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'later' }));
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    await act(settle);
    expect(state()).toBe('value 25 saved -25 player 50 unsaved true failed');
    expect(screen.getByTestId('error').textContent).not.toBe('');
  });

  it('saves a given value in place of the draft (the calibration’s Apply), which then follows it', async () => {
    const { calls } = await renderConnected();
    await userEvent.click(screen.getByRole('button', { name: 'later' }));
    expect(state()).toBe('value 25 saved -25 player 50 unsaved true idle');
    await userEvent.click(screen.getByRole('button', { name: 'apply -85' }));
    await act(settle);
    expect(calls[0]?.body).toEqual({ offset: -85 });
    expect(state()).toBe('value -85 saved -85 player 0 unsaved false saved');
  });

  it('takes the e/d keys for the draft while mounted, leaving the device alone', async () => {
    const { keyBinding } = preferencesStore().get();
    preferencesStore().update({ keyBinding: { ...keyBinding, enabled: true } });
    const { calls } = await renderConnected();
    await userEvent.keyboard('e');
    await userEvent.keyboard('e');
    await userEvent.keyboard('d');
    await act(settle);
    expect(state()).toBe('value -15 saved -25 player 10 unsaved true idle');
    expect(calls).toEqual([]);
  });
});
