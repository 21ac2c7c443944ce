import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaybackPhase, PlaybackStatus } from '@glide/core';
import { fakeDevices, renderRoute, setUpPageTests } from '../../device/testing/fake-devices';
import type * as Device from '../../device';
import { IDLE_STATUS } from '../../player/testing/fake-engine';
import LocalPage from './local-page';
import { LOCAL_ROUTE, stubLocalMedia } from './testing/local-media';

/** The engine's status as the page sees it, and the emergency stop the page reaches. */
const fakes = vi.hoisted(() => ({
  status: undefined as PlaybackStatus | undefined,
  stop: { calls: 0 },
}));

vi.mock('../../player/use-playback-engine', () => ({
  usePlaybackEngine: () => ({
    status: fakes.status,
    resync: () => undefined,
    mediaEvent: () => undefined,
  }),
}));

vi.mock('../../device', async (importOriginal) => ({
  ...(await importOriginal<typeof Device>()),
  useEmergencyStop: () => () => {
    fakes.stop.calls += 1;
    return Promise.resolve();
  },
}));

setUpPageTests('local', 'player');

const statusIn = (phase: PlaybackPhase): PlaybackStatus => ({
  ...IDLE_STATUS,
  phase,
  transport: 'hssp',
});

/** Opens the page and picks a video, as a person does. */
async function openWithVideo() {
  renderRoute(<LocalPage />, LOCAL_ROUTE);
  await screen.findByTestId('local-empty');
  fireEvent.change(screen.getByTestId('local-video-input'), {
    target: { files: [new File(['x'], 'movie.webm', { type: 'video/webm' })] },
  });
  return screen.findByTestId('local-video');
}

describe('LocalPlayer states', () => {
  beforeEach(() => {
    fakeDevices();
    stubLocalMedia();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    fakes.status = undefined;
    fakes.stop.calls = 0;
  });

  it.each<PlaybackPhase>(['uploading', 'preparing', 'playing', 'waiting'])(
    'locks the transport, saying why, while the device follows the script (%s)',
    async (phase) => {
      fakes.status = statusIn(phase);
      await openWithVideo();
      const hosted = screen.getByRole<HTMLInputElement>('radio', { name: /^Hosted/ });
      expect(hosted.closest('fieldset')?.disabled).toBe(true);
      expect(screen.getByTestId('local-transport-locked').textContent).toBe(
        'Pause to change how the script is sent.',
      );
    },
  );

  it('lets the transport change while paused', async () => {
    fakes.status = statusIn('ready');
    await openWithVideo();
    const hosted = screen.getByRole<HTMLInputElement>('radio', { name: /^Hosted/ });
    expect(hosted.closest('fieldset')?.disabled).toBe(false);
    expect(screen.queryByTestId('local-transport-locked')).toBeNull();
  });

  it('says the script is uploading, then that the device prepares it', async () => {
    fakes.status = statusIn('uploading');
    await openWithVideo();
    const sending = screen.getByTestId('local-sending');
    expect(sending.textContent).toBe('Uploading the script…');
    expect(within(sending).getByRole('progressbar')).toBeInTheDocument();
  });

  it('shows no sending state once the device has the script', async () => {
    fakes.status = statusIn('ready');
    await openWithVideo();
    expect(screen.queryByTestId('local-sending')).toBeNull();
  });

  it('names the preparing device', async () => {
    fakes.status = statusIn('preparing');
    await openWithVideo();
    expect(screen.getByTestId('local-sending').textContent).toBe('Preparing the device…');
  });

  it('shows a skeleton where the video goes until it has loaded', async () => {
    const video = await openWithVideo();
    expect(screen.getByTestId('local-loading-video').textContent).toBe('Loading the video…');
    fireEvent.loadedMetadata(video);
    expect(screen.queryByTestId('local-loading-video')).toBeNull();
  });

  it('puts a stop inside the fullscreen element that pauses the video and stops the device', async () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const video = await openWithVideo();
    const screenElement = video.parentElement;
    const stop = within(screenElement as HTMLElement).getByRole('button', { name: 'Stop' });
    fireEvent.click(stop);
    expect(pause).toHaveBeenCalled();
    expect(fakes.stop.calls).toBe(1);
  });

  it('shades the device’s stroke zone on the simulator', async () => {
    const devices = fakeDevices();
    await devices.connect('LocalZone1');
    await openWithVideo();
    const zone = devices.store.session().slider;
    expect(zone.min).toBeDefined();
    const simulator = screen.getByRole('group', { name: 'Device position' });
    await waitFor(() =>
      expect(simulator.textContent).toContain(
        `Stroke zone: ${Math.round((zone.min ?? 0) * 100)}–${Math.round((zone.max ?? 0) * 100)} %`,
      ),
    );
  });
});
