import { describe, expect, it } from 'vitest';
import { parseScript } from '@glide/core';
import { transformedFileName, transformedFunscript } from './transformed-funscript';

describe('the transformed script as a file', () => {
  it('is named after the original', () => {
    expect(transformedFileName('03 Fast.funscript')).toBe('03 Fast.glide.funscript');
    expect(transformedFileName('clip.CSV')).toBe('clip.glide.funscript');
    expect(transformedFileName('.funscript')).toBe('script.glide.funscript');
  });

  it('keeps the file’s metadata, notes what was applied, and reads back as it plays', () => {
    const original = parseScript(
      JSON.stringify({
        version: '1.0',
        inverted: true,
        metadata: { title: 'Fast', creator: 'me', notes: 'made by hand', duration: 3 },
        actions: [
          { at: 0, pos: 0 },
          { at: 100, pos: 100 },
        ],
      }),
      { format: 'funscript' },
    );
    const text = transformedFunscript(original, [{ kind: 'limitSpeed', maxPctPerS: 400 }]);
    const file = JSON.parse(text) as {
      metadata: { notes: string; title: string };
      inverted: boolean;
    };
    expect(file.metadata.title).toBe('Fast');
    expect(file.metadata.notes).toBe('made by hand\nglide: limitSpeed 400%/s');
    expect(file.inverted).toBe(false);
    // The inversion was applied when it was read, so the file holds the positions as they play.
    expect(parseScript(text, { format: 'funscript' }).actions).toEqual(original.actions);
  });
});
