import { describe, expect, it } from 'vitest';
import type { Clip } from './clips';
import { generateFunscript, interactiveSpeedOf } from './funscript';
import { generateLibrary } from './library';

const clip = (name: string, videoCodec = 'h264'): Clip => ({
  name,
  path: `/clips/${name}.mp4`,
  mimeType: 'video/mp4',
  durationS: 20,
  width: 640,
  height: 360,
  videoCodec,
  audioCodec: 'aac',
  bytes: 1_000,
});
const clips = [clip('day'), clip('night'), clip('hevc', 'hevc')];

describe('the generated library', () => {
  it('is the same for the same seed, and another for another', () => {
    const a = generateLibrary({ clips, scenes: 500, seed: 3 });
    const b = generateLibrary({ clips, scenes: 500, seed: 3 });
    const c = generateLibrary({ clips, scenes: 500, seed: 4 });
    expect(a.scenes.map((scene) => scene.title)).toEqual(b.scenes.map((scene) => scene.title));
    expect(a.scenes.map((scene) => scene.title)).not.toEqual(c.scenes.map((scene) => scene.title));
  });

  it('has interactive scenes with their script and speed, and a few HEVC scenes', () => {
    const library = generateLibrary({ clips, scenes: 5_000, seed: 1 });
    const interactive = library.scenes.filter((scene) => scene.interactive);
    expect(interactive.length / 5_000).toBeGreaterThan(0.17);
    expect(interactive.length / 5_000).toBeLessThan(0.23);
    const hevc = library.scenes.filter((scene) => scene.clip.videoCodec === 'hevc');
    expect(hevc.length).toBeGreaterThan(50);
    for (const scene of interactive.slice(0, 50)) {
      const script = library.funscript(scene);
      expect(script && interactiveSpeedOf(script.actions)).toBe(scene.interactiveSpeed);
    }
    const plain = library.scenes.find((scene) => !scene.interactive);
    expect(plain && library.funscript(plain)).toBeUndefined();
    expect(library.byId.get('5000')?.title).toMatch(/05000$/);
  });
});

describe('funscripts', () => {
  it('cover the clip in strokes within 0–100, in time order', () => {
    const { actions } = generateFunscript(11, 20_000);
    expect(actions[0]).toEqual({ at: 0, pos: 50 });
    expect(actions.at(-1)?.at).toBe(20_000);
    for (let i = 1; i < actions.length; i++) {
      expect(actions[i]?.at).toBeGreaterThan(actions[i - 1]?.at ?? Infinity);
      expect(actions[i]?.pos).toBeGreaterThanOrEqual(0);
      expect(actions[i]?.pos).toBeLessThanOrEqual(100);
    }
  });

  it('have Stash’s speed: the median of the action speeds, truncated', () => {
    // Speeds 0, 100, 200 → median 100; with a fourth of 400 → (100 + 200) / 2 = 150.
    const three = [
      { at: 0, pos: 0 },
      { at: 1_000, pos: 100 },
      { at: 1_500, pos: 0 },
    ];
    expect(interactiveSpeedOf(three)).toBe(100);
    expect(interactiveSpeedOf([...three, { at: 1_750, pos: 100 }])).toBe(150);
    expect(
      interactiveSpeedOf([
        { at: 0, pos: 10 },
        { at: 3_000, pos: 20 },
      ]),
    ).toBe(1);
  });
});
