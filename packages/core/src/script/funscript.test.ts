import { describe, expect, it } from 'vitest';
import { parseFunscript } from './funscript';
import { ScriptError, type ScriptErrorCode } from './types';

function codeOf(fn: () => unknown): ScriptErrorCode | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof ScriptError) return error.code;
    throw error;
  }
  return undefined;
}

const twoActions = [
  { at: 0, pos: 10 },
  { at: 500, pos: 80 },
];

describe('parseFunscript', () => {
  it('reads a 1.0 funscript with fields before the actions', () => {
    const text = JSON.stringify({
      version: '1.0',
      inverted: false,
      range: 90,
      metadata: {
        title: 'Demo',
        creator: 'me',
        duration: 12.3456,
        tags: ['a', 'b'],
        performers: ['p'],
        script_url: 'https://s',
        video_url: 'https://v',
        description: 'd',
        license: 'l',
        notes: 'n',
        type: 'basic',
      },
      actions: [
        { at: 500, pos: 80 },
        { at: 0, pos: 10 },
      ],
    });
    expect(parseFunscript(text)).toEqual({
      format: 'funscript',
      actions: twoActions,
      inverted: false,
      rangePct: 90,
      metadata: {
        title: 'Demo',
        creator: 'me',
        durationMs: 12_346,
        tags: ['a', 'b'],
        performers: ['p'],
        scriptUrl: 'https://s',
        videoUrl: 'https://v',
        description: 'd',
        license: 'l',
        notes: 'n',
        type: 'basic',
        version: '1.0',
      },
      axis: 'L0',
      availableAxes: ['L0'],
    });
  });

  it('applies inversion and records it, without rescaling by range', () => {
    const script = parseFunscript(
      JSON.stringify({ inverted: true, range: 50, actions: twoActions }),
    );
    expect(script.inverted).toBe(true);
    expect(script.rangePct).toBe(50);
    expect(script.actions).toEqual([
      { at: 0, pos: 90 },
      { at: 500, pos: 20 },
    ]);
  });

  it('drops metadata fields of the wrong type and ignores an out-of-range range', () => {
    const script = parseFunscript(
      JSON.stringify({
        version: 1,
        range: 250,
        inverted: 'yes',
        metadata: { title: 5, creator: 'c', tags: [1], duration: -3 },
        actions: twoActions,
      }),
    );
    expect(script.metadata).toEqual({ creator: 'c', version: '1' });
    expect(script.rangePct).toBeUndefined();
    expect(script.inverted).toBe(false);
  });

  it('tolerates extra fields on actions and a BOM', () => {
    const script = parseFunscript(
      '\uFEFF{"actions":[{"at":0,"pos":1,"type":"x"},{"pos":2,"at":10.4}]}',
    );
    expect(script.actions).toEqual([
      { at: 0, pos: 1 },
      { at: 10, pos: 2 },
    ]);
  });

  describe('axes', () => {
    const multiAxis = JSON.stringify({
      actions: twoActions,
      axes: [
        {
          id: 'R0',
          actions: [
            { at: 0, pos: 50 },
            { at: 100, pos: 60 },
          ],
        },
        { id: 'broken' },
        {
          id: 'L1',
          actions: [
            { at: 0, pos: 1 },
            { at: 100, pos: 2 },
          ],
          inverted: true,
        },
      ],
    });

    it('reads the top-level actions as the stroke axis and lists every axis', () => {
      const script = parseFunscript(multiAxis);
      expect(script.axis).toBe('L0');
      expect(script.availableAxes).toEqual(['L0', 'R0', 'L1']);
      expect(script.actions).toEqual(twoActions);
    });

    it('reads another axis on request, with its own inversion', () => {
      expect(parseFunscript(multiAxis, { axis: 'R0' }).actions).toEqual([
        { at: 0, pos: 50 },
        { at: 100, pos: 60 },
      ]);
      const l1 = parseFunscript(multiAxis, { axis: 'L1' });
      expect(l1.inverted).toBe(true);
      expect(l1.actions.map((a) => a.pos)).toEqual([99, 98]);
    });

    it('rejects an unknown axis', () => {
      expect(codeOf(() => parseFunscript(multiAxis, { axis: 'V9' }))).toBe('INVALID_TYPE');
      expect(codeOf(() => parseFunscript(multiAxis, { axis: 'broken' }))).toBe('INVALID_TYPE');
    });

    it('finds L0 among 1.1 axes when there are no top-level actions', () => {
      const script = parseFunscript(
        JSON.stringify({
          axes: [
            {
              id: 'R0',
              actions: [
                { at: 0, pos: 5 },
                { at: 9, pos: 6 },
              ],
            },
            { id: 'L0', actions: twoActions },
          ],
        }),
      );
      expect(script.axis).toBe('L0');
      expect(script.actions).toEqual(twoActions);
    });

    it('reads 2.0 channels, stroke first, and maps L0 to stroke', () => {
      const text = JSON.stringify({
        channels: {
          twist: {
            actions: [
              { at: 0, pos: 5 },
              { at: 9, pos: 6 },
            ],
          },
          stroke: { actions: twoActions, range: 70 },
        },
      });
      const script = parseFunscript(text);
      expect(script.axis).toBe('stroke');
      expect(script.availableAxes).toEqual(['twist', 'stroke']);
      expect(script.rangePct).toBe(70);
      expect(script.actions).toEqual(twoActions);
      expect(parseFunscript(text, { axis: 'L0' }).axis).toBe('stroke');
      expect(parseFunscript(text, { axis: 'twist' }).actions).toHaveLength(2);
    });

    it('falls back to the first axis when there is no stroke axis', () => {
      const script = parseFunscript(
        JSON.stringify({ channels: { twist: { actions: twoActions } } }),
      );
      expect(script.axis).toBe('twist');
    });
  });

  it.each([
    ['broken JSON', '{"actions": [', 'INVALID_JSON'],
    ['text', 'hello', 'INVALID_JSON'],
    ['empty text', '', 'INVALID_JSON'],
    ['NaN literal', '{"actions":[{"at":NaN,"pos":1}]}', 'INVALID_JSON'],
    ['an array', '[{"at":0,"pos":1}]', 'INVALID_TYPE'],
    ['null', 'null', 'INVALID_TYPE'],
    ['a string', '"x"', 'INVALID_TYPE'],
    ['no actions at all', '{"metadata":{}}', 'INVALID_TYPE'],
    ['actions not an array', '{"actions":{"at":0,"pos":1}}', 'INVALID_TYPE'],
    ['an action missing pos', '{"actions":[{"at":0,"pos":1},{"at":1}]}', 'INVALID_TYPE'],
    ['a string position', '{"actions":[{"at":0,"pos":1},{"at":1,"pos":"2"}]}', 'INVALID_TYPE'],
    ['a null action', '{"actions":[{"at":0,"pos":1},null]}', 'INVALID_TYPE'],
    ['one action', '{"actions":[{"at":0,"pos":1}]}', 'TOO_FEW_POINTS'],
    ['no actions', '{"actions":[]}', 'TOO_FEW_POINTS'],
    ['one valid action', '{"actions":[{"at":0,"pos":1},{"at":-9,"pos":1}]}', 'TOO_FEW_POINTS'],
    ['infinite times', '{"actions":[{"at":1e999,"pos":1},{"at":1e999,"pos":2}]}', 'TOO_FEW_POINTS'],
  ])('rejects %s', (_label, text, code) => {
    expect(codeOf(() => parseFunscript(text))).toBe(code);
  });

  it('uses the spec messages', () => {
    expect(() => parseFunscript('{')).toThrow('Invalid Json in script');
    expect(() => parseFunscript('[]')).toThrow('Invalid type');
    expect(() => parseFunscript('{"actions":[]}')).toThrow('Need at least 2 points');
  });
});
