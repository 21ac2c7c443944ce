import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeClock, ScriptClock, type MediaSample, type PlaybackStatus } from '@glide/core';
import { settle } from '../../device/session/testing/fake-client';
import { fakeDevices, renderRoute, setUpPageTests } from '../../device/testing/fake-devices';
import { browserFetch } from '../../lib/http';
import { playingStatus } from '../../player/components/testing/statuses';
import { usePlaybackEngine } from '../../player/use-playback-engine';
import { createVideoMediaClock } from '../../player/video-media-clock';
import type * as VideoMediaClockModule from '../../player/video-media-clock';
import SyncPage from './sync-page';

vi.mock('../../lib/http', () => ({ browserFetch: vi.fn() }));
vi.mock('../../player/use-playback-engine', () => ({ usePlaybackEngine: vi.fn() }));
vi.mock('../../player/video-media-clock', async (original) => ({
  ...(await original<typeof VideoMediaClockModule>()),
  createVideoMediaClock: vi.fn(),
}));

setUpPageTests('sync', 'player');

const KEY = 'SyncTapKey1';
const SYNC_ROUTE = { path: '/sync', handle: { titleKey: 'sync', app: true } } as const;
/** The shipped script's shape: bottom on every beat, top halfway between, over the 12 s clip. */
const SCRIPT = JSON.stringify({
  version: '1.0',
  actions: Array.from({ length: 49 }, (_, index) => ({
    at: index * 250,
    pos: index % 2 === 0 ? 0 : 100,
  })),
});
const FRAME_MS = 40;
const JITTER = [0, 5, -5, 3, -3, 4, -4, 1, -1, 2, -2];

let status: PlaybackStatus | undefined;
let clock: FakeClock;
let clip: ScriptClock;
/** The clip element's play(), to see that nothing starts it. */
let play: ReturnType<typeof vi.fn<(this: HTMLMediaElement) => Promise<void>>>;
/** Queued animation frames, run by hand. */
let frames: Map<number, FrameRequestCallback>;

beforeEach(() => {
  status = playingStatus();
  vi.mocked(usePlaybackEngine).mockReset();
  vi.mocked(usePlaybackEngine).mockImplementation(() => ({
    status,
    phaseNow: () => status?.phase,
    resync: vi.fn(),
    mediaEvent: vi.fn(),
  }));
  vi.mocked(browserFetch).mockReset();
  vi.mocked(browserFetch).mockResolvedValue(new Response(SCRIPT));
  // The clip's clock: the wizard's media clock is this script clock on a fake clock, paused
  // while the element is.
  clock = new FakeClock(100_000);
  clip = new ScriptClock(clock, { durationMs: 12_000, loop: true });
  vi.mocked(createVideoMediaClock).mockImplementation((video) => ({
    sample: (): MediaSample => ({ ...clip.sample(), paused: video.paused }),
    lastSeek: () => undefined,
    rateSwitchPending: () => false,
    lineAwaited: () => false,
    dispose: () => undefined,
  }));
  frames = new Map();
  let next = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => frames.delete(handle));
  let paused = true;
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
  play = vi.fn(function (this: HTMLMediaElement) {
    paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    paused = true;
    this.dispatchEvent(new Event('pause'));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Runs animation frames until `atMs` on the fake clock. */
function runTo(atMs: number): void {
  while (clock.now() < atMs) {
    clock.advance(Math.min(FRAME_MS, atMs - clock.now()));
    const due = [...frames.values()];
    frames.clear();
    act(() => {
      for (const callback of due) callback(clock.now());
    });
  }
}

/** Space at `atMs`, stamped as the keyboard would. */
function spaceAt(atMs: number): void {
  runTo(atMs);
  const event = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
  Object.defineProperty(event, 'timeStamp', { value: atMs });
  act(() => {
    document.body.dispatchEvent(event);
  });
}

const step = () => screen.getByTestId('calibration').getAttribute('data-step');

/** The script the page gave the engine on its last render: none, and the device holds still. */
const engineScript = () => vi.mocked(usePlaybackEngine).mock.lastCall?.[0].script;

/** Taps `delayMs` (± a little) after each stimulus at `phaseMs + k·500` of the clip, until the step changes. */
function tapAlong(clipStartMs: number, phaseMs: number, delayMs: number): void {
  const from = step();
  const firstK = Math.ceil((clock.now() - clipStartMs - phaseMs) / 500) + 1;
  for (let k = firstK; step() === from && k < firstK + 70; k++) {
    spaceAt(clipStartMs + phaseMs + k * 500 + delayMs + (JITTER[k % JITTER.length] ?? 0));
  }
}

describe('SyncPage: the tap calibration', () => {
  it('measures a device 60 ms late, hides the clip for the device taps, applies and undoes', async () => {
    const devices = fakeDevices({ [KEY]: {} });
    await devices.connect(KEY);
    renderRoute(<SyncPage />, SYNC_ROUTE);
    await screen.findByRole('heading', { level: 1, name: 'Sync test' });
    await act(settle);
    const offsetBefore = devices.store.session().clock.deviceUserTimeOffsetMs ?? 0;

    const graph = () => screen.queryByRole('img', { name: /script's positions over time/ });
    expect(graph()).toBeInTheDocument();
    clip.play();
    const clipStartMs = clock.now();
    expect(engineScript()).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Start measuring' }));
    expect(screen.queryByTestId('calibration-cover')).not.toBeInTheDocument();
    // The video taps measure the person alone: the device holds still (the engine has no script).
    expect(engineScript()).toBeUndefined();
    tapAlong(clipStartMs, 0, 200);
    expect(step()).toBe('deviceReady');
    expect(engineScript()).toBeUndefined();
    // A plain screen over the clip and the device figure, and no script graph: no cue but the device.
    expect(screen.getByTestId('calibration-cover')).toHaveTextContent(
      'Watch your device. Tap each time it reaches the top.',
    );
    expect(graph()).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Start step 2' }));
    // Step 2: the device follows the clip again.
    expect(engineScript()).toBeDefined();
    tapAlong(clipStartMs, 250, 260);
    expect(step()).toBe('result');
    expect(screen.queryByTestId('calibration-cover')).not.toBeInTheDocument();
    expect(graph()).toBeInTheDocument();
    expect(screen.getByTestId('calibration-lag').textContent).toMatch(/^\+60 ms ± \d ms$/);
    // A tap after the phase ended leaves the paused clip (and so the device) alone.
    play.mockClear();
    spaceAt(clock.now() + 100);
    expect(play).not.toHaveBeenCalled();

    devices.calls.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await act(settle);
    expect(devices.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /hstp/offset',
    ]);
    expect(devices.calls[0]?.body).toEqual({ offset: offsetBefore - 60 });
    const offsetCard = screen.getByRole('region', { name: 'Time offset' });
    expect(within(offsetCard).getByTestId('sync-offset-device')).toHaveTextContent(
      `Your device keeps ${offsetBefore - 60 < 0 ? '−' : '+'}${Math.abs(offsetBefore - 60)} ms.`,
    );
    // The health panel shows the result, applied.
    expect(screen.getByTestId('sync-calibration').textContent).toMatch(
      /^\+60 ms ± \d ms, .+; offset set to −\d+ ms$/,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await act(settle);
    expect(devices.calls.at(-1)?.body).toEqual({ offset: offsetBefore });
    expect(screen.getByTestId('calibration-status')).toHaveTextContent(
      /^Undone: your device keeps/,
    );
  });
});
