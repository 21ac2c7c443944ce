import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaPauseReason, PlaybackScript, PlaybackStatus } from '@glide/core';
import { fakeDevices, renderRoute, setUpPageTests } from '../../device/testing/fake-devices';
import type { UsePlaybackEngineOptions } from '../../player/use-playback-engine';
import LocalPage from './local-page';
import { LOCAL_ROUTE, pickVideoAndScript, stubLocalMedia } from './testing/local-media';

/** What the page last gave the engine: its script and the way the engine pauses the video. */
const engine = vi.hoisted(() => ({
  lastOptions: undefined as UsePlaybackEngineOptions | undefined,
  status: undefined as PlaybackStatus | undefined,
}));

vi.mock('../../player/use-playback-engine', () => ({
  usePlaybackEngine: (options: UsePlaybackEngineOptions) => {
    engine.lastOptions = options;
    return { status: engine.status, resync: () => undefined, mediaEvent: () => undefined };
  },
}));

setUpPageTests('local', 'player');

/** Opens the page and picks a video with its script, as a person does. */
async function openWithVideoAndScript() {
  renderRoute(<LocalPage />, LOCAL_ROUTE);
  return pickVideoAndScript();
}

/** The engine asks the page to pause the video, as it does when the device stops. */
function enginePauses(reason: MediaPauseReason) {
  const options = engine.lastOptions;
  if (!options) throw new Error('no engine');
  act(() => options.onPauseMedia(reason));
}

describe('LocalPlayer notices', () => {
  beforeEach(() => {
    stubLocalMedia();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    engine.lastOptions = undefined;
    engine.status = undefined;
  });

  it.each<[MediaPauseReason, string]>([
    [
      'deviceStopped',
      'Paused because the device stopped: its button, Stop all or another app stopped it. Press play to go on in sync.',
    ],
    ['sessionChanged', 'Paused because the device reconnected. Press play to go on in sync.'],
    [
      'deviceOffline',
      'Paused because the device went offline. Press play once it is back online; it picks up in sync.',
    ],
  ])('pauses the video and says why when the engine asks (%s)', async (reason, words) => {
    fakeDevices();
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    await openWithVideoAndScript();
    expect(screen.queryByTestId('player-pause-reason')).toBeNull();
    enginePauses(reason);
    expect(pause).toHaveBeenCalled();
    const notice = screen.getByTestId('player-pause-reason');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe(words);
  });

  it('shows the newest reason, and clears it when the user plays again', async () => {
    fakeDevices();
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const video = await openWithVideoAndScript();
    enginePauses('deviceOffline');
    enginePauses('sessionChanged');
    expect(screen.getByTestId('player-pause-reason').textContent).toContain('reconnected');
    fireEvent.play(video);
    expect(screen.queryByTestId('player-pause-reason')).toBeNull();
  });

  it('says only that it waits for the device while offline, and that the video plays alone once played on', async () => {
    fakeDevices();
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    // The engine lost its device: its status carries the missing device as the error.
    engine.status = {
      phase: 'error',
      error: { kind: 'noDevice', cause: undefined },
    } as PlaybackStatus;
    const video = await openWithVideoAndScript();
    expect(screen.getByTestId('engine-error').textContent).toContain('No device is connected.');
    enginePauses('deviceOffline');
    expect(screen.getByTestId('player-pause-reason').textContent).toContain('went offline');
    expect(screen.queryByTestId('engine-error')).toBeNull();
    fireEvent.play(video);
    expect(screen.queryByTestId('player-pause-reason')).toBeNull();
    expect(screen.getByTestId('engine-error').textContent).toContain(
      'The video keeps playing meanwhile.',
    );
  });

  it('keeps the device out and links to the update on firmware below 4', async () => {
    const devices = fakeDevices({ OldFirm01: { info: { fw_version: '3.2.1' } } });
    await openWithVideoAndScript();
    expect(engine.lastOptions?.script).toBeDefined();
    await devices.connect('OldFirm01');
    const notice = await screen.findByTestId('player-legacy-firmware');
    expect(notice.textContent).toContain(
      "This device runs firmware 3.2.1, which can't play scripts in sync.",
    );
    const link = within(notice).getByRole('link', { name: 'Update the firmware' });
    expect(link.getAttribute('href')).toBe('/ota-fw3');
    // The video keeps working; only the device is left alone.
    expect(engine.lastOptions?.script).toBeUndefined();
    expect(engine.lastOptions?.media).toEqual({
      kind: 'video',
      element: screen.getByTestId('local-video'),
    });
  });

  it('plays along on current firmware, without the notice', async () => {
    const devices = fakeDevices({ NewFirm01: { info: { fw_version: '4.2.2+44874492' } } });
    await openWithVideoAndScript();
    await devices.connect('NewFirm01');
    expect(screen.queryByTestId('player-legacy-firmware')).toBeNull();
    expect(engine.lastOptions?.script?.name).toBeDefined();
    expect(
      (engine.lastOptions?.script as PlaybackScript | undefined)?.points.length,
    ).toBeGreaterThan(0);
  });
});
