// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { partChoices, partFile } from './part-script';
import { libraryFile } from '../testing/library-file';
import { usePartScript } from './use-part-script';
import type { LibraryItem } from './use-library';

const SOFT_TEXT = JSON.stringify({
  actions: [
    { at: 0, pos: 40 },
    { at: 500, pos: 60 },
  ],
});

const entry = (overrides: Partial<LibraryItem> = {}): LibraryItem => ({
  video: libraryFile('Duet.mp4'),
  folder: 'Clips',
  title: 'Duet',
  script: libraryFile('Duet.funscript'),
  variants: [{ label: 'soft', file: libraryFile('Duet.soft.funscript', SOFT_TEXT) }],
  axes: [
    { axis: 'twist', code: 'R0', file: libraryFile('Duet.twist.funscript') },
    { axis: 'twist', code: 'R0', variant: 'soft', file: libraryFile('Duet.soft.twist.funscript') },
  ],
  ...overrides,
});

describe('partChoices', () => {
  it('lists the main script, the variants and each axis of the main pack', () => {
    expect(partChoices(entry())).toEqual([
      { kind: 'main' },
      { kind: 'variant', label: 'soft' },
      { kind: 'axis', axis: 'twist' },
    ]);
  });

  it('lists a variant standing in for the main script as that variant', () => {
    const stand = entry({ scriptLabel: 'hard', script: libraryFile('Duet.hard.funscript') });
    expect(partChoices(stand).slice(0, 2)).toEqual([
      { kind: 'variant', label: 'hard' },
      { kind: 'variant', label: 'soft' },
    ]);
  });

  it('offers nothing of its own for a video opened by hand', () => {
    expect(partChoices(undefined)).toEqual([]);
  });
});

describe('partFile', () => {
  it('finds the file each choice names', () => {
    const item = entry();
    expect(partFile(item, undefined)).toEqual({ kind: 'same' });
    expect(partFile(item, { kind: 'main' })).toEqual({ kind: 'file', file: item.script });
    expect(partFile(item, { kind: 'variant', label: 'soft' })).toEqual({
      kind: 'file',
      file: item.variants[0]?.file,
    });
    expect(partFile(item, { kind: 'axis', axis: 'twist' })).toEqual({
      kind: 'file',
      file: item.axes[0]?.file,
    });
  });

  it('says when the video has no such script', () => {
    expect(partFile(entry(), { kind: 'variant', label: 'hard' })).toEqual({ kind: 'missing' });
    expect(partFile(entry({ scriptLabel: 'x' }), { kind: 'main' })).toEqual({ kind: 'missing' });
    expect(partFile(undefined, { kind: 'variant', label: 'soft' })).toEqual({ kind: 'missing' });
    // Opened by hand, the loaded script is the main one.
    expect(partFile(undefined, { kind: 'main' })).toEqual({ kind: 'same' });
  });
});

describe('usePartScript', () => {
  it('reads the variant the part names', async () => {
    const item = entry();
    const { result } = renderHook(() => usePartScript(item, { kind: 'variant', label: 'soft' }));
    expect(result.current.kind).toBe('reading');
    await waitFor(() => expect(result.current.kind).toBe('ready'));
    const ready = result.current.kind === 'ready' ? result.current.loaded : undefined;
    expect(ready?.fileName).toBe('Duet.soft.funscript');
    expect(ready?.script.actions.map((action) => action.pos)).toEqual([40, 60]);
  });

  it('says a file that cannot be read or parsed is unreadable', async () => {
    const broken = entry({
      variants: [{ label: 'soft', file: libraryFile('Duet.soft.funscript', '{"actions": [') }],
      axes: [
        { axis: 'twist', code: 'R0', file: libraryFile('Duet.twist.funscript', new Error('gone')) },
      ],
    });
    const soft = renderHook(() => usePartScript(broken, { kind: 'variant', label: 'soft' }));
    await waitFor(() => expect(soft.result.current.kind).toBe('unreadable'));
    const twist = renderHook(() => usePartScript(broken, { kind: 'axis', axis: 'twist' }));
    await waitFor(() => expect(twist.result.current.kind).toBe('unreadable'));
  });
});
