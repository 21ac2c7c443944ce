import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '@glide/core';
import { REST_AFTER_FRAMES } from '../../lib/animation-frame';
import { ScriptGraph } from './script-graph';
import { firstActionFrom, stripHolds, windowStartMs } from './script-graph-draw';
import { recordingContext, installManualFrames } from './testing/manual-frames';
import { setUpPlayerTests } from './testing/set-up-player-tests';

setUpPlayerTests();
const frames = installManualFrames();

const SCRIPT: readonly Action[] = [
  { at: 0, pos: 0 },
  { at: 1000, pos: 100 },
  { at: 2000, pos: 0 },
  { at: 3000, pos: 100 },
];

let drawn: ReturnType<typeof recordingContext>;
beforeEach(() => {
  drawn = recordingContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => drawn.context);
});
afterEach(() => vi.restoreAllMocks());

/** The graph's moving parts. */
const part = (name: 'strip' | 'playhead' | 'point' | 'past') =>
  document.querySelector<HTMLElement>(`.player-graph__${name}`);

describe('ScriptGraph', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(120);
  });

  it('is a named picture with the position at the playhead in words', () => {
    let atMs = 500;
    render(<ScriptGraph actions={SCRIPT} positionMs={() => atMs} label="Script of clip" />);
    expect(screen.getByRole('img', { name: 'Script of clip' })).toBeInTheDocument();
    frames.step();
    expect(screen.getByText('Script position: 50 %')).toBeInTheDocument();
    expect(drawn.calls.some((call) => call.name === 'lineTo')).toBe(true);
    // The point moves on every frame; its words at most four times a second (frames are 16 ms).
    atMs = 750;
    frames.step();
    expect(part('point')?.style.transform).toBe('translate(150px, 25%)');
    expect(screen.getByText('Script position: 50 %')).toBeInTheDocument();
    for (let i = 0; i < 15; i += 1) frames.step();
    expect(screen.getByText('Script position: 75 %')).toBeInTheDocument();
  });

  it('moves the drawn script past the playhead, and draws it again only past its end', () => {
    let atMs = 5000;
    render(<ScriptGraph actions={SCRIPT} positionMs={() => atMs} label="Script" />);
    const draws = () => drawn.calls.filter((call) => call.name === 'clearRect').length;
    frames.step();
    expect(draws()).toBe(1);
    // 10 s across 300 px: the playhead in the middle, the strip (two windows) from 0 s.
    expect(part('playhead')?.style.transform).toBe('translateX(150px)');
    expect(part('past')?.style.transform).toBe('scaleX(0.5)');
    expect(part('strip')?.style.transform).toBe('translateX(0px)');
    expect(part('strip')?.style.width).toBe('600px');
    atMs = 12_500;
    frames.step();
    expect(draws()).toBe(1);
    expect(part('strip')?.style.transform).toBe('translateX(-225px)');
    expect(part('playhead')?.style.transform).toBe('translateX(150px)');
    // Past the strip's end (20 s), it is drawn again from the window's start.
    atMs = 15_001;
    frames.step();
    expect(draws()).toBe(2);
    expect(part('strip')?.style.transform).toBe('translateX(0px)');
    // So is a seek back before its start.
    atMs = 4000;
    frames.step();
    expect(draws()).toBe(3);
  });

  it('with reduced motion holds the script still and moves the playhead across it', () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    let atMs = 2500;
    render(<ScriptGraph actions={SCRIPT} positionMs={() => atMs} label="Script" />);
    frames.step();
    expect(part('strip')?.style.transform).toBe('translateX(0px)');
    expect(part('playhead')?.style.transform).toBe('translateX(75px)');
    expect(part('past')?.style.transform).toBe('scaleX(0.25)');
    atMs = 12_500;
    frames.step();
    // The next page, held in the same drawing.
    expect(part('strip')?.style.transform).toBe('translateX(-300px)');
    expect(part('playhead')?.style.transform).toBe('translateX(75px)');
  });

  it('draws a still position once, then rests without frames until the position moves', () => {
    let atMs = 500;
    const { rerender } = render(
      <ScriptGraph actions={SCRIPT} positionMs={() => atMs} label="Script" />,
    );
    frames.step();
    const moved = part('strip')?.style.transform;
    for (let i = 0; i < REST_AFTER_FRAMES; i += 1) frames.step();
    expect(frames.pending()).toBe(0);
    // A render (a seek, new props) wakes it: the next frame shows where the script now is.
    atMs = 1000;
    rerender(<ScriptGraph actions={SCRIPT} positionMs={() => atMs} label="Script" />);
    frames.step();
    expect(part('strip')?.style.transform).not.toBe(moved);
    expect(screen.getByText('Script position: 100 %')).toBeInTheDocument();
  });

  it('resting, draws again at once for a new size or a new theme, nothing else having changed', async () => {
    let resized: (() => void) | undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<ScriptGraph actions={SCRIPT} positionMs={() => 5000} label="Script" />);
    frames.step();
    for (let i = 0; i < REST_AFTER_FRAMES; i += 1) frames.step();
    expect(frames.pending()).toBe(0);
    const strips = () => drawn.calls.filter((call) => call.name === 'clearRect').length;
    const before = strips();
    // A phone turned: the view is wider, and the graph is drawn to fit.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    act(() => resized?.());
    expect(frames.pending()).toBe(1);
    frames.step();
    expect(part('strip')?.style.width).toBe('1200px');
    expect(strips()).toBe(before + 1);
    for (let i = 0; i < REST_AFTER_FRAMES; i += 1) frames.step();
    expect(frames.pending()).toBe(0);
    // The system's theme turns dark: the strip is drawn again in the theme's colours.
    document.documentElement.dataset.theme = 'dark';
    await Promise.resolve();
    frames.step();
    expect(strips()).toBe(before + 2);
    delete document.documentElement.dataset.theme;
  });

  it('draws at the screen pixel density', () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2);
    render(<ScriptGraph actions={SCRIPT} positionMs={() => 0} label="Script" />);
    frames.step();
    const canvas = document.querySelector<HTMLCanvasElement>('canvas');
    // Two windows of 300 CSS px each, at two device pixels to the CSS pixel.
    expect([canvas?.width, canvas?.height]).toEqual([1200, 240]);
    expect(drawn.calls.find((call) => call.name === 'setTransform')?.args).toEqual([
      2, 0, 0, 2, 0, 0,
    ]);
  });

  it('says so for an empty script and draws nothing', () => {
    render(<ScriptGraph actions={[]} positionMs={() => 0} label="Script" />);
    expect(screen.getByText('No script loaded: nothing to draw.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(frames.pending()).toBe(0);
  });

  it('stops asking for frames once gone', () => {
    const { unmount } = render(<ScriptGraph actions={SCRIPT} positionMs={() => 0} label="S" />);
    expect(frames.pending()).toBe(1);
    unmount();
    expect(frames.pending()).toBe(0);
  });

  it('without a position says it is not playing', () => {
    render(<ScriptGraph actions={SCRIPT} positionMs={() => Number.NaN} label="Script" />);
    frames.step();
    expect(screen.getByText('Script position: not playing')).toBeInTheDocument();
  });
});

describe('the graph window', () => {
  it('is held by a strip two windows wide while it lies inside it', () => {
    expect(stripHolds(0, 0, 10_000)).toBe(true);
    expect(stripHolds(0, 10_000, 10_000)).toBe(true);
    expect(stripHolds(0, 10_001, 10_000)).toBe(false);
    expect(stripHolds(0, -1, 10_000)).toBe(false);
  });

  it('scrolls with the playhead in the middle, or turns pages with reduced motion', () => {
    expect(windowStartMs(12_000, 10_000, false)).toBe(7000);
    expect(windowStartMs(12_000, 10_000, true)).toBe(10_000);
    expect(windowStartMs(9999, 10_000, true)).toBe(0);
  });

  it('finds the first action in the window by binary search', () => {
    expect(firstActionFrom(SCRIPT, -5)).toBe(0);
    expect(firstActionFrom(SCRIPT, 1000)).toBe(1);
    expect(firstActionFrom(SCRIPT, 1001)).toBe(2);
    expect(firstActionFrom(SCRIPT, 9000)).toBe(4);
  });
});
