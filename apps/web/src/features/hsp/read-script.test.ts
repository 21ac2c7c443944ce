import { describe, expect, it } from 'vitest';
import { readScript } from './read-script';

const funscript = JSON.stringify({
  version: '1.0',
  metadata: { duration: 3 },
  actions: [
    { at: 0, pos: 10 },
    { at: 500, pos: 90 },
    { at: 1000, pos: 10 },
  ],
});

describe('readScript', () => {
  it('reads a funscript into points and a length (the stated media length when longer)', () => {
    const result = readScript(funscript, 'clip.funscript');
    expect(result).toMatchObject({
      ok: true,
      script: { fileName: 'clip.funscript', durationMs: 3000 },
    });
    if (!result.ok) return;
    expect(result.script.source.points).toEqual([
      { t: 0, x: 10 },
      { t: 500, x: 90 },
      { t: 1000, x: 10 },
    ]);
  });

  it('reads a Handy CSV', () => {
    const result = readScript('0,0\n400,100\n800,0\n', 'strokes.csv');
    expect(result.ok && result.script.durationMs).toBe(800);
  });

  it.each([
    ['broken.csv', 'not,a,number\n', 'INVALID_CSV'],
    ['one.funscript', '{"actions": [{"at": 0, "pos": 5}]}', 'TOO_FEW_POINTS'],
    ['broken.funscript', '{"actions": [', 'INVALID_JSON'],
    ['list.json', '"hello"', 'INVALID_TYPE'],
  ])('names the problem of %s by its code', (fileName, text, problem) => {
    expect(readScript(text, fileName)).toEqual({ ok: false, problem });
  });
});
