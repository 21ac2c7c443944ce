import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OtaControls } from '../../device';
import { renderRoute, setUpPageTests } from '../../device/testing/fake-devices';
import { Fw3Guide } from './fw3-guide';
import { LatestUpdate } from './latest-update';

setUpPageTests('ota');

const ROUTE = { path: '/ota', handle: { titleKey: 'ota', app: true } } as const;
const idle = { ongoing: false, done: false, failed: false, progress: 0 };

function controls(over: Partial<OtaControls> = {}): OtaControls {
  return {
    connected: true,
    fwVersion: '4.1.8',
    fwStatus: 1,
    latest: { status: 'ready', version: { version: '4.2.2', feature_flags: 'production' } },
    ota: { ...idle, latestFirmwareVersion: undefined, firmwareVersions: [] },
    startedFrom: undefined,
    startError: undefined,
    reloadLatest: () => undefined,
    startUpdate: () => Promise.resolve(),
    ...over,
  };
}

describe('LatestUpdate', () => {
  it('says what the update does before it starts, and starts it', () => {
    const startUpdate = vi.fn(() => Promise.resolve());
    renderRoute(<LatestUpdate {...controls({ startUpdate })} />, ROUTE);
    expect(screen.getByText(/Keep the device powered/)).toBeInTheDocument();
    expect(screen.getByText(/restarts at the end/)).toBeInTheDocument();
    expect(screen.getByText(/stroke settings may be reset/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Update to 4.2.2' }));
    expect(startUpdate).toHaveBeenCalledOnce();
  });

  it('names no version on its button while no release is found', () => {
    const error = { key: 'specificOtaNotFound' } as const;
    renderRoute(<LatestUpdate {...controls({ latest: { status: 'failed', error } })} />, ROUTE);
    const button = screen.getByRole('button', { name: 'Update' });
    expect(button).toHaveProperty('disabled', true);
  });

  it('shows the live progress while the update runs, and no start button', () => {
    const ota = { ...controls().ota, ongoing: true, progress: 0.4 };
    renderRoute(<LatestUpdate {...controls({ ota, startedFrom: '4.1.8' })} />, ROUTE);
    expect(screen.getByRole('progressbar', { name: 'Update progress' }).getAttribute('value')).toBe(
      '40',
    );
    expect(screen.getByText('Installing the update: 40 %')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('after it, says what changed', () => {
    renderRoute(
      <LatestUpdate {...controls({ startedFrom: '4.1.8', fwVersion: '4.2.2' })} />,
      ROUTE,
    );
    expect(screen.getByTestId('ota-done').textContent).toContain(
      'Your device went from firmware 4.1.8 to 4.2.2.',
    );
  });

  it('a failure says what to do next and offers to try again', () => {
    const ota = { ...controls().ota, failed: true, progress: 0.5 };
    renderRoute(<LatestUpdate {...controls({ ota, startedFrom: '4.1.8' })} />, ROUTE);
    expect(screen.getByRole('alert').textContent).toContain('The update failed.');
    expect(screen.getByText(/restart the device and retry/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try the update again' })).toBeInTheDocument();
  });

  it('sends a device below firmware 4 to /ota-fw3', () => {
    renderRoute(<LatestUpdate {...controls({ fwVersion: '3.2.1' })} />, ROUTE);
    expect(screen.getByRole('link', { name: 'Update from firmware 3' }).getAttribute('href')).toBe(
      '/ota-fw3',
    );
  });
});

describe('LatestUpdate for a release a route names', () => {
  const chosen = {
    status: 'ready',
    version: { version: '4.1.8', feature_flags: 'production' },
  } as const;

  it('offers the named release even on an up-to-date device', () => {
    renderRoute(
      <LatestUpdate {...controls({ fwVersion: '4.2.2', fwStatus: 0, latest: chosen })} chosen />,
      ROUTE,
    );
    expect(screen.queryByTestId('ota-up-to-date')).toBeNull();
    expect(screen.getByRole('button', { name: 'Update to 4.1.8' })).toBeInTheDocument();
  });

  it('says so when the device already runs it', () => {
    renderRoute(
      <LatestUpdate {...controls({ fwVersion: '4.1.8', fwStatus: 1, latest: chosen })} chosen />,
      ROUTE,
    );
    expect(screen.getByTestId('ota-up-to-date').textContent).toContain(
      'Your device already runs 4.1.8.',
    );
    expect(screen.getByRole('button', { name: 'Install 4.1.8 again' })).toBeInTheDocument();
  });

  it('a failed start says "Failed to update firmware version"', () => {
    const ota = { ...controls().ota, failed: true };
    renderRoute(
      <LatestUpdate
        {...controls({
          ota,
          startedFrom: '4.2.2',
          startError: { key: 'firmwareUpdateFailed' },
          latest: chosen,
        })}
        chosen
      />,
      ROUTE,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to update firmware version');
  });
});

describe('Fw3Guide', () => {
  it('walks a device below firmware 4 through the update', () => {
    renderRoute(<Fw3Guide fwVersion="3.2.1" />, ROUTE);
    expect(screen.getByTestId('ota-fw3-guide').textContent).toContain('firmware 3.2.1');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('tells a device on firmware 4 or newer it needs none of it, with the way to /ota', () => {
    renderRoute(<Fw3Guide fwVersion="4.2.2" />, ROUTE);
    expect(screen.getByTestId('ota-fw3-not-needed').textContent).toContain('4.2.2');
    expect(
      screen.getByRole('link', { name: 'Check for regular firmware updates' }).getAttribute('href'),
    ).toBe('/ota');
  });
});
