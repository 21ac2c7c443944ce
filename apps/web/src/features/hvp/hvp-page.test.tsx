import { screen } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeDevice } from '../../device/testing/fake-cloud';
import { fakeDevices, renderRoute, setUpPageTests } from '../../device/testing/fake-devices';
import { preferencesStore } from '../../preferences/preferences-instance';
import HvpPage from './hvp-page';

const OH = { info: { hw_model_no: 1, hw_model_name: 'Oh' } };
const OHS = { OhKey01: OH, OhKey02: OH };

/** A device without vibration answers every HVP call with this error. */
const NO_HVP: Partial<FakeDevice> = {
  failures: {
    '/hvp': { code: 2002, name: 'MethodNotFound', message: 'Not supported by this device' },
  },
};

function renderPage() {
  renderRoute(<HvpPage />, {
    path: '/hvp',
    handle: { titleKey: 'hvp', app: true, multicastSupport: true },
  });
}

const button = (name: string) => screen.getByRole('button', { name });
const slider = (name: string) => screen.getByRole('slider', { name });

let user: UserEvent;

setUpPageTests('hvp');
beforeEach(() => {
  // No pause between key presses: the fields are typed into many times.
  user = userEvent.setup({ delay: null });
});

describe('the HVP page', () => {
  it('says to connect first and keeps every control disabled without a device', async () => {
    fakeDevices(OHS);
    renderPage();
    expect(
      await screen.findByText('Connect your device to use these controls.'),
    ).toBeInTheDocument();
    expect(button('Start').hasAttribute('disabled')).toBe(true);
    expect(button('Stop').hasAttribute('disabled')).toBe(true);
    for (const name of ['Amplitude', 'Frequency', 'Position']) {
      expect(slider(name).hasAttribute('data-disabled')).toBe(true);
    }
    expect(screen.getByTestId('hvp-state').textContent).toBe('Stopped');
  });

  it('starts an Oh with the chosen settings, follows changes while on, then stops', async () => {
    const { store, calls, connect } = fakeDevices(OHS);
    renderPage();
    await connect('OhKey01');
    expect(screen.queryByText('Connect your device to use these controls.')).toBeNull();

    slider('Amplitude').focus();
    await user.keyboard('{Home}{PageUp}{PageUp}{PageUp}');
    expect(slider('Amplitude').getAttribute('aria-valuetext')).toBe('30 %');
    slider('Frequency').focus();
    await user.keyboard('{Home}{PageUp}{PageUp}');
    expect(slider('Frequency').getAttribute('aria-valuetext')).toBe('200 Hz');
    // Nothing is sent while the device does not vibrate: the settings wait for Start.
    expect(calls).toEqual([]);

    await user.click(button('Start'));
    await expect.poll(() => screen.getByTestId('hvp-state').textContent).toBe('Vibrating');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /hvp/start',
      'PUT /hvp/state',
    ]);
    expect(calls[1]?.body).toEqual({ amplitude: 0.3, frequency: 200, position: 50 });
    // The answer is recorded in the session state, which the page shows.
    expect(store.session().hvp).toEqual({
      enabled: true,
      amplitude: 0.3,
      frequency: 200,
      position: 50,
    });
    expect(screen.getByTestId('hvp-amplitude').textContent).toBe('30 %');
    expect(screen.getByTestId('hvp-frequency').textContent).toBe('200 Hz');
    expect(button('Start').hasAttribute('disabled')).toBe(true);

    slider('Position').focus();
    await user.keyboard('{ArrowLeft}');
    await expect
      .poll(() => calls.at(-1)?.body)
      .toEqual({
        amplitude: 0.3,
        frequency: 200,
        position: 49,
      });
    await expect.poll(() => screen.getByTestId('hvp-position').textContent).toBe('49 mm');

    await user.click(button('Stop'));
    await expect.poll(() => screen.getByTestId('hvp-state').textContent).toBe('Stopped');
    expect(calls.at(-1)?.path).toBe('/hvp/stop');
  });

  it('says so when The Handy cannot vibrate', async () => {
    const { connect } = fakeDevices({ HandyKey01: NO_HVP });
    renderPage();
    await connect('HandyKey01');
    expect(
      screen.getByText(/The Handy vibrates only if its firmware supports it/),
    ).toBeInTheDocument();
    await user.click(button('Start'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The device could not do this: The device reported an error: Not supported by this device',
    );
    expect(screen.getByTestId('hvp-state').textContent).toBe('Stopped');
  });

  it('drives every linked device while multicast is on', async () => {
    const { calls, connect } = fakeDevices(OHS);
    preferencesStore().update({
      linkedDevices: [{ connectionKey: 'OhKey02' }],
      multicastActive: true,
    });
    renderPage();
    await connect('OhKey01');
    expect(screen.getByText('Commands go to every linked device.')).toBeInTheDocument();
    await user.click(button('Start'));
    await expect
      .poll(() => calls.map((call) => `${call.key} ${call.path}`).sort())
      .toEqual([
        'OhKey01 /hvp/start',
        'OhKey01 /hvp/state',
        'OhKey02 /hvp/start',
        'OhKey02 /hvp/state',
      ]);
  });
});
