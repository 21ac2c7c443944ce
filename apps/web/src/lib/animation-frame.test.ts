import { FakeClock } from '@glide/core';
import { describe, expect, it } from 'vitest';
import {
  drawWhileChanging,
  REST_AFTER_FRAMES,
  REST_LOOK_MS,
  type DrawLoopDeps,
} from './animation-frame';

/** A set of listeners that a test tells of a change. */
function changeSource() {
  const listeners = new Set<() => void>();
  return {
    onChange: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change() {
      for (const listener of listeners) listener();
    },
    listeners: () => listeners.size,
  };
}

/**
 * Frames, timers, a tab's visibility and the page's appearance, all by hand; with `framesTell`, the
 * frames tell of their changes (as a video's do).
 */
function manualWorld({ framesTell = false } = {}) {
  const clock = new FakeClock();
  let queue = new Map<number, (timestampMs: number) => void>();
  let next = 1;
  let visible = true;
  const listeners = new Set<() => void>();
  const framesChange = changeSource();
  const appearance = changeSource();
  const deps: DrawLoopDeps = {
    frames: {
      request(callback) {
        queue.set(next, callback);
        return next++;
      },
      cancel(handle) {
        queue.delete(handle);
      },
      ...(framesTell ? { onChange: framesChange.onChange } : {}),
    },
    timers: clock,
    appearance,
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
    framesChange,
    appearance,
  };
}

/**
 * A drawing of one value that draws when the value differs from the one it drew; `reads` counts
 * how often it looked at the value.
 */
function drawingOf(read: () => number) {
  let drawnValue: number | undefined;
  const drawn: number[] = [];
  let reads = 0;
  return {
    drawn,
    reads: () => reads,
    draw: () => {
      reads += 1;
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

  it('on frames that tell of their changes, a resting loop sets no timer and draws at the next change told', () => {
    const world = manualWorld({ framesTell: true });
    let value = 1;
    const drawing = drawingOf(() => value);
    drawWhileChanging(drawing.draw, world.deps);
    world.frames(REST_AFTER_FRAMES + 1);
    expect(world.framesAsked()).toBe(0);
    const readsResting = drawing.reads();
    world.clock.advance(REST_LOOK_MS * 20);
    expect(drawing.reads()).toBe(readsResting);
    // A video seeked while paused: the frames say so, and the next frame draws.
    value = 2;
    world.framesChange.change();
    expect(world.framesAsked()).toBe(1);
    world.frame();
    expect(drawing.drawn).toEqual([1, 2]);
  });

  it('a change of the page’s appearance wakes a resting loop, looks or none', () => {
    for (const options of [{}, { looks: false }]) {
      const world = manualWorld();
      let value = 1;
      const drawing = drawingOf(() => value);
      drawWhileChanging(drawing.draw, world.deps, options);
      world.frames(REST_AFTER_FRAMES + 1);
      value = 2;
      world.appearance.change();
      world.frame();
      expect(drawing.drawn).toEqual([1, 2]);
    }
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
    const drawing = drawingOf(() => value);
    drawWhileChanging(drawing.draw, world.deps);
    world.frames(REST_AFTER_FRAMES + 1);
    world.setVisible(false);
    world.clock.advance(REST_LOOK_MS);
    const readsHidden = drawing.reads();
    world.clock.advance(60_000);
    expect(drawing.reads()).toBe(readsHidden);
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

  it('a stopped loop lets go of the frames’ changes and of the page’s appearance', () => {
    const world = manualWorld({ framesTell: true });
    const loop = drawWhileChanging(() => false, world.deps);
    expect(world.framesChange.listeners()).toBe(1);
    expect(world.appearance.listeners()).toBe(1);
    loop.stop();
    expect(world.framesChange.listeners()).toBe(0);
    expect(world.appearance.listeners()).toBe(0);
  });
});
