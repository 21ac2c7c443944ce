import { describe, expect, it } from 'vitest';
import { parseScript } from '../script/parse';
import { playablePositionAt, scriptPlayable, uploadNameOf } from './playable';

const funscript = (body: object) => JSON.stringify({ version: '1.0', ...body });

describe('scriptPlayable', () => {
  it('streams the file’s motion as integer points, inversion applied once', () => {
    const script = parseScript(
      funscript({
        inverted: true,
        actions: [
          { at: 0, pos: 10 },
          { at: 500.4, pos: 80 },
        ],
      }),
      { format: 'funscript' },
    );
    const playable = scriptPlayable(script, { name: 'clip.funscript' });
    expect(playable.actions).toEqual([
      { at: 0, pos: 90 },
      { at: 500, pos: 20 },
    ]);
    expect(playable.source.points).toEqual([
      { t: 0, x: 90 },
      { t: 500, x: 20 },
    ]);
    expect(playable.source.name).toBe('clip.csv');
  });

  it('lasts the stated media length when that is longer than the last action', () => {
    const script = parseScript(
      funscript({
        metadata: { duration: 12 },
        actions: [
          { at: 0, pos: 0 },
          { at: 3000, pos: 100 },
        ],
      }),
      { format: 'funscript' },
    );
    expect(scriptPlayable(script, { name: 'a' }).durationMs).toBe(12_000);
    const short = parseScript(
      funscript({
        metadata: { duration: 1 },
        actions: [
          { at: 0, pos: 0 },
          { at: 3000, pos: 100 },
        ],
      }),
      { format: 'funscript' },
    );
    expect(scriptPlayable(short, { name: 'a' }).durationMs).toBe(3_000);
  });

  it('takes the upload name it is given', () => {
    const script = parseScript('0,0\n1000,100', { format: 'csv' });
    expect(scriptPlayable(script, { name: 'x', uploadName: 'sync-test.csv' }).source.name).toBe(
      'sync-test.csv',
    );
  });
});

describe('uploadNameOf', () => {
  it('swaps the extension for .csv, and names a nameless file', () => {
    expect(uploadNameOf('My video.funscript')).toBe('My video.csv');
    expect(uploadNameOf('.funscript')).toBe('script.csv');
    expect(uploadNameOf('plain')).toBe('plain.csv');
  });
});

describe('playablePositionAt', () => {
  it('interpolates a script and asks a pattern', () => {
    const script = parseScript('0,0\n1000,100', { format: 'csv' });
    expect(playablePositionAt(scriptPlayable(script, { name: 'a' }), 250)).toBe(25);
    const pattern = {
      kind: 'pattern' as const,
      name: 'p',
      changedFromMs: 0,
      source: {
        kind: 'live' as const,
        name: 'p',
        pointsAfter: () => [],
        previousPoint: () => undefined,
      },
      positionAt: (t: number) => t / 10,
    };
    expect(playablePositionAt(pattern, 420)).toBe(42);
  });
});
