import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { renderNavigation } from '../lib/render-navigation';
import { beforeEach, describe, expect, it } from 'vitest';
import { readCalibrationBook } from '../device/calibration/calibration-book';
import { calibrationStore } from '../device/calibration/calibration-store';
import { fakeDevices, setUpPageTests } from '../device/testing/fake-devices';
import { STORAGE_KEYS } from '../lib/storage';
import { CalibrationOfferSlot, forgetOfferChunkForTests } from './calibration-offer-slot';

setUpPageTests();

const KEY = 'OfferKey01';

/** The offer above a page at `url`, as the main layout puts it, with stand-ins for the pages. */
function renderAt(url: string) {
  const layout = (
    <>
      <CalibrationOfferSlot />
      <Outlet />
    </>
  );
  return renderNavigation(
    [
      {
        element: layout,
        children: [
          { path: '/sync', element: <p>Sync page</p> },
          { path: '*', element: <p>Another page</p> },
        ],
      },
    ],
    url,
  ).router;
}

const OFFER = { name: /in step with the picture/ } as const;

/**
 * Waits until the offer's chunk, which a connect starts loading, is in: its absence then decides
 * something, and the next page can have it from its first render.
 */
const settle = () =>
  act(async () => {
    await import('./calibration-offer');
  });
const offer = () => screen.queryByRole('complementary', OFFER);

/** Connects `key` on the page shown, then opens `/hvp`: the offer waits for a page opened connected. */
async function connectThenOpenAnother(
  devices: ReturnType<typeof fakeDevices>,
  router: ReturnType<typeof renderAt>,
  key = KEY,
) {
  await devices.connect(key);
  await settle();
  await act(() => router.navigate('/hvp'));
}

describe('CalibrationOffer', () => {
  beforeEach(() => forgetOfferChunkForTests());

  it('waits for the next page when the page opened connected before its chunk was in', async () => {
    const devices = fakeDevices();
    await devices.connect(KEY);
    const router = renderAt('/hamp');
    // The chunk would arrive after the page had drawn its controls: not on this page.
    await settle();
    expect(screen.getByText('Another page')).toBeInTheDocument();
    expect(offer()).not.toBeInTheDocument();
    await act(() => router.navigate('/hvp'));
    expect(screen.getByRole('complementary', OFFER)).toBeInTheDocument();
  });

  it('is offered on the next page opened once a device is connected, and "Not now" puts it away for good', async () => {
    const devices = fakeDevices();
    const router = renderAt('/hamp');
    expect(offer()).not.toBeInTheDocument();
    await devices.connect(KEY);
    // Not above the page whose controls the connect just made usable: they would move.
    await settle();
    expect(screen.getByText('Another page')).toBeInTheDocument();
    expect(offer()).not.toBeInTheDocument();
    await act(() => router.navigate('/hvp'));
    expect(screen.getByRole('complementary', OFFER)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(offer()).not.toBeInTheDocument();
    const stored = readCalibrationBook(localStorage.getItem(STORAGE_KEYS.calibration));
    expect(stored.book.offerAnswered).toBe(true);
  });

  it('leads to the sync page’s calibration, which answers it too', async () => {
    const devices = fakeDevices();
    const router = renderAt('/hamp');
    await connectThenOpenAnother(devices, router);
    await userEvent.click(await screen.findByRole('link', { name: 'Measure it now' }));
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
    const router = renderAt('/hamp');
    await connectThenOpenAnother(devices, router);
    await settle();
    expect(screen.getByText('Another page')).toBeInTheDocument();
    expect(offer()).not.toBeInTheDocument();
    // Another device, which has no result, connected on this page: offered on the next one.
    await devices.connect('OtherKey1');
    expect(offer()).not.toBeInTheDocument();
    await act(() => router.navigate('/hdsp'));
    expect(screen.getByRole('complementary', OFFER)).toBeInTheDocument();
  });

  it('stays in place through a reconnect, so the page under it does not move', async () => {
    const devices = fakeDevices();
    const router = renderAt('/hamp');
    await connectThenOpenAnother(devices, router);
    expect(screen.getByRole('complementary', OFFER)).toBeInTheDocument();
    // Changed API settings connect again: the status leaves `connected` for a moment.
    act(() => devices.store.reconnect());
    expect(devices.store.get().status).toBe('connecting');
    expect(screen.getByRole('complementary', OFFER)).toBeInTheDocument();
    await waitFor(() => expect(devices.store.get().status).toBe('connected'));
    expect(screen.getByRole('complementary', OFFER)).toBeInTheDocument();
    // After a disconnect it waits for a page opened connected again.
    act(() => devices.store.disconnect());
    await act(() => router.navigate('/hdsp'));
    expect(offer()).not.toBeInTheDocument();
  });

  it('stays off the sync page', async () => {
    const devices = fakeDevices();
    const router = renderAt('/hamp');
    await connectThenOpenAnother(devices, router);
    expect(screen.getByRole('complementary', OFFER)).toBeInTheDocument();
    await act(() => router.navigate('/sync'));
    expect(screen.getByText('Sync page')).toBeInTheDocument();
    expect(offer()).not.toBeInTheDocument();
  });
});
