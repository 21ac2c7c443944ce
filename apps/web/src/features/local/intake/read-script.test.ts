import { describe, expect, it } from 'vitest';
import { hasAxisChoice, readScript } from './read-script';

const funscript = (body: object) => JSON.stringify(body);
const twoActions = [
  { at: 0, pos: 10 },
  { at: 1000, pos: 90 },
];

describe('readScript', () => {
  it('reads a funscript into device points', () => {
    const result = readScript(funscript({ actions: twoActions }), 'Movie.funscript');
    if (!result.ok) throw new Error(result.problem);
    expect(result.loaded.playable.source.points).toEqual([
      { t: 0, x: 10 },
      { t: 1000, x: 90 },
    ]);
    expect(result.loaded.playable.source.name).toBe('movie.csv');
    expect(result.loaded.script.inverted).toBe(false);
  });

  it('honours the file’s inverted flag once, and says so', () => {
    const result = readScript(
      funscript({ inverted: true, actions: twoActions }),
      'movie.funscript',
    );
    if (!result.ok) throw new Error(result.problem);
    expect(result.loaded.script.inverted).toBe(true);
    expect(result.loaded.playable.source.points.map((p) => p.x)).toEqual([90, 10]);
  });

  it('reads Handy CSV', () => {
    const result = readScript('#made by hand\n0,0\n500,100\n', 'movie.csv');
    expect(result.ok && result.loaded.playable.source.points).toEqual([
      { t: 0, x: 0 },
      { t: 500, x: 100 },
    ]);
  });

  it.each([
    ['not,a,csv\nfoo', 'bad.csv', 'INVALID_CSV'],
    [funscript({ actions: [{ at: 0, pos: 1 }] }), 'short.funscript', 'TOO_FEW_POINTS'],
    ['{ this is not json', 'broken.funscript', 'INVALID_JSON'],
    ['"a string"', 'odd.funscript', 'INVALID_TYPE'],
  ])('gives the parser’s code for a bad file (%#)', (text, name, code) => {
    expect(readScript(text, name)).toEqual({ ok: false, problem: code });
  });

  it('takes the stroke axis by default and another on request', () => {
    const text = funscript({
      version: '1.1',
      actions: twoActions,
      axes: [
        {
          id: 'R0',
          actions: [
            { at: 0, pos: 50 },
            { at: 2000, pos: 0 },
          ],
        },
      ],
    });
    const stroke = readScript(text, 'multi.funscript');
    if (!stroke.ok) throw new Error(stroke.problem);
    expect(stroke.loaded.script.axis).toBe('L0');
    expect(hasAxisChoice(stroke.loaded.script)).toBe(true);
    const roll = readScript(text, 'multi.funscript', 'R0');
    expect(roll.ok && roll.loaded.playable.source.points).toEqual([
      { t: 0, x: 50 },
      { t: 2000, x: 0 },
    ]);
  });

  it('reads the stroke channel of a funscript 2.0 file', () => {
    const text = funscript({
      version: '2.0',
      channels: { twist: { actions: twoActions }, stroke: { actions: twoActions } },
    });
    const result = readScript(text, 'v2.funscript');
    if (!result.ok) throw new Error(result.problem);
    expect(result.loaded.script.axis).toBe('stroke');
    expect(result.loaded.script.availableAxes).toEqual(['twist', 'stroke']);
  });

  it('offers no picker for a single-axis file', () => {
    const result = readScript(funscript({ actions: twoActions }), 'one.funscript');
    expect(result.ok && hasAxisChoice(result.loaded.script)).toBe(false);
  });
});
