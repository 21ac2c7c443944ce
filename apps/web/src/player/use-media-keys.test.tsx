import { useMemo } from 'react';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  preferencesStore,
  resetPreferencesStoreForTests,
} from '../preferences/preferences-instance';
import { playerKeyAction } from './components/player-keys';
import { fakeVideo } from './components/testing/fake-video';
import { setUpPlayerTests } from './components/testing/set-up-player-tests';
import { videoControls } from './media-controls';
import { useMediaKeys } from './use-media-keys';

setUpPlayerTests();
afterEach(() => resetPreferencesStoreForTests());

function Harness({
  video,
  enabled = true,
  target = null,
}: {
  video: HTMLVideoElement | null;
  enabled?: boolean;
  target?: HTMLElement | null;
}) {
  const controls = useMemo(() => (video ? videoControls(video) : null), [video]);
  useMediaKeys(controls, { enabled, fullscreenTarget: target });
  return (
    <>
      <input aria-label="Search" />
      <button type="button">Other</button>
      <input type="range" aria-label="Speed" />
    </>
  );
}

const press = (key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  act(() => {
    (document.activeElement ?? document.body).dispatchEvent(event);
  });
  return event;
};

describe('useMediaKeys on a video', () => {
  it('Space plays and pauses, and does not scroll the page', () => {
    const media = fakeVideo();
    render(<Harness video={media.video} />);
    const event = press(' ');
    expect(media.play).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
    press(' ');
    expect(media.pause).toHaveBeenCalledOnce();
  });

  it('arrows seek ∓5 s (held: repeating) and change the volume', () => {
    const { video } = fakeVideo({ durationS: 100, currentS: 50 });
    video.volume = 0.5;
    render(<Harness video={video} />);
    press('ArrowRight');
    expect(video.currentTime).toBe(55);
    press('ArrowLeft');
    press('ArrowLeft', { repeat: true });
    expect(video.currentTime).toBe(45);
    press('ArrowUp');
    expect(video.volume).toBeCloseTo(0.6);
    press('ArrowDown');
    press('ArrowDown');
    expect(video.volume).toBeCloseTo(0.4);
  });

  it('M mutes and F shows the target full screen, once per press', () => {
    const { video } = fakeVideo();
    const target = document.createElement('div');
    const requestFullscreen = vi.fn(() => Promise.resolve());
    target.requestFullscreen = requestFullscreen;
    render(<Harness video={video} target={target} />);
    press('m');
    expect(video.muted).toBe(true);
    press('m', { repeat: true });
    expect(video.muted).toBe(true);
    press('F');
    expect(requestFullscreen).toHaveBeenCalledOnce();
  });

  it('leaves keys alone while typing, on a focused button (Space) and a slider (arrows, not Space)', async () => {
    const media = fakeVideo({ durationS: 100, currentS: 50 });
    render(<Harness video={media.video} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Search' }));
    press(' ');
    press('m');
    expect(media.play).not.toHaveBeenCalled();
    expect(media.video.muted).toBe(false);
    screen.getByRole('button', { name: 'Other' }).focus();
    press(' ');
    expect(media.play).not.toHaveBeenCalled();
    screen.getByRole('slider', { name: 'Speed' }).focus();
    press('ArrowRight');
    expect(media.video.currentTime).toBe(50);
    press('m');
    expect(media.video.muted).toBe(true);
    press(' ');
    expect(media.play).toHaveBeenCalledOnce();
  });

  it('does nothing when disabled or without a video', () => {
    const media = fakeVideo();
    const { rerender } = render(<Harness video={media.video} enabled={false} />);
    press(' ');
    rerender(<Harness video={null} />);
    press(' ');
    expect(media.play).not.toHaveBeenCalled();
  });

  it('yields a key the user bound to a device shortcut while those are on', () => {
    act(() => {
      preferencesStore().update({
        keyBinding: {
          enabled: true,
          stroke: { incrementPct: 10, topUp: 'm', topDown: 'a', bottomUp: 'w', bottomDown: 's' },
          timeOffset: { incrementMs: 10, increase: 'e', decrease: 'd' },
        },
      });
    });
    const { video } = fakeVideo();
    render(<Harness video={video} />);
    press('m');
    expect(video.muted).toBe(false);
  });
});

describe('playerKeyAction', () => {
  const event = (
    key: string,
    extra: Partial<KeyboardEventInit & { target: EventTarget }> = {},
  ) => ({
    key,
    repeat: false,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    defaultPrevented: false,
    target: document.body,
    ...extra,
  });

  it('never takes Escape, browser shortcuts or the device shortcuts e/d/q/a/w/s', () => {
    expect(playerKeyAction(event('Escape'))).toBeUndefined();
    expect(playerKeyAction(event('f', { ctrlKey: true }))).toBeUndefined();
    for (const key of ['e', 'd', 'q', 'a', 'w', 's']) {
      expect(playerKeyAction(event(key))).toBeUndefined();
    }
    expect(playerKeyAction(event(' ', { repeat: true }))).toBeUndefined();
    expect(playerKeyAction(event(' '))).toBe('togglePlay');
  });
});
