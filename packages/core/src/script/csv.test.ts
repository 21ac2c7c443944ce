import { describe, expect, it } from 'vitest';
import { DEFAULT_CSV_HEADER, parseCsvScript, toCsv } from './csv';
import { ScriptError } from './types';

function errorOf(fn: () => unknown): ScriptError | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof ScriptError) return error;
    throw error;
  }
  return undefined;
}

describe('parseCsvScript', () => {
  it('parses time,position lines', () => {
    expect(parseCsvScript('0,0\n250,82\n500,51\n750,9\n')).toEqual({
      format: 'csv',
      actions: [
        { at: 0, pos: 0 },
        { at: 250, pos: 82 },
        { at: 500, pos: 51 },
        { at: 750, pos: 9 },
      ],
      inverted: false,
      metadata: {},
      availableAxes: [],
    });
  });

  it('skips comments and keeps the first one as the header', () => {
    const script = parseCsvScript('#Created by Handy SDK v2\n0,10\n# mid comment\n100,20');
    expect(script.metadata).toEqual({ header: 'Created by Handy SDK v2' });
    expect(script.actions).toEqual([
      { at: 0, pos: 10 },
      { at: 100, pos: 20 },
    ]);
  });

  it('skips a header line, also after comments', () => {
    expect(parseCsvScript('time,position\n0,1\n10,2').metadata).toEqual({
      header: 'time,position',
    });
    expect(parseCsvScript('# c\n"at";"pos"\n0,1\n10,2').actions).toHaveLength(2);
  });

  it('accepts spaces, tabs, CRLF, a BOM, blank lines and signs', () => {
    const script = parseCsvScript('\uFEFF  0 , 10 \r\n\r\n\t+100,\t20\r\n200,-5\r\n');
    expect(script.actions).toEqual([
      { at: 0, pos: 10 },
      { at: 100, pos: 20 },
      { at: 200, pos: 0 },
    ]);
  });

  it('sorts and de-duplicates', () => {
    expect(parseCsvScript('100,1\n0,2\n100,3').actions).toEqual([
      { at: 0, pos: 2 },
      { at: 100, pos: 3 },
    ]);
  });

  it.each([
    ['a line with three values', '0,1\n10,2,3\n20,3'],
    ['a decimal', '0,1\n10.5,2'],
    ['an exponent', '0,1\n1e3,2'],
    ['a letter after the header', 'time,pos\n0,1\nabc\n10,2'],
    ['two header lines', 'time,pos\nat,pos\n0,1\n10,2'],
    ['a first line that is neither header nor data', '--\n0,1\n10,2'],
    ['a missing value', '0,1\n10,\n20,3'],
    ['a missing comma', '0,1\n10 2'],
    ['a lone sign', '0,1\n-,2'],
    ['one data line', '#h\n0,1\n'],
    ['no data lines', '#only a comment\n'],
    ['only a header', 'time,position'],
    ['empty text', ''],
    ['whitespace', '  \n\t\r\n'],
    ['semicolons', '0;1\n10;2'],
  ])('rejects %s with Invalid CSV', (_label, text) => {
    const error = errorOf(() => parseCsvScript(text));
    expect(error?.code).toBe('INVALID_CSV');
    expect(error?.message).toBe('Invalid CSV');
  });

  it('needs two distinct valid points after normalisation', () => {
    for (const text of ['0,1\n0,2', '-5,1\n10,2']) {
      const error = errorOf(() => parseCsvScript(text));
      expect(error?.code).toBe('TOO_FEW_POINTS');
      expect(error?.message).toBe('Need at least 2 points');
    }
  });

  it('drops times beyond the safe integer range', () => {
    expect(parseCsvScript('0,1\n10,2\n99999999999999999999999,3').actions).toHaveLength(2);
  });
});

describe('toCsv', () => {
  it('writes a comment header and one line per action', () => {
    expect(
      toCsv([
        { at: 0, pos: 0 },
        { at: 250, pos: 82 },
      ]),
    ).toBe(`#${DEFAULT_CSV_HEADER}\n0,0\n250,82\n`);
  });

  it('uses the given header, once prefixed and on one line', () => {
    expect(toCsv([{ at: 0, pos: 1 }], { header: '#mine\r\nsecond' })).toBe('#mine second\n0,1\n');
  });

  it('normalises what it writes', () => {
    expect(
      toCsv(
        [
          { at: 20.4, pos: 120 },
          { at: 10, pos: 1.6 },
          { at: Number.NaN, pos: 3 },
        ],
        { header: 'h' },
      ),
    ).toBe('#h\n10,2\n20,100\n');
  });

  it('round-trips through parseCsvScript', () => {
    const actions = [
      { at: 0, pos: 10 },
      { at: 120, pos: 90 },
      { at: 400, pos: 0 },
    ];
    const script = parseCsvScript(toCsv(actions, { header: 'Created by test' }));
    expect(script.actions).toEqual(actions);
    expect(script.metadata.header).toBe('Created by test');
  });
});
