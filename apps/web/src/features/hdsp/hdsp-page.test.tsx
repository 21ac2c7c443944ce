import { act, fireEvent, screen, within } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { HdspState } from '@glide/handy';
import {
  fakeDevices,
  renderRoute,
  setUpPageTests,
  type FakeDevices,
} from '../../device/testing/fake-devices';
import { preferencesStore } from '../../preferences/preferences-instance';
import HdspPage from './hdsp-page';

function renderPage() {
  renderRoute(<HdspPage />, {
    path: '/hdsp',
    handle: { titleKey: 'hdsp', app: true, multicastSupport: true },
  });
}

/** The moves the device received: each call's path and body. */
const moves = ({ calls }: FakeDevices) => calls.map(({ path, body }) => ({ path, body }));

const panel = () => screen.getByRole('tabpanel');
const field = (name: string) => within(panel()).getByRole('textbox', { name });
const moveButton = () => within(panel()).getByRole('button', { name: 'Move' });

/** Replaces a field's text at once (typing key by key adds nothing these tests check). */
function fill(name: string, text: string) {
  fireEvent.change(field(name), { target: { value: text } });
}

let user: UserEvent;

setUpPageTests('hdsp');
beforeEach(() => {
  // No pause between key presses: the fields are typed into many times.
  user = userEvent.setup({ delay: null });
});

describe('the HDSP page', () => {
  it('says to connect first and keeps the controls disabled without a device', async () => {
    fakeDevices();
    renderPage();
    expect(
      await screen.findByText('Connect your device to use these controls.'),
    ).toBeInTheDocument();
    expect(field('Position (mm)').hasAttribute('disabled')).toBe(true);
    expect(field('Speed (mm/s)').hasAttribute('disabled')).toBe(true);
    expect(moveButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('hdsp-state').textContent).toBe('No move yet');
  });

  it('names the wire call (xava…) only in developer mode', async () => {
    fakeDevices();
    renderPage();
    const description = await within(panel()).findByText(
      /Goes to a position in millimetres at a speed/,
    );
    expect(description.textContent?.includes('xava')).toBe(false);
    act(() => {
      preferencesStore().update({ developerMode: true });
    });
    expect(within(panel()).getByText('xava').tagName).toBe('CODE');
  });

  it('offers six calls, each with its own two fields and units', async () => {
    fakeDevices();
    renderPage();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'mm at mm/s',
      'mm at %',
      '% at mm/s',
      '% at %',
      'mm in time',
      '% in time',
    ]);
    const expected: Record<string, [string, string]> = {
      'mm at mm/s': ['Position (mm)', 'Speed (mm/s)'],
      'mm at %': ['Position (mm)', 'Speed (%)'],
      '% at mm/s': ['Position (%)', 'Speed (mm/s)'],
      '% at %': ['Position (%)', 'Speed (%)'],
      'mm in time': ['Position (mm)', 'Time (ms)'],
      '% in time': ['Position (%)', 'Time (ms)'],
    };
    for (const [tab, labels] of Object.entries(expected)) {
      await user.click(screen.getByRole('tab', { name: tab }));
      const names = within(panel())
        .getAllByRole('textbox')
        .map((input) => input.getAttribute('id'))
        .map((id) => document.querySelector(`label[for="${id}"]`)?.textContent);
      expect(names).toEqual(labels);
    }
  });

  it('refuses values outside the ranges with a specific message and sends nothing', async () => {
    const devices = fakeDevices();
    renderPage();
    await devices.connect('HdspKey1');
    fill('Position (mm)', '120');
    fill('Speed (mm/s)', '10');
    await user.click(moveButton());
    const alerts = within(panel())
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'The position must be a number from 0 to 100 mm.',
      'The speed must be a number from 32 to 400 mm/s.',
    ]);
    expect(field('Position (mm)').getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('tab', { name: 'mm in time' }));
    fill('Position (mm)', '40');
    fill('Time (ms)', '');
    await user.click(moveButton());
    expect(within(panel()).getByRole('alert').textContent).toBe('Enter a time.');
    fill('Time (ms)', '12.5');
    await user.click(moveButton());
    expect(within(panel()).getByRole('alert').textContent).toBe(
      'The time must be a whole number of milliseconds from 0 to 60,000.',
    );

    await user.click(screen.getByRole('tab', { name: '% at %' }));
    fill('Position (%)', '101');
    fill('Speed (%)', 'fast');
    await user.click(moveButton());
    expect(
      within(panel())
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([
      'The position must be a number from 0 to 100 %.',
      'The speed must be a number from 0 to 100 %.',
    ]);
    expect(moves(devices)).toEqual([]);
  });

  it('moves with the chosen call and options, and shows the live HDSP state', async () => {
    const devices = fakeDevices();
    renderPage();
    await devices.connect('HdspKey1');
    await user.click(screen.getByRole('tab', { name: '% in time' }));
    fill('Position (%)', '25,5');
    fill('Time (ms)', '800');
    await user.click(within(panel()).getByRole('switch', { name: 'Stop at the target' }));
    await user.click(moveButton());
    await expect
      .poll(() => moves(devices))
      .toEqual([
        {
          path: '/hdsp/xpt',
          body: { xp: 0.255, t: 800, stop_on_target: true, immediate_rsp: false },
        },
      ]);

    act(() => devices.client.stream.emit('hdsp_state_changed', { state: HdspState.MOVING }));
    expect(screen.getByTestId('hdsp-state').textContent).toBe('Moving');
    act(() => devices.client.stream.emit('hdsp_state_changed', { state: HdspState.POINT_REACHED }));
    expect(screen.getByTestId('hdsp-state').textContent).toBe('Point reached');

    await user.click(screen.getByRole('tab', { name: 'mm at mm/s' }));
    fill('Position (mm)', '70');
    fill('Speed (mm/s)', '150');
    await user.click(within(panel()).getByRole('switch', { name: 'Answer at once' }));
    await user.click(moveButton());
    await expect
      .poll(() => moves(devices).at(-1))
      .toEqual({
        path: '/hdsp/xava',
        body: { xa: 70, va: 150, stop_on_target: true, immediate_rsp: true },
      });
  });
});
