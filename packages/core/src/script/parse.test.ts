import { describe, expect, it } from 'vitest';
import { detectScriptFormat, parseScript } from './parse';
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

const funscript = '{"actions":[{"at":0,"pos":0},{"at":100,"pos":100}]}';

describe('detectScriptFormat', () => {
  it.each([
    ['{"actions":[]}', 'funscript'],
    ['\uFEFF \n [1]', 'funscript'],
    ['#Created by X\n0,1', 'csv'],
    ['0,1\n2,3', 'csv'],
    ['-5,1', 'csv'],
    ['+5', 'csv'],
    ['time,position\n0,1', 'csv'],
    ['\uFEFF\r\n  12,3', 'csv'],
    ['', 'funscript'],
    ['hello world', 'funscript'],
    ['null', 'funscript'],
    ['"text, with a comma"', 'csv'],
  ])('%j is %s', (text, format) => {
    expect(detectScriptFormat(text)).toBe(format);
  });
});

describe('parseScript', () => {
  it('parses a funscript', () => {
    const script = parseScript(funscript);
    expect(script.format).toBe('funscript');
    expect(script.actions).toEqual([
      { at: 0, pos: 0 },
      { at: 100, pos: 100 },
    ]);
  });

  it('parses a CSV script', () => {
    const script = parseScript('#c\n0,5\n100,95\n');
    expect(script.format).toBe('csv');
    expect(script.actions).toEqual([
      { at: 0, pos: 5 },
      { at: 100, pos: 95 },
    ]);
  });

  it('passes the axis on', () => {
    const text = JSON.stringify({
      actions: [
        { at: 0, pos: 0 },
        { at: 1, pos: 1 },
      ],
      axes: [
        {
          id: 'R0',
          actions: [
            { at: 0, pos: 7 },
            { at: 1, pos: 8 },
          ],
        },
      ],
    });
    expect(parseScript(text, { axis: 'R0' }).actions[0]?.pos).toBe(7);
  });

  it('lets a given format override detection', () => {
    expect(codeOf(() => parseScript(funscript, { format: 'csv' }))).toBe('INVALID_CSV');
    expect(codeOf(() => parseScript('0,1\n10,2', { format: 'funscript' }))).toBe('INVALID_JSON');
    expect(parseScript('0,1\n10,2', { format: 'csv' }).actions).toHaveLength(2);
  });

  it.each([
    ['text that looks like JSON but is broken', '{"actions": [{"at": 0,', 'INVALID_JSON'],
    ['an array that is broken', '  [1, 2', 'INVALID_JSON'],
    ['text that looks like CSV but breaks its rules', '0,1\n10,2.5\n', 'INVALID_CSV'],
    ['a comment-only CSV', '# nothing here', 'INVALID_CSV'],
    ['a number', '42', 'INVALID_CSV'],
    ['prose', 'this is not a script', 'INVALID_JSON'],
    ['empty text', '', 'INVALID_JSON'],
    ['a BOM only', '\uFEFF', 'INVALID_JSON'],
    ['JSON of the wrong shape', '{"points":[1,2]}', 'INVALID_TYPE'],
    ['JSON null', 'null', 'INVALID_TYPE'],
    ['a funscript with one point', '{"actions":[{"at":0,"pos":0}]}', 'TOO_FEW_POINTS'],
  ])('rejects %s', (_label, text, code) => {
    expect(codeOf(() => parseScript(text))).toBe(code);
  });

  it('survives pathologically deep nesting', () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    expect(codeOf(() => parseScript(deep))).toBe('INVALID_TYPE');
    const deepMeta = `{"metadata":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)},"actions":[]}`;
    expect(codeOf(() => parseScript(deepMeta))).toBe('TOO_FEW_POINTS');
  });
});
