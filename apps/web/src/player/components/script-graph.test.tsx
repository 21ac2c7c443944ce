import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '@glide/core';
import { REST_AFTER_FRAMES } from '../../lib/animation-frame';
import { ScriptGraph } from './script-graph';
import { firstActionFrom, windowStartMs } from './script-graph-draw';
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

describe('ScriptGraph', () => {
  it('is a named picture with the position at the playhead in words, each frame', () => {
    let atMs = 500;
    render(<ScriptGraph actions={SCRIPT} positionMs={() => atMs} label="Script of clip" />);
    expect(screen.getByRole('img', { name: 'Script of clip' })).toBeInTheDocument();
    frames.step();
    expect(screen.getByText('Script position: 50 %')).toBeInTheDocument();
    atMs = 1000;
    frames.step();
    expect(screen.getByText('Script position: 100 %')).toBeInTheDocument();
    expect(drawn.calls.some((call) => call.name === 'lineTo')).toBe(true);
  });

  it('draws a still position once, then rests without frames until the position moves', () => {
    let atMs = 500;
    const { rerender } = render(
      <ScriptGraph actions={SCRIPT} positionMs={() => atMs} label="Script" />,
    );
    const lines = () => drawn.calls.filter((call) => call.name === 'stroke').length;
    frames.step();
    const once = lines();
    expect(once).toBeGreaterThan(0);
    for (let i = 0; i < REST_AFTER_FRAMES; i += 1) frames.step();
    expect(lines()).toBe(once);
    expect(frames.pending()).toBe(0);
    // A render (a seek, new props) wakes it: the next frame draws where the script now is.
    atMs = 1000;
    rerender(<ScriptGraph actions={SCRIPT} positionMs={() => atMs} label="Script" />);
    frames.step();
    expect(lines()).toBeGreaterThan(once);
    expect(screen.getByText('Script position: 100 %')).toBeInTheDocument();
  });

  it('draws at the screen pixel density', () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(120);
    render(<ScriptGraph actions={SCRIPT} positionMs={() => 0} label="Script" />);
    frames.step();
    const canvas = screen.getByRole<HTMLCanvasElement>('img', { name: 'Script' });
    expect([canvas.width, canvas.height]).toEqual([600, 240]);
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
