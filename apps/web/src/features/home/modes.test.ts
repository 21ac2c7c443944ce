import { describe, expect, it } from 'vitest';
import { modeShortcuts } from './modes';

describe('modeShortcuts', () => {
  it('leads with automatic stroking for The Handy', () => {
    expect(modeShortcuts('handy').map((m) => m.path)).toEqual([
      '/hamp',
      '/hvp',
      '/hdsp',
      '/hsp',
      '/sync',
      '/local',
      '/beatbox',
      '/random-classic',
      '/remote',
      '/link',
    ]);
  });

  it('leads with vibration for the Oh and keeps every other mode in order', () => {
    const paths = modeShortcuts('oh').map((m) => m.path);
    expect(paths[0]).toBe('/hvp');
    expect(paths.slice(1)).toEqual(
      modeShortcuts('handy')
        .map((m) => m.path)
        .filter((p) => p !== '/hvp'),
    );
  });
});
