import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calibrationStore } from '../../device/calibration/calibration-store';
import { fakeDevices, setUpPageTests } from '../../device/testing/fake-devices';
import { SyncHealthPanel } from './sync-health-panel';
import { playingStatus } from './testing/statuses';

setUpPageTests('player');

const KEY = 'HealthKey1';
const MEASURED_AT_MS = Date.UTC(2026, 10, 27, 21, 30);

describe('SyncHealthPanel: the device’s tap calibration', () => {
  it('says when the device has none', () => {
    fakeDevices({}, { initialKey: KEY });
    render(<SyncHealthPanel status={playingStatus()} onResync={() => undefined} />);
    expect(screen.getByTestId('sync-calibration')).toHaveTextContent('not measured yet');
  });

  it('shows the device’s last result with its date, and the offset it set once applied', () => {
    fakeDevices({}, { initialKey: KEY });
    calibrationStore().put({
      connectionKey: KEY,
      measuredAtMs: MEASURED_AT_MS,
      lagMs: 61.4,
      // Below what the chain can resolve: shown as ± 5 ms, as the wizard shows it.
      uncertaintyMs: 2.4,
      wide: false,
      measuredWithOffsetMs: 0,
    });
    // Another device's result is not this one's.
    calibrationStore().put({
      connectionKey: 'OtherKey1',
      measuredAtMs: MEASURED_AT_MS,
      lagMs: -20,
      uncertaintyMs: 3,
      wide: false,
      measuredWithOffsetMs: 0,
    });
    render(<SyncHealthPanel status={playingStatus()} onResync={() => undefined} />);
    const line = screen.getByTestId('sync-calibration');
    expect(line).toHaveTextContent('+61 ms ± 5 ms, Nov 27, 2026');
    act(() => calibrationStore().setApplied(KEY, -61));
    expect(line).toHaveTextContent('+61 ms ± 5 ms, Nov 27, 2026; offset set to −61 ms');
  });

  it('says when the result is less certain than usual (a phase reached its tap limit)', () => {
    fakeDevices({}, { initialKey: KEY });
    calibrationStore().put({
      connectionKey: KEY,
      measuredAtMs: MEASURED_AT_MS,
      lagMs: 55.2,
      uncertaintyMs: 8.3,
      wide: true,
      measuredWithOffsetMs: 0,
    });
    render(<SyncHealthPanel status={playingStatus()} onResync={() => undefined} />);
    const line = screen.getByTestId('sync-calibration');
    expect(line).toHaveTextContent('+55 ms ± 9 ms (less certain than usual), Nov 27, 2026');
    act(() => calibrationStore().setApplied(KEY, -55));
    expect(line).toHaveTextContent(
      '+55 ms ± 9 ms (less certain than usual), Nov 27, 2026; offset set to −55 ms',
    );
  });
});
