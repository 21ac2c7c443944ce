import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readCalibrationBook } from '../device/calibration/calibration-book';
import { calibrationStore } from '../device/calibration/calibration-store';
import { fakeDevices, setUpPageTests } from '../device/testing/fake-devices';
import { STORAGE_KEYS } from '../lib/storage';
import { CalibrationOffer } from './calibration-offer';

setUpPageTests();

const KEY = 'OfferKey01';

/** The offer above a page at `url`, as the main layout puts it, with stand-ins for the pages. */
function renderAt(url: string) {
  const layout = (
    <>
      <CalibrationOffer />
      <Outlet />
    </>
  );
  const router = createMemoryRouter(
    [
      {
        element: layout,
        children: [
          { path: '/sync', element: <p>Sync page</p> },
          { path: '*', element: <p>Another page</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const offer = () => screen.queryByRole('complementary', { name: /in step with the picture/ });

describe('CalibrationOffer', () => {
  it('is offered once a device is connected, and "Not now" puts it away for good', async () => {
    const devices = fakeDevices();
    renderAt('/hamp');
    expect(offer()).not.toBeInTheDocument();
    await devices.connect(KEY);
    expect(offer()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(offer()).not.toBeInTheDocument();
    const stored = readCalibrationBook(localStorage.getItem(STORAGE_KEYS.calibration));
    expect(stored.book.offerAnswered).toBe(true);
  });

  it('leads to the sync page’s calibration, which answers it too', async () => {
    const devices = fakeDevices();
    const router = renderAt('/hamp');
    await devices.connect(KEY);
    await userEvent.click(screen.getByRole('link', { name: 'Measure it now' }));
    expect(router.state.location.pathname).toBe('/sync');
    expect(router.state.location.hash).toBe('#calibrate');
    expect(calibrationStore().get().offerAnswered).toBe(true);
  });

  it('is not offered for a device that already has a result, nor on the sync page', async () => {
    const devices = fakeDevices();
    act(() =>
      calibrationStore().put({
        connectionKey: KEY,
        measuredAtMs: 0,
        lagMs: 40,
        uncertaintyMs: 4,
        wide: false,
        measuredWithOffsetMs: 0,
      }),
    );
    renderAt('/hamp');
    await devices.connect(KEY);
    expect(offer()).not.toBeInTheDocument();
    await devices.connect('OtherKey1');
    expect(offer()).toBeInTheDocument();
  });

  it('stays off the sync page', async () => {
    const devices = fakeDevices();
    renderAt('/sync');
    await devices.connect(KEY);
    expect(screen.getByText('Sync page')).toBeInTheDocument();
    expect(offer()).not.toBeInTheDocument();
  });
});
