import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Button, ButtonEvent } from '@glide/handy';
import type { PlaybackScript, PlaybackStatus } from '@glide/core';
import { settle } from '../../device/session/testing/fake-client';
import { fakeDevices, renderRoute, setUpPageTests } from '../../device/testing/fake-devices';
import { startTestI18n } from '../../i18n/test-i18n';
import { browserFetch } from '../../lib/http';
import { preferencesStore } from '../../preferences/preferences-instance';
import type { UsePlaybackEngineOptions } from '../../player/use-playback-engine';
import { usePlaybackEngine } from '../../player/use-playback-engine';
import { playingStatus } from '../../player/components/testing/statuses';
import SyncPage from './sync-page';

vi.mock('../../lib/http', () => ({ browserFetch: vi.fn() }));
vi.mock('../../player/use-playback-engine', () => ({ usePlaybackEngine: vi.fn() }));

setUpPageTests('sync', 'player');

const SYNC_ROUTE = { path: '/sync', handle: { titleKey: 'sync', app: true } } as const;
const SCRIPT = JSON.stringify({
  version: '1.0',
  actions: [
    { at: 0, pos: 0 },
    { at: 250, pos: 100 },
    { at: 500, pos: 0 },
  ],
});

let status: PlaybackStatus | undefined;
const resync = vi.fn();
/** The options the page gave the engine hook on its last render. */
const engineOptions = (): UsePlaybackEngineOptions => {
  const last = vi.mocked(usePlaybackEngine).mock.lastCall?.[0];
  if (!last) throw new Error('The page did not use the engine');
  return last;
};

beforeEach(() => {
  status = undefined;
  resync.mockReset();
  vi.mocked(usePlaybackEngine).mockReset();
  vi.mocked(usePlaybackEngine).mockImplementation(() => ({
    status,
    phaseNow: () => status?.phase,
    resync,
    mediaEvent: vi.fn(),
  }));
  vi.mocked(browserFetch).mockReset();
  vi.mocked(browserFetch).mockResolvedValue(new Response(SCRIPT));
});

async function renderConnected(setups: Parameters<typeof fakeDevices>[0] = {}) {
  const devices = fakeDevices(setups);
  await devices.connect('SyncKey01');
  renderRoute(<SyncPage />, SYNC_ROUTE);
  await screen.findByRole('heading', { level: 1, name: 'Sync test' });
  await act(settle);
  return devices;
}

const offsetCard = () => screen.getByRole('region', { name: 'Time offset' });
const later = () =>
  within(offsetCard()).getByRole('button', { name: 'Move the device 10 ms later' });
const save = () => within(offsetCard()).getByRole('button', { name: 'Save to device' });

describe('SyncPage', () => {
  it('plays the test clip without a device and says how to connect', async () => {
    fakeDevices();
    renderRoute(<SyncPage />, SYNC_ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sync test' })).toBeInTheDocument();
    const connect = screen.getByTestId('sync-connect');
    expect(connect.textContent).toContain('Connect your device to tune it');
    expect(within(connect).getByRole('button')).toBeInTheDocument();
    const video = screen.getByLabelText(/Sync test video/);
    expect(video.getAttribute('src')).toBe('/sync/sync-test.webm');
    expect(save()).toHaveProperty('disabled', true);
    expect(screen.getByTestId('sync-offset-device').textContent).toBe(
      'Connect to see the offset your device keeps.',
    );
    expect(screen.getByText('What to look and listen for')).toBeInTheDocument();
    // The shortcut keys are opt-in: the page says where to turn them on.
    expect(
      screen.getByText('Turn on the shortcut keys in Settings to step it with D and E.'),
    ).toBeInTheDocument();
  });

  it('hands the engine the test script on HSP with the loop setting', async () => {
    await renderConnected();
    const options = engineOptions();
    expect(options.transport).toBe('hsp');
    expect(options.loop).toBe(true);
    expect(options.offsetMs).toBe(0);
    expect((options.script as PlaybackScript | undefined)?.points).toEqual([
      { t: 0, x: 0 },
      { t: 250, x: 100 },
      { t: 500, x: 0 },
    ]);
    expect(screen.queryByTestId('sync-connect')).toBeNull();
  });

  it('plays a changed offset at once and saves it to the device on request', async () => {
    const { calls, store } = await renderConnected();
    expect(screen.getByTestId('sync-offset-device').textContent).toBe('Your device keeps −25 ms.');
    expect(save()).toHaveProperty('disabled', true);
    await userEvent.click(later());
    await userEvent.click(later());
    expect(engineOptions().offsetMs).toBe(20);
    expect(screen.getByTestId('sync-offset-device').textContent).toBe(
      'Not saved yet: you hear −5 ms, the device keeps −25 ms.',
    );
    expect(calls).toEqual([]);

    await userEvent.click(save());
    await act(settle);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /hstp/offset']);
    expect(calls[0]?.body).toEqual({ offset: -5 });
    expect(store.session().clock.deviceUserTimeOffsetMs).toBe(-5);
    expect(screen.getByTestId('sync-save-status').textContent).toContain(
      'Saved: your device now keeps −5 ms for everything it plays.',
    );
    expect(engineOptions().offsetMs).toBe(0);
  });

  it('says why a save failed and keeps the tuned offset', async () => {
    await renderConnected({
      SyncKey01: {
        failures: {
          '/hstp/offset': { code: 1001, name: 'DeviceNotConnected', message: 'offline' },
        },
      },
    });
    await userEvent.click(later());
    await userEvent.click(save());
    await act(settle);
    expect(screen.getByTestId('sync-save-status').textContent).toMatch(/^! Not saved: .+/);
    expect(engineOptions().offsetMs).toBe(10);
    expect(save()).toHaveProperty('disabled', false);
  });

  it('offers to try again when the test script cannot be loaded', async () => {
    vi.mocked(browserFetch).mockResolvedValueOnce(new Response('', { status: 404 }));
    await renderConnected();
    expect(screen.getByRole('alert').textContent).toContain('The test script could not be loaded');
    expect(engineOptions().script).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(settle);
    expect(screen.queryByRole('alert')).toBeNull();
    expect((engineOptions().script as PlaybackScript | undefined)?.points).toHaveLength(3);
  });

  it('keeps the loop and figure switches in the settings', async () => {
    await renderConnected();
    await userEvent.click(screen.getByRole('switch', { name: 'Loop the test' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Show the device figure' }));
    expect(preferencesStore().get().syncPage).toEqual({ loop: false, simulator: false });
    expect(engineOptions().loop).toBe(false);
  });

  it('shows the engine’s sync health and resyncs on request', async () => {
    status = playingStatus({ deltaMs: 12 });
    await renderConnected();
    expect(screen.getByText('In sync')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resync now' }));
    expect(resync).toHaveBeenCalled();
  });

  it('says why the device stopped following, with a retry, while the clip plays on', async () => {
    status = {
      ...playingStatus(),
      phase: 'error',
      error: { kind: 'scriptFailed', cause: new Error('setup') },
    };
    await renderConnected();
    const alert = screen.getByTestId('engine-error');
    expect(alert.textContent).toContain('The device could not load the script.');
    expect(alert.textContent).toContain('The video keeps playing meanwhile.');
    expect(
      within(alert)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Retry']);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(resync).toHaveBeenCalledOnce();
  });

  it('lets the device’s buttons drive the clip', async () => {
    const devices = await renderConnected();
    const video = screen.getByLabelText<HTMLVideoElement>(/Sync test video/);
    act(() =>
      devices.client.stream.emit('button_event', {
        button: Button.UP,
        event: ButtonEvent.SHORT_PRESS,
      }),
    );
    expect(video.playbackRate).toBeCloseTo(1.1, 5);
  });

  it('runs the tap calibration on the clip: looped, with sound, Space a tap; cancel stops it', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
    preferencesStore().update({ syncPage: { loop: false } });
    await renderConnected();
    const video = screen.getByLabelText<HTMLVideoElement>(/Sync test video/);
    video.muted = true;
    expect(engineOptions().loop).toBe(false);
    const calibration = screen.getByRole('region', { name: 'Measure the delay by tapping' });
    await userEvent.click(within(calibration).getByRole('button', { name: 'Start measuring' }));

    expect(play).toHaveBeenCalled();
    expect(video.muted).toBe(false);
    expect(engineOptions().loop).toBe(true);
    expect(video.loop).toBe(true);
    expect(screen.getByRole('heading', { name: 'Tap on every beat' })).toHaveFocus();
    // Space is the wizard's now: the player's keys leave it alone, and only it.
    play.mockClear();
    await userEvent.keyboard(' ');
    expect(play).not.toHaveBeenCalled();
    expect(pause).not.toHaveBeenCalled();
    await userEvent.keyboard('m');
    expect(video.muted).toBe(true);
    await userEvent.keyboard('m');
    expect(video.muted).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    // Pausing the clip stops the device (the engine follows it).
    expect(pause).toHaveBeenCalled();
    expect(video.muted).toBe(true);
    expect(engineOptions().loop).toBe(false);
    expect(screen.getByRole('button', { name: 'Start measuring' })).toHaveFocus();
    play.mockRestore();
    pause.mockRestore();
  });

  it('opens at the tap calibration from the offer’s link', async () => {
    const devices = fakeDevices();
    await devices.connect('SyncKey01');
    renderRoute(<SyncPage />, { ...SYNC_ROUTE, url: '/sync#calibrate' });
    await act(settle);
    expect(await screen.findByRole('button', { name: 'Start measuring' })).toHaveFocus();
  });

  it('speaks the user’s language', async () => {
    await startTestI18n('de');
    fakeDevices();
    renderRoute(<SyncPage />, SYNC_ROUTE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Synchrontest' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Auf dem Gerät speichern' })).toBeInTheDocument();
  });
});
