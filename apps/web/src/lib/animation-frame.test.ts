import { FakeClock } from '@glide/core';
import { describe, expect, it } from 'vitest';
import {
  drawWhileChanging,
  REST_AFTER_FRAMES,
  REST_LOOK_MS,
  type DrawLoopDeps,
} from './animation-frame';

/** Frames, timers and a tab's visibility, all by hand. */
function manualWorld() {
  const clock = new FakeClock();
  let queue = new Map<number, (timestampMs: number) => void>();
  let next = 1;
  let visible = true;
  const listeners = new Set<() => void>();
  const deps: DrawLoopDeps = {
    frames: {
      request(callback) {
        queue.set(next, callback);
        return next++;
      },
      cancel(handle) {
        queue.delete(handle);
      },
    },
    timers: clock,
    visibility: {
      isVisible: () => visible,
      onChange(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
  const frame = () => {
    const due = [...queue.values()];
    queue = new Map();
    for (const callback of due) callback(clock.now());
  };
  return {
    deps,
    clock,
    /** Runs one frame: what was asked for before it. */
    frame,
    /** Runs `count` frames. */
    frames(count: number) {
      for (let i = 0; i < count; i += 1) frame();
    },
    framesAsked: () => queue.size,
    setVisible(next: boolean) {
      visible = next;
      for (const listener of listeners) listener();
    },
    listeners: () => listeners.size,
  };
}

/** A drawing of one value that draws when the value differs from the one it drew. */
function drawingOf(read: () => number) {
  let drawnValue: number | undefined;
  const drawn: number[] = [];
  return {
    drawn,
    draw: () => {
      const value = read();
      if (value === drawnValue) return false;
      drawnValue = value;
      drawn.push(value);
      return true;
    },
  };
}

describe('drawWhileChanging', () => {
  it('draws on every frame while what it shows changes', () => {
    const world = manualWorld();
    let value = 0;
    const drawing = drawingOf(() => value);
    drawWhileChanging(drawing.draw, world.deps);
    for (let i = 0; i < 100; i += 1) {
      value += 1;
      world.frame();
    }
    expect(drawing.drawn).toHaveLength(100);
    expect(world.framesAsked()).toBe(1);
  });

  it('stops asking for frames after a run of frames with nothing new, and draws nothing while it rests', () => {
    const world = manualWorld();
    const drawing = drawingOf(() => 7);
    drawWhileChanging(drawing.draw, world.deps);
    world.frame();
    expect(drawing.drawn).toEqual([7]);
    world.frames(REST_AFTER_FRAMES);
    expect(world.framesAsked()).toBe(0);
    world.clock.advance(60_000);
    expect(drawing.drawn).toEqual([7]);
    expect(world.framesAsked()).toBe(0);
  });

  it('a resting loop sees a change within one look and goes back to frames', () => {
    const world = manualWorld();
    let value = 1;
    const drawing = drawingOf(() => value);
    drawWhileChanging(drawing.draw, world.deps);
    world.frames(REST_AFTER_FRAMES + 1);
    expect(world.framesAsked()).toBe(0);
    value = 2;
    world.clock.advance(REST_LOOK_MS - 1);
    expect(drawing.drawn).toEqual([1]);
    world.clock.advance(1);
    expect(drawing.drawn).toEqual([1, 2]);
    expect(world.framesAsked()).toBe(1);
    value = 3;
    world.frame();
    expect(drawing.drawn).toEqual([1, 2, 3]);
  });

  it('without looks, a resting loop sets no timer and draws again at the next wake', () => {
    const world = manualWorld();
    let value = 1;
    const drawing = drawingOf(() => value);
    const loop = drawWhileChanging(drawing.draw, world.deps, { looks: false });
    world.frames(REST_AFTER_FRAMES + 1);
    expect(world.framesAsked()).toBe(0);
    value = 2;
    world.clock.advance(REST_LOOK_MS * 20);
    expect(drawing.drawn).toEqual([1]);
    expect(world.framesAsked()).toBe(0);
    loop.wake();
    world.frame();
    expect(drawing.drawn).toEqual([1, 2]);
  });

  it('a wake ends the rest at once: the next frame draws', () => {
    const world = manualWorld();
    let value = 1;
    const drawing = drawingOf(() => value);
    const loop = drawWhileChanging(drawing.draw, world.deps);
    world.frames(REST_AFTER_FRAMES + 1);
    value = 2;
    loop.wake();
    expect(world.framesAsked()).toBe(1);
    world.frame();
    expect(drawing.drawn).toEqual([1, 2]);
    // The look it had planned is gone: nothing runs twice.
    world.clock.advance(REST_LOOK_MS);
    expect(world.framesAsked()).toBe(1);
  });

  it('a wake that brings nothing new costs one frame, and one that does keeps the frames going', () => {
    const world = manualWorld();
    let value = 1;
    const drawing = drawingOf(() => value);
    const loop = drawWhileChanging(drawing.draw, world.deps);
    world.frames(REST_AFTER_FRAMES + 1);
    // A render that changed nothing drawn: one frame, then the rest again.
    loop.wake();
    world.frame();
    expect(drawing.drawn).toEqual([1]);
    expect(world.framesAsked()).toBe(0);
    // A render with a change: it draws, and keeps to frames while more comes.
    value = 2;
    loop.wake();
    world.frame();
    expect(world.framesAsked()).toBe(1);
    value = 3;
    world.frame();
    expect(drawing.drawn).toEqual([1, 2, 3]);
    world.frames(REST_AFTER_FRAMES - 1);
    expect(world.framesAsked()).toBe(1);
    world.frame();
    expect(world.framesAsked()).toBe(0);
  });

  it('keeps to frames while the drawing says the next frame may differ, even with nothing drawn', () => {
    const world = manualWorld();
    let calls = 0;
    drawWhileChanging(() => {
      calls += 1;
      return true;
    }, world.deps);
    world.frames(3 * REST_AFTER_FRAMES);
    expect(calls).toBe(3 * REST_AFTER_FRAMES);
    expect(world.framesAsked()).toBe(1);
  });

  it('neither draws nor looks in a hidden tab, and draws as soon as the tab is shown', () => {
    const world = manualWorld();
    let value = 1;
    const drawing = drawingOf(() => value);
    drawWhileChanging(drawing.draw, world.deps);
    world.frame();
    world.setVisible(false);
    value = 2;
    world.frame();
    world.clock.advance(60_000);
    expect(drawing.drawn).toEqual([1]);
    expect(world.framesAsked()).toBe(0);
    world.setVisible(true);
    expect(world.framesAsked()).toBe(1);
    world.frame();
    expect(drawing.drawn).toEqual([1, 2]);
  });

  it('a resting loop in a tab that is hidden stops looking', () => {
    const world = manualWorld();
    let value = 1;
    let reads = 0;
    const drawing = drawingOf(() => {
      reads += 1;
      return value;
    });
    drawWhileChanging(drawing.draw, world.deps);
    world.frames(REST_AFTER_FRAMES + 1);
    world.setVisible(false);
    world.clock.advance(REST_LOOK_MS);
    const readsHidden = reads;
    world.clock.advance(60_000);
    expect(reads).toBe(readsHidden);
    value = 2;
    world.setVisible(true);
    world.frame();
    expect(drawing.drawn).toEqual([1, 2]);
  });

  it('a stopped loop draws no more and lets go of the tab', () => {
    const world = manualWorld();
    let value = 1;
    const drawing = drawingOf(() => value);
    const loop = drawWhileChanging(drawing.draw, world.deps);
    world.frame();
    loop.stop();
    value = 2;
    world.frame();
    world.clock.advance(60_000);
    loop.wake();
    world.frame();
    expect(drawing.drawn).toEqual([1]);
    expect(world.listeners()).toBe(0);
  });
});
