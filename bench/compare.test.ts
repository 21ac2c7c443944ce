import { describe, expect, it } from 'vitest';
import { parseBenchOutput, sideBySide } from './compare';

const line = (name: string, value: string) => `  ${name.padEnd(84)} ${value}`;

const BEFORE = [
  '',
  'Sync playback',
  line('HSP lag, mean', '      12 ms   target ≤ 20 ms'),
  line('HSSP lag, mean', '      30 ms'),
  line('  same, p95', '      44 ms'),
  '  (41.2 s)',
].join('\n');
const AFTER = [
  '',
  'Sync playback',
  line('HSP lag, mean', '      11 ms   target ≤ 20 ms'),
  line('Seek to sync', '     300 ms'),
  '  (40.0 s)',
].join('\n');

const LONG =
  'HSP starving events over a 30-minute script (4778 points, 40 ± 20 ms, events lost: 3 of 3)';

describe('parseBenchOutput', () => {
  it('reads each figure with its group, and skips the durations', () => {
    expect(parseBenchOutput(BEFORE)).toEqual([
      { group: 'Sync playback', name: 'HSP lag, mean', value: '12 ms   target ≤ 20 ms' },
      { group: 'Sync playback', name: 'HSSP lag, mean', value: '30 ms' },
      { group: 'Sync playback', name: 'same, p95', value: '44 ms' },
    ]);
  });
});

describe('parseBenchOutput on names longer than their column', () => {
  it('splits the value off after the name', () => {
    const text = ['Starvation', `  ${LONG}         0    target 0`].join('\n');
    expect(parseBenchOutput(text)).toEqual([
      { group: 'Starvation', name: LONG, value: '0    target 0' },
    ]);
  });
});

describe('sideBySide', () => {
  it('pairs figures whose names differ only in a count, and repeated names in order', () => {
    const before = [
      { group: 'G', name: 'lag (5 runs, 1503 frames)', value: '4 ms' },
      { group: 'G', name: 'same, p95', value: '9 ms' },
      { group: 'G', name: 'lag at 1.5× (600 frames)', value: '6 ms' },
      { group: 'G', name: 'same, p95', value: '12 ms' },
    ];
    const after = [
      { group: 'G', name: 'lag (5 runs, 1505 frames)', value: '1 ms' },
      { group: 'G', name: 'same, p95', value: '2 ms' },
      { group: 'G', name: 'lag at 1.5× (612 frames)', value: '5 ms' },
      { group: 'G', name: 'same, p95', value: '3 ms' },
    ];
    const rows = sideBySide(before, after, ['a', 'b'])
      .split('\n')
      .map((row) => row.replace(/\s+/g, ' ').trim());
    expect(rows).toEqual([
      '',
      'G',
      'a b',
      'lag (5 runs, 1505 frames) 4 ms 1 ms',
      'same, p95 9 ms 2 ms',
      'lag at 1.5× (612 frames) 6 ms 5 ms',
      'same, p95 12 ms 3 ms',
    ]);
  });

  it('pairs figures by group and name, a dash where a run lacks one', () => {
    const table = sideBySide(parseBenchOutput(BEFORE), parseBenchOutput(AFTER), ['abc1234', 'now']);
    const rows = table.split('\n').map((row) => row.replace(/\s+/g, ' ').trim());
    expect(rows).toContain('HSP lag, mean 12 ms target ≤ 20 ms 11 ms target ≤ 20 ms');
    expect(rows).toContain('Seek to sync — 300 ms');
    expect(rows).toContain('HSSP lag, mean 30 ms —');
    expect(rows).toContain('same, p95 44 ms —');
    expect(rows).toContain('abc1234 now');
  });
});
