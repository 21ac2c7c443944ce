import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Action } from '@glide/core';
import { PlayerControls } from './player-controls';
import { fakeVideo } from './testing/fake-video';
import { setUpPlayerTests } from './testing/set-up-player-tests';

setUpPlayerTests();

const SCRIPT: readonly Action[] = [
  { at: 0, pos: 0 },
  { at: 1000, pos: 100 },
  { at: 60_000, pos: 0 },
];

function renderControls(
  video: HTMLVideoElement | null,
  options: { loop?: boolean; onLoopChange?: (loop: boolean) => void; target?: HTMLElement } = {},
) {
  return render(
    <PlayerControls
      video={video}
      actions={SCRIPT}
      loop={options.loop ?? false}
      onLoopChange={options.onLoopChange ?? (() => undefined)}
      fullscreenTarget={options.target ?? null}
    />,
  );
}

const seekBar = () => screen.getByRole('slider', { name: 'Seek' });

describe('PlayerControls', () => {
  it('without a video, says what to do and disables what needs one', () => {
    renderControls(null);
    expect(screen.getByText('Choose a video to use the controls.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveProperty('disabled', true);
    expect(seekBar()).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Full screen' })).toHaveProperty('disabled', true);
  });

  it('names the seek bar and speaks its value as "1:23 of 4:56"', () => {
    const { video } = fakeVideo({ durationS: 296, currentS: 83.4 });
    renderControls(video);
    expect(seekBar().getAttribute('aria-valuetext')).toBe('1:23 of 4:56');
    expect(screen.getByText('1:23 / 4:56')).toBeInTheDocument();
    expect(screen.getByText('1:23 of 4:56')).toBeInTheDocument();
  });

  it('follows the element: a seek made elsewhere moves the bar and the time', () => {
    const { video } = fakeVideo({ durationS: 296 });
    renderControls(video);
    act(() => {
      video.currentTime = 125;
    });
    expect(seekBar().getAttribute('aria-valuetext')).toBe('2:05 of 4:56');
    expect(screen.getByText('2:05 / 4:56')).toBeInTheDocument();
  });

  it('moves the bar on every timeupdate, and the time at each new second', () => {
    const media = fakeVideo({ durationS: 296, currentS: 10 });
    renderControls(media.video);
    act(() => media.playTo(10.75));
    expect(seekBar()).toHaveValue('10750');
    expect(screen.getByText('0:10 / 4:56')).toBeInTheDocument();
    act(() => media.playTo(11));
    expect(screen.getByText('0:11 / 4:56')).toBeInTheDocument();
  });

  it('says when the length is not known yet, then enables seeking once it is', () => {
    const media = fakeVideo({ durationS: Number.NaN });
    renderControls(media.video);
    expect(seekBar().getAttribute('aria-valuetext')).toBe('Length not known yet');
    expect(seekBar()).toHaveProperty('disabled', true);
    act(() => media.setDuration(60));
    expect(seekBar()).toHaveProperty('disabled', false);
  });

  it('plays and pauses the element', async () => {
    const media = fakeVideo();
    renderControls(media.video);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(media.play).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(media.pause).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('seeks by 5 s with the arrow keys on the seek bar, and to the ends with Home and End', async () => {
    const { video } = fakeVideo({ durationS: 296, currentS: 60 });
    renderControls(video);
    seekBar().focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(video.currentTime).toBe(65);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(video.currentTime).toBe(55);
    await userEvent.keyboard('{End}');
    expect(video.currentTime).toBe(296);
    await userEvent.keyboard('{Home}');
    expect(video.currentTime).toBe(0);
  });

  it('scrubs: each move of the thumb sets the media time', () => {
    const { video } = fakeVideo({ durationS: 296 });
    renderControls(video);
    fireEvent.change(seekBar(), { target: { value: '30000' } });
    expect(video.currentTime).toBe(30);
    fireEvent.change(seekBar(), { target: { value: '45500' } });
    expect(video.currentTime).toBe(45.5);
    expect(seekBar().getAttribute('aria-valuetext')).toBe('0:45 of 4:56');
  });

  it('offers the rates 0.5–2 and the rate the device buttons set, to one decimal', async () => {
    const { video } = fakeVideo();
    video.playbackRate = 1.3000000000000003;
    renderControls(video);
    const menu = screen.getByRole('combobox', { name: 'Playback speed' });
    const options = within(menu)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['0.5×', '0.75×', '1.0×', '1.25×', '1.3×', '1.5×', '1.75×', '2.0×']);
    expect((menu as HTMLSelectElement).value).toBe('1.3');
    await userEvent.selectOptions(menu, '1.5×');
    expect(video.playbackRate).toBe(1.5);
  });

  it('toggles loop through its callback and shows the state it is given', async () => {
    const onLoopChange = vi.fn();
    const { video } = fakeVideo();
    const { rerender } = renderControls(video, { onLoopChange });
    const loop = screen.getByRole('button', { name: 'Loop' });
    expect(loop.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(loop);
    expect(onLoopChange).toHaveBeenCalledWith(true);
    rerender(
      <PlayerControls
        video={video}
        actions={SCRIPT}
        loop
        onLoopChange={onLoopChange}
        fullscreenTarget={null}
      />,
    );
    expect(screen.getByRole('button', { name: 'Loop' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('mutes and sets the volume', async () => {
    const { video } = fakeVideo();
    renderControls(video);
    const mute = screen.getByRole('button', { name: 'Mute' });
    await userEvent.click(mute);
    expect(video.muted).toBe(true);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    const volume = screen.getByRole('slider', { name: 'Volume' });
    fireEvent.change(volume, { target: { value: '40' } });
    expect(video.volume).toBeCloseTo(0.4);
    expect(video.muted).toBe(false);
    expect(volume.getAttribute('aria-valuetext')).toBe('40 %');
  });

  it('asks for full screen on the target it is given', async () => {
    const { video } = fakeVideo();
    const target = document.createElement('div');
    const requestFullscreen = vi.fn(() => Promise.resolve());
    target.requestFullscreen = requestFullscreen;
    renderControls(video, { target });
    await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(requestFullscreen).toHaveBeenCalledOnce();
  });

  it('draws the heatmap under the seek bar with a legend in words', () => {
    const { video } = fakeVideo({ durationS: 120 });
    const { container } = renderControls(video);
    expect(container.querySelectorAll('.player-heatmap rect').length).toBeGreaterThan(0);
    expect(screen.getByText('Script speed:')).toBeInTheDocument();
    expect(screen.getByText('slow')).toBeInTheDocument();
    expect(screen.getByText('fast')).toBeInTheDocument();
  });

  it('shows no heatmap and no legend for an empty script', () => {
    const { video } = fakeVideo();
    const { container } = render(
      <PlayerControls
        video={video}
        actions={[]}
        loop={false}
        onLoopChange={() => undefined}
        fullscreenTarget={null}
      />,
    );
    expect(container.querySelectorAll('.player-heatmap rect')).toHaveLength(0);
    expect(screen.queryByText('Script speed:')).toBeNull();
  });
});
